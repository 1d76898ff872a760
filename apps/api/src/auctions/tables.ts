import { boolean, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { auctions } from '../catalogue/tables';

/**
 * The live auctions engine's own data (docs/product.md §4 Auction rules). The auction row itself
 * (price, leader, end, `seq`) is the catalogue's `auctions`; every bid is a row here.
 */

/**
 * One visible bid: a buyer's bid, or the engine's automatic bid for the leader's maximum
 * (`isProxy`). `maxAmount` is the bidder's secret maximum as they entered it: never sent to anyone
 * but its bidder.
 */
export const bids = pgTable(
  'bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    bidderId: uuid('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Whole dollars: the visible amount of this bid. */
    amount: integer('amount').notNull(),
    maxAmount: integer('max_amount'),
    isProxy: boolean('is_proxy').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bids_auction_created_idx').on(table.auctionId, table.createdAt, table.id),
    index('bids_bidder_auction_idx').on(table.bidderId, table.auctionId),
  ],
);
export type BidRow = typeof bids.$inferSelect;
export type NewBidRow = typeof bids.$inferInsert;
