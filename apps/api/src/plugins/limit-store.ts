/**
 * Where the request limits count (decision 043), so that every limit holds for all the processes
 * of a cluster together: one interface, three stores, chosen at startup (`limitStoreKind`):
 * - `redis` (REDIS_URL set): Redis, through ioredis (one script a hit, atomic in Redis);
 * - `postgres` (DATABASE_URL, no Redis): the `limit_counters` table, one guarded upsert a hit;
 * - `memory` (the single PGlite process): this process's memory, as before.
 * Every window is fixed: opened by the first hit after the previous one ended, `windowMs` long.
 * @fastify/rate-limit counts in whichever through one adapter, so a store that fails (Redis or the
 * database unreachable) answers every limited call the same way: 503 with Retry-After and a
 * message, never a 500; the limits fail closed (nothing is let through uncounted).
 * The same store holds **leases**, for what is bounded while it stays open rather than per window
 * (the live streams of one address): a lease is taken when the thing opens, renewed by its
 * process's heartbeat, given back when it closes, and stops counting once it expires (a process
 * that dies without giving its leases back frees them within one lease time).
 */
import { Redis } from 'ioredis';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AppConfig, LimitStoreKind } from '../config';
import { limitStoreKind } from '../config';
import type { Database } from '../db/client';
import { AppError } from '../shared/errors';
import { limitCounters, limitLeases } from '../shared/limit-counter-tables';

/** A key's count in its current window, and the milliseconds until that window ends. */
export type LimitHit = { current: number; ttlMs: number };

/** One lease: `id` (unique) held on `key` (what is bounded, e.g. one address's streams). */
export type Lease = { key: string; id: string };

export type LimitStore = {
  readonly kind: LimitStoreKind;
  /**
   * Takes the lease `id` on `key`, for `ttlMs`, unless `max` unexpired leases already hold `key`
   * (then false). Atomic across the processes sharing the store.
   */
  take: (lease: Lease, max: number, ttlMs: number) => Promise<boolean>;
  /** Pushes these leases' expiry `ttlMs` ahead (their holder's heartbeat); given-back ones stay gone. */
  renew: (leases: readonly Lease[], ttlMs: number) => Promise<void>;
  /** Gives a lease back (nothing when it is already gone). */
  give: (lease: Lease) => Promise<void>;
  /** The unexpired leases held on `key`. */
  held: (key: string) => Promise<number>;
  /** Counts one hit of `key` (a new window of `windowMs` when none is open) and returns the count. */
  hit: (key: string, windowMs: number) => Promise<LimitHit>;
  /** The count of `key` in its open window without counting (0 and 0 when none is open). */
  peek: (key: string) => Promise<LimitHit>;
  /** Forgets the windows and leases that ended (PostgreSQL rows, memory entries); Redis expires its own. */
  purge: () => Promise<number>;
  /** What makes @fastify/rate-limit count in this store (its `store` option). */
  rateLimitOptions: () => { store: FastifyRateLimitStoreCtor };
  close: () => Promise<void>;
};

type RateLimitCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** What a limited call answers while its limit cannot be counted. */
export const LIMITS_UNAVAILABLE_MESSAGE =
  'This service is briefly unavailable. Please try again in a moment.';

/** Seconds a client is asked to wait when the limits cannot be counted. */
export const LIMITS_UNAVAILABLE_RETRY_S = 5;

/** Adapts a store to @fastify/rate-limit (each limiter's keys already name its route). */
export function rateLimitStoreOf(
  store: Pick<LimitStore, 'hit' | 'peek'>,
): FastifyRateLimitStoreCtor {
  const answer = (promise: Promise<LimitHit>, callback: RateLimitCallback) => {
    promise.then(
      (hit) => callback(null, { current: hit.current, ttl: hit.ttlMs }),
      (error: unknown) =>
        callback(
          new AppError(503, 'SERVICE_UNAVAILABLE', LIMITS_UNAVAILABLE_MESSAGE, {
            headers: { 'retry-after': String(LIMITS_UNAVAILABLE_RETRY_S) },
            cause: error,
          }),
        ),
    );
  };
  return class AdaptedStore implements FastifyRateLimitStore {
    incr(key: string, callback: RateLimitCallback, timeWindow: number) {
      answer(store.hit(key, timeWindow), callback);
    }
    /** A look without counting (`{ increment: false }`). */
    read(key: string, callback: RateLimitCallback) {
      answer(store.peek(key), callback);
    }
    child() {
      return new AdaptedStore();
    }
  };
}

/** Entries kept at most by the memory store (the oldest go first), like @fastify/rate-limit's. */
export const MEMORY_STORE_MAX_KEYS = 50_000;

/** One process's counters: a map of windows, bounded, swept by `purge`. */
export function createMemoryLimitStore(now: () => number = Date.now): LimitStore {
  const windows = new Map<string, { current: number; endsAt: number }>();
  /** key -> lease id -> when it expires. */
  const leases = new Map<string, Map<string, number>>();
  const liveLeases = (key: string) => {
    const held = leases.get(key);
    if (held === undefined) return undefined;
    const at = now();
    for (const [id, expiresAt] of held) if (expiresAt <= at) held.delete(id);
    if (held.size === 0) leases.delete(key);
    return held.size === 0 ? undefined : held;
  };
  const store: LimitStore = {
    kind: 'memory',
    async take(lease, max, ttlMs) {
      const held = liveLeases(lease.key) ?? new Map<string, number>();
      if (held.size >= max) return false;
      held.set(lease.id, now() + ttlMs);
      leases.set(lease.key, held);
      return true;
    },
    async renew(list, ttlMs) {
      for (const lease of list) {
        const held = leases.get(lease.key);
        if (held?.has(lease.id)) held.set(lease.id, now() + ttlMs);
      }
    },
    async give(lease) {
      const held = leases.get(lease.key);
      held?.delete(lease.id);
      if (held?.size === 0) leases.delete(lease.key);
    },
    held: async (key) => liveLeases(key)?.size ?? 0,
    async hit(key, windowMs) {
      const at = now();
      let entry = windows.get(key);
      if (entry === undefined || entry.endsAt <= at) {
        entry = { current: 0, endsAt: at + windowMs };
        windows.delete(key);
        windows.set(key, entry);
        if (windows.size > MEMORY_STORE_MAX_KEYS) {
          const oldest = windows.keys().next().value;
          if (oldest !== undefined) windows.delete(oldest);
        }
      }
      entry.current += 1;
      return { current: entry.current, ttlMs: entry.endsAt - at };
    },
    async peek(key) {
      const at = now();
      const entry = windows.get(key);
      if (entry === undefined || entry.endsAt <= at) return { current: 0, ttlMs: 0 };
      return { current: entry.current, ttlMs: entry.endsAt - at };
    },
    async purge() {
      const at = now();
      let purged = 0;
      for (const [key, entry] of windows) {
        if (entry.endsAt <= at) {
          windows.delete(key);
          purged += 1;
        }
      }
      for (const key of [...leases.keys()]) liveLeases(key);
      return purged;
    },
    rateLimitOptions: () => ({ store: rateLimitStoreOf(store) }),
    close: async () => {
      windows.clear();
      leases.clear();
    },
  };
  return store;
}

/**
 * Counters in the database's `limit_counters` table, on the database's clock (one clock for every
 * process): a hit is one `INSERT ... ON CONFLICT DO UPDATE ... RETURNING`, which PostgreSQL runs
 * atomically per key, so parallel hits from several processes are all counted.
 */
export function createPostgresLimitStore(db: Database): LimitStore {
  const c = limitCounters;
  const ttlMs = sql<number>`GREATEST(0, CEIL(EXTRACT(EPOCH FROM (${c.expiresAt} - now())) * 1000))::float8`;
  const l = limitLeases;
  const after = (ms: number) => sql`now() + (${ms}::bigint * interval '1 millisecond')`;
  const store: LimitStore = {
    kind: 'postgres',
    async take(lease, max, leaseMs) {
      // One short transaction: the key's advisory lock makes the count and the insert one step for
      // every process (two cannot both take the last place); expired leases do not count.
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(hashtextextended(${'lease:' + lease.key}, 0))`,
        );
        const [row] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(l)
          .where(
            sql`${l.key} = ${lease.key} AND ${l.expiresAt} > now() AND ${l.id} <> ${lease.id}`,
          );
        if ((row?.n ?? 0) >= max) return false;
        await tx
          .insert(l)
          .values({ key: lease.key, id: lease.id, expiresAt: after(leaseMs) })
          .onConflictDoUpdate({ target: [l.key, l.id], set: { expiresAt: after(leaseMs) } });
        return true;
      });
    },
    async renew(list, leaseMs) {
      const byKey = new Map<string, string[]>();
      for (const lease of list) byKey.set(lease.key, [...(byKey.get(lease.key) ?? []), lease.id]);
      for (const [key, ids] of byKey) {
        await db
          .update(l)
          .set({ expiresAt: after(leaseMs) })
          .where(and(eq(l.key, key), inArray(l.id, ids)));
      }
    },
    async give(lease) {
      await db.delete(l).where(and(eq(l.key, lease.key), eq(l.id, lease.id)));
    },
    async held(key) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(l)
        .where(sql`${l.key} = ${key} AND ${l.expiresAt} > now()`);
      return row?.n ?? 0;
    },
    async hit(key, windowMs) {
      const ends = sql`now() + (${windowMs}::bigint * interval '1 millisecond')`;
      const ended = sql`${c.expiresAt} <= now()`;
      const [row] = await db
        .insert(c)
        .values({ key, hits: 1, expiresAt: ends })
        .onConflictDoUpdate({
          target: c.key,
          set: {
            hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${c.hits} + 1 END`,
            expiresAt: sql`CASE WHEN ${ended} THEN excluded.expires_at ELSE ${c.expiresAt} END`,
          },
        })
        .returning({ current: c.hits, ttlMs: ttlMs.mapWith(Number) });
      if (row === undefined) throw new Error(`No counter returned for ${key}`);
      return row;
    },
    async peek(key) {
      const [row] = await db
        .select({ current: c.hits, ttlMs: ttlMs.mapWith(Number) })
        .from(c)
        .where(sql`${c.key} = ${key} AND ${c.expiresAt} > now()`)
        .limit(1);
      return row ?? { current: 0, ttlMs: 0 };
    },
    async purge() {
      const gone = await db
        .delete(c)
        .where(lt(c.expiresAt, sql`now()`))
        .returning({ key: c.key });
      await db.delete(l).where(lt(l.expiresAt, sql`now()`));
      return gone.length;
    },
    rateLimitOptions: () => ({ store: rateLimitStoreOf(store) }),
    // The database is the app's: closed with it.
    close: async () => {},
  };
  return store;
}

/** The prefix of every key MarketDrop writes in Redis for its limits. */
export const REDIS_LIMIT_PREFIX = 'marketdrop:limit:';

/** INCR, and a window's expiry set by its first hit: one script, atomic in Redis. */
const HIT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {current, tonumber(ARGV[1])}
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/** Redis's clock in ms, in a script (one clock for every process). */
const REDIS_NOW = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/**
 * A lease taken on a sorted set (member: the lease id, score: when it expires), expired members
 * dropped first; the set itself expires with its newest lease.
 */
const TAKE_SCRIPT = `${REDIS_NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZSCORE', KEYS[1], ARGV[1]) == false and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  return 0
end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
`;

/** Pushes the expiry of leases still held (XX: a lease given back is not brought back). */
const RENEW_SCRIPT = `${REDIS_NOW}
local renewed = 0
for i = 2, #ARGV do
  renewed = renewed + redis.call('ZADD', KEYS[1], 'XX', 'CH', now + tonumber(ARGV[1]), ARGV[i])
end
if renewed > 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return renewed
`;

const HELD_SCRIPT = `${REDIS_NOW}
return redis.call('ZCOUNT', KEYS[1], '(' .. now, '+inf')
`;

/** Opens ioredis on `url`: commands fail at once while Redis is unreachable (no silent queue). */
export async function connectRedis(url: string): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    // The URL may carry a password: only its host is named.
    const where = URL.canParse(url) ? new URL(url).host : 'REDIS_URL';
    throw new Error(`Cannot reach Redis at ${where} (REDIS_URL): ${String(error)}`);
  }
  return client;
}

/** Counters in Redis (one key per limited key, expiring with its window). */
export function createRedisLimitStore(client: Redis, prefix = REDIS_LIMIT_PREFIX): LimitStore {
  const leaseKey = (key: string) => `${prefix}lease:${key}`;
  const store: LimitStore = {
    kind: 'redis',
    async take(lease, max, ttlMs) {
      const taken = await client.eval(TAKE_SCRIPT, 1, leaseKey(lease.key), lease.id, max, ttlMs);
      return taken === 1;
    },
    async renew(list, ttlMs) {
      const byKey = new Map<string, string[]>();
      for (const lease of list) byKey.set(lease.key, [...(byKey.get(lease.key) ?? []), lease.id]);
      if (byKey.size === 0) return;
      const pipeline = client.pipeline();
      for (const [key, ids] of byKey) pipeline.eval(RENEW_SCRIPT, 1, leaseKey(key), ttlMs, ...ids);
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error !== null);
      if (failed) throw failed[0] as Error;
    },
    async give(lease) {
      await client.zrem(leaseKey(lease.key), lease.id);
    },
    async held(key) {
      return Number(await client.eval(HELD_SCRIPT, 1, leaseKey(key)));
    },
    async hit(key, windowMs) {
      const [current, ttlMs] = (await client.eval(HIT_SCRIPT, 1, prefix + key, windowMs)) as [
        number,
        number,
      ];
      return { current, ttlMs };
    },
    async peek(key) {
      const [current, ttlMs] = await Promise.all([
        client.get(prefix + key),
        client.pttl(prefix + key),
      ]);
      if (current === null || ttlMs < 0) return { current: 0, ttlMs: 0 };
      return { current: Number(current), ttlMs };
    },
    purge: async () => 0,
    rateLimitOptions: () => ({ store: rateLimitStoreOf(store) }),
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
  return store;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where this process's request limits count (shared by the cluster with Redis or PostgreSQL). */
    limitStore: LimitStore;
  }
}

/** How often ended windows are deleted (PostgreSQL rows, memory entries). */
export const LIMIT_PURGE_INTERVAL_MS = 60_000;

/** Opens the store `config` chooses and decorates the app with it; closed with the app. */
export default fp<{ config: Pick<AppConfig, 'redisUrl' | 'database'> }>(
  async function limitStorePlugin(app, opts) {
    const kind = limitStoreKind(opts.config);
    const store =
      kind === 'redis'
        ? createRedisLimitStore(await connectRedis(opts.config.redisUrl as string))
        : kind === 'postgres'
          ? createPostgresLimitStore(app.db)
          : createMemoryLimitStore();
    app.decorate('limitStore', store);
    const timer = setInterval(() => {
      store.purge().catch((error: unknown) => {
        app.log.warn({ err: error }, 'Purging ended limit windows failed');
      });
    }, LIMIT_PURGE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await store.close();
    });
  },
  { name: 'limit-store', dependencies: ['db'] },
);
