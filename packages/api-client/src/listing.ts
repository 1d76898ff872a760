/**
 * Lists of auctions as the web app, its route loaders and the server ask for them: the canonical
 * `getAuctions` payload of a list (its query key), and the listing's address (`/listing?brand=...
 * &sort=...`), so a listing can be shared and survives a reload. The address is read defensively:
 * anything malformed is left out, never sent to the server as is. No TanStack Query here: a route
 * loader (or the server naming a page's first picture) builds the exact request the list query
 * will send before the query library has loaded.
 */
import {
  AUCTION_TYPES,
  DEFAULT_LISTING_SORT,
  FIRST_PAGE,
  LISTING_PAGE_SIZE,
  SORT_VALUES,
  type ListingSection,
} from '@marketdrop/validation';
import type { AuctionSort, AuctionType, GetAuctionsRequest, TimeLeftBucket } from './contract';

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
    if (key === 'trending' && value !== true) continue;
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

/** What the listing asks the server for, besides paging. */
export type ListingQuery = Omit<AuctionFilters, 'pageSize'>;

const TIME_LEFT_BUCKETS: readonly TimeLeftBucket[] = ['lt1h', 'lt24h', 'lt3d', 'lt7d', 'gt7d'];

/** URL parameter of each list field. */
const LIST_PARAMS = {
  brandcategories: 'brand',
  category: 'category',
  fuelType: 'fuel',
  transmission: 'transmission',
  auctionType: 'type',
  timeLeft: 'timeLeft',
} as const;

const MAX_VALUES_PER_PARAM = 50;

function texts(params: URLSearchParams, name: string): string[] {
  const values = params
    .getAll(name)
    .map((value) => value.trim())
    .filter((value) => value !== '' && value.length <= 100);
  return [...new Set(values)].slice(0, MAX_VALUES_PER_PARAM);
}

function amount(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
}

/** Reads the listing's query from the URL; the sort defaults to Price Low to High (spec §7). */
export function readListingQuery(params: URLSearchParams): ListingQuery {
  const query: ListingQuery = {};
  const brand = texts(params, LIST_PARAMS.brandcategories);
  if (brand.length) query.brandcategories = brand;
  const category = texts(params, LIST_PARAMS.category);
  if (category.length) query.category = category;
  const fuel = texts(params, LIST_PARAMS.fuelType);
  if (fuel.length) query.fuelType = fuel;
  const transmission = texts(params, LIST_PARAMS.transmission);
  if (transmission.length) query.transmission = transmission;
  const types = texts(params, LIST_PARAMS.auctionType).filter((type): type is AuctionType =>
    (AUCTION_TYPES as readonly string[]).includes(type),
  );
  if (types.length) query.auctionType = types;
  const timeLeft = texts(params, LIST_PARAMS.timeLeft).filter((bucket): bucket is TimeLeftBucket =>
    (TIME_LEFT_BUCKETS as readonly string[]).includes(bucket),
  );
  if (timeLeft.length) query.timeLeft = timeLeft;
  const years = texts(params, 'year')
    .map(Number)
    .filter((year) => Number.isInteger(year) && year >= 1900 && year <= 2100);
  if (years.length) query.year = years;

  const minPrice = amount(params, 'minPrice');
  const maxPrice = amount(params, 'maxPrice');
  // A reversed range is not sent: the server would refuse it.
  if (minPrice !== null && (maxPrice === null || minPrice <= maxPrice)) query.minPrice = minPrice;
  if (maxPrice !== null && (minPrice === null || minPrice <= maxPrice)) query.maxPrice = maxPrice;

  const sort = params.get('sort');
  if (sort === null) query.sortBy = DEFAULT_LISTING_SORT;
  else if ((SORT_VALUES as readonly string[]).includes(sort)) query.sortBy = sort as AuctionSort;
  else query.sortBy = '';

  const search = params.get('search')?.trim().slice(0, 100);
  if (search) query.search = search;
  if (params.get('trending') === 'true') query.trending = true;
  return query;
}

/** Writes the listing's query as URL parameters (the default sort is left out). */
export function writeListingQuery(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, name] of Object.entries(LIST_PARAMS) as [keyof typeof LIST_PARAMS, string][]) {
    for (const value of query[field] ?? []) params.append(name, String(value));
  }
  for (const year of query.year ?? []) params.append('year', String(year));
  if (query.minPrice != null) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice != null) params.set('maxPrice', String(query.maxPrice));
  // No sort given means the default; '' (Select) is written, as it differs from the default.
  if (query.sortBy != null && query.sortBy !== DEFAULT_LISTING_SORT) {
    params.set('sort', query.sortBy);
  }
  if (query.search?.trim()) params.set('search', query.search.trim());
  if (query.trending) params.set('trending', 'true');
  return params;
}

/** The section of the listing (title, subtitle, error text): trending when the query says so. */
export function listingSection(query: ListingQuery): ListingSection {
  return query.trending ? 'trending' : 'normal';
}

/** The getAuctions filters of a listing section (20 a page), as the page and its loader ask. */
export function listingFilters(query: ListingQuery, section: ListingSection): AuctionFilters {
  return {
    ...query,
    ...(section === 'trending' ? { trending: true } : {}),
    pageSize: LISTING_PAGE_SIZE,
  };
}

/** The getAuctions filters a listing address asks for (what its route loaders send). */
export function listingFiltersOfUrl(url: string): AuctionFilters {
  const query = readListingQuery(new URL(url).searchParams);
  return listingFilters(query, listingSection(query));
}

/** The `getAuctions` request of the first page a listing address shows (what its page asks). */
export function listingRequestOfUrl(url: string | URL): GetAuctionsRequest {
  return auctionsRequest(listingPayload(listingFiltersOfUrl(String(url))), FIRST_PAGE);
}
