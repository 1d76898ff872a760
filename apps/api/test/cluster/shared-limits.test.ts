/**
 * Every limit holds for the cluster, not per process (issue 24, decision 043): two app instances
 * (two servers) on one PostgreSQL database, with and without Redis, share their counts. A request
 * goes to each in turn, as a balancer would send them. The open live streams of one address too:
 * each holds a lease in the same store, renewed while it stays open, given back when it closes.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listingEventsUrl } from '@marketdrop/api-client';
import { TOO_MANY_STREAMS_MESSAGE, streamLeaseKey } from '../../src/plugins/streams';
import { openSse, type SseStream } from '../helpers/sse';
import { buildTestApp, createPostgresDatabase, type TestApp } from '../helpers/build-test-app';
import { signUpVerified } from '../helpers/fixtures';
import { redisUrl } from '../helpers/limits';
import type { AppConfig } from '../../src/config';

const hasPostgres = process.env.TEST_DATABASE_URL !== undefined;

/** The production limits that matter here, in place of the test defaults (1000 and more). */
const LIMITS = {
  RATE_LIMIT_MAX: '30',
  RATE_LIMIT_ACCOUNT_MAX: '10',
  RATE_LIMIT_ACCOUNT_WIDE_MAX: '100',
  RATE_LIMIT_WINDOW_MS: '60000',
  // Live streams: 3 per address for the pair; leases of 600 ms (renewed every 200 ms), so a
  // stream held for several leases shows the renewal, and a dead holder's lease ends quickly.
  LIVE_STREAMS_PER_IP: '3',
  LIVE_STREAM_LEASE_MS: '600',
  // A stream's answer reaches the client with its first bytes: a heartbeat comes soon.
  LIVE_HEARTBEAT_MS: '150',
  // The streams' address comes from X-Forwarded-For (a fresh one per run: a Redis may outlive it).
  TRUST_PROXY: 'true',
};
const STREAMS_PER_IP = 3;
const LEASE_MS = 600;
/** Sign-ups per address: 3 an hour here (10 in production), so the test stays short. */
const SIGNUPS_PER_IP = 3;
const configure = (config: AppConfig): AppConfig => ({
  ...config,
  rateLimit: {
    ...config.rateLimit,
    perRoute: {
      ...config.rateLimit.perRoute,
      signup: { ipMax: SIGNUPS_PER_IP, windowMs: 60 * 60_000 },
    },
  },
});

/** An address of its own for each test (a Redis may outlive a run, and runs may share it). */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Two servers; `shared` when they are on one PostgreSQL database (else each has its own PGlite). */
async function twoServers(options: { redis: boolean; shared: boolean }) {
  const pg = options.shared ? await createPostgresDatabase() : undefined;
  const env = { ...LIMITS, ...(options.redis ? { REDIS_URL: redisUrl as string } : {}) };
  const servers: TestApp[] = [];
  const bases: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const server = await buildTestApp({
      env,
      configure,
      ...(pg ? { database: { driver: 'postgres', url: pg.url } } : {}),
    });
    servers.push(server);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('No port');
    bases.push(`http://127.0.0.1:${address.port}`);
  }
  return {
    servers: servers as [TestApp, TestApp],
    bases: bases as [string, string],
    close: async () => {
      for (const server of servers) await server.close();
      await pg?.drop();
    },
  };
}

function limitsHoldForThePair(options: { redis: boolean; shared: boolean }) {
  let a: TestApp;
  let b: TestApp;
  let bases: [string, string];
  let close = async () => {};
  beforeAll(async () => {
    const pair = await twoServers(options);
    [a, b] = pair.servers;
    bases = pair.bases;
    close = pair.close;
  });
  afterAll(async () => {
    await close();
  });

  it('counts in the store the configuration chose', () => {
    const kind = options.redis ? 'redis' : 'postgres';
    expect(a.app.limitStore.kind).toBe(kind);
    expect(b.app.limitStore.kind).toBe(kind);
  });

  it('sign-ups from one address: refused from the 4th, whichever server gets it', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < SIGNUPS_PER_IP + 2; i += 1) {
      const server = i % 2 === 0 ? a : b;
      const answer = await server.app.inject({
        method: 'POST',
        url: '/user/signup',
        remoteAddress: ip,
        payload: {},
      });
      statuses.push(answer.statusCode);
    }
    // The first three are counted and answered (an empty form: refused by validation, not 429).
    expect(statuses.slice(0, SIGNUPS_PER_IP).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(SIGNUPS_PER_IP)).toEqual([429, 429]);
  });

  it("live streams from one address: 3 for the pair, held while open, given back on close, a dead holder's expires", async () => {
    const ip = freshIp();
    const streams: SseStream[] = [];
    const open = async (server: 0 | 1) => {
      const stream = await openSse(listingEventsUrl(bases[server], [randomUUID()]), {
        'x-forwarded-for': ip,
      });
      streams.push(stream);
      return stream;
    };
    try {
      // Two on A, one on B: the address has its 3.
      for (const server of [0, 1, 0] as const) expect((await open(server)).status).toBe(200);
      // A 4th is refused on either server.
      for (const server of [1, 0] as const) {
        const refused = await open(server);
        expect(refused.status).toBe(503);
        expect(JSON.parse(refused.body).message).toBe(TOO_MANY_STREAMS_MESSAGE);
        expect(refused.headers.get('retry-after')).toEqual(expect.any(String));
      }
      // Held past several lease times, the open streams still count (their processes renew them).
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS * 3));
      expect((await open(1)).status).toBe(503);
      expect(await b.app.limitStore.held(streamLeaseKey(ip))).toBe(STREAMS_PER_IP);
      // One closed on A: its place is free for B.
      streams[0]?.close();
      await vi.waitFor(() => expect(a.app.streamSlots.open).toBe(1));
      await vi.waitFor(async () =>
        expect(await a.app.limitStore.held(streamLeaseKey(ip))).toBe(STREAMS_PER_IP - 1),
      );
      expect((await open(1)).status).toBe(200);
      // A process that dies (kill -9) neither gives its leases back nor renews them: here one
      // taken in the store by a holder that then does nothing. It counts until it expires.
      for (const stream of streams.splice(0)) stream.close();
      await vi.waitFor(async () => expect(await a.app.limitStore.held(streamLeaseKey(ip))).toBe(0));
      const dead = { key: streamLeaseKey(ip), id: `dead-process:${randomUUID()}` };
      expect(await a.app.limitStore.take(dead, STREAMS_PER_IP, LEASE_MS)).toBe(true);
      expect((await open(0)).status).toBe(200);
      expect((await open(1)).status).toBe(200);
      expect((await open(0)).status).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 100));
      expect((await open(1)).status).toBe(200);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it.runIf(options.shared)(
    '12 wrong passwords for one account, alternating servers: 429 from the 11th',
    async () => {
      const { email, password } = await signUpVerified(a.app);
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const server = i % 2 === 0 ? a : b;
        const answer = await server.app.inject({
          method: 'POST',
          url: '/user/login',
          remoteAddress: ip,
          payload: { email, password: 'Wrong#pass1' },
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
      // Even the right password waits for the window's end, on either server.
      const right = await b.app.inject({
        method: 'POST',
        url: '/user/login',
        remoteAddress: ip,
        payload: { email, password },
      });
      expect(right.statusCode).toBe(429);
      expect(right.headers['retry-after']).toEqual(expect.any(String));
    },
  );

  it.runIf(options.shared)(
    'requests to login from one address: the per-address limit (30) holds for the pair',
    async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 32; i += 1) {
        const server = i % 2 === 0 ? a : b;
        const answer = await server.app.inject({
          method: 'POST',
          url: '/user/login',
          remoteAddress: ip,
          // A different unknown account each time: only the per-address limit can refuse.
          payload: { email: `nobody${i}-${ip}@example.com`, password: 'Wrong#pass1' },
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(30)).toEqual([429, 429]);
    },
  );
}

describe.runIf(hasPostgres)('two servers on one PostgreSQL database, no Redis', () => {
  limitsHoldForThePair({ redis: false, shared: true });
});

describe.runIf(hasPostgres && redisUrl !== undefined)(
  'two servers on one PostgreSQL database and one Redis',
  () => {
    limitsHoldForThePair({ redis: true, shared: true });
  },
);

describe.runIf(redisUrl !== undefined)(
  'two servers on their own PGlite databases and one Redis: the request limits are in Redis',
  () => {
    limitsHoldForThePair({ redis: true, shared: false });
  },
);

describe('one PGlite server: limits in its memory', () => {
  it('chooses the memory store', async () => {
    const t = await buildTestApp();
    try {
      expect(t.app.limitStore.kind).toBe('memory');
    } finally {
      await t.close();
    }
  });
});
