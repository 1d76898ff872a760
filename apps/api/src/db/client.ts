import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { DatabaseConfig } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;

/** The Drizzle database, whichever driver runs it (both speak PostgreSQL). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** What a transaction callback receives; it has the same query API as the database. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type OpenDatabase = {
  db: Database;
  driver: DatabaseConfig['driver'];
  close: () => Promise<void>;
  /**
   * LISTENs on a channel (PGlite: in-process; PostgreSQL: on a dedicated connection) and calls
   * `onPayload` with each NOTIFY payload; resolves to a function that stops listening.
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
};

/** Any number that fits in a bigint lock key; the same for every MarketDrop process. */
const MIGRATION_LOCK_KEY = 727_201_003;

/** Opens the database and applies the pending migrations (PGlite by default, PostgreSQL with a URL). */
export async function openDatabase(
  config: DatabaseConfig,
  migrationsFolder: string,
): Promise<OpenDatabase> {
  if (config.driver === 'pglite') {
    if (config.dataDir !== null) await mkdir(config.dataDir, { recursive: true });
    const client = config.dataDir === null ? new PGlite() : new PGlite(config.dataDir);
    try {
      const db = drizzlePglite({ client, schema });
      await migratePglite(db, { migrationsFolder });
      return {
        db: db as unknown as Database,
        driver: 'pglite',
        close: () => client.close(),
        listen: async (channel, onPayload) => client.listen(channel, onPayload),
      };
    } catch (error) {
      await client.close().catch(() => {});
      throw error;
    }
  }

  // Several processes may start at once on one database: migrate under an advisory lock, on a
  // one-connection client so the lock and the migration share a session.
  const migrator = postgres(config.url, { max: 1, onnotice: () => {} });
  try {
    await migrator`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    try {
      await migratePostgres(drizzlePostgres({ client: migrator, schema }), { migrationsFolder });
    } finally {
      await migrator`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
    }
  } finally {
    await migrator.end({ timeout: 5 });
  }

  const client = postgres(config.url, { max: 10, onnotice: () => {} });
  return {
    db: drizzlePostgres({ client, schema }) as unknown as Database,
    driver: 'postgres',
    close: () => client.end({ timeout: 5 }),
    listen: async (channel, onPayload) => {
      const { unlisten } = await client.listen(channel, onPayload);
      return unlisten;
    },
  };
}
