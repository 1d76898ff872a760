import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/drizzle/**',
      '.changeset/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx', 'packages/api-client/src/react/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: [
      'scripts/**',
      '**/*.config.{js,mjs,cjs,ts,mts}',
      '**/bench/**',
      'apps/api/src/server.ts',
      'apps/api/src/*-cli.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // Import direction (docs/decisions/010-server-layout.md): routes -> operations -> tables.
    files: ['apps/api/src/**/*.ts', 'packages/ui/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importZones() }],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@mui/*', '@emotion/*'],
              message: 'The API server never imports React or the UI.',
            },
            {
              group: ['@marketdrop/ui', '@marketdrop/ui/*', '@marketdrop/api-client/react'],
              message: 'The API server never imports the UI packages.',
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);

/**
 * The zones of `import-x/no-restricted-paths`: which files may not import which.
 * In apps/api/src a domain folder holds route files (`*-routes.ts`, `routes.ts`, `index.ts`), its
 * `tables.ts`, its route `schemas.ts` and one file per operation (everything else).
 */
function importZones() {
  const api = 'apps/api/src';
  const domains = [
    'accounts',
    'catalogue',
    'content',
    'health',
    'auctions',
    'orders',
    'notifications',
  ];
  const routeFiles = (d) => [`${api}/${d}/*-routes.ts`, `${api}/${d}/@(routes|index).ts`];
  // Globs on both sides (the rule wants one kind per zone): `@(tables)` is just tables.ts.
  const tables = (d) => `${api}/${d}/@(tables).ts`;
  const dataDomains = ['accounts', 'catalogue', 'content', 'auctions', 'orders', 'notifications'];
  /** Files of a domain that may import other domains' tables besides its own tables.ts. */
  const ownTablesExceptions = { catalogue: 'tables|seed-catalogue' };
  const notRoutes = (d) => `${api}/${d}/!(*-routes|routes|index).ts`;
  return [
    {
      target: [`${api}/shared/**`, `${api}/plugins/**`, `${api}/db/**`, ...domains.map(notRoutes)],
      from: domains.flatMap(routeFiles),
      message: 'Operations, shared code and plugins never import a route file.',
    },
    ...domains.map((d) => ({
      target: `${api}/${d}/**`,
      from: domains.filter((other) => other !== d).flatMap(routeFiles),
      message: "A route file never imports another domain's route file.",
    })),
    {
      target: [`${api}/shared/**`, `${api}/plugins/**`],
      from: domains.map(tables),
      message: 'Shared code and plugins reach a domain through its operations.',
    },
    ...dataDomains.map((d) => ({
      // Allowed on purpose: the catalogue's demo seed (seed-catalogue.ts) writes the demo users;
      // the auctions engine writes the catalogue's auction rows (price, leader, end, seq: the
      // engine's state), see decision 018; a domain's tables.ts may reference another's (foreign
      // keys).
      target: `${api}/${d}/!(${ownTablesExceptions[d] ?? 'tables'}).ts`,
      from: [
        `${api}/db/schema/**`,
        ...dataDomains
          .filter((other) => other !== d && !(d === 'auctions' && other === 'catalogue'))
          .map(tables),
      ],
      message:
        "A domain reads its own tables (./tables); another domain's data comes through its operations.",
    })),
    {
      target: 'packages/ui/**',
      from: 'apps/web/**',
      message: 'The UI package never imports the web app.',
    },
  ];
}
