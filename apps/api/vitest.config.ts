import { defineProject } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared';

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // argon2 and PGlite start-up are slow on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
