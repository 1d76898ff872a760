import path from 'node:path';
import { packageDir } from '../../src/config';

/** The drizzle-kit migrations, for tests that open a database without an app. */
export const migrationsDir = path.join(packageDir, 'drizzle');

/**
 * A Redis server for the shared-limits tests (TEST_REDIS_URL, set by `.ci/run` when Redis answers
 * on 127.0.0.1:6379); without it those tests are skipped, as the PostgreSQL ones are.
 */
export const redisUrl: string | undefined = process.env.TEST_REDIS_URL?.trim() || undefined;
