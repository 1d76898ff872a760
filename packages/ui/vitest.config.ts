import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared';

const storybookConfigDir = fileURLToPath(new URL('../../.storybook', import.meta.url));
const srcDir = fileURLToPath(new URL('./src', import.meta.url));

/**
 * The packages the components and stories import (`@mui/material/Button`, `dayjs`, ...). Listing
 * them in `optimizeDeps.include` pre-bundles them before the first test, and, because the list is
 * part of Vite's dependency-cache hash, a new import invalidates a stale cache instead of making
 * Vite re-optimize and reload the page in the middle of a run.
 */
function importedPackages(dir: string): string[] {
  const found = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name)) {
        const code = readFileSync(path, 'utf8');
        for (const match of code.matchAll(/^import\s+(?!type\s)[^'";]*?from\s+'([^'.][^']*)'/gm)) {
          const specifier = match[1] as string;
          if (!/^(@marketdrop\/|@storybook\/|storybook\/|node:|vitest$)/.test(specifier))
            found.add(specifier);
        }
      }
    }
  };
  visit(dir);
  return [...found].sort();
}

// Every story of packages/ui is a test: it renders in real Chromium, runs its play function and
// the axe accessibility check (`parameters.a11y.test = 'error'` in .storybook/preview.tsx).
export default defineProject({
  ...sourceResolve,
  plugins: [
    storybookTest({ configDir: storybookConfigDir }),
    // Plain unit tests (`src/**/*.test.ts(x)`, e.g. the en-CA / fr-CA formatters) run in the same
    // Chromium. The Storybook plugin replaces `test.include`; a later plugin's include is appended.
    {
      name: 'marketdrop:unit-tests',
      config: () => ({ test: { include: ['src/**/*.test.{ts,tsx}'] } }),
    },
  ],
  // The visual tests write reference screenshots and diffs beside themselves (src/__screenshots__).
  server: { fs: { allow: [fileURLToPath(new URL('../..', import.meta.url))] } },
  optimizeDeps: {
    include: ['react-dom/client', 'react/jsx-dev-runtime', ...importedPackages(srcDir)],
  },
  test: {
    name: 'ui',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
      // Loopback only, which also lets the visual tests write their screenshots.
      api: { host: '127.0.0.1', allowWrite: true },
    },
  },
});
