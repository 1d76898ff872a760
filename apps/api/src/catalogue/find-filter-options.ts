import { and, asc, desc, eq, exists, isNotNull, sql } from 'drizzle-orm';
import type { AuctionType, FilterOptions, TimeLeftBucket } from '@marketdrop/api-client';
import {
  AUCTION_TYPES,
  DEFAULT_PRICE_MAX,
  DEFAULT_PRICE_MIN,
  DEFAULT_YEAR_MAX,
  DEFAULT_YEAR_MIN,
  PRICE_SLIDER_STEP,
  TIME_LEFT_BUCKETS,
} from '@marketdrop/validation';
import { auctions, categories, makes } from './tables';
import {
  ALL_TIME_LEFT_OFFSETS,
  listedAt,
  nextTimeChange,
  type CatalogueDeps,
} from './find-auctions';

const HOUR_MS = 3_600_000;

/**
 * Filter options from what is listed now (docs/product.md §7.4 Filter options): the makes, body
 * types, years, fuel types, transmissions, sale types and time-left buckets that have at least one
 * listed auction; the price range widened to the slider step (500) so every price fits; the year
 * range. An empty catalogue answers the default ranges (docs/product.md §7.4).
 */
export async function findFilterOptions(ctx: CatalogueDeps): Promise<FilterOptions> {
  const now = ctx.clock();
  const version = await ctx.cache.version(ctx.db, now);
  const kept = ctx.cache.get<FilterOptions>('filterdata', version, now);
  if (kept !== undefined) return kept;

  const { db } = ctx;
  const listed = and(...listedAt(now));
  const within = (ms: number) =>
    sql<number>`count(*) filter (where ${auctions.endsAt} <= ${new Date(now.getTime() + ms).toISOString()}::timestamptz)::int`;
  const distinctOf = <T>(column: typeof auctions.fuelType | typeof auctions.transmission) =>
    db
      .select({ value: sql<T>`${column}` })
      .from(auctions)
      .where(and(listed, isNotNull(column)))
      .groupBy(column)
      .orderBy(asc(column));

  const [
    brandRows,
    categoryRows,
    yearRows,
    fuelRows,
    transmissionRows,
    typeRows,
    totals,
    changesAt,
  ] = await Promise.all([
    db
      .select({ _id: makes.id, name: makes.name })
      .from(makes)
      .where(
        exists(
          db
            .select({ one: sql`1` })
            .from(auctions)
            .where(and(listed, eq(auctions.makeId, makes.id))),
        ),
      )
      .orderBy(asc(makes.name)),
    db
      .select({ _id: categories.id, name: categories.name })
      .from(categories)
      .where(
        exists(
          db
            .select({ one: sql`1` })
            .from(auctions)
            .where(and(listed, eq(auctions.categoryId, categories.id))),
        ),
      )
      .orderBy(asc(categories.name)),
    db
      .select({ value: auctions.year })
      .from(auctions)
      .where(listed)
      .groupBy(auctions.year)
      .orderBy(desc(auctions.year)),
    distinctOf<string>(auctions.fuelType),
    distinctOf<string>(auctions.transmission),
    db
      .select({ value: auctions.auctionType })
      .from(auctions)
      .where(listed)
      .groupBy(auctions.auctionType),
    db
      .select({
        count: sql<number>`count(*)::int`,
        priceMin: sql<number | null>`min(${auctions.currentPrice})`,
        priceMax: sql<number | null>`max(${auctions.currentPrice})`,
        yearMin: sql<number | null>`min(${auctions.year})`,
        yearMax: sql<number | null>`max(${auctions.year})`,
        lt1h: within(HOUR_MS),
        lt24h: within(24 * HOUR_MS),
        lt3d: within(72 * HOUR_MS),
        lt7d: within(168 * HOUR_MS),
      })
      .from(auctions)
      .where(listed),
    nextTimeChange(ctx, { now, offsets: ALL_TIME_LEFT_OFFSETS }),
  ]);

  const t = totals[0];
  const count = Number(t?.count ?? 0);
  const bucketCounts: Record<TimeLeftBucket, number> = {
    lt1h: Number(t?.lt1h ?? 0),
    lt24h: Number(t?.lt24h ?? 0),
    lt3d: Number(t?.lt3d ?? 0),
    lt7d: Number(t?.lt7d ?? 0),
    gt7d: count - Number(t?.lt7d ?? 0),
  };
  const presentTypes = new Set(typeRows.map((row) => row.value));
  const step = PRICE_SLIDER_STEP;
  const options: FilterOptions = {
    brand: brandRows,
    years: yearRows.map((row) => ({ _id: String(row.value), value: row.value })),
    fuelType: fuelRows.map((row) => ({ value: row.value })),
    transmission: transmissionRows.map((row) => ({ value: row.value })),
    auctionType: AUCTION_TYPES.filter((type: AuctionType) => presentTypes.has(type)).map(
      (value) => ({
        value,
      }),
    ),
    timeLeft: TIME_LEFT_BUCKETS.filter((bucket) => bucketCounts[bucket] > 0).map((value) => ({
      value,
    })),
    category: categoryRows,
    priceMin: count === 0 ? DEFAULT_PRICE_MIN : Math.floor(Number(t?.priceMin ?? 0) / step) * step,
    priceMax: count === 0 ? DEFAULT_PRICE_MAX : Math.ceil(Number(t?.priceMax ?? 0) / step) * step,
    yearMin: count === 0 ? DEFAULT_YEAR_MIN : Number(t?.yearMin),
    yearMax: count === 0 ? DEFAULT_YEAR_MAX : Number(t?.yearMax),
  };
  ctx.cache.set('filterdata', options, version, now, changesAt);
  return options;
}
