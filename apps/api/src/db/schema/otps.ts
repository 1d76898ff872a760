import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const OTP_PURPOSES = ['signup', 'login', 'forgot-password'] as const;
export type OtpPurposeValue = (typeof OTP_PURPOSES)[number];

/** A one-time code, stored hashed; a new one voids the user's earlier ones. */
export const otps = pgTable(
  'otps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OtpPurposeValue>().notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong tries so far. */
    attempts: integer('attempts').notNull().default(0),
    /** Set when the code was used (single use). */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when the code was voided: too many wrong tries, or replaced by a newer code. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (table) => [index('otps_user_id_created_at_idx').on(table.userId, table.createdAt)],
);

export type OtpRow = typeof otps.$inferSelect;
