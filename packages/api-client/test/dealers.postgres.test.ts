import { describe } from 'vitest';
import { describeDealers } from './dealers.suite';
import { testDatabaseUrl } from './server';

// Runs when TEST_DATABASE_URL points at a PostgreSQL server (CI sets it): the server then gets a
// fresh database of its own, dropped afterwards.
describe.skipIf(!testDatabaseUrl())('on PostgreSQL', () => {
  describeDealers('postgres');
});
