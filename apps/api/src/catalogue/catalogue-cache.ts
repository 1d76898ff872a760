import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Executor } from '../db/client';
import { auctions } from './tables';
import { refreshDroppedPricesSql } from './auction-price';

export type CatalogueCacheOptions = {
  /** Off: every call reads the database (used to measure the uncached path). */
  enabled: boolean;
  /** Most answers kept (least recently used ones leave first). */
  maxEntries: number;
  /** Most bytes of answers kept, as estimated by `set`'s callers (same eviction order). */
  maxBytes: number;
  /**
   * The freshness bound: an anonymous listing answer may be served for this long after it was
   * computed although the catalogue changed since (decision 024); 0: never. Also the longest any
   * answer is reused when writers were running as its version was read.
   */
  freshnessMs: number;
  /** The longest an answer is reused otherwise (the microseconds between a writer's `nextval` and
   * its transaction id being visible are the only gap left; this bounds it). */
  quietTtlMs: number;
};

export const DEFAULT_CATALOGUE_CACHE: CatalogueCacheOptions = {
  enabled: true,
  maxEntries: 2000,
  maxBytes: 64 * 1024 * 1024,
  freshnessMs: 5_000,
  quietTtlMs: 60_000,
};

/**
 * The catalogue version: `max(auctions.seq)`, and whether no writing transaction was running when
 * it was read (`quiet`). Only then can no change with a lower `seq` still commit after it.
 */
export type CatalogueVersion = { id: string; quiet: boolean };

type State = { version: CatalogueVersion; nextDropMs: number };

/** The version and the next MarketDropAI drop, in one statement (two index probes). */
async function readState(db: Executor): Promise<State> {
  const [row] = await db
    .select({
      id: sql<string | null>`max(${auctions.seq})::text`,
      nextDropMs: sql<
        number | string | null
      >`(extract(epoch from min(${auctions.priceChangesAt})) * 1000)::float8`,
      quiet: sql<boolean>`not exists (select pg_snapshot_xip(pg_current_snapshot()))`,
    })
    .from(auctions)
    .prepare('catalogue_state')
    .execute();
  const next = row?.nextDropMs;
  return {
    version: { id: row?.id ?? '0', quiet: row?.quiet === true },
    nextDropMs: next === null || next === undefined ? Number.POSITIVE_INFINITY : Number(next),
  };
}

type Entry = {
  version: string;
  fromMs: number;
  /** The latest instant it was known current (computed, or found current for a version read). */
  verifiedMs: number;
  /** No writer was running as its version was read: an equal version later means no change. */
  quiet: boolean;
  /** Until when it is reused for its own version. */
  untilMs: number;
  /** When time alone changes it (epoch ms), or +Infinity. */
  changesAtMs: number;
  value: unknown;
  bytes: number;
};

/** How often answers were reused, per kind of reuse, since the process started. */
export type CatalogueCacheStats = {
  /** Reused within the freshness bound, without reading the catalogue version. */
  freshHits: number;
  /** Reused because the catalogue version is the one it was computed under. */
  versionHits: number;
  misses: number;
};

/** The size assumed for an answer whose caller gave none. */
const DEFAULT_ENTRY_BYTES = 4096;

/**
 * Catalogue answers that every caller shares (listing pages with their totals, rendered anonymous
 * listings, filter options, category totals), kept in this process and reused only while they are
 * provably current:
 *
 * - the catalogue version (`max(auctions.seq)`, read for every call) is the one they were
 *   computed under: every change of an auction, in any process, takes a new `seq`;
 * - the clock has not reached the next instant at which time alone changes the answer (an auction
 *   starts or ends, enters a time-left bucket, or a shown time left ticks), known with the answer;
 * - and at most `freshnessMs` passed when a writing transaction was running as the version was
 *   read (a change with a lower `seq` could still commit after it), `quietTtlMs` otherwise.
 *
 * Anonymous listing pages may also be reused for `freshnessMs` after they were computed whatever
 * changed since (`fresh`, decision 024): their cards update their live fields from the live
 * events, and the listing's order and membership are promised fresh within that bound.
 *
 * Before reading the version, MarketDropAI prices whose drop is due are brought up to date (which
 * takes new `seq` values), so the database stays the only source of truth across processes.
 *
 * Version reads are shared: a call that finds a read already under way waits for the next one
 * (which starts after the call arrived, so it sees every change committed before), and at most
 * one read runs at a time in a process.
 */
export class CatalogueCache {
  private readonly entries: LRUCache<string, Entry>;
  /** The earliest MarketDropAI drop known from the last version read (null: unknown). */
  private nextDropMs: number | null = null;
  private running: Promise<CatalogueVersion> | null = null;
  private queued: Promise<CatalogueVersion> | null = null;
  readonly stats: CatalogueCacheStats = { freshHits: 0, versionHits: 0, misses: 0 };

  constructor(readonly options: CatalogueCacheOptions = DEFAULT_CATALOGUE_CACHE) {
    this.entries = new LRUCache<string, Entry>({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      sizeCalculation: (entry, key) => key.length * 2 + entry.bytes,
    });
  }

  /**
   * The current catalogue version at `now`, MarketDropAI drops due by then applied (in any
   * process: the update is idempotent).
   */
  async version(db: Executor, now: Date): Promise<CatalogueVersion> {
    let version: CatalogueVersion;
    if (this.running === null) {
      version = await this.startRead(db, now);
    } else {
      // A read that may have begun before this call is under way: wait for the next one.
      if (this.queued === null) {
        const after = this.running.then(
          () => undefined,
          () => undefined,
        );
        this.queued = after.then(() => {
          this.queued = null;
          return this.startRead(db, now);
        });
      }
      version = await this.queued;
    }
    // The shared read ran with an earlier clock: apply a drop that fell due since, on our own.
    if (this.nextDropMs === null || this.nextDropMs <= now.getTime()) {
      return this.readAt(db, now);
    }
    return version;
  }

  private startRead(db: Executor, now: Date): Promise<CatalogueVersion> {
    const read = this.readAt(db, now);
    this.running = read;
    const clear = () => {
      if (this.running === read) this.running = null;
    };
    read.then(clear, clear);
    return read;
  }

  private async readAt(db: Executor, now: Date): Promise<CatalogueVersion> {
    const nowMs = now.getTime();
    // Known schedule and nothing due: just read. Otherwise apply what is due first.
    if (this.nextDropMs === null || this.nextDropMs <= nowMs) {
      await db.execute(refreshDroppedPricesSql(now));
    }
    let state = await readState(db);
    if (state.nextDropMs <= nowMs) {
      // A drop fell due between the two statements (or another process moved the schedule).
      await db.execute(refreshDroppedPricesSql(now));
      state = await readState(db);
    }
    this.nextDropMs = state.nextDropMs;
    return state.version;
  }

  /**
   * A kept answer computed less than `freshnessMs` before `now` (and before time alone changes
   * it), whatever changed since: no database read. For answers whose freshness promise allows it
   * (anonymous listing pages, decision 024).
   */
  fresh<T>(key: string, now: Date, counted = true): T | undefined {
    if (!this.options.enabled || this.options.freshnessMs <= 0) return undefined;
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    const nowMs = now.getTime();
    if (
      nowMs < entry.fromMs ||
      nowMs >= entry.verifiedMs + this.options.freshnessMs ||
      nowMs >= entry.changesAtMs
    ) {
      return undefined;
    }
    if (counted) this.stats.freshHits += 1;
    return entry.value as T;
  }

  /** A kept answer, if it is still current for `version` at `now`. */
  get<T>(key: string, version: CatalogueVersion, now: Date, counted = true): T | undefined {
    if (!this.options.enabled) return undefined;
    const entry = this.entries.get(key);
    const nowMs = now.getTime();
    if (
      entry === undefined ||
      entry.version !== version.id ||
      nowMs < entry.fromMs ||
      nowMs >= entry.untilMs
    ) {
      if (counted) this.stats.misses += 1;
      return undefined;
    }
    // (LRUCache's get marks the entry most recently used.) Kept under a quiet version, it is
    // current as of this version read (begun after `now`): the freshness bound counts from here.
    // (Under a busy one, a change with a lower `seq` may have committed since, unseen by `max`.)
    if (entry.quiet) entry.verifiedMs = Math.max(entry.verifiedMs, nowMs);
    if (counted) this.stats.versionHits += 1;
    return entry.value as T;
  }

  /**
   * Keeps an answer computed under `version` at `now`, current until `changesAtMs` (epoch ms;
   * null: no time-bound) at the latest, and for `freshnessMs` at most unless the version was quiet.
   */
  set(
    key: string,
    value: unknown,
    version: CatalogueVersion,
    now: Date,
    changesAtMs: number | null,
    /** About how many bytes the answer takes in memory. */
    bytes = DEFAULT_ENTRY_BYTES,
  ): void {
    if (!this.options.enabled) return;
    const fromMs = now.getTime();
    const changes = changesAtMs ?? Number.POSITIVE_INFINITY;
    const untilMs = Math.min(
      fromMs + (version.quiet ? this.options.quietTtlMs : this.options.freshnessMs),
      changes,
    );
    if (Math.max(untilMs, Math.min(fromMs + this.options.freshnessMs, changes)) <= fromMs) return;
    this.entries.set(key, {
      version: version.id,
      fromMs,
      verifiedMs: fromMs,
      quiet: version.quiet,
      untilMs,
      changesAtMs: changes,
      value,
      bytes,
    });
  }

  /** Forgets everything (after this process changed the catalogue in bulk). */
  clear(): void {
    this.entries.clear();
    this.nextDropMs = null;
  }

  get size(): number {
    return this.entries.size;
  }
}
