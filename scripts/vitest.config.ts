import { defineProject } from 'vitest/config';
import { sourceResolve } from '../vitest.shared';

// The docs checks: the decisions index, the generated call table, the paths the guides cite.
export default defineProject({
  ...sourceResolve,
  test: {
    name: 'docs',
    environment: 'node',
    include: ['**/*.test.ts'],
    // Prettier and the api-client's modules load slowly on a busy machine.
    testTimeout: 30_000,
  },
});
