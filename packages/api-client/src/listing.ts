/**
 * The one model of the listing, shared by the filter sidebar, the `VehicleListing` widget, the web
 * app's listing page, its route loaders and the server (which names a page's first picture):
 *
 * - `ListingState`: what a listing shows (filters, sort, search, section), `DEFAULT_LISTING_STATE`;
 * - `listingRequest(state)`: the getAuctions payload of a state, canonical (the list's query key);
 * - `readListingUrl` / `writeListingUrl`: the listing's address (`/listing?brand=...&sort=...`),
 *   so a listing can be shared and survives a reload. The address is read defensively, with the
 *   limits the server's getAuctions schema enforces (`CATALOGUE_LIMITS`, through its named
 *   constants): anything malformed is left out, never sent to the server as is.
 *
 * What the sidebar offers (price bounds, years) is in `./listing-options`, apart from this module
 * so the web app's first-page call (`listingRequestOfUrl`) does not carry it.
 *
 * No TanStack Query and no yup here: a route loader (or the server) builds the exact request the
 * list query will send before the query library has loaded.
 */
import {
  AUCTION_TYPES,
  FILTER_LIST_MAX,
  FILTER_PRICE_MAX,
  FILTER_VALUE_MAX,
  FILTER_YEAR_MAX,
  FILTER_YEAR_MIN,
  SEARCH_MAX,
  DEFAULT_LISTING_SORT,
  FIRST_PAGE,
  LISTING_PAGE_SIZE,
  SORT_VALUES,
  TIME_LEFT_BUCKETS,
  type ListingSection,
} from '@marketdrop/validation';
import type { AuctionSort, AuctionType, GetAuctionsRequest, TimeLeftBucket } from './contract';
import { isOneOf } from './search-params';

/** The filters of a list: the getAuctions payload without its page number. */
export type AuctionFilters = Omit<GetAuctionsRequest, 'pageNumber'>;

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * The canonical form of a filter payload, used as its query key and sent as is: empty values left
 * out, the search trimmed, lists sorted and without repeats (every list is an OR, so their order
 * means nothing), `trending: false` dropped. Two payloads that select the same auctions share
 * one cache entry.
 */
export function normalizeAuctionFilters(filters: AuctionFilters): AuctionFilters {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters) as [keyof AuctionFilters, unknown][]) {
    if (isEmpty(value)) continue;
    if ((key === 'trending' || key === 'withTotal') && value !== true) continue;
    if (Array.isArray(value)) {
      const unique = [...new Set(value as (string | number)[])];
      result[key] = unique.sort((a, b) =>
        typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)),
      );
    } else if (typeof value === 'string') {
      result[key] = value.trim();
    } else {
      result[key] = value;
    }
  }
  return result as AuctionFilters;
}

/** The filters a list query keeps and sends: normalized, with the page size (default 20). */
export function listingPayload(filters: AuctionFilters): AuctionFilters {
  return normalizeAuctionFilters({ pageSize: LISTING_PAGE_SIZE, ...filters });
}

/** The `getAuctions` request for one page of a list (`payload` from `listingPayload`). */
export function auctionsRequest(payload: AuctionFilters, pageNumber: number): GetAuctionsRequest {
  return { ...payload, pageNumber };
}

// ---------------------------------------------------------------------------------------------
// The state

/**
 * The filters of a listing, as the filter sidebar shows them. Every list is "any of"; an empty
 * list filters nothing.
 */
export type VehicleFilters = {
  /** Make ids (`brand` of filterdata), sent as `brandcategories`. */
  brand: string[];
  /** Category (body type) ids. */
  category: string[];
  year: number[];
  fuelType: string[];
  transmission: string[];
  /**
   * `[min, max]` in whole dollars; `null` is no price filter. An open end is `0` or
   * `PRICE_FILTER_MAX` (a link with only `maxPrice` or only `minPrice`): it is not sent.
   */
  price: [number, number] | null;
  auctionType: AuctionType[];
  timeLeft: TimeLeftBucket[];
};

/** Nothing selected, no price filter: what Reset gives. */
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

/** The open upper end of a price filter: the highest price the server accepts. */
export const PRICE_FILTER_MAX = FILTER_PRICE_MAX;

/** The sort of a listing: one of the product's orders (docs/product.md §11), or `''` (Select: the server's default order). */
export type ListingSort = AuctionSort | '';

/** What a listing shows: the one state behind the sidebar, the toolbar, the URL and the request. */
export type ListingState = {
  filters: VehicleFilters;
  sort: ListingSort;
  /** The applied search text (already debounced). */
  search: string;
  /** Trending Vehicles only. */
  trending: boolean;
};

/** All Vehicles, Price Low to High, no filter, no search (docs/product.md §10.1 Calls). */
export const DEFAULT_LISTING_STATE: ListingState = Object.freeze({
  filters: EMPTY_VEHICLE_FILTERS,
  sort: DEFAULT_LISTING_SORT,
  search: '',
  trending: false,
}) as ListingState;

/** A listing state from the parts that differ from the defaults. */
export function listingState(
  parts: Partial<Omit<ListingState, 'filters'>> & { filters?: Partial<VehicleFilters> } = {},
): ListingState {
  return {
    ...DEFAULT_LISTING_STATE,
    ...parts,
    filters: { ...EMPTY_VEHICLE_FILTERS, ...parts.filters },
  };
}

/** The section of a listing (title, subtitle, error text). */
export function listingSection(state: Pick<ListingState, 'trending'>): ListingSection {
  return state.trending ? 'trending' : 'normal';
}

// ---------------------------------------------------------------------------------------------
// To the getAuctions request

/** The filter fields of the getAuctions payload (docs/product.md §7.5). */
export type VehicleFiltersRequest = Required<
  Pick<
    GetAuctionsRequest,
    | 'brandcategories'
    | 'category'
    | 'year'
    | 'fuelType'
    | 'transmission'
    | 'minPrice'
    | 'maxPrice'
    | 'auctionType'
    | 'timeLeft'
  >
>;

/** The price bounds that are sent: an open end (`0`, `PRICE_FILTER_MAX`) is `null`. */
function sentPrice(price: VehicleFilters['price']): [number | null, number | null] {
  if (!price) return [null, null];
  return [price[0] > 0 ? price[0] : null, price[1] !== PRICE_FILTER_MAX ? price[1] : null];
}

/**
 * The getAuctions filter fields of a sidebar state: every list as is (copied), the price range as
 * `minPrice`/`maxPrice` (`null` when that end is open). Spread it into the request with paging,
 * sort and search, or use `listingRequest` for a whole listing.
 */
export function toAuctionsRequest(filters: VehicleFilters): VehicleFiltersRequest {
  const [minPrice, maxPrice] = sentPrice(filters.price);
  return {
    brandcategories: [...filters.brand],
    category: [...filters.category],
    year: [...filters.year],
    fuelType: [...filters.fuelType],
    transmission: [...filters.transmission],
    minPrice,
    maxPrice,
    auctionType: [...filters.auctionType],
    timeLeft: [...filters.timeLeft],
  };
}

/**
 * The getAuctions payload of a listing (without its page number), canonical: what its list query
 * keys and sends. 20 vehicles a page unless told.
 */
export function listingRequest(
  state: ListingState,
  pageSize: number = LISTING_PAGE_SIZE,
): AuctionFilters {
  return listingPayload({
    ...toAuctionsRequest(state.filters),
    sortBy: state.sort,
    search: state.search,
    trending: state.trending,
    pageSize,
  });
}

// ---------------------------------------------------------------------------------------------
// The address

/** URL parameter of each list filter. */
const LIST_PARAMS = {
  brand: 'brand',
  category: 'category',
  fuelType: 'fuel',
  transmission: 'transmission',
  auctionType: 'type',
  timeLeft: 'timeLeft',
  year: 'year',
} as const satisfies Partial<Record<keyof VehicleFilters, string>>;

function texts(params: URLSearchParams, name: string): string[] {
  const values = params
    .getAll(name)
    .map((value) => value.trim())
    .filter((value) => value !== '' && value.length <= FILTER_VALUE_MAX);
  return [...new Set(values)].slice(0, FILTER_LIST_MAX);
}

function amount(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  // A price over the server's limit is kept: the server refuses it (400) rather than the address
  // silently meaning something else.
  return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
}

function priceOf(params: URLSearchParams): VehicleFilters['price'] {
  const min = amount(params, 'minPrice');
  const max = amount(params, 'maxPrice');
  // A reversed range is not sent: the server would refuse it.
  if (min !== null && max !== null && min > max) return null;
  const price: [number, number] = [min ?? 0, max ?? PRICE_FILTER_MAX];
  return sentPrice(price).every((end) => end === null) ? null : price;
}

/**
 * The listing state of an address's parameters: malformed values left out, the sort Price Low to
 * High when absent, the Select order (`''`) when empty or unknown.
 */
export function readListingUrl(params: URLSearchParams): ListingState {
  const sort = params.get('sort');
  return {
    filters: {
      brand: texts(params, LIST_PARAMS.brand),
      category: texts(params, LIST_PARAMS.category),
      year: texts(params, LIST_PARAMS.year)
        .map(Number)
        .filter(
          (year) => Number.isInteger(year) && year >= FILTER_YEAR_MIN && year <= FILTER_YEAR_MAX,
        ),
      fuelType: texts(params, LIST_PARAMS.fuelType),
      transmission: texts(params, LIST_PARAMS.transmission),
      price: priceOf(params),
      auctionType: texts(params, LIST_PARAMS.auctionType).filter(isOneOf(AUCTION_TYPES)),
      timeLeft: texts(params, LIST_PARAMS.timeLeft).filter(isOneOf(TIME_LEFT_BUCKETS)),
    },
    sort: sort === null ? DEFAULT_LISTING_SORT : isOneOf(SORT_VALUES)(sort) ? sort : '',
    search: params.get('search')?.trim().slice(0, SEARCH_MAX) ?? '',
    trending: params.get('trending') === 'true',
  };
}

/**
 * The address parameters of a listing state: what differs from the defaults (the default sort is
 * left out, the Select order is written `sort=`).
 */
export function writeListingUrl(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, name] of Object.entries(LIST_PARAMS) as [keyof typeof LIST_PARAMS, string][]) {
    for (const value of state.filters[field]) params.append(name, String(value));
  }
  const [minPrice, maxPrice] = sentPrice(state.filters.price);
  if (minPrice !== null) params.set('minPrice', String(minPrice));
  if (maxPrice !== null) params.set('maxPrice', String(maxPrice));
  if (state.sort !== DEFAULT_LISTING_SORT) params.set('sort', state.sort);
  if (state.search.trim()) params.set('search', state.search.trim());
  if (state.trending) params.set('trending', 'true');
  return params;
}

/** The address parameters with another search text (what the header's search box writes). */
export function withListingSearch(params: URLSearchParams, search: string): URLSearchParams {
  return writeListingUrl({ ...readListingUrl(params), search });
}

/** The getAuctions filters a listing address asks for (what its route loaders send). */
export function listingFiltersOfUrl(url: string | URL): AuctionFilters {
  return listingRequest(readListingUrl(new URL(url).searchParams));
}

/** The `getAuctions` request of the first page a listing address shows (what its page asks). */
export function listingRequestOfUrl(url: string | URL): GetAuctionsRequest {
  return auctionsRequest(listingFiltersOfUrl(url), FIRST_PAGE);
}

// ---------------------------------------------------------------------------------------------
// Saved searches (decision 035)

/**
 * The listing state a getAuctions filter payload selects (a saved search's filters): the inverse
 * of `listingRequest`. `normal` and `trending` in `auctionType` (the server's sections) are not
 * sale types the sidebar offers, so they are left out; a missing sort is the Select order.
 */
export function listingStateOfFilters(filters: AuctionFilters): ListingState {
  const minPrice = filters.minPrice ?? null;
  const maxPrice = filters.maxPrice ?? null;
  return {
    filters: {
      brand: [...(filters.brandcategories ?? [])],
      category: [...(filters.category ?? [])],
      year: [...(filters.year ?? [])],
      fuelType: [...(filters.fuelType ?? [])],
      transmission: [...(filters.transmission ?? [])],
      price:
        minPrice === null && maxPrice === null
          ? null
          : [minPrice ?? 0, maxPrice ?? PRICE_FILTER_MAX],
      auctionType: (filters.auctionType ?? []).filter(isOneOf(AUCTION_TYPES)),
      timeLeft: [...(filters.timeLeft ?? [])],
    },
    sort: filters.sortBy ?? '',
    search: filters.search ?? '',
    trending: filters.trending === true,
  };
}

/** The listing's address showing what a filter payload selects: `/listing?brand=...`. */
export function listingPathOf(filters: AuctionFilters): string {
  const query = writeListingUrl(listingStateOfFilters(filters)).toString();
  return query === '' ? '/listing' : `/listing?${query}`;
}

/**
 * The filters a saved search keeps of a listing state: the getAuctions payload without paging
 * (what `saveSearch` is sent with its name).
 */
export function savedSearchFilters(state: ListingState): AuctionFilters {
  const { pageSize: _pageSize, withTotal: _withTotal, ...filters } = listingRequest(state);
  return filters;
}
