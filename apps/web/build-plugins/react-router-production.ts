import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

/**
 * React Router 7 ships a production build (`dist/production`, without its development warnings)
 * but its package exports only `dist/development`, whatever the mode (remix-run/react-router
 * #12532, #14753), so a production bundle carried the warnings' code. These aliases point a
 * production build at `dist/production` for the two entries the app uses through
 * react-router-dom (`react-router`, `react-router/dom`); both files import only their own chunks,
 * React and React DOM. Missing files (a release that changed its layout) give no alias: the build
 * falls back to the package's exports.
 */
export function reactRouterProductionAliases(from: string): Alias[] {
  const routerDom = createRequire(path.join(from, 'package.json')).resolve(
    'react-router-dom/package.json',
  );
  const routerPackage = createRequire(routerDom).resolve('react-router/package.json');
  const production = path.join(path.dirname(routerPackage), 'dist', 'production');
  const entries: Array<[RegExp, string]> = [
    [/^react-router$/, path.join(production, 'index.mjs')],
    [/^react-router\/dom$/, path.join(production, 'dom-export.mjs')],
  ];
  if (!entries.every(([, file]) => existsSync(file))) return [];
  return entries.map(([find, replacement]) => ({ find, replacement }));
}
