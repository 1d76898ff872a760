import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { ListingFilters } from './find-auctions';
import { auctions } from './tables';

/** How many listed auctions have each value of each list filter, and how many are listed. */
type Counts = { total: number; byValue: Map<string, number> };

/** The filter fields counted, as `field:value` keys. */
const FIELDS = {
  make: auctions.makeId,
  category: auctions.categoryId,
  year: auctions.year,
  fuel: auctions.fuelType,
  transmission: auctions.transmission,
  type: auctions.auctionType,
} as const;

const keyOf = (field: keyof typeof FIELDS, value: string | number) => `${field}:${value}`;

/**
 * About how many listed auctions a listing's filters match, from per-value counts of the listed
 * auctions read at most every `maxAgeMs` (one grouped statement, in the background: a call never
 * waits for it). The listing uses it to choose how to find a page (decision 024): walk a sort
 * index when matches are many, or fetch the few matches and sort them when they are few, because
 * walking the sort order to find a rare match reads most of the index.
 *
 * The estimate multiplies each filtered field's share (fields taken as independent); the price
 * range and the search words are left out (they are not counted), so it errs towards "many".
 */
export class FacetCounts {
  private counts: Counts | null = null;
  private readAtMs = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | null = null;

  constructor(private readonly maxAgeMs = 30_000) {}

  /** The estimate for `filters`, or null while no counts were read yet (a read then starts). */
  estimate(db: Executor, filters: ListingFilters, now: Date): number | null {
    if (now.getTime() - this.readAtMs >= this.maxAgeMs) this.refresh(db, now);
    const counts = this.counts;
    if (counts === null) return null;
    let estimate = counts.total;
    const share = (field: keyof typeof FIELDS, values: readonly (string | number)[]) => {
      if (values.length === 0 || counts.total === 0) return;
      const matching = values.reduce<number>(
        (sum, value) => sum + (counts.byValue.get(keyOf(field, value)) ?? 0),
        0,
      );
      estimate *= Math.min(1, matching / counts.total);
    };
    share('make', filters.makeIds);
    share('category', filters.categoryIds);
    share('year', filters.years);
    share('fuel', filters.fuelTypes);
    share('transmission', filters.transmissions);
    if (!filters.orTrending) share('type', filters.types);
    return estimate;
  }

  private refresh(db: Executor, now: Date): void {
    if (this.reading !== null) return;
    this.readAtMs = now.getTime();
    const read = async () => {
      const listed = sql`${auctions.status} = 'open' and ${auctions.endsAt} > ${now.toISOString()}::timestamptz`;
      const grouped = await Promise.all(
        Object.entries(FIELDS).map(async ([field, column]) => {
          const rows = await db
            .select({ value: sql<string | null>`${column}::text`, n: sql<number>`count(*)::int` })
            .from(auctions)
            .where(listed)
            .groupBy(column);
          return rows.map((row) => ({ field, ...row }));
        }),
      );
      const byValue = new Map<string, number>();
      let total = 0;
      for (const row of grouped.flat()) {
        if (row.field === 'type') total += Number(row.n);
        if (row.value !== null) byValue.set(`${row.field}:${row.value}`, Number(row.n));
      }
      this.counts = { total, byValue };
    };
    this.reading = read()
      .catch(() => {
        // Counts are a hint: without them the listing walks its sort index as before.
      })
      .finally(() => {
        this.reading = null;
      });
  }
}
