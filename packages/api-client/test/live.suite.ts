/**
 * The live event streams through the client's subscribers, against the real API server and its
 * demo catalogue, with a real EventSource (the `eventsource` package: Node 20 has none). Used by
 * one test file per backend.
 */
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from '../src/client';
import type { Auction } from '../src/contract';
import type { LiveAuctionState } from '../src/live';
import {
  subscribeAuctionEvents,
  subscribeLiveAuctions,
  type Unsubscribe,
} from '../src/live-events';
import { createLiveAuctionsStore } from '../src/live-store';
import { createSessionStore } from '../src/session';
import { LISTING_EVENTS_MAX_IDS } from '../src/streams';
import { CountingEventSource } from './event-source';
import { startServer, type Backend, type TestServer } from './server';

export function describeLive(backend: Backend): void {
  describe(`live auction events through the client (${backend})`, () => {
    let server: TestServer;
    let client: ApiClient;
    let listed: Auction[];
    const stops: Unsubscribe[] = [];

    beforeAll(async () => {
      server = await startServer(backend);
      client = createApiClient({
        baseUrl: server.baseUrl,
        session: createSessionStore({ storage: null }),
      });
      const first = await client.getAuctions({ pageNumber: 1, pageSize: 100 });
      const second = await client.getAuctions({ pageNumber: 2, pageSize: 100 });
      listed = [...first.data, ...second.data];
    });
    afterEach(() => {
      for (const stop of stops.splice(0)) stop();
      CountingEventSource.instances = [];
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('subscribeAuctionEvents gets the auction state at once, as the detail shows it', async () => {
      const auction = listed[0] as Auction;
      const received: LiveAuctionState[] = [];
      stops.push(
        subscribeAuctionEvents(server.baseUrl, auction._id, (state) => received.push(state), {
          EventSource: CountingEventSource,
        }),
      );
      await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
      const detail = (await client.auctionScreen({ auctionId: auction._id })).data;
      expect(received[0]).toMatchObject({
        auctionId: auction._id,
        status: detail.status,
        currentPrice: detail.currentPrice,
        bidCount: detail.totalBids,
        endsAt: detail.schedule.endTime,
      });
      expect(received[0]?.seq).toBeGreaterThan(0);
    });

    it('subscribeLiveAuctions follows 150 auctions on 3 streams of at most 60', async () => {
      const ids = listed.slice(0, 150).map((auction) => auction._id);
      expect(ids).toHaveLength(150);
      const received = new Map<string, LiveAuctionState>();
      stops.push(
        subscribeLiveAuctions({
          baseUrl: server.baseUrl,
          ids: [...ids, ...ids.slice(0, 10)],
          onState: (state) => received.set(state.auctionId, state),
          EventSource: CountingEventSource,
        }),
      );
      await vi.waitFor(() => expect(received.size).toBe(150), { timeout: 15_000 });
      expect(CountingEventSource.opened).toHaveLength(3);
      for (const url of CountingEventSource.opened) {
        const count = new URL(url).searchParams.get('ids')?.split(',').length ?? 0;
        expect(count).toBeLessThanOrEqual(LISTING_EVENTS_MAX_IDS);
      }
    });

    it('opens a refused stream again after a growing delay', async () => {
      const retries: number[] = [];
      stops.push(
        subscribeAuctionEvents(server.baseUrl, '7d0f2a51-1c1e-4c55-9d6b-3f0a1f6f0c11', () => {}, {
          EventSource: CountingEventSource,
          reconnect: { initialMs: 20, maxMs: 100 },
          onRetry: ({ attempt }) => retries.push(attempt),
        }),
      );
      await vi.waitFor(() => expect(retries.length).toBeGreaterThanOrEqual(3), {
        timeout: 10_000,
      });
      expect(retries.slice(0, 3)).toEqual([1, 2, 3]);
      expect(CountingEventSource.opened.length).toBeGreaterThanOrEqual(3);
    });

    it('the store shares one stream among all its watchers and closes it when none is left', async () => {
      const store = createLiveAuctionsStore({
        baseUrl: server.baseUrl,
        EventSource: CountingEventSource,
      });
      stops.push(() => store.close());
      const ids = listed.slice(0, 12).map((auction) => auction._id);
      const unwatch = ids.map((id) => store.watch(id, () => {}));
      await vi.waitFor(() => expect(ids.every((id) => store.get(id) !== undefined)).toBe(true), {
        timeout: 10_000,
      });
      expect(CountingEventSource.opened).toHaveLength(1);
      expect(CountingEventSource.live).toBe(1);
      for (const stop of unwatch) stop();
      await vi.waitFor(() => expect(CountingEventSource.live).toBe(0));
      expect(store.get(ids[0] as string)).toBeUndefined();
    });

    describe.runIf(backend === 'postgres')('changes written to the database', () => {
      it('reach the subscriber with a higher seq, from the server clock', async () => {
        const auction = listed[1] as Auction;
        const received: LiveAuctionState[] = [];
        stops.push(
          subscribeAuctionEvents(server.baseUrl, auction._id, (state) => received.push(state), {
            EventSource: CountingEventSource,
          }),
        );
        await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
        const sql = postgres(server.databaseUrl as string, { max: 1, onnotice: () => undefined });
        try {
          await sql`update auctions set bid_count = bid_count + 4, extended = true where id = ${auction._id}`;
        } finally {
          await sql.end({ timeout: 5 });
        }
        await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 10_000 });
        const [first, next] = received as [LiveAuctionState, LiveAuctionState];
        expect(next.seq).toBeGreaterThan(first.seq);
        expect(next).toMatchObject({ bidCount: first.bidCount + 4, extended: true });
      });
    });
  });
}
