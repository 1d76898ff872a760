#!/usr/bin/env node
// Builds the package in the current folder, packs it, and checks the tarball with publint --strict
// and @arethetypeswrong/cli, as a consumer's install would see it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { stdio: 'inherit', ...opts });
const out = mkdtempSync(join(tmpdir(), 'md-pack-'));
try {
  run('pnpm', ['run', 'build']);
  run('pnpm', ['pack', '--pack-destination', out]);
  const tarball = readdirSync(out).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack produced no tarball');
  const path = join(out, tarball);
  run('pnpm', ['exec', 'publint', 'run', path, '--strict']);
  run('pnpm', ['exec', 'attw', path, '--profile', 'node16']);
  console.log(`pack check passed: ${tarball}`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
