/**
 * The live market of `pnpm bench:listing`: a steady stream of real engine operations on the
 * database a listing bench reads, paced by a timer.
 *
 * - bids (`--writes` a second, 20 by default) on open ascending auctions: half on the 20 hottest
 *   (most bids), the rest uniform over the catalogue; each at the minimum next bid read just
 *   before (`minimumNextBid`), again at the minimum the refusal names when a bid is refused as
 *   too low (at most 3 tries), by the bench's buyers in turn;
 * - the MarketDropAI drops that fell due (`applyPriceDrops`) and the closing of due sales
 *   (`closeDueAuctions`), once a second each (never two of a kind at once);
 * - a claim (`claimAuction`) of a random open ClaimPOINT or MarketDropAI listing every 2 s, and a
 *   Buy Now (`buyNow`) of a random open listing with a Buy Now price every 5 s.
 *
 * Operations go through a channel: `engineChannel` calls the service layer in this process on
 * its own database connection (no HTTP), `httpChannel` calls the server's routes as the buyers
 * (for PGlite, whose folder only the server's process may open; its own jobs apply the drops and
 * close due sales there). A failing write never stops the run: failures are counted by kind and
 * error code, with the first message of each.
 */
import { performance } from 'node:perf_hooks';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { minimumNextBid, type AuctionType } from '@marketdrop/validation';
import type { Database } from '../src/db/client';
import { auctions } from '../src/db/schema';
import { applyPriceDrops } from '../src/auctions/apply-price-drops';
import { buyNow } from '../src/auctions/buy-now';
import { claimAuction } from '../src/auctions/claim-auction';
import { closeDueAuctions } from '../src/auctions/close-due-auctions';
import { placeBid } from '../src/auctions/place-bid';
import { createRng, type Rng } from '../src/seed-data/generate-catalogue';
import { AppError } from '../src/shared/errors';
import type { Buyers } from './fixtures';

export const WRITE_KINDS = ['bid', 'drops', 'close', 'claim', 'buyNow'] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

/** How often the periodic operations run (ms). */
const EVERY_MS: Record<Exclude<WriteKind, 'bid'>, number> = {
  drops: 1_000,
  close: 1_000,
  claim: 2_000,
  buyNow: 5_000,
};
/** Bids on the hottest auctions: this share, on this many. */
const HOT_SHARE = 0.5;
const HOT_COUNT = 20;
/** Tries of one bid (the first, then at the minimum a BID_TOO_LOW refusal names). */
const BID_TRIES = 3;
/** Operations in flight at most; one due beyond it is skipped (and counted). */
const MAX_IN_FLIGHT = 64;
/** Auctions ending sooner than this after the targets are read are left out (no soft close). */
const END_MARGIN_MS = 15 * 60_000;

/** A refusal or failure, by the engine's error code (or the HTTP status). */
export class WriteRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly minimumBid?: number,
  ) {
    super(message);
  }
}

function refusalOf(error: unknown): WriteRefused {
  if (error instanceof WriteRefused) return error;
  if (error instanceof AppError) {
    return new WriteRefused(error.code, error.message, error.data?.minimumBid);
  }
  const message = error instanceof Error ? error.message : String(error);
  const code =
    typeof error === 'object' && error !== null && 'code' in error
      ? String((error as { code: unknown }).code)
      : error instanceof Error
        ? error.name
        : 'ERROR';
  return new WriteRefused(code, message);
}

/** How the writer reaches the engine. */
export type WriteChannel = {
  label: string;
  /** The lowest bid the auction takes now. */
  minimumBid: (auctionId: string) => Promise<number>;
  placeBid: (buyer: number, auctionId: string, amount: number) => Promise<void>;
  claim: (buyer: number, auctionId: string) => Promise<void>;
  buyNow: (buyer: number, auctionId: string) => Promise<void>;
  /** Absent: the server's own jobs do it. */
  applyPriceDrops?: () => Promise<void>;
  closeDue?: () => Promise<void>;
};

/** The service layer called in this process, on `db` (its own connection to the database). */
export function engineChannel(db: Database, buyers: Buyers): WriteChannel {
  const deps = { db, clock: () => new Date() };
  const userId = (buyer: number) => buyers.userIds[buyer % buyers.userIds.length] as string;
  return {
    label: 'engine in the bench process',
    minimumBid: async (auctionId) => {
      const [row] = await db
        .select({
          auctionType: auctions.auctionType,
          startingBid: auctions.startingBid,
          highestBid: auctions.highestBid,
        })
        .from(auctions)
        .where(eq(auctions.id, auctionId));
      if (row === undefined) throw new WriteRefused('NOT_FOUND', 'No such auction');
      return minimumNextBid(row) ?? row.startingBid;
    },
    placeBid: async (buyer, auctionId, amount) => {
      await placeBid(deps, { userId: userId(buyer), auctionId, amount, maxAmount: null });
    },
    claim: async (buyer, auctionId) => {
      await claimAuction(deps, { userId: userId(buyer), auctionId });
    },
    buyNow: async (buyer, auctionId) => {
      await buyNow(deps, { userId: userId(buyer), auctionId });
    },
    applyPriceDrops: async () => {
      await applyPriceDrops(deps);
    },
    closeDue: async () => {
      await closeDueAuctions(deps);
    },
  };
}

/** The server's routes, called as the buyers (their session tokens). */
export function httpChannel(baseUrl: string, buyers: Buyers): WriteChannel {
  const post = async (path: string, body: unknown, buyer: number | null): Promise<unknown> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (buyer !== null) {
      headers.authorization = `Bearer ${buyers.tokens[buyer % buyers.tokens.length] as string}`;
    }
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      data?: unknown;
      code?: string;
      message?: string;
    };
    if (response.status !== 200) {
      const minimum = (answer.data as { minimumBid?: unknown } | undefined)?.minimumBid;
      throw new WriteRefused(
        answer.code ?? `HTTP_${response.status}`,
        answer.message ?? `HTTP ${response.status}`,
        typeof minimum === 'number' ? minimum : undefined,
      );
    }
    return answer.data;
  };
  return {
    label: 'HTTP calls to the server',
    minimumBid: async (auctionId) => {
      const data = (await post('/user/auctionScreen', { auctionId }, null)) as {
        minimumBid: number;
      };
      return data.minimumBid;
    },
    placeBid: async (buyer, auctionId, amount) => {
      await post('/user/placeBid', { auctionId, amount }, buyer);
    },
    claim: async (buyer, auctionId) => {
      await post('/user/claimAuction', { auctionId }, buyer);
    },
    buyNow: async (buyer, auctionId) => {
      await post('/user/buyNow', { auctionId }, buyer);
    },
  };
}

/** The auctions the writer works on, read from the database before a run. */
export type Targets = {
  /** Open ascending auctions. */
  biddable: string[];
  /** The hottest of them (most bids): half of the bids go to these. */
  hot: string[];
  /** Open ClaimPOINT and MarketDropAI listings. */
  claimable: string[];
  /** Open listings whose Buy Now is still offered (the hot auctions left out). */
  buyable: string[];
};

/** Reads the targets: sales open now and for at least `END_MARGIN_MS` more. */
export async function findTargets(db: Database, now = new Date()): Promise<Targets> {
  const rows = await db
    .select({
      id: auctions.id,
      auctionType: auctions.auctionType,
      bidCount: auctions.bidCount,
      highestBid: auctions.highestBid,
      buyNowPrice: auctions.buyNowPrice,
    })
    .from(auctions)
    .where(
      and(
        sql`${auctions.status} = 'open'`,
        lte(auctions.startsAt, now),
        gt(auctions.endsAt, new Date(now.getTime() + END_MARGIN_MS)),
      ),
    );
  const of = (type: AuctionType) => rows.filter((row) => row.auctionType === type);
  const biddable = of('auction');
  const hot = [...biddable]
    .sort((a, b) => b.bidCount - a.bidCount || a.id.localeCompare(b.id))
    .slice(0, HOT_COUNT)
    .map((row) => row.id);
  const hotSet = new Set(hot);
  return {
    biddable: biddable.map((row) => row.id),
    hot,
    claimable: [...of('claimpoint'), ...of('marketdropai')].map((row) => row.id),
    buyable: rows
      .filter(
        (row) =>
          row.buyNowPrice !== null &&
          !hotSet.has(row.id) &&
          (row.auctionType !== 'auction' || (row.highestBid ?? 0) < row.buyNowPrice),
      )
      .map((row) => row.id),
  };
}

export type WriterStats = {
  seconds: number;
  applied: Record<WriteKind, number>;
  /** Bids placed again at a higher minimum after a BID_TOO_LOW refusal. */
  retries: number;
  /** Operations due while `MAX_IN_FLIGHT` were in flight (not sent). */
  skipped: number;
  /** By `kind CODE`: how many, and the first message. */
  failures: Map<string, { count: number; message: string }>;
  /** Kinds this writer leaves to the server's own jobs (never sent). */
  byServer: WriteKind[];
};

const zero = (): Record<WriteKind, number> => ({ bid: 0, drops: 0, close: 0, claim: 0, buyNow: 0 });

/**
 * The writer. `start()` begins a session (counts from zero); `stop()` ends it, waits for the
 * operations in flight and answers the session's counts. Sessions may follow one another.
 */
export class LiveWriter {
  private readonly rng: Rng;
  private readonly pools: Targets;
  private timer: NodeJS.Timeout | null = null;
  private inFlight = new Set<Promise<void>>();
  private busy = new Set<WriteKind>();
  private startedAt = 0;
  private due = zero();
  private stats: WriterStats;
  private nextBuyer = 0;

  constructor(
    private readonly channel: WriteChannel,
    targets: Targets,
    private readonly buyerCount: number,
    private readonly bidsPerSecond: number,
    seed: number,
  ) {
    this.rng = createRng(seed);
    this.stats = this.freshStats();
    this.pools = {
      biddable: [...targets.biddable],
      hot: [...targets.hot],
      claimable: [...targets.claimable],
      buyable: [...targets.buyable],
    };
  }

  /** What the writer does, in one line. */
  describe(): string {
    const periodic = this.channel.applyPriceDrops
      ? 'price drops and closings 1/s each'
      : "price drops and closings by the server's own jobs";
    return `${this.bidsPerSecond} bids/s (${HOT_SHARE * 100} % on the ${this.pools.hot.length} hottest of ${this.pools.biddable.length} auctions), ${periodic}, a claim every ${EVERY_MS.claim / 1000} s (${this.pools.claimable.length} claimable), a Buy Now every ${EVERY_MS.buyNow / 1000} s (${this.pools.buyable.length} buyable); ${this.buyerCount} buyers; ${this.channel.label}`;
  }

  private freshStats(): WriterStats {
    const byServer: WriteKind[] = [];
    if (this.channel.applyPriceDrops === undefined) byServer.push('drops');
    if (this.channel.closeDue === undefined) byServer.push('close');
    return { seconds: 0, applied: zero(), retries: 0, skipped: 0, failures: new Map(), byServer };
  }

  start(): void {
    if (this.timer !== null) return;
    this.stats = this.freshStats();
    this.due = zero();
    this.startedAt = performance.now();
    const tickMs = Math.max(10, Math.min(50, 1000 / Math.max(1, this.bidsPerSecond)));
    this.tick();
    this.timer = setInterval(() => this.tick(), tickMs);
  }

  async stop(): Promise<WriterStats> {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    this.stats.seconds = (performance.now() - this.startedAt) / 1000;
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    return this.stats;
  }

  /** Sends whatever fell due since the session started (the timer only wakes it). */
  private tick(): void {
    const elapsedMs = performance.now() - this.startedAt;
    const bids = Math.floor((elapsedMs / 1000) * this.bidsPerSecond);
    while (this.due.bid < bids) {
      this.due.bid += 1;
      this.launch('bid', () => this.bid());
    }
    for (const kind of ['drops', 'close', 'claim', 'buyNow'] as const) {
      // The first of each at the start, then one every period.
      const owed = Math.floor(elapsedMs / EVERY_MS[kind]) + 1;
      if (this.due[kind] >= owed) continue;
      this.due[kind] = owed;
      if (kind === 'drops' || kind === 'close') {
        const run = kind === 'drops' ? this.channel.applyPriceDrops : this.channel.closeDue;
        // One at a time: a run still going when the next falls due covers it.
        if (run === undefined || this.busy.has(kind)) continue;
        this.busy.add(kind);
        this.launch(kind, async () => {
          try {
            await run();
          } finally {
            this.busy.delete(kind);
          }
        });
      } else if (kind === 'claim') {
        this.launch(kind, () => this.purchase('claim', this.pools.claimable));
      } else {
        this.launch(kind, () => this.purchase('buyNow', this.pools.buyable));
      }
    }
  }

  private launch(kind: WriteKind, operation: () => Promise<void>): void {
    if (this.inFlight.size >= MAX_IN_FLIGHT) {
      this.stats.skipped += 1;
      return;
    }
    const stats = this.stats;
    const done = operation().then(
      () => {
        stats.applied[kind] += 1;
      },
      (error: unknown) => {
        const refusal = refusalOf(error);
        const key = `${kind} ${refusal.code}`;
        const seen = stats.failures.get(key);
        if (seen) seen.count += 1;
        else stats.failures.set(key, { count: 1, message: refusal.message });
      },
    );
    const tracked = done.finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  private buyer(): number {
    const buyer = this.nextBuyer % this.buyerCount;
    this.nextBuyer += 1;
    return buyer;
  }

  /** A sale that is over: no more writes aimed at it. */
  private forget(auctionId: string): void {
    for (const pool of Object.values(this.pools) as string[][]) {
      const at = pool.indexOf(auctionId);
      if (at !== -1) pool.splice(at, 1);
    }
  }

  private forgetIfOver(auctionId: string, error: unknown): never {
    const code = refusalOf(error).code;
    if (code === 'ALREADY_SOLD' || code === 'AUCTION_NOT_OPEN' || code === 'NO_BUY_NOW') {
      this.forget(auctionId);
    }
    throw error;
  }

  private async bid(): Promise<void> {
    const pool =
      this.pools.hot.length > 0 && this.rng.chance(HOT_SHARE)
        ? this.pools.hot
        : this.pools.biddable;
    if (pool.length === 0) throw new WriteRefused('NO_TARGET', 'No open auction left to bid on');
    const auctionId = this.rng.pick(pool);
    const buyer = this.buyer();
    try {
      let amount = await this.channel.minimumBid(auctionId);
      for (let attempt = 1; ; attempt += 1) {
        try {
          await this.channel.placeBid(buyer, auctionId, amount);
          return;
        } catch (error) {
          const refusal = refusalOf(error);
          if (refusal.code !== 'BID_TOO_LOW' || attempt >= BID_TRIES) throw error;
          this.stats.retries += 1;
          amount = refusal.minimumBid ?? (await this.channel.minimumBid(auctionId));
        }
      }
    } catch (error) {
      this.forgetIfOver(auctionId, error);
    }
  }

  private async purchase(kind: 'claim' | 'buyNow', pool: string[]): Promise<void> {
    if (pool.length === 0) throw new WriteRefused('NO_TARGET', `No open listing left to ${kind}`);
    const auctionId = this.rng.pick(pool);
    try {
      await (kind === 'claim' ? this.channel.claim : this.channel.buyNow)(this.buyer(), auctionId);
    } catch (error) {
      this.forgetIfOver(auctionId, error);
    }
    this.forget(auctionId);
  }
}
