// @vitest-environment jsdom
/**
 * The basket hooks in a DOM, against the real API server: a Buy Now vehicle and a product added,
 * the product's quantity changed, a line removed and the basket emptied, each answer put in the
 * basket's cache; a coupon refused with its key, then applied and removed; points refused over the
 * balance.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../src/client';
import type { BasketCheckout, CartDetails } from '../src/contract';
import { isApiError, keyedFieldErrorsOf, type KeyedFieldError } from '../src/errors';
import { createSessionStore } from '../src/session';
import {
  createQueryClient,
  queryKeys,
  useAddMultipleToCart,
  useAddToCart,
  useAppliedPromotions,
  useApplyCoupon,
  useApplyRewards,
  useBasketCheckout,
  useBasketTimeSlots,
  useCartDetails,
  useCreatePayment,
  useDeleteCart,
  useRemoveCoupon,
  useRemoveFromCart,
  useRemoveRewards,
  useRewards,
  useUpdateCheckoutDetails,
  useUpdateCheckoutQty,
  useUpdateProductQty,
} from '../src/react';
import { signUpVerified } from './fixtures';
import { startServer, testDatabaseUrl, type TestServer } from './server';
import { apiWrapper } from './api-wrapper';

const keyOf = (field: KeyedFieldError | string | undefined) =>
  typeof field === 'object' ? field.key : field;

describe('basket hooks against the real server (jsdom)', () => {
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
    return (await signUpVerified(client, { province: 'ON' })).client;
  }

  it('adds, changes, removes and empties; coupon and points applied and removed', async () => {
    const client = await signedIn();
    const buyNow = (await client.getAuctions({ pageNumber: 1, pageSize: 100 })).data.filter(
      (auction) => auction.status === 'open' && auction.buyNowPrice !== null,
    );
    expect(buyNow.length).toBeGreaterThan(1);
    const products = (await client.getProducts({})).data;
    const product = products.find((p) => p.maxQuantity > 1 && !p.perVehicle) ?? products[0];
    expect(product).toBeDefined();

    const queryClient = createQueryClient();
    const cached = () => queryClient.getQueryData(queryKeys.cart) as CartDetails;
    const wrapper = apiWrapper(client, queryClient);
    const { result } = renderHook(
      () => ({
        cart: useCartDetails(),
        add: useAddToCart(),
        addMany: useAddMultipleToCart(),
        qty: useUpdateProductQty(),
        remove: useRemoveFromCart(),
        empty: useDeleteCart(),
        rewards: useRewards(),
        applyCoupon: useApplyCoupon(),
        removeCoupon: useRemoveCoupon(),
        applyRewards: useApplyRewards(),
        removeRewards: useRemoveRewards(),
        applied: useAppliedPromotions(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.cart.data?.count).toBe(0));
    await waitFor(() => expect(result.current.rewards.data?.appliedPoints).toBe(0));

    const first = buyNow[0]!;
    await act(async () => {
      await result.current.add.mutateAsync({ auctionId: first._id });
    });
    expect(queryClient.getQueryData(queryKeys.cart)).toMatchObject({
      count: 1,
      documentationFeesCents: 9_900,
    });
    await waitFor(() => expect(result.current.cart.data?.count).toBe(1));

    await act(async () => {
      await result.current.addMany.mutateAsync({
        items: [{ productId: product!._id, quantity: 1 }, { auctionId: buyNow[1]!._id }],
      });
    });
    const cart = queryClient.getQueryData<{
      count: number;
      lines: { _id: string; kind: string }[];
    }>(queryKeys.cart);
    expect(cart?.count).toBe(3);
    expect(cached().vehicleCount).toBe(2);
    const productLine = cached().lines.find((line) => line.kind === 'product')!;

    if (product!.maxQuantity > 1) {
      await act(async () => {
        await result.current.qty.mutateAsync({ itemId: productLine._id, quantity: 2 });
      });
      expect(cached().lines.find((l) => l._id === productLine._id)?.quantity).toBe(2);
      expect(cached().productsCents).toBe(2 * product!.priceCents);
    }
    // Beyond the product's limit: refused, the basket unchanged.
    const tooMany = await result.current.qty
      .mutateAsync({ itemId: productLine._id, quantity: product!.maxQuantity + 1 })
      .catch((error: unknown) => error);
    expect(isApiError(tooMany)).toBe(true);

    await act(async () => {
      await result.current.remove.mutateAsync({ itemId: productLine._id });
    });
    expect(cached().count).toBe(2);

    // A coupon: the unknown code's refusal is keyed on `code`; a seeded one applies, then goes.
    const unknown = await result.current.applyCoupon
      .mutateAsync({ code: 'NO-SUCH-CODE' })
      .catch((error: unknown) => error);
    expect(keyOf(keyedFieldErrorsOf(unknown).code)).toBe('basket.couponUnknown');
    await act(async () => {
      await result.current.applyCoupon.mutateAsync({ code: 'addons10' });
    });
    await waitFor(() => expect(result.current.applied?.coupon?.code).toBe('ADDONS10'));
    // The basket is read again: its promotions price the coupon just applied.
    await waitFor(() =>
      expect(result.current.cart.data?.promotions?.coupon?.code).toBe('ADDONS10'),
    );
    await act(async () => {
      await result.current.removeCoupon.mutateAsync();
    });
    await waitFor(() => expect(result.current.applied?.coupon).toBeNull());
    await waitFor(() => expect(result.current.cart.data?.promotions?.coupon).toBeNull());

    // Points: a new buyer has none, so any is over the balance; removing is always fine.
    const over = await result.current.applyRewards
      .mutateAsync({ points: 100 })
      .catch((error: unknown) => error);
    expect(keyOf(keyedFieldErrorsOf(over).points)).toBe('basket.pointsOverBalance');
    await act(async () => {
      await result.current.removeRewards.mutateAsync();
    });
    expect(result.current.applied?.points).toBe(0);

    await act(async () => {
      await result.current.empty.mutateAsync();
    });
    expect(cached().count).toBe(0);
    expect(cached().subtotalCents).toBe(0);
    await waitFor(() => expect(result.current.cart.data?.count).toBe(0));
  });

  it('the basket checkout: read, time slots, details and quantities cached, then one payment', async () => {
    const client = await signedIn();
    const buyNow = (await client.getAuctions({ pageNumber: 1, pageSize: 100 })).data.filter(
      (auction) => auction.status === 'open' && auction.buyNowPrice !== null,
    );
    const products = (await client.getProducts({})).data;
    const product = products.find((p) => p.maxQuantity > 1 && !p.perVehicle) ?? products[0];
    // The last of the list: the other test takes the first ones.
    const vehicle = buyNow[buyNow.length - 1]!;
    await client.addMultipleToCart({
      items: [{ auctionId: vehicle._id }, { productId: product!._id, quantity: 1 }],
    });

    const queryClient = createQueryClient();
    const cached = () => queryClient.getQueryData(queryKeys.basketCheckout) as BasketCheckout;
    const wrapper = apiWrapper(client, queryClient);
    const { result } = renderHook(
      () => ({
        checkout: useBasketCheckout(),
        slots: useBasketTimeSlots('', 'pickup'),
        details: useUpdateCheckoutDetails(),
        qty: useUpdateCheckoutQty(),
        pay: useCreatePayment(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.checkout.data?.readyToPay).toBe(false));
    await waitFor(() => expect(result.current.slots.data?.length).toBeGreaterThan(0));
    const slot = result.current.slots.data![0]!;

    await act(async () => {
      await result.current.details.mutateAsync({
        cart: true,
        deliveryType: 'pickup',
        timeSlotId: slot._id,
      });
    });
    expect(cached().readyToPay).toBe(true);
    expect(cached().vehicles[0]?.timeSlot?._id).toBe(slot._id);

    const line = cached().products.find((p) => !p.free)!;
    await act(async () => {
      await result.current.qty.mutateAsync({ itemId: line.itemId, quantity: 2 });
    });
    expect(cached().products.find((p) => p.itemId === line.itemId)?.quantity).toBe(2);

    let url = '';
    await act(async () => {
      url = (await result.current.pay.mutateAsync({ cart: true })).data.url;
    });
    expect(url).toContain('/testPayment/');
  });
});
