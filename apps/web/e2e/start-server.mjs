#!/usr/bin/env node
// Starts MarketDrop the way `pnpm start` does (one process: the API under /user/* and the built web
// app), for the end-to-end tests: it builds the web app when its build is missing or older than its
// sources, then runs the API from source on a fresh, throw-away embedded database.
//
// Env: PORT (required), HOST (default 127.0.0.1). Removes its data directory when stopped.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const root = resolve(webDir, '../..');
const dist = join(webDir, 'dist');
const port = process.env.PORT;
if (!port) {
  console.error('start-server: PORT is required');
  process.exit(2);
}

/** Newest modification time (ms) of the files under `path`, skipping build output and deps. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

// The web bundles are made from these sources (workspace packages are bundled from their `src/`).
const inputs = [
  join(webDir, 'src'),
  join(webDir, 'public'),
  join(webDir, 'index.html'),
  join(webDir, 'vite.config.ts'),
  join(webDir, 'build-plugins'),
  join(webDir, 'package.json'),
  ...['ui', 'api-client', 'validation'].map((p) => join(root, 'packages', p, 'src')),
];
const builtAt = existsSync(join(dist, 'index.html'))
  ? statSync(join(dist, 'index.html')).mtimeMs
  : 0;
if (builtAt === 0 || Math.max(...inputs.map(newest)) > builtAt) {
  process.stdout.write('start-server: building the web app (apps/web/dist)...\n');
  const vitePackage = createRequire(join(webDir, 'package.json')).resolve('vite/package.json');
  const vite = join(dirname(vitePackage), 'bin', 'vite.js');
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: 'inherit',
  });
  // The server render of the public pages (apps/web/dist-ssr), as `pnpm build` makes it.
  execFileSync(
    process.execPath,
    [vite, 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'],
    {
      cwd: webDir,
      stdio: 'inherit',
    },
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'marketdrop-e2e-'));
const env = {
  ...process.env,
  PORT: port,
  HOST: process.env.HOST ?? '127.0.0.1',
  DATA_DIR: dataDir,
  WEB_DIST: dist,
  // Not production: the API echoes each OTP in its response, as the tests read it. In `test` the
  // per-IP rate limits are loose enough for every request coming from 127.0.0.1.
  NODE_ENV: 'test',
};
// Always the embedded database: the tests must not touch a shared PostgreSQL.
delete env.DATABASE_URL;

const server = spawn(
  process.execPath,
  ['--import', 'tsx', '--conditions=@marketdrop/source', 'apps/api/src/server.ts'],
  { cwd: root, env, stdio: 'inherit' },
);

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
// Playwright (and Ctrl-C in a terminal) signal the whole process group, so the server gets the
// signal itself; it is passed on only if the server is still running a few seconds later (this
// script alone was signalled).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    setTimeout(() => {
      if (server.exitCode === null && server.signalCode === null) server.kill(signal);
    }, 3000).unref();
  });
}
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
