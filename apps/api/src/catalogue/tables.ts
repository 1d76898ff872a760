import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AuctionType, GetAuctionsValues, Language } from '@marketdrop/validation';
import { users } from '../accounts/tables';

/**
 * The catalogue: makes, body types, dealers, vehicles with their pictures and documents, auctions,
 * favourites and the Home banners. See docs/decisions/005-catalogue-data-model.md.
 */

/** PostgreSQL's full-text document type (used for the listing search). */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * Stored auction states; `scheduled` is derived when `starts_at` is still ahead. `sold`: a bid won,
 * a claim or Buy Now bought it; `unsold`: closed below its reserve or unclaimed; `ended`: closed by
 * hand (withdrawn) or by older data.
 */
export const AUCTION_STATUSES = ['open', 'sold', 'ended', 'unsold'] as const;
export type StoredAuctionStatus = (typeof AUCTION_STATUSES)[number];

export const makes = pgTable('makes', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type MakeRow = typeof makes.$inferSelect;

/** Body types (SUV, Sedan, Pickup Truck...). */
export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CategoryRow = typeof categories.$inferSelect;

/** A seller; `userId` links the dealer account that manages it, if any. */
export const dealers = pgTable(
  'dealers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    businessName: text('business_name').notNull(),
    address: text('address'),
    city: text('city'),
    /** Two-letter province code, e.g. `ON`. */
    province: text('province'),
    postalCode: text('postal_code'),
    /** When MarketDrop verified the business (the seller profile's badge); null: not verified. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dealers_user_id_idx').on(table.userId)],
);
export type DealerRow = typeof dealers.$inferSelect;

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    makeId: uuid('make_id')
      .notNull()
      .references(() => makes.id),
    categoryId: uuid('category_id').references(() => categories.id),
    year: integer('year').notNull(),
    model: text('model').notNull(),
    trim: text('trim'),
    /** `year make model trim`. */
    vehicleName: text('vehicle_name').notNull(),
    vin: text('vin'),
    exteriorColour: text('exterior_colour'),
    miles: integer('miles'),
    odometerUnit: text('odometer_unit').$type<'KM' | 'MI'>().notNull().default('KM'),
    description: text('description'),
    drivetrain: text('drivetrain'),
    fuelType: text('fuel_type'),
    transmission: text('transmission'),
    /** Sticker price in whole dollars. */
    originalPrice: integer('original_price'),
    address: text('address'),
    city: text('city'),
    /** Two-letter province code. */
    province: text('province'),
    postalCode: text('postal_code'),
    /** Path of the condition report on the API host, or null when there is none. */
    conditionReport: text('condition_report'),
    // The vehicle as a dealer's listing (docs/product.md §6.2; listings/): who created it, its
    // sale terms until it is published (then the auction holds them), its figures and moderation.
    /** The dealer's user who created it with createListing; null for the seeded catalogue. */
    listedBy: uuid('listed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The sale format and price terms of a draft (the listing form's values). */
    saleTerms: jsonb('sale_terms').$type<StoredSaleTerms>(),
    /** How many times its detail page was opened. */
    viewCount: integer('view_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The dealer took it off sale. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** An admin took it off sale, with the reason the dealer sees. */
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
    unpublishedReason: text('unpublished_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('vehicles_dealer_id_idx').on(table.dealerId),
    index('vehicles_make_id_idx').on(table.makeId),
    index('vehicles_category_id_idx').on(table.categoryId),
  ],
);
export type VehicleRow = typeof vehicles.$inferSelect;

/** A draft's sale terms as stored (whole dollars; instants as ISO text). */
export type StoredSaleTerms = {
  auctionType: AuctionType;
  startingBid: number | null;
  reservePrice: number | null;
  buyNowPrice: number | null;
  stickerPrice: number | null;
  floorPrice: number | null;
  dropAmount: number | null;
  dropIntervalMinutes: number | null;
  claimPrice: number | null;
  startsAt: string | null;
  endsAt: string;
};

/** What a sold auction keeps of its state before the sale (`auctions.pre_sale`). */
export type PreSaleState = {
  currentPrice: number;
  leaderId: string | null;
  leaderMaxBid: number | null;
};

/** One stored size of an uploaded photo. */
export type PhotoVariant = { width: number; height: number; path: string };

/** Pictures of a vehicle in display order (position 0 is the cover). */
export const vehicleImages = pgTable(
  'vehicle_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Path on the API host, e.g. `/user/media/vehicles/....svg` (an upload: its largest size). */
    path: text('path').notNull(),
    /** An uploaded photo's responsive WebP sizes, smallest first; null for seeded pictures. */
    variants: jsonb('variants').$type<PhotoVariant[]>(),
  },
  (table) => [
    uniqueIndex('vehicle_images_vehicle_position_idx').on(table.vehicleId, table.position),
  ],
);

export const vehicleDocuments = pgTable(
  'vehicle_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    /** Sniffed from an upload's bytes; null for seeded documents (HTML pages). */
    mimeType: text('mime_type'),
  },
  (table) => [
    uniqueIndex('vehicle_documents_vehicle_position_idx').on(table.vehicleId, table.position),
  ],
);

/**
 * One sequence for every auction change: each insert or change of an auction row sets
 * `seq = nextval('auction_seq')`, so `max(seq)` tells a process whether the catalogue changed.
 */
export const auctionSeq = pgSequence('auction_seq');

const OPEN = sql`status = 'open'`;

/**
 * A vehicle on sale. The filter keys of its vehicle (make, category, year, fuel type,
 * transmission, search text) are copied here when it is listed, so every filter and sort of the
 * listing runs on this one table and its indexes.
 */
export const auctions = pgTable(
  'auctions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    /** The seller (the vehicle's dealer). */
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    auctionType: text('auction_type').$type<AuctionType>().notNull(),
    status: text('status').$type<StoredAuctionStatus>().notNull().default('open'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Money in whole dollars. */
    startingBid: integer('starting_bid').notNull(),
    /**
     * The price a buyer pays or beats now: highest bid (or starting bid), the MarketDropAI price as
     * of its last drop, or the claim price. Sorted and filtered on.
     */
    currentPrice: integer('current_price').notNull(),
    highestBid: integer('highest_bid'),
    claimPrice: integer('claim_price'),
    buyNowPrice: integer('buy_now_price'),
    reservePrice: integer('reserve_price'),
    /** MarketDropAI: the lowest price, the drop per interval and the interval. */
    floorPrice: integer('floor_price'),
    dropAmount: integer('drop_amount'),
    dropIntervalMinutes: integer('drop_interval_minutes'),
    /** MarketDropAI: when `current_price` drops next (null when it no longer changes). */
    priceChangesAt: timestamp('price_changes_at', { withTimezone: true }),
    trending: boolean('trending').notNull().default(false),
    bidCount: integer('bid_count').notNull().default(0),
    /** Ascending auctions: the end moved because of a late bid (soft close). */
    extended: boolean('extended').notNull().default(false),
    /** Ascending auctions: who leads, and their secret maximum (proxy) bid. Never sent to others. */
    leaderId: uuid('leader_id').references(() => users.id, { onDelete: 'set null' }),
    leaderMaxBid: integer('leader_max_bid'),
    /** When the closing job (or a claim / Buy Now) ended the sale. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * A sold sale: the state it had just before it sold (price, leader, maximum), so that when its
     * unpaid order is cancelled it goes back on sale as it was (auctions/put-back-on-sale.ts,
     * docs/product.md §4.11). Null while not sold.
     */
    preSale: jsonb('pre_sale').$type<PreSaleState>(),
    /**
     * When the sale was paused because its dealer's account was suspended (docs/product.md §6.3):
     * its clock stands still at this instant (no bid, claim, Buy Now, drop or closing) until the
     * dealer is reinstated, which moves its end (and its MarketDropAI schedule, or a start still
     * ahead) by the paused time and clears it. Null: not paused.
     */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('auction_seq')`),
    // Copies of the vehicle's filter keys (see above).
    makeId: uuid('make_id')
      .notNull()
      .references(() => makes.id),
    categoryId: uuid('category_id').references(() => categories.id),
    year: integer('year').notNull(),
    fuelType: text('fuel_type'),
    transmission: text('transmission'),
    /** Lower-case, accent-free words of year, make, model, trim, name and city. */
    searchText: text('search_text').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, search_text)`,
    ),
    /**
     * The list filters' values as short keys (`m` make, `c` body type, `y` year, `f` fuel type,
     * `t` transmission, `a` sale type; ids by their first 8 characters), for one GIN index that
     * finds the auctions matching several filters at once (decision 024). The filters themselves
     * are still checked on the columns, so two ids sharing a prefix cannot mix.
     */
    facets: text('facets')
      .array()
      .generatedAlwaysAs(
        sql`array['m' || left(make_id::text, 8), 'c' || left(coalesce(category_id::text, ''), 8), 'y' || year::text, 'f' || coalesce(fuel_type, ''), 't' || coalesce(transmission, ''), 'a' || auction_type]`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One auction per vehicle: a listing is published once.
    uniqueIndex('auctions_vehicle_id_idx').on(table.vehicleId),
    index('auctions_dealer_id_idx').on(table.dealerId),
    index('auctions_seq_idx').on(table.seq),
    // The auctions a user leads (My Bids, outbid notices).
    index('auctions_leader_id_idx').on(table.leaderId),
    // Reserve offers: auctions closed unsold below their reserve with a leader (dealers/).
    index('auctions_reserve_offer_idx')
      .on(table.closedAt)
      .where(
        sql`status = 'unsold' and auction_type = 'auction' and highest_bid < reserve_price and leader_id is not null`,
      ),
    index('auctions_price_changes_at_idx')
      .on(table.priceChangesAt)
      .where(sql`price_changes_at IS NOT NULL`),
    // Sorts of the listing (open auctions only; highToLow and newestFirst scan backwards). Each
    // also INCLUDEs every filter column (migration 0011, decision 024: drizzle cannot express it),
    // so a walk in sort order checks the filters without reading the table.
    index('auctions_open_default_idx')
      .on(table.trending.desc().nullsFirst(), table.endsAt, table.id)
      .where(OPEN),
    index('auctions_open_price_idx').on(table.currentPrice, table.id).where(OPEN),
    index('auctions_open_ends_at_idx').on(table.endsAt, table.id).where(OPEN),
    index('auctions_open_starts_at_idx').on(table.startsAt, table.id).where(OPEN),
    // Filters.
    index('auctions_open_make_idx').on(table.makeId, table.endsAt).where(OPEN),
    index('auctions_open_category_idx').on(table.categoryId, table.endsAt).where(OPEN),
    index('auctions_open_year_idx').on(table.year).where(OPEN),
    index('auctions_open_fuel_idx').on(table.fuelType).where(OPEN),
    index('auctions_open_transmission_idx').on(table.transmission).where(OPEN),
    index('auctions_open_type_idx').on(table.auctionType, table.currentPrice).where(OPEN),
    // Without a pending list (decision 046): every price change inserts into both, and a pending
    // list is read in full by every search until vacuum empties it.
    index('auctions_open_search_idx')
      .using('gin', table.searchVector)
      .with({ fastupdate: false })
      .where(OPEN),
    index('auctions_open_facets_idx')
      .using('gin', table.facets)
      .with({ fastupdate: false })
      .where(OPEN),
  ],
);
export type AuctionRow = typeof auctions.$inferSelect;
export type NewAuctionRow = typeof auctions.$inferInsert;

/** A saved auction (the heart), one per user and auction. */
export const favourites = pgTable(
  'favourites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('favourites_user_auction_idx').on(table.userId, table.auctionId),
    index('favourites_user_created_idx').on(table.userId, table.createdAt, table.id),
    index('favourites_auction_id_idx').on(table.auctionId),
  ],
);
export type FavouriteRow = typeof favourites.$inferSelect;

/** A Home hero slide in one language, shown in `position` order. */
export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    language: text('language').$type<Language>().notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Path of the image on the API host. */
    image: text('image').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('banners_language_position_idx').on(table.language, table.position)],
);
export type BannerRow = typeof banners.$inferSelect;

/** The listing filters a saved search keeps: the getAuctions payload without paging. */
export type SavedSearchFilters = Omit<GetAuctionsValues, 'pageNumber' | 'pageSize' | 'withTotal'>;

/**
 * A user's saved search (decision 035): a name and the listing's filters, checked at most once a
 * day (catalogue/check-saved-searches.ts) for vehicles put on sale since `last_checked_at`.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Validated by getAuctions' own schema when saved (`saveSearchSchema`). */
    filters: jsonb('filters').$type<SavedSearchFilters>().notNull(),
    /** Vehicles put on sale after this instant are new matches; the daily check moves it. */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }).notNull(),
    /** When new matches were last notified (null: never). */
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_searches_user_created_idx').on(table.userId, table.createdAt, table.id),
    // The daily check: the searches due first.
    index('saved_searches_last_checked_idx').on(table.lastCheckedAt, table.id),
  ],
);
export type SavedSearchRow = typeof savedSearches.$inferSelect;
