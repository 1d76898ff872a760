import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolve } from '../../vitest.shared';

/**
 * Builds the example dealer page into `dist/` (plain static files any web server can host). In
 * this workspace the MarketDrop packages are bundled from their source; a real partner site
 * installs the published `@marketdrop/ui` and `@marketdrop/api-client` instead.
 */
export default defineConfig({
  plugins: [react()],
  ...sourceResolve,
  build: { outDir: 'dist', assetsInlineLimit: 0 },
});
