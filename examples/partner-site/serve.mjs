#!/usr/bin/env node
// Serves the example dealer page as plain static files (what a partner's own web server does),
// building it first when `dist/` is missing or older than its sources. Used by the end-to-end test
// of the embedded widgets; `PORT` (default 4173) and `HOST` (default 127.0.0.1).
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = dirname(fileURLToPath(import.meta.url));
const root = resolve(siteDir, '../..');
const dist = join(siteDir, 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

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

const inputs = [
  join(siteDir, 'src'),
  join(siteDir, 'index.html'),
  join(siteDir, 'vite.config.ts'),
  ...['ui', 'api-client', 'validation'].map((name) => join(root, 'packages', name, 'src')),
];
const builtAt = existsSync(join(dist, 'index.html'))
  ? statSync(join(dist, 'index.html')).mtimeMs
  : 0;
if (builtAt === 0 || Math.max(...inputs.map(newest)) > builtAt) {
  process.stdout.write('partner-site: building the example page (examples/partner-site/dist)...\n');
  const vite = join(
    dirname(createRequire(join(siteDir, 'package.json')).resolve('vite/package.json')),
    'bin',
    'vite.js',
  );
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: siteDir,
    stdio: 'inherit',
  });
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  let file = normalize(join(dist, path));
  if (!file.startsWith(dist)) {
    response.writeHead(403).end();
    return;
  }
  if (!existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
  response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
server.listen(port, host, () => {
  process.stdout.write(`partner-site: http://${host}:${port}\n`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
