import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolve } from '../../vitest.shared';
import { muiThemeWithoutVars } from './build-plugins/mui-theme-without-vars';
import { precompress } from './build-plugins/precompress';
import { reactRouterProductionAliases } from './build-plugins/react-router-production';
import { textChunkOf } from './build-plugins/text-chunks';
import { yupChunkOf } from './build-plugins/yup-chunk';

/**
 * The header's basket count (lazy in SiteLayout, signed-in buyers only) keeps a chunk of its own:
 * merged as a small chunk into the route prefetcher's, it made the listing load the basket,
 * content, social sign-in and notifications hooks with it (2.9 kB gzip).
 */
const headerBasketCountChunkOf = (id: string) =>
  id.replaceAll('\\', '/').endsWith('/src/basket/HeaderBasketCount.tsx')
    ? 'HeaderBasketCount'
    : undefined;

/** Where `pnpm dev` finds the API (`pnpm --filter @marketdrop/api dev` listens there by default). */
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server render's bundle (`vite build --ssr`, ./src/entry-server.tsx) is read from disk by
  // the API process: nothing to compress.
  plugins: isSsrBuild ? [react()] : [react(), muiThemeWithoutVars(), precompress()],
  // Workspace packages are bundled from their TypeScript source: no package build is needed first.
  // A build takes React Router's production code (its package exports only the development one).
  resolve: {
    ...sourceResolve.resolve,
    alias: command === 'build' ? reactRouterProductionAliases(import.meta.dirname) : [],
  },
  server: {
    port: 5173,
    proxy: {
      '/user': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/user': { target: API_TARGET, changeOrigin: true },
    },
  },
  ssr: {
    ...sourceResolve.ssr,
    // The workspace packages are TypeScript sources: bundled into the server render, not required.
    noExternal: [/^@marketdrop\//],
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', sourcemap: true, emptyOutDir: true }
    : {
        outDir: 'dist',
        sourcemap: true,
        // dist/.vite/manifest.json: `pnpm bench:web` reads each route's chunks from it.
        manifest: true,
        // Preloads only the entry's own imports (in index.html), not the chunks of each lazy route:
        // the helper put a `<link rel="modulepreload">` in the head for every chunk a route
        // imports, each append costing main-thread time while a server-rendered page is taken over
        // (about a third of the listing's longest task), and its table of chunk names weighed 3 kB
        // in the entry. A route's chunks are fetched as its modules import them (decision 008).
        // A lazy chunk's stylesheet (none today) is still loaded with it: Vite's helper does that.
        // No polyfill: the server's Content Security Policy allows no inline code.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, deps, { hostType }) =>
            hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
        },
        rollupOptions: {
          // Chunks under 5 kB that only define code are merged into a chunk loaded with them: over
          // HTTP/1.1 (six connections) each file is a round trip, and the listing loaded 21 files of
          // its own (15 now) for 48 kB (decision 008).
          // Texts get chunks of their own, which are never merged (build-plugins/text-chunks.ts).
          output: {
            experimentalMinChunkSize: 5_000,
            // The fees (validation/src/fees.ts) and the provinces (validation/src/provinces.ts) get
            // chunks of their own too: the detail page reads the buyer's province, the price dialogs
            // the fees, and Rollup merged each small chunk into one the entry loads (+1.1 kB, +0.5 kB
            // on every page).
            manualChunks: (id, meta) =>
              textChunkOf(id) ??
              yupChunkOf(id, meta) ??
              headerBasketCountChunkOf(id) ??
              /\/packages\/validation\/src\/(fees|provinces)\.ts$/.exec(
                id.replaceAll('\\', '/'),
              )?.[1],
            onlyExplicitManualChunks: true,
          },
        },
        assetsInlineLimit: 0,
      },
}));
