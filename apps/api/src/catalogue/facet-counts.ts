import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { ListingFilters } from './find-auctions';
import { searchPrefixesOf } from './search-text';
import { auctions } from './tables';

/**
 * How many listed auctions have each value of each list filter, how many hold each search word,
 * and how many are listed.
 */
type Counts = {
  total: number;
  byValue: Map<string, number>;
  /** The listed auctions' search words (sorted) and how many auctions hold each (same order). */
  words: string[];
  wordCounts: number[];
};

/** The filter fields counted, as `field:value` keys. */
const FIELDS = {
  make: auctions.makeId,
  category: auctions.categoryId,
  year: auctions.year,
  fuel: auctions.fuelType,
  transmission: auctions.transmission,
  type: auctions.auctionType,
} as const;
type Field = keyof typeof FIELDS;
const FIELD_NAMES = Object.keys(FIELDS) as Field[];

const keyOf = (field: Field, value: string | number) => `${field}:${value}`;

/** The first index of `sorted` whose word is not below `word`. */
function lowerBound(sorted: readonly string[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] as string) < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * At most how many auctions hold a word starting with `prefix` (a search word matches the words it
 * starts): the sum over those words, so never fewer than the auctions that match.
 */
function prefixCount(counts: Counts, prefix: string): number {
  let sum = 0;
  for (let i = lowerBound(counts.words, prefix); i < counts.words.length; i += 1) {
    if (!(counts.words[i] as string).startsWith(prefix)) break;
    sum += counts.wordCounts[i] as number;
  }
  return sum;
}

/**
 * About how many listed auctions a listing's filters match, from per-value counts of the listed
 * auctions read at most every `maxAgeMs` (two statements, in the background: a call never waits
 * for them). The listing uses it to choose how to find a page (decision 024): walk a sort index
 * when matches are many, or fetch the few matches and sort them when they are few, because walking
 * the sort order to find a rare match reads most of the index.
 *
 * The estimate multiplies each filtered field's share (fields taken as independent) and the
 * share of the search's rarest word (decision 046: each word counted with every stored word it
 * starts, so never below what it matches). The price range is left out: no index that the "few"
 * path reads narrows by price, so that path's cost is the matches of the other filters, whatever
 * the range (measured: counting it sent ranges with a few makes to a slower path).
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
    if (counts.total === 0) return 0;
    let estimate = counts.total;
    const share = (field: Field, values: readonly (string | number)[]) => {
      if (values.length === 0) return;
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
    if (filters.search !== null) {
      const rarest = Math.min(
        ...searchPrefixesOf(filters.search).map((prefix) => prefixCount(counts, prefix)),
      );
      estimate *= Math.min(1, rarest / counts.total);
    }
    return estimate;
  }

  /** Reads the counts now (tests; the listing reads them in the background). */
  async read(db: Executor, now: Date): Promise<void> {
    this.readAtMs = now.getTime();
    const listed = sql`${auctions.status} = 'open' and ${auctions.endsAt} > ${now.toISOString()}::timestamptz`;
    // One scan for every field (grouping sets), one for the search words.
    const columns = FIELD_NAMES.map((field) => FIELDS[field]);
    const [grouped, words] = await Promise.all([
      db
        .select({
          // Bit i (from the left) is 1 when the row is not grouped by the i-th field.
          grouping: sql<number>`grouping(${sql.join(columns, sql`, `)})::int`,
          value: sql<string | null>`coalesce(${sql.join(
            columns.map((column) => sql`${column}::text`),
            sql`, `,
          )})`,
          n: sql<number>`count(*)::int`,
        })
        .from(auctions)
        .where(listed)
        .groupBy(
          sql`grouping sets (${sql.join(
            columns.map((column) => sql`(${column})`),
            sql`, `,
          )})`,
        ),
      db
        .select({ word: sql<string>`word.lexeme`, n: sql<number>`count(*)::int` })
        .from(sql`${auctions}, unnest(${auctions.searchVector}) as word`)
        .where(listed)
        .groupBy(sql`word.lexeme`),
    ]);
    const byValue = new Map<string, number>();
    let total = 0;
    for (const row of grouped) {
      const grouping = Number(row.grouping);
      const field = FIELD_NAMES.find(
        (_, i) => (grouping & (1 << (FIELD_NAMES.length - 1 - i))) === 0,
      );
      if (field === undefined) continue;
      if (field === 'type') total += Number(row.n);
      if (row.value !== null) byValue.set(keyOf(field, row.value), Number(row.n));
    }
    // Sorted here (code unit order), so a prefix's words are found by binary search.
    words.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    this.counts = {
      total,
      byValue,
      words: words.map((row) => row.word),
      wordCounts: words.map((row) => Number(row.n)),
    };
  }

  private refresh(db: Executor, now: Date): void {
    if (this.reading !== null) return;
    this.reading = this.read(db, now)
      .catch(() => {
        // Counts are a hint: without them the listing walks its sort index as before.
      })
      .finally(() => {
        this.reading = null;
      });
  }
}
