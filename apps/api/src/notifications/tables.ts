import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '@marketdrop/api-client';
import { users } from '../accounts/tables';
import { auctions, savedSearches } from '../catalogue/tables';
import { orders } from '../orders/tables';

/**
 * A user's notifications (outbid, won, lost, sold, unsold), newest first, with an unread count.
 * `dedupeKey` makes a notification that must exist once (e.g. `won:<auctionId>`) safe to write
 * again by a retried job.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    auctionId: uuid('auction_id').references(() => auctions.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Whole dollars the notification is about, or null. */
    amount: integer('amount'),
    /**
     * Cents the buyer was charged or owes: a payment's notices carry the amount actually paid (the
     * order's total with fees and taxes), never the vehicle's price. Null for the other kinds.
     */
    amountCents: integer('amount_cents'),
    /** The order's payment deadline (the `won` notice: pay by then), or null. */
    payBy: timestamp('pay_by', { withTimezone: true }),
    /** The reason an admin gave (a rejected verification, an unpublished listing). */
    reason: text('reason'),
    /**
     * The saved search whose new matches a `savedSearch` notice lists (`amount`: how many); the
     * notice goes with the search when it is deleted.
     */
    savedSearchId: uuid('saved_search_id').references(() => savedSearches.id, {
      onDelete: 'cascade',
    }),
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * When the e-mail outbox took it (mail-notifications.ts): mailed, or skipped because the user's
     * notifications were off then. Null: not yet.
     */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt, table.id),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`read_at IS NULL`),
    uniqueIndex('notifications_user_dedupe_idx').on(table.userId, table.dedupeKey),
    // The e-mail outbox's queue: the notifications not yet mailed, oldest first.
    index('notifications_unmailed_idx')
      .on(table.createdAt, table.id)
      .where(sql`mailed_at IS NULL`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
