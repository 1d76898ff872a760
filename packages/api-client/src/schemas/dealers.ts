/**
 * Response shapes of the dealer calls (docs/product.md §6): verification, listings, reserve offers
 * and the public seller profile.
 */
import {
  AUCTION_TYPES,
  DEALER_DOCUMENT_KINDS,
  DEALER_STATUSES,
  LISTING_STATES,
  ODOMETER_UNITS,
} from '@marketdrop/validation';
import { OrderSummary } from './auctions';
import { Auction, ListingDisclosure, VehicleLocation } from './catalogue';
import {
  Type,
  bool,
  idName,
  instant,
  int,
  keyed,
  list,
  nullableInstant,
  nullableInt,
  nullableStr,
  oneOf,
  orNull,
  str,
} from './shape';

/** A verification document as its dealer sees it (the file itself is for admins only). */
export const DealerDocumentSummary = Type.Object({
  _id: str(),
  kind: oneOf(DEALER_DOCUMENT_KINDS),
  name: str({ description: "The file's name as uploaded" }),
  mimeType: str(),
  size: int({ description: 'Bytes' }),
  uploadedAt: instant(),
});

/** A verification document as admins see it, with the path of the file. */
export const DealerDocument = Type.Object({
  ...DealerDocumentSummary.properties,
  url: str({
    description:
      'Path on the API host (`/user/dealerDocuments/{id}`), admins only, with the bearer',
  }),
});

/** getDealerStatus and submitDealerVerification: where the dealer's verification stands. */
export const DealerStatusData = Type.Object({
  status: oneOf(DEALER_STATUSES),
  reason: nullableStr({ description: 'Why verification was refused (`rejected` only)' }),
  submittedAt: nullableInstant(),
  reviewedAt: nullableInstant(),
  documents: list(DealerDocumentSummary, { description: 'The documents of the last submission' }),
  canList: bool({ description: 'The dealer may create and publish listings now (verified)' }),
  sellerId: nullableStr({ description: "The dealer's seller id once verified" }),
});

/** What the listing form offers: the lists, the closing slots and the dealer's address. */
export const ListingOptionsData = Type.Object({
  makes: list(idName),
  categories: list(idName, { description: 'Body types' }),
  fuelTypes: list(str()),
  transmissions: list(str()),
  drivetrains: list(str()),
  closingSlots: list(instant(), {
    description: 'The Thursday closes a sale may end at now, soonest first (the next 8)',
  }),
  defaultLocation: VehicleLocation,
});

/** A listing photo, stored as responsive WebP sizes (metadata such as GPS removed). */
export const ListingPhoto = Type.Object({
  _id: str(),
  url: str({ description: 'Path of the largest size on the API host' }),
  srcSet: str({ description: '`srcset` of every size' }),
  width: int(),
  height: int(),
});

/** A listing's condition report or one of its documents (public once published). */
export const ListingDocument = Type.Object({
  _id: str(),
  name: str(),
  url: str(),
  mimeType: str(),
});

/** A listing's sale format and price terms (whole dollars; other formats' fields are null). */
export const SaleTerms = Type.Object({
  auctionType: oneOf(AUCTION_TYPES),
  startingBid: nullableInt(),
  reservePrice: nullableInt(),
  buyNowPrice: nullableInt(),
  stickerPrice: nullableInt(),
  floorPrice: nullableInt(),
  dropAmount: nullableInt(),
  dropIntervalMinutes: nullableInt(),
  claimPrice: nullableInt(),
  startsAt: nullableInstant({ description: 'When the sale opens (null: when published)' }),
  endsAt: instant({ description: 'A Thursday close' }),
});

export const RESERVE_OFFER_STATUSES = ['open', 'accepted', 'declined', 'lapsed'] as const;

/** An auction closed below its reserve with a bid: the dealer may accept the highest bid. */
export const ReserveOffer = Type.Object({
  highestBid: int(),
  bidderName: str({ description: "The bidder's first name" }),
  expiresAt: instant(),
  status: oneOf(RESERVE_OFFER_STATUSES),
  orderId: nullableStr({ description: 'The order an accepted offer created' }),
});

/** A dealer's listing: the vehicle, its sale terms, its media, its figures and where it stands. */
export const DealerListing = Type.Object({
  _id: str({ description: "The listing's id (also the vehicle's `_id` in the catalogue)" }),
  state: oneOf(LISTING_STATES),
  auctionId: nullableStr({ description: 'The auction once published; null for a draft' }),
  vehicleName: str(),
  vin: nullableStr(),
  year: int(),
  make: idName,
  model: str(),
  trim: nullableStr(),
  category: orNull(idName),
  odometer: nullableInt(),
  odometerUnit: oneOf(ODOMETER_UNITS),
  fuelType: nullableStr(),
  transmission: nullableStr(),
  drivetrain: nullableStr(),
  exteriorColour: nullableStr(),
  description: nullableStr(),
  location: VehicleLocation,
  terms: SaleTerms,
  photos: list(ListingPhoto, { description: 'In display order; the first is the cover' }),
  conditionReport: orNull(ListingDocument),
  documents: list(ListingDocument),
  stats: Type.Object({ views: int(), saves: int(), bids: int() }),
  currentPrice: nullableInt({ description: 'The price now (published listings), else null' }),
  highestBid: nullableInt(),
  termsLocked: bool({
    description: 'A bid or claim exists: price terms and vehicle facts can no longer change',
  }),
  disclosures: list(ListingDisclosure, { description: 'Newest first' }),
  moderation: orNull(Type.Object({ reason: str(), unpublishedAt: instant() }), {
    description: 'Unpublished by an admin: the reason the dealer is told',
  }),
  reserveOffer: orNull(ReserveOffer),
  canRelist: bool({ description: 'relistListing puts it on sale again with the same terms' }),
  publishedAt: nullableInstant(),
  createdAt: instant(),
  updatedAt: instant(),
});

/** getDealerListings: a page of the dealer's listings and how many it has in each state. */
export const DealerListingsData = Type.Object({
  listings: list(DealerListing),
  counts: keyed(LISTING_STATES, int()),
});

/** acceptReserveOffer: the order created for the highest bidder, and the listing (sold). */
export const AcceptReserveOfferData = Type.Object({ order: OrderSummary, listing: DealerListing });

/** A seller's public header (the seller profile, docs/product.md §3.8). */
export const SellerProfile = Type.Object({
  _id: str({ description: "The seller id (an auction's `seller._id`)" }),
  businessName: str(),
  city: nullableStr(),
  province: nullableStr(),
  memberSince: instant(),
  verified: bool(),
  vehiclesSold: int(),
  rating: Type.Object({
    average: Type.Unsafe<number | null>({ type: ['number', 'null'] }),
    count: int(),
  }),
});

/** getSellerProfile: the header and a page of the seller's live listings. */
export const SellerProfileData = Type.Object({ seller: SellerProfile, listings: list(Auction) });
