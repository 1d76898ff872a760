// @vitest-environment jsdom
/**
 * The catalogue hooks and the shared favourites store in a DOM, against the real API server and
 * its seeded catalogue.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient, type FetchLike } from '../src/client';
import type { Auction } from '../src/contract';
import { isApiError } from '../src/errors';
import { createSessionStore, storeAuthSession } from '../src/session';
import {
  useAuction,
  useAuctions,
  useBanners,
  useFilterData,
  useHomeScreen,
  useSavedAuctions,
  useToggleFavourite,
} from '../src/react';
import { consumerSignup } from './fixtures';
import { startServer, type TestServer } from './server';
import { apiWrapper } from './api-wrapper';

describe('catalogue hooks against the real server (jsdom)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer('pglite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** A client with its own memory session; `dropToggles()` makes toggleAuction fail as offline. */
  function newClient() {
    let offline = false;
    const fetchThrough: FetchLike = (input, init) =>
      offline && input.endsWith('/user/toggleAuction')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : globalThis.fetch(input, init);
    const client = createApiClient({
      baseUrl: server.baseUrl,
      session: createSessionStore({ storage: null }),
      fetch: fetchThrough,
    });
    return {
      client,
      dropToggles: (on: boolean) => {
        offline = on;
      },
    };
  }

  async function signIn(client: ApiClient): Promise<void> {
    const fields = consumerSignup();
    const signup = await client.signup(fields);
    const verified = await client.verifyOtp({
      email: fields.email,
      otp: signup.data.otp as string,
    });
    storeAuthSession(client.session, verified.data);
  }

  it('useAuctions loads 20 a page and more on fetchNextPage, without repeats', async () => {
    const { client } = newClient();
    const { result } = renderHook(() => useAuctions({ sortBy: 'newestFirst', withTotal: true }), {
      wrapper: apiWrapper(client),
    });
    await waitFor(() => expect(result.current.data?.auctions).toHaveLength(20));
    const total = result.current.data?.total ?? 0;
    expect(total).toBeGreaterThan(40);
    expect(result.current.hasNextPage).toBe(true);

    await act(async () => {
      await result.current.fetchNextPage();
    });
    await waitFor(() => expect(result.current.data?.pages).toBe(2));
    const ids = result.current.data?.auctions.map((auction) => auction._id) ?? [];
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
    expect(result.current.data?.total).toBe(total);
  });

  it('the last page ends the list: hasNextPage turns false', async () => {
    const { client } = newClient();
    const filters = (await client.filterdata()).data;
    const brand = filters.brand[filters.brand.length - 1]?._id as string;
    const { result } = renderHook(() => useAuctions({ brandcategories: [brand], pageSize: 100 }), {
      wrapper: apiWrapper(client),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    // Not counted unless asked: the end is told by `hasMore`.
    expect(result.current.data?.total).toBeNull();
    const counted = await client.getAuctions({ brandcategories: [brand], withTotal: true });
    expect(result.current.data?.auctions.length).toBe(counted.pagination.total);
    expect(result.current.hasNextPage).toBe(false);
  });

  it('useBanners, useHomeScreen, useFilterData and useAuction read their calls', async () => {
    const { client } = newClient();
    const { result } = renderHook(
      () => ({
        banners: useBanners(),
        home: useHomeScreen(),
        filters: useFilterData(),
        list: useAuctions({ pageSize: 1 }),
      }),
      { wrapper: apiWrapper(client) },
    );
    await waitFor(() => {
      expect(result.current.banners.data?.length).toBeGreaterThanOrEqual(2);
      expect(result.current.home.data?.allVehicles).toHaveLength(8);
      expect(result.current.filters.data?.brand.length).toBeGreaterThan(0);
      expect(result.current.list.data?.auctions).toHaveLength(1);
    });
    const id = result.current.list.data?.auctions[0]?._id as string;
    const detail = renderHook(() => useAuction(id), { wrapper: apiWrapper(client) });
    await waitFor(() => expect(detail.result.current.data?._id).toBe(id));

    const missing = renderHook(() => useAuction('00000000-0000-4000-8000-000000000000'), {
      wrapper: apiWrapper(client),
    });
    await waitFor(() => expect(missing.result.current.isError).toBe(true));
    expect(isApiError(missing.result.current.error)).toBe(true);
    expect(missing.result.current.error?.status).toBe(404);

    const idle = renderHook(() => useAuction(''), { wrapper: apiWrapper(client) });
    expect(idle.result.current.fetchStatus).toBe('idle');
  });

  it('a save shows at once in every list and the detail, once per click, and lands in Saved', async () => {
    const { client } = newClient();
    await signIn(client);
    const onError = vi.fn();
    const { result } = renderHook(
      () => {
        const list = useAuctions({ sortBy: 'newestFirst', pageSize: 4 });
        const other = useAuctions({ sortBy: 'lowToHigh', pageSize: 100 });
        const first = list.data?.auctions[0];
        return {
          list,
          other,
          detail: useAuction(first?._id),
          saved: useSavedAuctions(),
          favourite: useToggleFavourite({ onError }),
        };
      },
      { wrapper: apiWrapper(client) },
    );
    await waitFor(() => {
      expect(result.current.detail.data).toBeDefined();
      expect(result.current.saved.data?.auctions).toEqual([]);
      expect(result.current.other.data).toBeDefined();
    });
    const auction = result.current.list.data?.auctions[0] as Auction;
    expect(auction.isSaved).toBe(false);

    let first!: Promise<string>;
    let second!: Promise<string>;
    act(() => {
      first = result.current.favourite.toggle(auction._id, true);
      second = result.current.favourite.toggle(auction._id, true);
    });
    // At once, before the server answered: every copy shows it saved; the heart is busy.
    expect(result.current.list.data?.auctions[0]?.isSaved).toBe(true);
    expect(result.current.detail.data?.isSaved).toBe(true);
    expect(result.current.favourite.isPending(auction._id)).toBe(true);
    await expect(second).resolves.toBe('ignored');

    await act(async () => {
      await expect(first).resolves.toBe('saved');
    });
    expect(result.current.favourite.isPending(auction._id)).toBe(false);
    const inOther = result.current.other.data?.auctions.find((a) => a._id === auction._id);
    if (inOther) expect(inOther.isSaved).toBe(true);
    // The shown saved list reloads and holds it.
    await waitFor(() =>
      expect(result.current.saved.data?.auctions.map((a) => a._id)).toEqual([auction._id]),
    );
    expect((await client.auctionScreen({ auctionId: auction._id })).data.isSaved).toBe(true);
    expect(onError).not.toHaveBeenCalled();

    // Un-save: the heart clears at once; the card leaves the saved list once the server agreed.
    let unsave!: Promise<string>;
    act(() => {
      unsave = result.current.favourite.toggle(auction._id, false);
    });
    expect(result.current.detail.data?.isSaved).toBe(false);
    await act(async () => {
      await expect(unsave).resolves.toBe('removed');
    });
    await waitFor(() => expect(result.current.saved.data?.auctions).toEqual([]));
    expect(result.current.saved.data?.total).toBe(0);
    expect(result.current.list.data?.auctions[0]?.isSaved).toBe(false);
    expect((await client.getSaveAuction({})).data.savedAuctions).toEqual([]);
  });

  it('a failed toggle puts the old state back everywhere and calls onError', async () => {
    const { client, dropToggles } = newClient();
    await signIn(client);
    const onError = vi.fn();
    const { result } = renderHook(
      () => {
        const list = useAuctions({ sortBy: 'newestFirst', pageSize: 2 });
        return {
          list,
          detail: useAuction(list.data?.auctions[1]?._id),
          favourite: useToggleFavourite({ onError }),
        };
      },
      { wrapper: apiWrapper(client) },
    );
    await waitFor(() => expect(result.current.detail.data).toBeDefined());
    const auction = result.current.list.data?.auctions[1] as Auction;

    dropToggles(true);
    let outcome!: Promise<string>;
    act(() => {
      outcome = result.current.favourite.toggle(auction._id, true);
    });
    expect(result.current.detail.data?.isSaved).toBe(true);
    await act(async () => {
      await expect(outcome).resolves.toBe('failed');
    });
    expect(result.current.detail.data?.isSaved).toBe(false);
    expect(result.current.list.data?.auctions[1]?.isSaved).toBe(false);
    expect(result.current.favourite.isPending(auction._id)).toBe(false);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.anything(), auction._id);
    const [error] = onError.mock.calls[0] as [unknown];
    expect(isApiError(error) && error.isNetworkError).toBe(true);
    // Nothing reached the server.
    dropToggles(false);
    expect((await client.auctionScreen({ auctionId: auction._id })).data.isSaved).toBe(false);
  });

  it('signing in reloads the catalogue with the user’s saved states', async () => {
    const { client } = newClient();
    const { client: other } = newClient();
    await signIn(other);
    const target = (await other.getAuctions({ sortBy: 'newestFirst', pageSize: 1 }))
      .data[0] as Auction;
    await other.toggleAuction({ auctionId: target._id, isLiked: true });

    const { result } = renderHook(() => useAuction(target._id), { wrapper: apiWrapper(client) });
    await waitFor(() => expect(result.current.data?.isSaved).toBe(false));
    const { user, token } = other.session.getSnapshot();
    act(() => {
      client.session.setSession({ user, token: token as string });
    });
    await waitFor(() => expect(result.current.data?.isSaved).toBe(true));
  });
});
