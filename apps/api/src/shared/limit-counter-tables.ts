import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
