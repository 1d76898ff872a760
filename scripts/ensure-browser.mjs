#!/usr/bin/env node
// Browser tests (Storybook stories in Vitest browser mode, Playwright end-to-end) run in Debian's
// Chromium. This makes sure it is there, installing it with apt-get when it is not and we may.
// It never downloads a browser build of its own.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!hasApt) {
  console.error(
    `Chromium not found at ${path}. Install Chromium and set CHROMIUM_PATH to its binary.`,
  );
  process.exit(1);
}
const sudo = isRoot ? '' : 'sudo ';
console.log(`Chromium not found at ${path}; installing Debian's chromium package...`);
try {
  execSync(`${sudo}apt-get update && ${sudo}apt-get install -y chromium`, { stdio: 'inherit' });
} catch {
  console.error('Could not install chromium with apt-get. Install it, or set CHROMIUM_PATH.');
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`chromium was installed but ${path} is missing; set CHROMIUM_PATH.`);
  process.exit(1);
}
