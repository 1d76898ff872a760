import type { VehicleDocument } from '@marketdrop/api-client';
import { AUCTION_TYPES, type AuctionType } from '@marketdrop/validation';

/**
 * What the catalogue components read of an auction: the fields of `Auction` (docs/product.md §7.3), all
 * optional but `_id`, so data from any source (a partner feed, an older server) shows the
 * fallbacks instead of crashing. `Auction` of `@marketdrop/api-client` is assignable to it.
 */
export type CatalogueAuction = {
  _id: string;
  isSaved?: boolean | null;
  /** `auction`, `marketdropai` or `claimpoint`; anything else shows as Normal. */
  auctionType?: string | null;
  status?: string | null;
  currentPrice?: number | null;
  startingBid?: number | null;
  highestBid?: number | null;
  claimPrice?: number | null;
  buyNowPrice?: number | null;
  totalBids?: number | null;
  description?: string | null;
  vehicleName?: string | null;
  schedule?: {
    startTime?: string | null;
    endTime?: string | null;
    timeLeft?: string | null;
  } | null;
  vehicle?: CatalogueVehicle | null;
  seller?: { _id?: string; name?: string | null } | null;
  /** The seller's sales are paused (its account is suspended): no bid, claim or Buy Now. */
  paused?: boolean | null;
  /** When the sale ends (moves with soft close); else `schedule.endTime`. */
  endsAt?: string | null;
  /** A late bid moved the end (soft close). */
  extended?: boolean | null;
  /** Auctions: the highest bid meets the reserve; null: no reserve; absent: not told. */
  reserveMet?: boolean | null;
  /** MarketDropAI: the price drops by `amount` every `everyMinutes`. */
  priceDrop?: { amount: number; everyMinutes: number } | null;
  /** Signed-in callers only: whether they lead the bidding. */
  isLeader?: boolean | null;
  /** Signed-in callers only: their own maximum bid (null: none). */
  yourMaxBid?: number | null;
};

export type CatalogueVehicle = {
  _id?: string;
  year?: number | null;
  make?: { _id?: string; name?: string | null } | null;
  model?: string | null;
  trim?: string | null;
  miles?: number | null;
  /** Default KM. */
  odometerUnit?: string | null;
  vehicleName?: string | null;
  /** Paths on the API host (prefixed with the image base address) or full addresses. */
  vehicleImage?: readonly string[] | null;
  conditionReport?: string | null;
  /** Path strings or items with image, name and _id (docs/product.md §7.3). */
  vehicleDocuments?: readonly (string | VehicleDocument)[] | null;
  description?: string | null;
  /** Body type (SUV, Sedan...). */
  category?: { _id?: string; name?: string | null } | null;
  vin?: string | null;
  exteriorColour?: string | null;
  drivetrain?: string | null;
  fuelType?: string | null;
  transmission?: string | null;
  originalPrice?: number | null;
  location?: CatalogueLocation | null;
};

export type CatalogueLocation = {
  address?: string | null;
  city?: string | null;
  province?: string | null;
  postalCode?: string | null;
};

/** The badge's key: the sale type, or `normal` for a missing or unknown one. */
export type AuctionTypeKey = AuctionType | 'normal';

export function auctionTypeKey(type: string | null | undefined): AuctionTypeKey {
  return (AUCTION_TYPES as readonly string[]).includes(type ?? '')
    ? (type as AuctionType)
    : 'normal';
}

/** The palette colour of a sale type's badge (each passes WCAG AA with white text). */
export function auctionTypeTone(
  type: string | null | undefined,
): 'primary' | 'secondary' | 'success' {
  if (type === 'marketdropai') return 'secondary';
  if (type === 'claimpoint') return 'success';
  return 'primary';
}

/** `year make model` when the vehicle has them, else the vehicle name; `null` when neither. */
export function vehicleTitle(auction: CatalogueAuction): string | null {
  const vehicle = auction.vehicle;
  const parts = [vehicle?.year ? String(vehicle.year) : '', vehicle?.make?.name, vehicle?.model]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));
  if (vehicle?.make?.name?.trim() || vehicle?.model?.trim()) return parts.join(' ');
  return auction.vehicleName?.trim() || vehicle?.vehicleName?.trim() || null;
}

/** `address, city` (either alone when the other is missing); `null` when both are missing. */
export function vehicleLocationText(location: CatalogueLocation | null | undefined): string | null {
  const parts = [location?.address, location?.city]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
}

/** True for a real, finite number (not null, undefined or NaN). */
export function isAmount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** True when `count` takes the singular in `language` (1 in English; 0 and 1 in French). */
export function isSingular(count: number, language: string): boolean {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count) === 'one';
}
