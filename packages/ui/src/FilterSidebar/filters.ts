import type {
  AuctionType,
  FilterOptions,
  GetAuctionsRequest,
  TimeLeftBucket,
} from '@marketdrop/api-client';
import {
  DEFAULT_PRICE_MAX,
  DEFAULT_PRICE_MIN,
  DEFAULT_YEAR_MAX,
  DEFAULT_YEAR_MIN,
  PRICE_SLIDER_STEP,
} from '@marketdrop/validation';

/**
 * What the listing's filter sidebar holds (controlled by the page). Every list is "any of";
 * an empty list filters nothing. `toAuctionsRequest` turns it into the getAuctions payload.
 */
export type VehicleFilters = {
  /** Make ids (`brand` of filterdata), sent as `brandcategories`. */
  brand: string[];
  /** Category (body type) ids. */
  category: string[];
  year: number[];
  fuelType: string[];
  transmission: string[];
  /** `[min, max]` in whole dollars; `null` is the whole server range (no price filter). */
  price: [number, number] | null;
  auctionType: AuctionType[];
  timeLeft: TimeLeftBucket[];
};

/** Nothing selected, price at the server range: what Reset gives. */
export const EMPTY_VEHICLE_FILTERS: VehicleFilters = Object.freeze({
  brand: [],
  category: [],
  year: [],
  fuelType: [],
  transmission: [],
  price: null,
  auctionType: [],
  timeLeft: [],
}) as VehicleFilters;

/** The list filters of the getAuctions payload: always sent as lists (empty: no filter). */
type FilterListField =
  | 'brandcategories'
  | 'category'
  | 'year'
  | 'fuelType'
  | 'transmission'
  | 'auctionType'
  | 'timeLeft';

/** The filter fields of the getAuctions payload (spec §7). */
export type VehicleFiltersRequest = {
  [K in FilterListField]: NonNullable<GetAuctionsRequest[K]>;
} & Required<Pick<GetAuctionsRequest, 'minPrice' | 'maxPrice'>>;

/**
 * The getAuctions filter fields for a sidebar state: every list as is (copied), the price range
 * as `minPrice`/`maxPrice` (both `null` when the price is not filtered). Spread it into the
 * request with paging, sort and search: `{ ...toAuctionsRequest(filters), pageNumber, sortBy }`.
 */
export function toAuctionsRequest(filters: VehicleFilters): VehicleFiltersRequest {
  return {
    brandcategories: [...filters.brand],
    category: [...filters.category],
    year: [...filters.year],
    fuelType: [...filters.fuelType],
    transmission: [...filters.transmission],
    minPrice: filters.price ? filters.price[0] : null,
    maxPrice: filters.price ? filters.price[1] : null,
    auctionType: [...filters.auctionType],
    timeLeft: [...filters.timeLeft],
  };
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The price slider's bounds: the server's range, else 5000 to 20000 (spec §3). */
export function priceBounds(options?: Partial<FilterOptions> | null): [number, number] {
  const min = isNumber(options?.priceMin) ? options.priceMin : DEFAULT_PRICE_MIN;
  const max = isNumber(options?.priceMax) ? options.priceMax : DEFAULT_PRICE_MAX;
  if (min > max) return [DEFAULT_PRICE_MIN, DEFAULT_PRICE_MAX];
  // Widened to whole slider steps so every thumb position is a round price (the data's range is
  // rarely a multiple of 500): 8,140-63,900 becomes 8,000-64,000.
  const low = Math.floor(min / PRICE_SLIDER_STEP) * PRICE_SLIDER_STEP;
  const high = Math.ceil(max / PRICE_SLIDER_STEP) * PRICE_SLIDER_STEP;
  return [low, Math.max(high, low + PRICE_SLIDER_STEP)];
}

/** The years offered: filterdata's list (newest first), else yearMin..yearMax, else 2000..2023. */
export function yearChoices(options?: Partial<FilterOptions> | null): number[] {
  const listed = (options?.years ?? []).map((year) => year.value).filter(isNumber);
  if (listed.length > 0) return [...new Set(listed)].sort((a, b) => b - a);
  const min = isNumber(options?.yearMin) ? options.yearMin : DEFAULT_YEAR_MIN;
  const max = isNumber(options?.yearMax) ? options.yearMax : DEFAULT_YEAR_MAX;
  const years: number[] = [];
  for (let year = Math.max(min, max); year >= Math.min(min, max); year -= 1) years.push(year);
  return years;
}

/** How many choices are set (price counts as one when it is filtered): for a "Filters (n)" button. */
export function countActiveFilters(filters: VehicleFilters): number {
  return (
    filters.brand.length +
    filters.category.length +
    filters.year.length +
    filters.fuelType.length +
    filters.transmission.length +
    filters.auctionType.length +
    filters.timeLeft.length +
    (filters.price ? 1 : 0)
  );
}
