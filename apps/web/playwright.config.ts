import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';

/**
 * End-to-end tests against the real single-process server (API + built web app) on a throw-away
 * embedded database, in Debian's Chromium (no browser download, ever).
 *
 * The port is picked once in the main process and handed to the workers through the environment.
 */
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

// The example partner page (examples/partner-site) is served from its own origin, which the API
// allows through CORS_ORIGINS, exactly as a dealer's site would be (e2e/partner-site.spec.ts).
if (!process.env.E2E_PARTNER_PORT) {
  process.env.E2E_PARTNER_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}
const partnerPort = Number(process.env.E2E_PARTNER_PORT);
const partnerOrigin = `http://127.0.0.1:${partnerPort}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the totals that `pnpm test` prints at the end (scripts/test-summary.mjs).
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results/e2e.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node e2e/start-server.mjs',
      url: `${baseURL}/favicon.svg`,
      env: { PORT: String(port), HOST: '127.0.0.1', CORS_ORIGINS: partnerOrigin },
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: 'node ../../examples/partner-site/serve.mjs',
      url: `${partnerOrigin}/`,
      env: { PORT: String(partnerPort), HOST: '127.0.0.1' },
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
