import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the import zones below are relative to it, wherever ESLint runs from. */
const repoRoot = dirname(fileURLToPath(import.meta.url));
const apiSrc = join(repoRoot, 'apps/api/src');

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
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
      'import-x/no-restricted-paths': ['error', { zones: importZones(), basePath: repoRoot }],
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
 * Every folder of apps/api/src is a domain except the infrastructure ones below, so a new domain
 * folder is under the rules without editing this file (decision 032). A domain folder holds route
 * files (`*-routes.ts`, `routes.ts`, `index.ts`), its `tables.ts`, its route `schemas.ts` and one
 * file per operation (everything else).
 */
function importZones() {
  const api = 'apps/api/src';
  const domains = apiDomains();
  const routeFiles = (d) => [`${api}/${d}/*-routes.ts`, `${api}/${d}/@(routes|index).ts`];
  // Globs on both sides (the rule wants one kind per zone): `@(tables)` is just tables.ts.
  const tables = (d) => `${api}/${d}/@(tables).ts`;
  const dataDomains = domains.filter((d) => existsSync(join(apiSrc, d, 'tables.ts')));
  const ownTablesMessage =
    "A domain reads and writes its own tables (./tables); another domain's data comes through its operations (decision 032).";
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
      // The demo seed (demo/) writes every domain's demo data at once, a development tool the
      // server entry and the seed command call: no domain, shared code or plugin imports it.
      target: [
        `${api}/shared/**`,
        `${api}/plugins/**`,
        `${api}/db/**`,
        ...domains.map((d) => `${api}/${d}/**`),
      ],
      from: `${api}/demo/**`,
      message: 'The demo seed is a development tool: the domains never import it (decision 032).',
    },
    {
      target: [`${api}/shared/**`, `${api}/plugins/**`],
      from: [`${api}/db/schema/**`, ...dataDomains.map(tables)],
      message: 'Shared code and plugins reach a domain through its operations.',
    },
    ...domains.map((d) => ({
      // A domain's tables.ts may reference another's (foreign keys).
      target: [`${api}/${d}/!(tables).ts`, `${api}/${d}/*/**`],
      from: [`${api}/db/schema/**`, ...dataDomains.filter((other) => other !== d).map(tables)],
      message: ownTablesMessage,
    })),
    {
      target: 'packages/ui/**',
      from: 'apps/web/**',
      message: 'The UI package never imports the web app.',
    },
  ];
}

/** The domain folders of apps/api/src: every folder but the infrastructure ones. */
export function apiDomains() {
  // demo/: the demo seed, a development tool that writes every domain's demo data at once.
  const infrastructure = new Set(['shared', 'plugins', 'db', 'seed-data', 'demo']);
  return readdirSync(apiSrc, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !infrastructure.has(entry.name))
    .map((entry) => entry.name)
    .sort();
}
