import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  external: [
    /^react/,
    /^@mui\//,
    /^@emotion\//,
    /^@tanstack\//,
    /^@marketdrop\//,
    'dayjs',
    /^swiper/,
    /^react-hook-form/,
    /^@hookform\//,
  ],
};

export default defineConfig([
  {
    ...shared,
    // ESM: one module per component folder (shared code in chunks), re-exported by index.js.
    // With `"sideEffects": false` a bundler then drops every component an app does not import
    // (styled() calls cannot be tree-shaken inside one big file), e.g. VehicleCard alone stays
    // within its 15 KB budget and swiper is only reached through HeroCarousel.
    entry: ['src/index.ts', 'src/*/index.ts'],
    format: ['esm'],
    splitting: true,
    dts: { entry: 'src/index.ts' },
    clean: true,
  },
  {
    ...shared,
    entry: ['src/index.ts'],
    format: ['cjs'],
    dts: { entry: 'src/index.ts' },
  },
]);
