import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OrderSource, OrderStatus } from '@marketdrop/api-client';
import { users } from '../accounts/tables';
import { auctions, dealers } from '../catalogue/tables';

/**
 * Orders: what a won bid, a claim or a Buy Now creates (docs/product.md §3 Order statuses). One
 * order per auction (the unique index), so a vehicle is never sold twice.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'restrict' }),
    /** Null once the buyer deleted their account (the dealer keeps the record of the sale). */
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'restrict' }),
    /** Whole dollars: the winning bid, the claim price or the Buy Now price. */
    price: integer('price').notNull(),
    source: text('source').$type<OrderSource>().notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('Pending Payment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_auction_id_idx').on(table.auctionId),
    index('orders_buyer_created_idx').on(table.buyerId, table.createdAt),
    index('orders_dealer_created_idx').on(table.dealerId, table.createdAt),
    index('orders_pending_idx')
      .on(table.createdAt)
      .where(sql`status = 'Pending Payment'`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
