// @vitest-environment jsdom
/**
 * The live hooks in a DOM against the real API server: every hook of a page shares one stream.
 * jsdom has no EventSource: the test gives the page the `eventsource` package's, as a browser
 * has its own.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from '../src/client';
import type { LiveAuctionState } from '../src/live';
import { liveAuctionsStoreFor, useLiveAuction, useLiveAuctions } from '../src/react';
import { createSessionStore } from '../src/session';
import { CountingEventSource } from './event-source';
import { startServer, type TestServer } from './server';
import { apiWrapper } from './api-wrapper';

describe('live hooks against the real server (jsdom)', () => {
  let server: TestServer;
  let ids: string[];

  beforeAll(async () => {
    server = await startServer('pglite');
    const client = newClient();
    ids = (await client.getAuctions({ pageSize: 5 })).data.map((auction) => auction._id);
    vi.stubGlobal('EventSource', CountingEventSource);
  });
  afterEach(() => {
    CountingEventSource.instances = [];
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await server?.stop();
  });

  function newClient(): ApiClient {
    return createApiClient({
      baseUrl: server.baseUrl,
      session: createSessionStore({ storage: null }),
    });
  }

  const stale = (auctionId: string, seq: number): LiveAuctionState => ({
    auctionId,
    seq,
    status: 'open',
    currentPrice: 1,
    highestBid: null,
    bidCount: 0,
    minimumBid: 1,
    endsAt: '2026-01-01T00:00:00.000Z',
    extended: false,
    priceChangesAt: null,
    serverTime: '2026-01-01T00:00:00.000Z',
  });

  it('useLiveAuction and useLiveAuctions of one page share one stream', async () => {
    const [first, ...others] = ids as [string, ...string[]];
    const { result, unmount } = renderHook(
      () => ({
        detail: useLiveAuction(first, stale(first, 0)),
        cards: useLiveAuctions(others),
      }),
      { wrapper: apiWrapper(newClient()) },
    );
    // The initial state until the server's arrives.
    expect(result.current.detail?.seq).toBe(0);
    await waitFor(
      () => expect(Object.keys(result.current.cards).sort()).toEqual([...others].sort()),
      {
        timeout: 10_000,
      },
    );
    await waitFor(() => expect(result.current.detail?.seq).toBeGreaterThan(0));
    expect(result.current.detail?.currentPrice).toBeGreaterThan(1);
    expect(CountingEventSource.opened).toHaveLength(1);
    expect(new URL(CountingEventSource.opened[0] as string).pathname).toBe('/user/listingEvents');

    unmount();
    await waitFor(() => expect(CountingEventSource.live).toBe(0));
  });

  it('keeps an initial state that is newer than the stream', async () => {
    const id = ids[0] as string;
    const newer = stale(id, Number.MAX_SAFE_INTEGER);
    const client = newClient();
    const { result } = renderHook(() => useLiveAuction(id, newer), {
      wrapper: apiWrapper(client),
    });
    await waitFor(() => expect(liveAuctionsStoreFor(client).get(id)?.seq).toBeGreaterThan(0), {
      timeout: 10_000,
    });
    expect(result.current).toBe(newer);
  });
});
