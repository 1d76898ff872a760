import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Answers of state-changing calls sent with an `Idempotency-Key` header (docs/product.md §4):
 * per user and key, the call, a hash of its body, and the first answer. A retry with the same key
 * and body gets that answer; with another body, 422. `pending` while the first one is answered.
 * Kept at least 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The caller (no foreign key: shared code does not reach into accounts; rows expire anyway). */
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    call: text('call').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<'pending' | 'done'>().notNull().default('pending'),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
