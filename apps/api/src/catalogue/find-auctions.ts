import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type {
  Auction,
  ResponseOf,
  AuctionSort,
  AuctionType,
  ListingPagination,
  Pagination,
  TimeLeftBucket,
} from '@marketdrop/api-client';
import { AUCTION_TYPES, type GetAuctionsValues } from '@marketdrop/validation';
import { auctions, favourites } from './tables';
import type { CatalogueCache, CatalogueVersion } from './catalogue-cache';
import type { FacetCounts } from './facet-counts';
import { searchQueryOf } from './search-text';
import {
  selectAuctionRecords,
  timeLeftOf,
  toAuction,
  type AuctionRecord,
  type AuctionViewer,
} from './to-auction';
import type { DbDeps, Deps } from '../shared/deps';

/**
 * What the listing operations need: the database, the clock, the shared answer cache and the
 * counts that tell a rare filter from a common one.
 */
/**
 * The caller's own maximum on each of these auctions that they bid on (the auctions domain's
 * `findYourMaxBids`, over its bids): given by the app (app.ts decorates itself with it), so the
 * catalogue does not import the auctions above it (decision 032).
 */
export type YourMaxBids = (
  deps: DbDeps,
  input: { userId: string | null; auctionIds: readonly string[] },
) => Promise<Map<string, number>>;

/** What answering for a caller needs: the database, and their own maximum bids. */
export type ViewerDeps = DbDeps & { yourMaxBids: YourMaxBids };

declare module 'fastify' {
  interface FastifyInstance {
    /** The auctions domain's `findYourMaxBids` (app.ts), for the catalogue's answers. */
    yourMaxBids: YourMaxBids;
  }
}

export type CatalogueDeps = ViewerDeps &
  Pick<Deps, 'clock'> & { cache: CatalogueCache; facets: Pick<FacetCounts, 'estimate'> };

/**
 * Below about this many matches, a page is found by fetching every match through the filters'
 * indexes and sorting them (a few milliseconds at most); above it, by walking the sort's index
 * until the page is full (decision 024).
 */
export const FEW_MATCHES = 2_500;

/** getAuctions' filters, normalised (lists de-duplicated and sorted) so equal filters share a key. */
export type ListingFilters = {
  years: number[];
  fuelTypes: string[];
  makeIds: string[];
  transmissions: string[];
  categoryIds: string[];
  minPrice: number | null;
  maxPrice: number | null;
  /** From `auctionType`: these types, or trending ones when `orTrending`; both empty: any. */
  types: AuctionType[];
  orTrending: boolean;
  /** From `trending: true`. */
  trendingOnly: boolean;
  timeLeft: TimeLeftBucket[];
  /** The full-text query (`word:* & ...`), or null. */
  search: string | null;
  sort: AuctionSort | '';
};

export type PageSpec = { pageNumber: number; pageSize: number };

const HOUR_MS = 3_600_000;
/** The upper bound of each "within" bucket; `gt7d` is "more than 7 days". */
const BUCKET_MS: Record<Exclude<TimeLeftBucket, 'gt7d'>, number> = {
  lt1h: HOUR_MS,
  lt24h: 24 * HOUR_MS,
  lt3d: 72 * HOUR_MS,
  lt7d: 168 * HOUR_MS,
};
const SEVEN_DAYS_MS = 168 * HOUR_MS;

const uniqueSorted = <T extends string | number>(values: readonly T[] | null | undefined): T[] =>
  [...new Set(values ?? [])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** The default listing filters (no filter, default order). */
export const NO_FILTERS: ListingFilters = {
  years: [],
  fuelTypes: [],
  makeIds: [],
  transmissions: [],
  categoryIds: [],
  minPrice: null,
  maxPrice: null,
  types: [],
  orTrending: false,
  trendingOnly: false,
  timeLeft: [],
  search: null,
  sort: '',
};

export function listingFiltersOf(values: GetAuctionsValues): ListingFilters {
  const typeFilters = values.auctionType ?? [];
  const anyType = typeFilters.length === 0 || typeFilters.includes('normal');
  return {
    years: uniqueSorted(values.year),
    fuelTypes: uniqueSorted(values.fuelType),
    makeIds: uniqueSorted(values.brandcategories?.map((id) => id.toLowerCase())),
    transmissions: uniqueSorted(values.transmission),
    categoryIds: uniqueSorted(values.category?.map((id) => id.toLowerCase())),
    minPrice: values.minPrice ?? null,
    maxPrice: values.maxPrice ?? null,
    types: anyType
      ? []
      : uniqueSorted(
          typeFilters.filter((t): t is AuctionType =>
            (AUCTION_TYPES as readonly string[]).includes(t),
          ),
        ),
    orTrending: !anyType && typeFilters.includes('trending'),
    trendingOnly: values.trending === true,
    timeLeft: uniqueSorted(values.timeLeft ?? []),
    search: searchQueryOf(values.search),
    sort: values.sortBy ?? '',
  };
}

/** Listed = open and not yet ended. `status = 'open'` is written out so partial indexes apply. */
export function listedAt(now: Date): SQL[] {
  return [sql`${auctions.status} = 'open'`, gt(auctions.endsAt, now)];
}

/** `facets` keys of a list filter's values (see `auctions.facets`). */
function facetKeys(prefix: string, values: readonly (string | number)[], idLike = false): SQL {
  const keys = values.map((value) => `${prefix}${idLike ? String(value).slice(0, 8) : value}`);
  return sql`${auctions.facets} && array[${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * The WHERE of a listing at `now`: AND across fields, OR inside each list. `facets: true` adds the
 * list filters once more on `auctions.facets`, so one GIN index finds the auctions that match them
 * all (used when they are few, with an order no index holds: see `listingOrder`).
 */
export function listingWhere(
  f: ListingFilters,
  now: Date,
  options: { facets?: boolean } = {},
): SQL {
  const conditions: SQL[] = listedAt(now);
  if (options.facets === true) {
    if (f.makeIds.length > 0) conditions.push(facetKeys('m', f.makeIds, true));
    if (f.categoryIds.length > 0) conditions.push(facetKeys('c', f.categoryIds, true));
    if (f.years.length > 0) conditions.push(facetKeys('y', f.years));
    if (f.fuelTypes.length > 0) conditions.push(facetKeys('f', f.fuelTypes));
    if (f.transmissions.length > 0) conditions.push(facetKeys('t', f.transmissions));
    if (f.types.length > 0 && !f.orTrending) conditions.push(facetKeys('a', f.types));
  }
  if (f.years.length > 0) conditions.push(inArray(auctions.year, f.years));
  if (f.fuelTypes.length > 0) conditions.push(inArray(auctions.fuelType, f.fuelTypes));
  if (f.makeIds.length > 0) conditions.push(inArray(auctions.makeId, f.makeIds));
  if (f.transmissions.length > 0) conditions.push(inArray(auctions.transmission, f.transmissions));
  if (f.categoryIds.length > 0) conditions.push(inArray(auctions.categoryId, f.categoryIds));
  if (f.minPrice !== null) conditions.push(gte(auctions.currentPrice, f.minPrice));
  if (f.maxPrice !== null) conditions.push(lte(auctions.currentPrice, f.maxPrice));
  if (f.types.length > 0 || f.orTrending) {
    const alternatives: SQL[] = [];
    if (f.types.length > 0) alternatives.push(inArray(auctions.auctionType, f.types));
    if (f.orTrending) alternatives.push(eq(auctions.trending, true));
    conditions.push(
      alternatives.length === 1 ? (alternatives[0] as SQL) : (or(...alternatives) as SQL),
    );
  }
  if (f.trendingOnly) conditions.push(eq(auctions.trending, true));
  if (f.timeLeft.length > 0) {
    const ranges = f.timeLeft.map((bucket) =>
      bucket === 'gt7d'
        ? gt(auctions.endsAt, new Date(now.getTime() + SEVEN_DAYS_MS))
        : lte(auctions.endsAt, new Date(now.getTime() + BUCKET_MS[bucket])),
    );
    conditions.push(ranges.length === 1 ? (ranges[0] as SQL) : (or(...ranges) as SQL));
  }
  if (f.search !== null) {
    conditions.push(sql`${auctions.searchVector} @@ to_tsquery('simple', ${f.search})`);
  }
  return and(...conditions) as SQL;
}

/**
 * The ORDER BY of each sort; every order ends on the id so pages never overlap. `walk: false`
 * writes the sort keys as expressions no index holds, so the planner finds the matches through
 * the filters' indexes and sorts them, instead of walking a sort index past rare matches.
 */
export function listingOrder(sort: AuctionSort | '', options: { walk?: boolean } = {}): SQL[] {
  const walk = options.walk !== false;
  const price = walk ? auctions.currentPrice : sql`${auctions.currentPrice} + 0`;
  const endsAt = walk ? auctions.endsAt : sql`${auctions.endsAt} + interval '0 s'`;
  const startsAt = walk ? auctions.startsAt : sql`${auctions.startsAt} + interval '0 s'`;
  const trending = walk ? auctions.trending : sql`${auctions.trending}::int`;
  switch (sort) {
    case 'lowToHigh':
      return [asc(price), asc(auctions.id)];
    case 'highToLow':
      return [desc(price), desc(auctions.id)];
    case 'endingSoon':
      return [asc(endsAt), asc(auctions.id)];
    case 'newestFirst':
      return [desc(startsAt), desc(auctions.id)];
    default:
      return [desc(trending), asc(endsAt), asc(auctions.id)];
  }
}

/** The "ends within" offsets a set of time-left buckets depends on. */
export function timeLeftOffsets(buckets: readonly TimeLeftBucket[]): number[] {
  return buckets.map((b) => (b === 'gt7d' ? SEVEN_DAYS_MS : BUCKET_MS[b]));
}

/** Every time-left bucket's offset (for answers that count each bucket). */
export const ALL_TIME_LEFT_OFFSETS = [...Object.values(BUCKET_MS), SEVEN_DAYS_MS];

/**
 * The next instant after `now` at which time alone changes a listing's answer: a listed auction
 * starts (its status shows) or ends, or (for each offset) crosses `ends_at - offset`. Null: never.
 */
export async function nextTimeChange(
  deps: DbDeps,
  input: { now: Date; offsets: readonly number[] },
): Promise<number | null> {
  const { now, offsets } = input;
  const open = sql`${auctions.status} = 'open'`;
  const probes = [...new Set([0, ...offsets])].map(
    (offset) =>
      sql`(select extract(epoch from min(${auctions.endsAt})) * 1000 - ${offset} from ${auctions} where ${open} and ${auctions.endsAt} > ${new Date(now.getTime() + offset).toISOString()}::timestamptz)`,
  );
  probes.push(
    sql`(select extract(epoch from min(${auctions.startsAt})) * 1000 from ${auctions} where ${open} and ${auctions.startsAt} > ${now.toISOString()}::timestamptz)`,
  );
  const [row] = await deps.db
    .select({ at: sql<number | string | null>`least(${sql.join(probes, sql`, `)})::float8` })
    .from(sql`(select 1) as one`);
  const at = row?.at;
  return at === null || at === undefined ? null : Math.ceil(Number(at));
}

export type ListingPageResult = {
  records: AuctionRecord[];
  /** Whether more auctions follow this page. */
  hasMore: boolean;
  /** How many auctions match in all; null unless asked (`withTotal`). */
  total: number | null;
  /** When time alone changes this page (epoch ms), or null. */
  changesAtMs: number | null;
};

/** Stands for the catalogue version when answers are not reused (nothing is kept under it). */
const UNCACHED: CatalogueVersion = { id: '', quiet: false };

/** The version to keep answers under: read (drops applied) with the cache on, none read off. */
function listingVersion(ctx: CatalogueDeps, now: Date): Promise<CatalogueVersion> {
  return ctx.cache.options.enabled ? ctx.cache.version(ctx.db, now) : Promise.resolve(UNCACHED);
}

/**
 * `nextTimeChange`, kept with the answers: reused for the same version, or within the freshness
 * bound for answers that allow it (`fresh`).
 */
async function nextTimeChangeKept(
  ctx: CatalogueDeps,
  input: { now: Date; offsets: readonly number[]; version: CatalogueVersion; fresh: boolean },
): Promise<number | null> {
  const { now, offsets, version, fresh } = input;
  const key = `next:${offsets.join(',')}`;
  type Kept = { at: number | null };
  const kept =
    (fresh ? ctx.cache.fresh<Kept>(key, now, false) : undefined) ??
    ctx.cache.get<Kept>(key, version, now, false);
  if (kept !== undefined) return kept.at;
  const at = await nextTimeChange(ctx, { now, offsets });
  ctx.cache.set(key, { at }, version, now, at, 64);
  return at;
}

/**
 * One page of a listing (one row more is read to know whether more follow), the total count when
 * asked, from the cache when it is current. `fresh`: the answer may be one kept within the
 * freshness bound (anonymous pages, decision 024). With the cache off, nothing but the page is read.
 */
export async function listAuctionRecords(
  ctx: CatalogueDeps,
  input: {
    filters: ListingFilters;
    page: PageSpec;
    /** Count every match (a full scan of the matches: only where a screen shows it). */
    withTotal?: boolean;
    fresh?: boolean;
    /** The catalogue version and instant the caller already read (one answer, one snapshot). */
    known?: { version: CatalogueVersion; now: Date };
  },
): Promise<ListingPageResult> {
  const { filters: f, page, known } = input;
  const withTotal = input.withTotal === true;
  const fresh = input.fresh === true;
  const cached = ctx.cache.options.enabled;
  const now = known?.now ?? ctx.clock();
  const key = `list:${JSON.stringify(f)}:${page.pageNumber}:${page.pageSize}:${withTotal}`;
  if (fresh) {
    const kept = ctx.cache.fresh<ListingPageResult>(key, now, false);
    if (kept !== undefined) return kept;
  }
  const version = known?.version ?? (await listingVersion(ctx, now));
  const kept = ctx.cache.get<ListingPageResult>(key, version, now, false);
  if (kept !== undefined) return kept;

  const estimate = ctx.facets.estimate(ctx.db, f, now);
  const few = estimate !== null && estimate < FEW_MATCHES;
  const where = listingWhere(f, now, { facets: few });
  // The page's ids first (one table, walked in the order of a sort index that holds every filter
  // column, or the few matches sorted; decision 024), then their records by id: two small
  // prepared statements, cheap to plan, instead of one large one planned for every call.
  const pageOf = async (): Promise<{ records: AuctionRecord[]; hasMore: boolean }> => {
    const found = await ctx.db
      .select({ id: auctions.id })
      .from(auctions)
      .where(where)
      .orderBy(...listingOrder(f.sort, { walk: !few }))
      .limit(page.pageSize + 1)
      .offset((page.pageNumber - 1) * page.pageSize)
      .prepare('listing_ids')
      .execute();
    const hasMore = found.length > page.pageSize;
    const ids = found.slice(0, page.pageSize).map((row) => row.id);
    if (ids.length === 0) return { records: [], hasMore };
    const byId = new Map(
      (
        await selectAuctionRecords(ctx.db)
          .where(inArray(auctions.id, ids))
          .prepare('listing_records')
          .execute()
      ).map((record) => [record.id, record]),
    );
    // (An auction deleted between the two statements is left out.)
    return { records: ids.flatMap((id) => byId.get(id) ?? []), hasMore };
  };
  const [{ records, hasMore }, total, changesAtMs] = await Promise.all([
    pageOf(),
    withTotal
      ? ctx.db
          .select({ total: sql<number>`count(*)::int` })
          .from(auctions)
          .where(where)
          .prepare('listing_count')
          .execute()
          .then((counted) => Number(counted[0]?.total ?? 0))
      : null,
    cached
      ? nextTimeChangeKept(ctx, {
          now,
          offsets: timeLeftOffsets(f.timeLeft),
          version,
          fresh,
        })
      : null,
  ]);
  const result: ListingPageResult = { records, hasMore, total, changesAtMs };
  // A record (vehicle, pictures, documents, dealer) is about 2 KB in memory.
  ctx.cache.set(key, result, version, now, changesAtMs, 512 + records.length * 2048);
  return result;
}

/** The ids among `auctionIds` that the user saved. */
export async function savedAmong(
  deps: DbDeps,
  input: { userId: string | null; auctionIds: readonly string[] },
): Promise<Set<string>> {
  const { userId, auctionIds } = input;
  if (userId === null || auctionIds.length === 0) return new Set();
  const rows = await deps.db
    .select({ auctionId: favourites.auctionId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), inArray(favourites.auctionId, [...auctionIds])));
  return new Set(rows.map((row) => row.auctionId));
}

/** What is the caller's own about some auctions: which they saved, and their bids' maximums. */
export type CallersAuctions = { saved: Set<string>; viewer: AuctionViewer | null };

/** The caller's saved auctions and own maximum bids among `auctionIds` (none when anonymous). */
export async function callersAmong(
  deps: ViewerDeps,
  input: { userId: string | null; auctionIds: readonly string[] },
): Promise<CallersAuctions> {
  const { userId } = input;
  if (userId === null) return { saved: new Set(), viewer: null };
  const [saved, maxBids] = await Promise.all([
    savedAmong(deps, input),
    deps.yourMaxBids({ db: deps.db }, input),
  ]);
  return { saved, viewer: { userId, maxBids } };
}

/** One answer for the caller (their `isSaved`, `isLeader` and `yourMaxBid`). */
export function toCallersAuction(
  record: AuctionRecord,
  now: Date,
  callers: CallersAuctions,
): Auction {
  return toAuction(record, now, callers.saved.has(record.id), callers.viewer);
}

/** Answers for records, with `isSaved` (false when anonymous) and the caller's own bid fields. */
export async function toAuctions(
  deps: ViewerDeps,
  input: { records: readonly AuctionRecord[]; userId: string | null; now: Date },
): Promise<Auction[]> {
  const { records, userId, now } = input;
  const callers = await callersAmong(deps, { userId, auctionIds: records.map((r) => r.id) });
  return records.map((record) => toCallersAuction(record, now, callers));
}

export function paginationOf(page: PageSpec, total: number): Pagination {
  return {
    pageNumber: page.pageNumber,
    pageSize: page.pageSize,
    total,
    totalPages: Math.ceil(total / page.pageSize),
  };
}

/** getAuctions' paging: whether more follow, and the totals when they were asked for. */
export function listingPaginationOf(
  page: PageSpec,
  result: Pick<ListingPageResult, 'hasMore' | 'total'>,
): ListingPagination {
  return {
    pageNumber: page.pageNumber,
    pageSize: page.pageSize,
    hasMore: result.hasMore,
    total: result.total,
    totalPages: result.total === null ? null : Math.ceil(result.total / page.pageSize),
  };
}

/** The getAuctions response body (contract). */
export type AuctionListBody = ResponseOf<'getAuctions'>;

/**
 * A rendered anonymous listing whose only per-request parts are left as holes: the shown time left
 * of each auction but the paused ones (`ends[i]` fills the i-th hole) and the items' `serverTime`
 * (the answer's instant). `parts` are the UTF-8 bytes around the holes; `holes[i]` says what
 * follows `parts[i]`.
 */
type ListingTemplate = { parts: Buffer[]; holes: ('timeLeft' | 'serverTime')[]; ends: number[] };

/** Stands for a time left while rendering; random per process so no text can contain it. */
const HOLE = `\u2063tl${randomBytes(8).toString('hex')}\u2063`;
const HOLE_JSON = JSON.stringify(HOLE);
/** Stands for the answer's `serverTime` (the same in every item) while rendering. */
const SERVER_TIME_HOLE = `\u2063st${randomBytes(8).toString('hex')}\u2063`;
const SERVER_TIME_HOLE_JSON = JSON.stringify(SERVER_TIME_HOLE);

/** Splits a rendered answer at its holes (the time lefts in `ends` order, the server times). */
function toTemplate(json: string, ends: number[]): ListingTemplate {
  const parts: Buffer[] = [];
  const holes: ListingTemplate['holes'] = [];
  let from = 0;
  for (;;) {
    const timeLeft = json.indexOf(HOLE_JSON, from);
    const serverTime = json.indexOf(SERVER_TIME_HOLE_JSON, from);
    if (timeLeft === -1 && serverTime === -1) break;
    const isTimeLeft = serverTime === -1 || (timeLeft !== -1 && timeLeft < serverTime);
    const at = isTimeLeft ? timeLeft : serverTime;
    parts.push(Buffer.from(json.slice(from, at)));
    holes.push(isTimeLeft ? 'timeLeft' : 'serverTime');
    from = at + (isTimeLeft ? HOLE_JSON : SERVER_TIME_HOLE_JSON).length;
  }
  parts.push(Buffer.from(json.slice(from)));
  if (holes.filter((hole) => hole === 'timeLeft').length !== ends.length) {
    throw new Error('A listing could not be rendered');
  }
  return { parts, holes, ends };
}

/** The answer at `now`: the parts and the filled holes, copied once into one buffer. */
function fillTemplate(template: ListingTemplate, now: Date): Buffer {
  const serverTime = JSON.stringify(now.toISOString());
  let next = 0;
  const fills = template.holes.map((hole) =>
    hole === 'serverTime'
      ? serverTime
      : `"${timeLeftOf(new Date(template.ends[next++] as number), now)}"`,
  );
  // Every filled text is ASCII: one byte per character.
  let size = fills.reduce((sum, fill) => sum + fill.length, 0);
  for (const part of template.parts) size += part.length;
  const out = Buffer.allocUnsafe(size);
  let offset = 0;
  template.parts.forEach((part, i) => {
    offset += part.copy(out, offset);
    const fill = fills[i];
    if (fill !== undefined) offset += out.write(fill, offset, 'latin1');
  });
  return out;
}

/**
 * getAuctions as its JSON text: one page of the filtered, sorted listing, whether more follow, and
 * the totals when asked (`withTotal`). For anonymous callers the rendered text is shared while it
 * is current (same catalogue version, before time changes the page) or within the freshness bound
 * (decision 024), with each time left filled in at answer time.
 */
export async function findAuctionsJson(
  ctx: CatalogueDeps,
  input: { values: GetAuctionsValues; userId: string | null; message: string },
): Promise<string | Buffer> {
  const { values, userId, message } = input;
  const page = { pageNumber: values.pageNumber, pageSize: values.pageSize };
  const withTotal = values.withTotal === true;
  const filters = listingFiltersOf(values);
  const now = ctx.clock();
  const key = `json:${JSON.stringify(filters)}:${page.pageNumber}:${page.pageSize}:${withTotal}:${message}`;
  const anonymous = userId === null;
  if (anonymous) {
    // Within the freshness bound: no database read at all.
    const fresh = ctx.cache.fresh<ListingTemplate>(key, now);
    if (fresh !== undefined) return fillTemplate(fresh, now);
  }
  const version = await listingVersion(ctx, now);
  if (anonymous) {
    const kept = ctx.cache.get<ListingTemplate>(key, version, now);
    if (kept !== undefined) return fillTemplate(kept, now);
  }
  const result = await listAuctionRecords(ctx, {
    filters,
    page,
    withTotal,
    fresh: anonymous,
    known: { version, now },
  });
  const { records, changesAtMs } = result;
  const body: AuctionListBody = {
    message,
    data: await toAuctions(ctx, { records, userId, now }),
    pagination: listingPaginationOf(page, result),
  };
  // Nothing kept (signed in, or the cache is off): the answer as it is.
  if (!anonymous || !ctx.cache.options.enabled) return JSON.stringify(body);

  const ends: number[] = [];
  body.data.forEach((auction, i) => {
    auction.serverTime = SERVER_TIME_HOLE;
    // A paused sale's time left stands still (it is rendered once, as it is).
    if (auction.paused === true) return;
    auction.schedule.timeLeft = HOLE;
    ends.push((records[i] as AuctionRecord).endsAt.getTime());
  });
  const template = toTemplate(JSON.stringify(body), ends);
  const bytes = template.parts.reduce((sum, part) => sum + part.length, 0);
  ctx.cache.set(key, template, version, now, changesAtMs, bytes);
  return fillTemplate(template, now);
}
