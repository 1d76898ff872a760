import { defineProject } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared';

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'validation',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
