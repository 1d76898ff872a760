import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The request limits' counters when several processes share one PostgreSQL database and no Redis
 * is configured (decision 043): one row per limited key, counting the hits of its current window
 * until `expires_at`. Taken in one guarded upsert; rows past their window are deleted now and then.
 */
export const limitCounters = pgTable(
  'limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('limit_counters_expires_at_idx').on(table.expiresAt)],
);
export type LimitCounterRow = typeof limitCounters.$inferSelect;

/**
 * Leases held by something open (a live stream) and bounded per key across the processes
 * (decision 043): one row per lease, kept alive by its process's heartbeat (`expires_at` pushed
 * forward), deleted when it closes; a process that dies leaves rows that stop counting once they
 * expire. Taken under a transaction-scoped advisory lock on the key, so two processes cannot both
 * take the last place.
 */
export const limitLeases = pgTable(
  'limit_leases',
  {
    key: text('key').notNull(),
    id: text('id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.id] }),
    index('limit_leases_expires_at_idx').on(table.expiresAt),
  ],
);
