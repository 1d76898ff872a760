import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ReserveOfferStatus } from '@marketdrop/api-client';
import { users } from '../accounts/tables';
import { auctions, vehicles } from '../catalogue/tables';
import { orders } from '../orders/tables';

/** What became of a reserve offer (an open one has no row yet). */
export type DecidedReserveOfferStatus = Exclude<ReserveOfferStatus, 'open'>;

/**
 * The decision on a reserve offer (docs/product.md §4.9): an auction that closed below its reserve
 * with a bid may be sold to its highest bidder by the dealer within 24 hours of the close. The
 * offer is open while the auction is `unsold` with no row here; the row records the one decision:
 * accepted (with the order), declined, or lapsed (written by the reserve-offers job). The primary
 * key makes the decision happen once, whoever races for it.
 */
export const reserveOffers = pgTable('reserve_offers', {
  auctionId: uuid('auction_id')
    .primaryKey()
    .references(() => auctions.id, { onDelete: 'cascade' }),
  status: text('status').$type<DecidedReserveOfferStatus>().notNull(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  /** The dealer's user who decided; null when the job let it lapse. */
  decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
});
export type ReserveOfferRow = typeof reserveOffers.$inferSelect;

/**
 * A seller's disclosure (docs/product.md §6.2): once a bid or claim locks the vehicle's facts, the
 * seller tells buyers what is new with a dated note; it is public on the auction, newest first,
 * and never changed or removed.
 */
export const listingDisclosures = pgTable(
  'listing_disclosures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** The dealer's user who wrote it. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('listing_disclosures_vehicle_idx').on(table.vehicleId, table.createdAt)],
);
export type ListingDisclosureRow = typeof listingDisclosures.$inferSelect;
