import { defineConfig } from 'tsup';

/**
 * One ESM bundle of the server. Workspace packages are bundled from their source (export condition
 * `@marketdrop/source`); node dependencies stay external and load from node_modules. The drizzle/
 * migrations stay beside the package and are found at run time.
 */
export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@marketdrop\//],
  esbuildOptions(options) {
    options.conditions = ['@marketdrop/source', ...(options.conditions ?? [])];
  },
});
