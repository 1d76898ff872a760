import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitStoreKind } from '../../src/config';
import { openDatabase, type OpenDatabase } from '../../src/db/client';
import {
  MEMORY_STORE_MAX_KEYS,
  REDIS_LIMIT_PREFIX,
  createMemoryLimitStore,
  createPostgresLimitStore,
  createRedisLimitStore,
  type LimitStore,
} from '../../src/plugins/limit-store';
import { createPostgresDatabase, drivers } from '../helpers/build-test-app';
import { migrationsDir, redisUrl } from '../helpers/limits';
import { limitCounters } from '../../src/shared/limit-counter-tables';

const WINDOW_MS = 60_000;

/** What every store must do, whatever holds its counters. */
function storeContract(
  open: () => Promise<{ a: LimitStore; b: LimitStore; end: (key: string) => Promise<void> }>,
) {
  let a: LimitStore;
  let b: LimitStore;
  let end: (key: string) => Promise<void>;
  beforeAll(async () => {
    ({ a, b, end } = await open());
  });
  const key = () => `test:${randomUUID()}`;

  it('counts the hits of a window and says when it ends', async () => {
    const k = key();
    const first = await a.hit(k, WINDOW_MS);
    expect(first.current).toBe(1);
    expect(first.ttlMs).toBeGreaterThan(WINDOW_MS - 5_000);
    expect(first.ttlMs).toBeLessThanOrEqual(WINDOW_MS);
    expect((await a.hit(k, WINDOW_MS)).current).toBe(2);
    expect((await a.hit(k, WINDOW_MS)).current).toBe(3);
    expect((await a.peek(k)).current).toBe(3);
    // Another key has its own count.
    expect((await a.hit(key(), WINDOW_MS)).current).toBe(1);
  });

  it('a look does not count, and an unknown key has no window', async () => {
    const k = key();
    expect(await a.peek(k)).toEqual({ current: 0, ttlMs: 0 });
    await a.hit(k, WINDOW_MS);
    await a.peek(k);
    expect((await a.peek(k)).current).toBe(1);
  });

  it('counts from 1 again once the window ended', async () => {
    const k = key();
    for (let i = 0; i < 5; i += 1) await a.hit(k, WINDOW_MS);
    await end(k);
    expect(await a.peek(k)).toEqual({ current: 0, ttlMs: 0 });
    const again = await a.hit(k, WINDOW_MS);
    expect(again.current).toBe(1);
    expect(again.ttlMs).toBeGreaterThan(WINDOW_MS - 5_000);
  });

  it('loses no hit when many arrive at once through two clients', async () => {
    const k = key();
    const hits = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? a : b).hit(k, WINDOW_MS)),
    );
    expect(hits.map((hit) => hit.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 60 }, (_, i) => i + 1),
    );
    expect((await b.peek(k)).current).toBe(60);
  });

  it('leases: no more than max taken at once through two clients; a given-back one frees its place', async () => {
    const k = key();
    const taken = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 === 0 ? a : b).take({ key: k, id: `l${i}` }, 4, WINDOW_MS),
      ),
    );
    expect(taken.filter(Boolean)).toHaveLength(4);
    expect(await a.held(k)).toBe(4);
    const holder = taken.indexOf(true);
    await b.give({ key: k, id: `l${holder}` });
    expect(await a.held(k)).toBe(3);
    // Renewing a lease given back does not bring it back.
    await a.renew([{ key: k, id: `l${holder}` }], WINDOW_MS);
    expect(await b.held(k)).toBe(3);
    expect(await a.take({ key: k, id: 'late' }, 4, WINDOW_MS)).toBe(true);
    expect(await b.take({ key: k, id: 'later' }, 4, WINDOW_MS)).toBe(false);
  });
}

describe('memory store (one PGlite process)', () => {
  let now = Date.now();
  const store = createMemoryLimitStore(() => now);
  const ended = new Set<string>();
  storeContract(async () => ({
    a: store,
    // One process: a second client is the same memory.
    b: store,
    end: async (k) => {
      ended.add(k);
      now += WINDOW_MS;
    },
  }));

  it('forgets ended windows when purged, and holds a bounded number of keys', async () => {
    const own = createMemoryLimitStore(() => now);
    await own.hit('a', 1_000);
    await own.hit('b', 10_000);
    now += 5_000;
    expect(await own.purge()).toBe(1);
    expect((await own.peek('b')).current).toBe(1);
    for (let i = 0; i <= MEMORY_STORE_MAX_KEYS; i += 1) await own.hit(`k${i}`, 10_000);
    // The oldest key went first.
    expect((await own.peek('b')).current).toBe(0);
    expect((await own.peek(`k${MEMORY_STORE_MAX_KEYS}`)).current).toBe(1);
  });
});

/** A window's time is up: its row's end moves to the past. */
async function endWindow(database: OpenDatabase, key: string) {
  await database.db
    .update(limitCounters)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(sql`${limitCounters.key} = ${key}`);
}

describe.each(drivers)('PostgreSQL store on %s', (driver) => {
  const opened: OpenDatabase[] = [];
  let drop = async () => {};
  afterAll(async () => {
    for (const db of new Set(opened)) await db.close();
    await drop();
  });
  storeContract(async () => {
    if (driver === 'postgres') {
      const pg = await createPostgresDatabase();
      drop = pg.drop;
      // Two processes: two connection pools on one database.
      for (let i = 0; i < 2; i += 1) {
        opened.push(await openDatabase({ driver: 'postgres', url: pg.url }, migrationsDir));
      }
    } else {
      const db = await openDatabase({ driver: 'pglite', dataDir: null }, migrationsDir);
      opened.push(db, db);
    }
    const [first, second] = opened as [OpenDatabase, OpenDatabase];
    const a = createPostgresLimitStore(first.db);
    return {
      a,
      b: createPostgresLimitStore(second.db),
      // The window ends: its row's end moved to the past, as time would.
      end: async (k) => {
        await endWindow(first, k);
      },
    };
  });

  it('purges the rows of ended windows only', async () => {
    const [first] = opened as [OpenDatabase];
    const store = createPostgresLimitStore(first.db);
    const done = `test:${randomUUID()}`;
    const live = `test:${randomUUID()}`;
    await store.hit(done, WINDOW_MS);
    await store.hit(live, WINDOW_MS);
    await endWindow(first, done);
    expect(await store.purge()).toBeGreaterThanOrEqual(1);
    const left = await first.db
      .select({ key: limitCounters.key })
      .from(limitCounters)
      .where(inArray(limitCounters.key, [done, live]));
    expect(left.map((row) => row.key)).toEqual([live]);
  });
});

describe.runIf(redisUrl !== undefined)('Redis store', () => {
  const clients: Redis[] = [];
  afterAll(async () => {
    for (const client of clients) await client.quit();
  });
  // Each run its own prefix, so parallel runs on one Redis never meet.
  const prefix = `${REDIS_LIMIT_PREFIX}test-${randomUUID()}:`;
  storeContract(async () => {
    for (let i = 0; i < 2; i += 1) clients.push(new Redis(redisUrl as string));
    const [first, second] = clients as [Redis, Redis];
    return {
      a: createRedisLimitStore(first, prefix),
      b: createRedisLimitStore(second, prefix),
      end: async (k) => {
        // The window ends: Redis expires the key, as it does when the window's time is up.
        await first.pexpire(prefix + k, 1);
        while ((await first.exists(prefix + k)) === 1) await new Promise((r) => setImmediate(r));
      },
    };
  });

  it('writes keys that expire with their window', async () => {
    const [first] = clients as [Redis];
    const store = createRedisLimitStore(first, prefix);
    await store.hit('expiring', WINDOW_MS);
    const ttl = await first.pttl(`${prefix}expiring`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(WINDOW_MS);
  });
});

describe('the store is chosen at startup', () => {
  it('Redis when REDIS_URL is set, else PostgreSQL with DATABASE_URL, else memory', () => {
    const pg = { driver: 'postgres', url: 'postgres://db/x' } as const;
    const lite = { driver: 'pglite', dataDir: null } as const;
    expect(limitStoreKind({ redisUrl: 'redis://127.0.0.1:6379', database: pg })).toBe('redis');
    expect(limitStoreKind({ redisUrl: 'redis://127.0.0.1:6379', database: lite })).toBe('redis');
    expect(limitStoreKind({ redisUrl: null, database: pg })).toBe('postgres');
    expect(limitStoreKind({ redisUrl: null, database: lite })).toBe('memory');
  });
});
