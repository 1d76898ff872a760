#!/usr/bin/env node
// `pnpm test:cluster` drives several API processes through Debian's HAProxy. This makes sure it is
// there, installing it with apt-get when it is not and we may (as ensure-browser.mjs does for
// Chromium). Without PostgreSQL (TEST_DATABASE_URL) the cluster suite is skipped: nothing to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!process.env.TEST_DATABASE_URL) process.exit(0);
const found = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].some((path) => existsSync(path));
if (found) process.exit(0);
if (!existsSync('/usr/bin/apt-get')) {
  console.error('HAProxy not found. Install it (Debian: apt-get install -y haproxy).');
  process.exit(1);
}
const sudo = typeof process.getuid === 'function' && process.getuid() === 0 ? '' : 'sudo ';
console.log("HAProxy not found; installing Debian's haproxy package...");
try {
  execSync(`${sudo}apt-get update && ${sudo}apt-get install -y haproxy`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
} catch {
  console.error('Could not install haproxy with apt-get. Install it and run again.');
  process.exit(1);
}
