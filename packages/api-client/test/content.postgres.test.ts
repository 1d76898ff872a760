import { describe } from 'vitest';
import { describeContentCalls } from './content.suite';
import { testDatabaseUrl } from './server';

// Runs when TEST_DATABASE_URL points at a PostgreSQL server (CI sets it).
describe.skipIf(!testDatabaseUrl())('on PostgreSQL', () => {
  describeContentCalls('postgres');
});
