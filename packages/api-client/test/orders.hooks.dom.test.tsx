// @vitest-environment jsdom
/**
 * The after-sale hooks in a DOM, against the real API server: a Buy Now order's checkout, slots,
 * Delivery Details (the answer goes into the checkout's cache), My Bids and My Orders, and a
 * cancellation refreshing every order query.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../src/client';
import { createSessionStore } from '../src/session';
import {
  createQueryClient,
  queryKeys,
  useCancelOrder,
  useCheckoutDetails,
  useMyBids,
  useOrderDetails,
  useOrderHistory,
  useTimeSlots,
  useUpdateCheckoutDetails,
} from '../src/react';
import { signUpVerified } from './fixtures';
import { startServer, testDatabaseUrl, type TestServer } from './server';
import { apiWrapper } from './api-wrapper';

describe('after-sale hooks against the real server (jsdom)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(testDatabaseUrl() ? 'postgres' : 'pglite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function signedIn(): Promise<ApiClient> {
    const client = createApiClient({
      baseUrl: server.baseUrl,
      session: createSessionStore({ storage: null }),
    });
    return (await signUpVerified(client, { province: 'QC' })).client;
  }

  it('checkout, slots and Delivery Details; My Bids and My Orders; a cancel refreshes them', async () => {
    const client = await signedIn();
    const listed = (await client.getAuctions({ pageNumber: 1, pageSize: 100 })).data.filter(
      (auction) => auction.status === 'open' && auction.buyNowPrice !== null,
    );
    let orderId = '';
    for (const auction of listed) {
      try {
        orderId = (await client.buyNow({ auctionId: auction._id })).data.order._id;
        break;
      } catch {
        // Taken or no longer at its Buy Now price: the next one.
      }
    }
    expect(orderId).not.toBe('');

    const queryClient = createQueryClient();
    const wrapper = apiWrapper(client, queryClient);
    const { result } = renderHook(
      () => ({
        checkout: useCheckoutDetails(orderId),
        slots: useTimeSlots(orderId, 'pickup'),
        save: useUpdateCheckoutDetails(),
        details: useOrderDetails(orderId),
        bids: useMyBids({ tab: 'won' }),
        active: useOrderHistory({ tab: 'active' }),
        cancel: useCancelOrder(),
      }),
      { wrapper },
    );
    await waitFor(() => {
      expect(result.current.checkout.data?.taxProvince).toBe('QC');
      expect(result.current.slots.data?.length).toBeGreaterThan(0);
      expect(result.current.bids.data?.total).toBe(1);
      expect(result.current.active.data?.items.map((o) => o._id)).toEqual([orderId]);
    });
    expect(result.current.checkout.data?.taxes.map((tax) => tax.code)).toEqual(['GST', 'QST']);
    expect(result.current.bids.data?.items[0]?.order).toMatchObject({
      _id: orderId,
      checkoutComplete: false,
    });

    const slot = result.current.slots.data?.[0]?._id as string;
    await act(async () => {
      await result.current.save.mutateAsync({ orderId, deliveryType: 'pickup', timeSlotId: slot });
    });
    // The answer itself is the new checkout.
    expect(queryClient.getQueryData(queryKeys.checkout(orderId))).toMatchObject({
      deliveryType: 'pickup',
      readyToPay: true,
    });
    await waitFor(() =>
      expect(result.current.bids.data?.items[0]?.order?.checkoutComplete).toBe(true),
    );

    await act(async () => {
      await result.current.cancel.mutateAsync({ orderId, reason: 'Changed my mind' });
    });
    await waitFor(() => {
      expect(result.current.details.data?.status).toBe('cancelled');
      expect(result.current.active.data?.items).toEqual([]);
      expect(result.current.checkout.data?.status).toBe('cancelled');
    });
  });
});
