// @vitest-environment jsdom
/**
 * The dealer and seller hooks in a DOM, against the real API server with its demo seed (the demo
 * dealer, verified): a listing written by a mutation shows in the dashboard's lists and in the
 * listing's cache; the seller profile loads more with Load More; the admin hooks are refused to a
 * dealer.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../src/client';
import type { ListingRequest } from '../src/contract';
import { createSessionStore, storeAuthSession } from '../src/session';
import {
  createQueryClient,
  queryKeys,
  useAdminUsers,
  useCreateListing,
  useDealerListing,
  useDealerListings,
  useDealerStatus,
  useListingOptions,
  useSellerProfile,
  useWithdrawListing,
} from '../src/react';
import { startServer, testDatabaseUrl, type TestServer } from './server';
import { apiWrapper } from './api-wrapper';

const DEMO_DEALER = { email: 'dealer@marketdrop.local', password: 'MarketDrop#2026' };

describe('dealer hooks against the real server (jsdom)', () => {
  let server: TestServer;
  let client: ApiClient;

  beforeAll(async () => {
    server = await startServer(testDatabaseUrl() ? 'postgres' : 'pglite');
    client = createApiClient({
      baseUrl: server.baseUrl,
      session: createSessionStore({ storage: null }),
    });
    const signedIn = await client.login(DEMO_DEALER);
    storeAuthSession(client.session, signedIn.data);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a created draft shows in the draft list, and a withdrawal moves it', async () => {
    const queryClient = createQueryClient();
    const wrapper = apiWrapper(client, queryClient);
    const status = renderHook(() => useDealerStatus(), { wrapper });
    await waitFor(() => expect(status.result.current.isSuccess).toBe(true));
    expect(status.result.current.data).toMatchObject({ status: 'verified', canList: true });

    const options = renderHook(() => useListingOptions(), { wrapper });
    await waitFor(() => expect(options.result.current.isSuccess).toBe(true));
    const makes = options.result.current.data?.makes ?? [];
    const form: ListingRequest = {
      vin: '1HGCM82633A004352',
      year: 2003,
      makeId: makes.find((make) => make.name === 'Honda')?._id as string,
      model: 'Hooked',
      odometer: 99_000,
      auctionType: 'claimpoint',
      claimPrice: 6500,
      endsAt: options.result.current.data?.closingSlots[1] as string,
    };

    const drafts = renderHook(() => useDealerListings({ state: 'draft' }), { wrapper });
    await waitFor(() => expect(drafts.result.current.isSuccess).toBe(true));
    const before = drafts.result.current.data?.counts.draft ?? 0;

    const create = renderHook(() => useCreateListing(), { wrapper });
    let listingId = '';
    await act(async () => {
      listingId = (await create.result.current.mutateAsync(form)).data._id;
    });
    // The answer is in the listing's cache at once, and the lists are fetched again.
    expect(queryClient.getQueryData(queryKeys.dealerListing(listingId))).toMatchObject({
      model: 'Hooked',
      state: 'draft',
    });
    await waitFor(() => expect(drafts.result.current.data?.counts.draft).toBe(before + 1));
    expect(drafts.result.current.data?.listings.map((l) => l._id)).toContain(listingId);

    const one = renderHook(() => useDealerListing(listingId), { wrapper });
    await waitFor(() => expect(one.result.current.data?.state).toBe('draft'));
    const withdraw = renderHook(() => useWithdrawListing(), { wrapper });
    await act(async () => {
      await withdraw.result.current.mutateAsync({ listingId });
    });
    await waitFor(() => expect(one.result.current.data?.state).toBe('withdrawn'));
    await waitFor(() => expect(drafts.result.current.data?.counts.draft).toBe(before));
  });

  it("the seller profile loads the demo dealer's live listings page by page", async () => {
    const status = await client.getDealerStatus();
    const sellerId = status.data.sellerId as string;
    const { result } = renderHook(() => useSellerProfile(sellerId, { pageSize: 2 }), {
      wrapper: apiWrapper(client),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.seller).toMatchObject({
      _id: sellerId,
      businessName: 'Maple Leaf Motors',
      verified: true,
    });
    expect(result.current.data?.listings).toHaveLength(2);
    expect(result.current.data?.total).toBeGreaterThan(2);
    await act(async () => {
      await result.current.fetchNextPage();
    });
    await waitFor(() => expect(result.current.data?.listings).toHaveLength(4));
  });

  it('an admin hook answers a dealer with 403', async () => {
    const { result } = renderHook(() => useAdminUsers({}, { retry: false }), {
      wrapper: apiWrapper(client),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.status).toBe(403);
  });
});
