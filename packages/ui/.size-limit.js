// Size budget of @marketdrop/ui (docs/product.md §12 Performance budgets): importing only VehicleCard adds at most 15 KB
// gzip of our own code. Measured on the built package (`dist/`), bundled and minified by esbuild
// as an app would; peer dependencies are left out, our own packages (@marketdrop/validation and
// @marketdrop/api-client) are counted, from their source. So are the English texts a component
// shows beyond the bundled areas (`useTranslation('ui', { catalogue })`): they come with it.
const peers = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  '@mui/material',
  '@mui/system',
  '@mui/icons-material',
  '@mui/x-date-pickers',
  '@mui/x-charts',
  '@emotion/react',
  '@emotion/styled',
  '@tanstack/react-query',
  'dayjs',
  'swiper',
];

const withSource = (config) => {
  config.conditions = ['@marketdrop/source', ...(config.conditions ?? [])];
  // Subpaths of the peers (`@mui/material/Card`, `swiper/react`...) are external too.
  config.external = [...(config.external ?? []), ...peers.map((name) => `${name}/*`)];
  // tsup keeps `import "./chunk-x.js"` lines for evaluation order; with `sideEffects: false` the
  // unused ones are dropped, which is the point: do not warn about it.
  config.logOverride = { ...config.logOverride, 'ignored-bare-import': 'silent' };
  return config;
};

export default [
  {
    name: 'VehicleCard alone',
    path: 'dist/index.js',
    import: '{ VehicleCard }',
    ignore: peers,
    gzip: true,
    limit: '15 KB',
    modifyEsbuildConfig: withSource,
  },
  {
    name: 'VehicleGrid (with VehicleCard)',
    path: 'dist/index.js',
    import: '{ VehicleGrid }',
    ignore: peers,
    gzip: true,
    limit: '10 KB',
    modifyEsbuildConfig: withSource,
  },
];
