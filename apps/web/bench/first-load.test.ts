import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Manifest } from 'vite';
import {
  chunkKeyOf,
  entryKeys,
  firstLoadFiles,
  heavyPartsIn,
  readRouteTable,
  staticClosure,
} from './first-load';

describe('readRouteTable', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'md-first-load-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('src/pages/Home.tsx', 'export const Home = () => null;');
  write('src/pages/Soon.tsx', 'export default () => null;');
  write('src/pages/Account.tsx', 'export const Account = () => null;');
  write('src/pages/Profile/index.tsx', 'export const Profile = () => null;');
  write('src/routing/paths.ts', "export const paths = { home: '/', detail: '/detail' } as const;");
  write(
    'src/routing/routes.tsx',
    `import { lazy } from 'react';
import { paths } from './paths';
const base = '/my';
function page(load, pick) { return async () => ({ Component: pick(await load()) }); }
function soon(title) { return async () => { await import('../pages/Soon'); return {}; }; }
const Profile = lazy(() => import('../pages/Profile'));
const extra = [{ path: 'extra', lazy: soon('Extra') }];
export const routes = [
  {
    element: null,
    children: [
      { path: paths.home, lazy: page(() => import('../pages/Home'), (m) => m.Home) },
      { path: \`\${paths.detail}/:id\`, lazy: soon('Detail') },
      {
        path: base,
        lazy: page(() => import('../pages/Account'), (m) => m.Account),
        children: [
          { index: true, element: <Profile /> },
          { path: 'settings' },
          ...extra,
        ],
      },
      { path: '*', lazy: soon('Not found') },
    ],
  },
];`,
  );

  it('lists every route with a URL and the lazy modules of it and its parents', () => {
    const { routes, warnings } = readRouteTable(path.join(root, 'src/routing/routes.tsx'), root);
    expect(warnings).toEqual([]);
    expect(routes).toEqual([
      { path: '/', modules: ['src/pages/Home.tsx'] },
      { path: '/detail/:id', modules: ['src/pages/Soon.tsx'] },
      { path: '/my', modules: ['src/pages/Account.tsx'] },
      { path: '/my', modules: ['src/pages/Account.tsx', 'src/pages/Profile/index.tsx'] },
      { path: '/my/settings', modules: ['src/pages/Account.tsx'] },
      { path: '/my/extra', modules: ['src/pages/Account.tsx', 'src/pages/Soon.tsx'] },
      { path: '*', modules: ['src/pages/Soon.tsx'] },
    ]);
  });

  it("counts a workspace package's loader a route's lazy starts with the page", () => {
    write('packages/kit/src/index.ts', "export { Toolbar, loadSearch } from './Toolbar';");
    write('packages/kit/src/Toolbar/index.ts', "export { Toolbar, loadSearch } from './Toolbar';");
    write(
      'packages/kit/src/Toolbar/Toolbar.tsx',
      `export const loadSearch = () => import('../Search');
const Menu = () => import('../Menu');
export function Toolbar() { return null; }`,
    );
    write('packages/kit/src/Search/index.ts', 'export const Search = () => null;');
    write(
      'src/routing/with-package.tsx',
      `import { Toolbar, loadSearch } from '@marketdrop/kit';
function page(load, pick, ...also) { return async () => ({ Component: pick(await load()) }); }
export const routes = [
  { element: <Toolbar />, children: [
    { path: '/list', lazy: page(() => import('../pages/Home'), (m) => m.Home, loadSearch) },
    { path: '/other', lazy: page(() => import('../pages/Account'), (m) => m.Account) },
  ] },
];`,
    );
    const { routes, warnings } = readRouteTable(
      path.join(root, 'src/routing/with-package.tsx'),
      root,
    );
    expect(warnings).toEqual([]);
    // The element's component is not followed (its own lazy parts load later, on use).
    expect(routes).toEqual([
      { path: '/list', modules: ['src/pages/Home.tsx', 'packages/kit/src/Search/index.ts'] },
      { path: '/other', modules: ['src/pages/Account.tsx'] },
    ]);
  });

  it("reads paths a workspace package's index re-exports", () => {
    write('packages/routes/src/index.ts', "export { sitePaths } from './paths';");
    write(
      'packages/routes/src/paths.ts',
      "export const sitePaths = { about: '/about', detail: '/detail' } as const;",
    );
    write(
      'src/routing/shared-paths.ts',
      "export { sitePaths as paths } from '@marketdrop/routes';",
    );
    write(
      'src/routing/with-shared-paths.tsx',
      `import { paths } from './shared-paths';
export const routes = [
  { path: paths.about, lazy: () => import('../pages/Home') },
  { path: \`\${paths.detail}/:id\`, lazy: () => import('../pages/Account') },
];`,
    );
    const { routes, warnings } = readRouteTable(
      path.join(root, 'src/routing/with-shared-paths.tsx'),
      root,
    );
    expect(warnings).toEqual([]);
    expect(routes.map((route) => route.path)).toEqual(['/about', '/detail/:id']);
  });

  it('warns about an import it cannot resolve instead of failing', () => {
    write(
      'src/routing/broken.tsx',
      "export const routes = [{ path: '/x', lazy: () => import('../pages/Missing') }];",
    );
    const { routes, warnings } = readRouteTable(path.join(root, 'src/routing/broken.tsx'), root);
    expect(routes).toEqual([{ path: '/x', modules: [] }]);
    expect(warnings).toEqual(["import('../pages/Missing') could not be resolved to a source file"]);
  });
});

describe('first-load files from the manifest', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js'],
      dynamicImports: ['src/pages/Home.tsx', 'src/pages/Account.tsx'],
      css: ['assets/index.css'],
    },
    '_vendor.js': { file: 'assets/vendor.js' },
    '_form.js': { file: 'assets/form.js', imports: ['_vendor.js'] },
    'src/pages/Home.tsx': { file: 'assets/Home.js', isDynamicEntry: true },
    'src/pages/Account.tsx': {
      file: 'assets/Account.js',
      isDynamicEntry: true,
      imports: ['_form.js'],
      dynamicImports: ['src/pages/Dialog.tsx'],
    },
    'src/pages/Dialog.tsx': { file: 'assets/Dialog.js', isDynamicEntry: true },
  };

  it('follows static imports only', () => {
    expect(entryKeys(manifest)).toEqual(['index.html']);
    expect(staticClosure(manifest, ['src/pages/Account.tsx'])).toEqual([
      'src/pages/Account.tsx',
      '_form.js',
      '_vendor.js',
    ]);
    expect(firstLoadFiles(manifest, [])).toEqual(['assets/index.js', 'assets/vendor.js']);
    expect(firstLoadFiles(manifest, ['src/pages/Account.tsx'])).toEqual([
      'assets/index.js',
      'assets/vendor.js',
      'assets/Account.js',
      'assets/form.js',
    ]);
  });

  it('fails loudly on a module the build does not have', () => {
    expect(() => firstLoadFiles(manifest, ['src/pages/Gone.tsx'])).toThrow(
      'src/pages/Gone.tsx is not in the build manifest',
    );
  });
});

describe('chunkKeyOf', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'md-chunk-key-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  // A lazily loaded page that Rollup merged into a chunk shared with a later lazy module: the
  // chunk has no key of the page's own, only its source map tells it holds the page.
  writeFileSync(
    path.join(dist, 'assets', 'Listing-1.js.map'),
    JSON.stringify({ sources: ['../../src/catalogue/filters.ts', '../../src/pages/Listing.tsx'] }),
  );
  writeFileSync(path.join(dist, 'assets', 'Home-2.js.map'), JSON.stringify({ sources: [] }));
  const manifest: Manifest = {
    'src/pages/Home.tsx': { file: 'assets/Home-2.js', isDynamicEntry: true },
    '_Listing-1.js': { file: 'assets/Listing-1.js', name: 'Listing', isDynamicEntry: true },
  };

  it('finds the chunk of a module by key, or else by the source maps', () => {
    expect(chunkKeyOf(manifest, dist, root, 'src/pages/Home.tsx')).toBe('src/pages/Home.tsx');
    expect(chunkKeyOf(manifest, dist, root, 'src/pages/Listing.tsx')).toBe('_Listing-1.js');
    expect(chunkKeyOf(manifest, dist, root, 'src/pages/Gone.tsx')).toBeUndefined();
  });
});

describe('heavyPartsIn', () => {
  it("names the heavy libraries found among a chunk's sources, and only those", () => {
    expect(
      heavyPartsIn([
        '../../../../node_modules/.pnpm/swiper@14.0.0/node_modules/swiper/modules/autoplay.mjs',
        '../../../../node_modules/.pnpm/@mui+material@9.5.0/node_modules/@mui/material/Dialog/Dialog.js',
        '../../../../node_modules/.pnpm/@mui+material@9.5.0/node_modules/@mui/material/Button/Button.js',
        '../../src/pages/LandingPage.tsx',
      ]),
    ).toEqual(['Swiper', 'MUI Dialog/Drawer/Menu']);
    expect(heavyPartsIn(['../../src/main.tsx', '../../../../node_modules/react/index.js'])).toEqual(
      [],
    );
  });
});
