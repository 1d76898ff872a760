import { bigint, boolean, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { auctions } from '../catalogue/tables';

/**
 * The live auctions engine's own data (docs/product.md §4 Auction rules). The auction row itself
 * (price, leader, end, `seq`) is the catalogue's `auctions`; every bid is a row here.
 */

/**
 * One bid: a buyer's bid, the engine's automatic bid for the leader's maximum (`isProxy`), or a
 * leader's raise of their own maximum that moved no price (`maxOnly`, never shown). `maxAmount` is
 * the bidder's secret maximum as they entered it: never sent to anyone but its bidder.
 */
export const bids = pgTable(
  'bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The order bids were placed in: taken when the row is written, under the auction's row lock,
     * so it grows with every bid of an auction (two bids in one millisecond, or an automatic bid
     * written with the bid it answers, keep their order). History and `Bidder N` follow it.
     */
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    bidderId: uuid('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Whole dollars: the visible amount of this bid. */
    amount: integer('amount').notNull(),
    /**
     * A buyer's bid: the most the engine may bid for them with it (their maximum when they left one,
     * else the amount they typed). Null on automatic bids. Never sent to anyone but its bidder.
     */
    maxAmount: integer('max_amount'),
    isProxy: boolean('is_proxy').notNull().default(false),
    /**
     * The leader raised their own maximum and no price moved: the row only records the new maximum
     * (their own, and later the runner-up's). It is not a bid anyone sees: never in the history,
     * never counted in `bid_count` (docs/product.md §4.3).
     */
    maxOnly: boolean('max_only').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bids_auction_position_idx').on(table.auctionId, table.position),
    index('bids_bidder_auction_idx').on(table.bidderId, table.auctionId),
  ],
);
export type BidRow = typeof bids.$inferSelect;
export type NewBidRow = typeof bids.$inferInsert;
