import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTING_EVENTS_MAX_IDS, auctionEventsUrl, listingEventsUrl } from '@marketdrop/api-client';
import { auctions } from '../../src/db/schema';
import { liveStateAt } from '../../src/catalogue/live-state';
import { seedCatalogue } from '../../src/demo/seed-catalogue';
import { TOO_MANY_STREAMS_MESSAGE } from '../../src/plugins/streams';
import { buildTestApp, drivers, type TestApp } from '../helpers/build-test-app';
import { openSse, type SseStream } from '../helpers/sse';

const SEED_NOW = new Date('2026-11-23T12:00:00.000Z');
/** More than the 50 ids a change event names, so a change of all of them is an `ids: null` one. */
const VEHICLES = 60;
const PER_IP = 6;

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('No port');
  return `http://127.0.0.1:${address.port}`;
}

describe.each(drivers)('live auction events on %s', (driver) => {
  let t: TestApp;
  let base: string;
  let ids: string[];
  const open: SseStream[] = [];
  const watch = async (url: string, headers: Record<string, string> = {}) => {
    const stream = await openSse(url, headers);
    open.push(stream);
    return stream;
  };
  const closeAll = async () => {
    for (const stream of open.splice(0)) stream.close();
    await vi.waitFor(() => expect(t.app.streamSlots.open).toBe(0));
  };

  beforeAll(async () => {
    t = await buildTestApp({
      driver,
      env: { LIVE_HEARTBEAT_MS: '150', LIVE_STREAMS_PER_IP: String(PER_IP) },
    });
    t.clock.advance(SEED_NOW.getTime() - t.clock.now().getTime());
    await seedCatalogue(t.app, {
      count: VEHICLES,
      seed: 99,
      now: SEED_NOW,
      mediaDir: t.config.mediaDir,
    });
    const rows = await t.app.db.select({ id: auctions.id }).from(auctions).orderBy(auctions.id);
    ids = rows.map((row) => row.id);
    base = await listen(t);
  });
  afterAll(async () => {
    for (const stream of open) stream.close();
    await t?.close();
  });

  const rowOf = async (id: string) => {
    const [row] = await t.app.db.select().from(auctions).where(eq(auctions.id, id));
    if (row === undefined) throw new Error(`No auction ${id}`);
    return row;
  };

  it('sends the current state at once, id = seq, uncompressed, with a heartbeat', async () => {
    const id = ids[0] as string;
    const stream = await watch(auctionEventsUrl(base, id), { 'accept-encoding': 'gzip, br' });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-cache');
    expect(stream.headers.get('content-encoding')).toBeNull();

    const first = await stream.next(() => true);
    const row = await rowOf(id);
    expect(first).toEqual(liveStateAt(row, t.clock.now()));
    expect(stream.events[0]?.id).toBe(String(row.seq));
    await vi.waitFor(() => expect(stream.comments).toContain('heartbeat'));
    await closeAll();
  });

  it('a raw UPDATE of the row reaches the watcher with the new seq', async () => {
    const id = ids[1] as string;
    const stream = await watch(auctionEventsUrl(base, id));
    const first = await stream.next(() => true);
    await t.app.db.execute(
      sql`update auctions set highest_bid = starting_bid + 500, bid_count = bid_count + 1 where id = ${id}`,
    );
    const row = await rowOf(id);
    const next = await stream.next((state) => state.seq > first.seq);
    expect(next.seq).toBe(row.seq);
    expect(next).toMatchObject({
      auctionId: id,
      highestBid: row.startingBid + 500,
      bidCount: first.bidCount + 1,
    });
    expect(stream.events.at(-1)?.id).toBe(String(row.seq));
    await closeAll();
  });

  it('a reconnect with Last-Event-ID gets the current state at once', async () => {
    const id = ids[2] as string;
    const stale = (await rowOf(id)).seq;
    await t.app.db.execute(sql`update auctions set extended = true where id = ${id}`);
    const current = (await rowOf(id)).seq;
    expect(current).toBeGreaterThan(stale);
    const stream = await watch(auctionEventsUrl(base, id), { 'last-event-id': String(stale) });
    const first = await stream.next(() => true);
    expect(first).toMatchObject({ seq: current, extended: true });
    await closeAll();
  });

  it('answers 404 in JSON for an id that names no auction', async () => {
    for (const id of ['7d0f2a51-1c1e-4c55-9d6b-3f0a1f6f0c11', 'not-an-id']) {
      const stream = await watch(auctionEventsUrl(base, id));
      expect(stream.status).toBe(404);
      expect(JSON.parse(stream.body)).toEqual({ message: 'Auction Not Found', code: 'NOT_FOUND' });
    }
    expect(t.app.streamSlots.open).toBe(0);
  });

  it('listingEvents follows several auctions on one stream', async () => {
    const some = ids.slice(3, 6);
    const unknown = '7d0f2a51-1c1e-4c55-9d6b-3f0a1f6f0c11';
    const stream = await watch(listingEventsUrl(base, [...some, unknown, some[0] as string]));
    expect(stream.status).toBe(200);
    await vi.waitFor(() => expect(stream.events).toHaveLength(3));
    expect(
      stream
        .states()
        .map((state) => state.auctionId)
        .sort(),
    ).toEqual([...some].sort());

    const [a, b] = some as [string, string];
    await t.app.db.execute(
      sql`update auctions set bid_count = bid_count + 7 where id in (${a}, ${b})`,
    );
    const [rowA, rowB] = [await rowOf(a), await rowOf(b)];
    const from = 3;
    await stream.next((state) => state.auctionId === a && state.seq === rowA.seq, { from });
    await stream.next((state) => state.auctionId === b && state.seq === rowB.seq, { from });
    await closeAll();
  });

  it('a change of many rows at once (no ids) re-reads every watched auction', async () => {
    const stream = await watch(listingEventsUrl(base, ids.slice(0, 2)));
    await vi.waitFor(() => expect(stream.events).toHaveLength(2));
    await t.app.db.execute(sql`update auctions set trending = not trending`);
    const [r0, r1] = [await rowOf(ids[0] as string), await rowOf(ids[1] as string)];
    await stream.next((state) => state.auctionId === r0.id && state.seq === r0.seq, { from: 2 });
    await stream.next((state) => state.auctionId === r1.id && state.seq === r1.seq, { from: 2 });
    await closeAll();
  });

  it('refuses a listingEvents request without ids, with bad ids or with too many', async () => {
    const tooMany = Array.from(
      { length: LISTING_EVENTS_MAX_IDS + 1 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const cases: [string, string, string][] = [
      [`${base}/user/listingEvents`, 'ids is required', 'catalogue.idsRequired'],
      [
        `${base}/user/listingEvents?ids=${encodeURIComponent('a, b')}`,
        'ids must be auction ids',
        'catalogue.ids',
      ],
      [
        `${base}/user/listingEvents?ids=${tooMany.join(',')}`,
        `At most ${LISTING_EVENTS_MAX_IDS}`,
        'catalogue.idsTooMany',
      ],
    ];
    for (const [url, text, key] of cases) {
      const stream = await watch(url);
      expect(stream.status, url).toBe(400);
      const body = JSON.parse(stream.body) as {
        code: string;
        errors: { ids: string };
        errorKeys: { ids: { key: string } };
      };
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.errors.ids).toContain(text);
      expect(body.errorKeys.ids.key).toBe(key);
    }
  });

  it('bounds the streams of one address (503 with Retry-After) and frees a slot on disconnect', async () => {
    const id = ids[7] as string;
    const streams: SseStream[] = [];
    for (let i = 0; i < PER_IP; i += 1) {
      const stream = await watch(auctionEventsUrl(base, id));
      await stream.next(() => true);
      streams.push(stream);
    }
    expect(t.app.streamSlots.open).toBe(PER_IP);
    const refused = await watch(auctionEventsUrl(base, id));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(t.config.liveEvents.retryAfterSeconds));
    expect(JSON.parse(refused.body)).toEqual({
      message: TOO_MANY_STREAMS_MESSAGE,
      code: 'SERVICE_UNAVAILABLE',
    });

    streams[0]?.close();
    await vi.waitFor(() => expect(t.app.streamSlots.open).toBe(PER_IP - 1));
    const again = await watch(auctionEventsUrl(base, id));
    expect(again.status).toBe(200);
    await closeAll();
  });

  it('documents both streams in OpenAPI as text/event-stream', async () => {
    type Doc = {
      paths: Record<
        string,
        {
          get?: {
            tags: string[];
            responses: Record<string, { content?: Record<string, unknown> }>;
          };
        }
      >;
    };
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<Doc>();
    for (const path of ['/user/auctionEvents/{id}', '/user/listingEvents']) {
      const get = doc.paths[path]?.get;
      expect(get?.tags, path).toEqual(['live']);
      expect(Object.keys(get?.responses['200']?.content ?? {})).toEqual(['text/event-stream']);
    }
  });

  it('ends its streams when the server closes, so clients reconnect elsewhere', async () => {
    const other = await buildTestApp({ driver });
    try {
      await seedCatalogue(other.app, {
        count: 2,
        seed: 3,
        now: SEED_NOW,
        mediaDir: other.config.mediaDir,
      });
      const [row] = await other.app.db.select({ id: auctions.id }).from(auctions).limit(1);
      const stream = await openSse(auctionEventsUrl(await listen(other), row?.id as string));
      await stream.next(() => true);
      const closing = other.close();
      await stream.ended;
      await closing;
    } catch (error) {
      await other.close().catch(() => undefined);
      throw error;
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('live events across two server processes', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp({ driver: 'postgres' });
    a.clock.advance(SEED_NOW.getTime() - a.clock.now().getTime());
    await seedCatalogue(a.app, { count: 8, seed: 5, now: SEED_NOW, mediaDir: a.config.mediaDir });
    // B: a second app on A's database (its own connections, its own LISTEN).
    b = await buildTestApp({
      driver: 'pglite',
      configure: (config) => ({ ...config, database: a.config.database }),
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a watcher on instance B receives a change written through instance A', async () => {
    const baseB = await listen(b);
    const [row] = await a.app.db.select().from(auctions).limit(1);
    const id = row?.id as string;
    const stream = await openSse(auctionEventsUrl(baseB, id));
    try {
      const first = await stream.next(() => true);
      await a.app.db.execute(
        sql`update auctions set highest_bid = starting_bid + 250, bid_count = 3 where id = ${id}`,
      );
      const next = await stream.next((state) => state.seq > first.seq);
      expect(next).toMatchObject({
        auctionId: id,
        bidCount: 3,
        highestBid: (row?.startingBid ?? 0) + 250,
      });
    } finally {
      stream.close();
    }
  });
});
