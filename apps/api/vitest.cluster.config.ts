import { defineProject } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared';

/**
 * `pnpm test:cluster`: HAProxy and several real API processes on one PostgreSQL database
 * (test/cluster/*.cluster.ts). Kept out of the `api` project: it needs PostgreSQL and HAProxy.
 */
export default defineProject({
  ...sourceResolve,
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['test/cluster/**/*.cluster.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
