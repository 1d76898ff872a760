/** Response shapes of the catalogue calls (docs/product.md §7.2-§7.7, §10.1). */
import type { GetAuctionsValues } from '@marketdrop/validation';
import { AUCTION_TYPES, ODOMETER_UNITS, TIME_LEFT_BUCKETS } from '@marketdrop/validation';
import {
  Type,
  bool,
  idName,
  instant,
  int,
  list,
  nullableInstant,
  nullable,
  nullableInt,
  nullableStr,
  oneOf,
  orNull,
  str,
  type TSchema,
} from './shape';

const optional = Type.Optional;

export const AUCTION_STATUSES = ['scheduled', 'open', 'sold', 'ended', 'unsold'] as const;

export const Banner = Type.Object({
  _id: str(),
  bannerImage: str({ description: 'Path of the image on the API host' }),
  title: str(),
  description: str(),
});

/** A document attached to a vehicle. */
export const VehicleDocument = Type.Object({ _id: str(), name: str(), image: str() });

export const VehicleLocation = Type.Object({
  address: nullableStr(),
  city: nullableStr(),
  province: nullableStr({ description: 'Two-letter province code, e.g. `ON`' }),
  postalCode: nullableStr(),
});

export const Vehicle = Type.Object({
  _id: str(),
  year: int(),
  make: idName,
  model: str(),
  trim: nullableStr(),
  category: orNull(idName, { description: 'Body type, e.g. SUV, Sedan, Pickup Truck' }),
  miles: nullableInt({ description: 'Odometer reading in `odometerUnit`' }),
  odometerUnit: oneOf(ODOMETER_UNITS),
  vehicleName: str({ description: '`year make model trim`' }),
  vin: nullableStr(),
  exteriorColour: nullableStr(),
  vehicleImage: list(str(), { description: 'Paths on the API host, the cover first' }),
  conditionReport: nullableStr({ description: 'Path on the API host, or null' }),
  vehicleDocuments: list(VehicleDocument),
  description: nullableStr(),
  drivetrain: nullableStr(),
  fuelType: nullableStr(),
  transmission: nullableStr(),
  originalPrice: nullableInt({ description: 'The sticker price, in whole dollars' }),
  location: VehicleLocation,
});

export const Seller = Type.Object({
  _id: str(),
  name: str(),
  city: nullableStr(),
  province: nullableStr(),
});

/**
 * The live fields of an auction, written once: in the listing and the detail (`Auction`) and in
 * the live streams' state (`PublicLiveAuctionState`, `./auctions.ts`).
 */
export const liveAuctionFields = {
  seq: int({ description: 'Grows with every change of the auction: a lower one is stale' }),
  minimumBid: int({ description: 'The lowest bid the server accepts now (whole dollars)' }),
  endsAt: instant({ description: 'Moves with soft close' }),
  extended: bool({ description: 'The end moved because of a late bid' }),
  paused: optional(
    bool({
      description:
        "The seller's account is suspended: the sale is paused (no bid, claim or Buy Now; its time left and price stand still) until it is reinstated",
    }),
  ),
  serverTime: instant({ description: "The server's clock when the state was read" }),
  priceChangesAt: nullableInstant({
    description: 'MarketDropAI: when the price drops next (null otherwise or at the floor)',
  }),
  reserveMet: optional(
    nullable('boolean', {
      description:
        'Auctions: whether the highest bid meets the reserve; null without a reserve; absent for other sale types. The reserve amount is never sent',
    }),
  ),
};

/** What only a signed-in caller gets beside the live fields: their lead and their own maximum. */
export const callerBidFields = {
  isLeader: optional(bool({ description: 'Signed-in callers only: whether they lead' })),
  yourMaxBid: optional(
    nullableInt({ description: 'Signed-in callers only: their own maximum bid (null: none)' }),
  ),
};

/** One auction, as listed and as shown in detail (docs/product.md §7.3). Whole CAD dollars. */
export const Auction = Type.Object({
  _id: str(),
  isSaved: bool({ description: 'Saved by the caller; false when anonymous' }),
  auctionType: oneOf(AUCTION_TYPES),
  status: oneOf(AUCTION_STATUSES),
  priceLabel: str({ description: 'English, from `auctionType` (kept for older clients)' }),
  ctaButton: str({ description: 'English, from `auctionType` (kept for older clients)' }),
  currentPrice: int({
    description: 'Whole dollars: highest bid, MarketDropAI price now, or claim price',
  }),
  startingBid: int(),
  highestBid: nullableInt(),
  claimPrice: nullableInt(),
  buyNowPrice: nullableInt(),
  totalBids: int(),
  trending: bool(),
  description: nullableStr(),
  vehicleName: str(),
  closedAt: nullableInstant({
    description:
      'When the sale ended (sold by a bid, a claim or Buy Now, or closed unsold); null while it runs. The scheduled end is `schedule.endTime`',
  }),
  schedule: Type.Object({
    startTime: instant(),
    endTime: instant(),
    timeLeft: str({ description: 'HH:MM:SS at the moment of the answer, 00:00:00 when over' }),
  }),
  vehicle: Vehicle,
  seller: Seller,
  priceDrop: orNull(Type.Object({ amount: int(), everyMinutes: int() }), {
    description: 'MarketDropAI: the price drops by `amount` every `everyMinutes`; null otherwise',
  }),
  ...liveAuctionFields,
  ...callerBidFields,
});

/** A dated note the seller added once the vehicle's facts locked (docs/product.md §6.2). */
export const ListingDisclosure = Type.Object({ text: str(), createdAt: instant() });

/** `auctionScreen`: one auction in detail, with the seller's disclosures, newest first. */
export const AuctionDetailData = Type.Object({
  ...Auction.properties,
  disclosures: list(ListingDisclosure, {
    description: "The seller's disclosures after the first bid or claim, newest first",
  }),
});

export const Pagination = Type.Object({
  pageNumber: int(),
  pageSize: int(),
  total: int(),
  totalPages: int(),
});

/** getAuctions' paging: `hasMore`, and the totals when asked for (`withTotal`), else null. */
export const ListingPagination = Type.Object({
  pageNumber: int(),
  pageSize: int(),
  hasMore: bool(),
  total: nullableInt(),
  totalPages: nullableInt(),
});

const valueList = <T extends TSchema>(value: T) => list(Type.Object({ value }));

/** Filter options built from the live catalogue (docs/product.md §7.4). */
export const FilterOptions = Type.Object({
  brand: list(idName),
  years: list(Type.Object({ _id: str(), value: int() }), { description: 'Newest first' }),
  fuelType: valueList(str()),
  transmission: valueList(str()),
  auctionType: valueList(oneOf(AUCTION_TYPES)),
  timeLeft: valueList(oneOf(TIME_LEFT_BUCKETS)),
  category: list(idName),
  priceMin: int({ description: 'Lowest current price, down to a multiple of 500' }),
  priceMax: int({ description: 'Highest current price, up to a multiple of 500' }),
  yearMin: int(),
  yearMax: int(),
});

export const ToggleAuctionData = Type.Object({ auctionId: str(), isSaved: bool() });
export const SavedAuctionsData = Type.Object({
  savedAuctions: list(Auction),
  pagination: Pagination,
});

/**
 * A saved search (decision 035): its name, the listing filters it keeps (the getAuctions payload
 * without paging, as `AuctionFilters`), and the listing's address showing them.
 */
export const SavedSearch = Type.Object({
  _id: str(),
  name: str(),
  filters: Type.Unsafe<Omit<GetAuctionsValues, 'pageNumber' | 'pageSize' | 'withTotal'>>({
    type: 'object',
    additionalProperties: true,
    description: 'The getAuctions filters, without pageNumber, pageSize and withTotal',
  }),
  listingPath: str({ description: 'The listing with these filters, e.g. /listing?brand=...' }),
  createdAt: instant(),
  lastNotifiedAt: nullableInstant({ description: 'When new matches were last notified' }),
});
export const SavedSearchesData = Type.Object({
  savedSearches: list(SavedSearch, { description: 'Newest first' }),
  max: int({ description: 'How many saved searches a user may keep' }),
});
export const DeleteSavedSearchData = Type.Object({ savedSearchId: str() });

export const HomeScreenData = Type.Object({
  banners: list(Banner),
  allVehicles: list(Auction, { description: 'The first 8 of all vehicles, default order' }),
  trendingVehicles: list(Auction, { description: 'The first 8 trending vehicles' }),
});

export const CategoryWiseData = Type.Object({
  categories: list(Type.Object({ _id: str(), name: str(), total: int(), auctions: list(Auction) })),
});
