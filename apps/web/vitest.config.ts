import { defineProject } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared';

/** Unit tests of the web app's own logic (and of `pnpm bench:web`); the pages are covered end to end (`e2e/`). */
export default defineProject({
  ...sourceResolve,
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts', 'build-plugins/**/*.test.ts'],
  },
});
