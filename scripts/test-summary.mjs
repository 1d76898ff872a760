#!/usr/bin/env node
// Prints one closing line for the whole test command, "N passed, N failed", from the JSON reports
// that Vitest and Playwright write into test-results/.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = 'test-results/vitest.json';
if (existsSync(vitest)) {
  const report = JSON.parse(readFileSync(vitest, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

const e2e = 'apps/web/test-results/e2e.json';
if (existsSync(e2e)) {
  const report = JSON.parse(readFileSync(e2e, 'utf8'));
  // A flaky test failed once and passed on retry: it counts as passed.
  passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
  failed += report.stats?.unexpected ?? 0;
  skipped += report.stats?.skipped ?? 0;
}

console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
