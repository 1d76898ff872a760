/**
 * After the sale through the client (docs/product.md §5), against the real API server and its
 * demo catalogue: Buy Now -> checkout lines -> a pickup slot -> createPayment -> Pay on the test
 * payment page -> Payment Completed in My Orders, My Bids and the timeline. Used by one test file
 * per backend (one server per file); every test makes its own account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../src/client';
import { orderCheckoutOf } from '../src/checkout';
import type { Auction } from '../src/contract';
import { ApiError } from '../src/errors';
import { createSessionStore } from '../src/session';
import { signUpVerified } from './fixtures';
import { startServer, type Backend, type TestServer } from './server';

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

export function describeOrders(backend: Backend): void {
  describe(`after the sale through the client (${backend})`, () => {
    let server: TestServer;
    let buyable: Auction[];

    beforeAll(async () => {
      server = await startServer(backend);
      const anonymous = newClient();
      const pages = await Promise.all(
        [1, 2, 3].map((pageNumber) => anonymous.getAuctions({ pageNumber, pageSize: 100 })),
      );
      buyable = pages
        .flatMap((page) => page.data)
        .filter((auction) => auction.status === 'open' && auction.buyNowPrice !== null);
    });
    afterAll(async () => {
      await server?.stop();
    });

    function newClient(): ApiClient {
      return createApiClient({
        baseUrl: server.baseUrl,
        session: createSessionStore({ storage: null }),
      });
    }

    async function signedIn(): Promise<ApiClient> {
      return (await signUpVerified(newClient(), { province: 'ON' })).client;
    }

    /** Buys the next demo vehicle with a Buy Now price (another test may have taken one). */
    async function buySomething(client: ApiClient) {
      for (;;) {
        const auction = buyable.shift();
        if (auction === undefined) throw new Error('No demo auction left to buy');
        try {
          const bought = await client.buyNow({ auctionId: auction._id });
          return { auction, order: bought.data.order };
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
        }
      }
    }

    it('needs a session for the order calls; the reviews are public', async () => {
      const client = newClient();
      const orders = await rejection(client.orderHistory({ tab: 'active' }));
      expect(orders.status).toBe(401);
      const bids = await rejection(client.myBids({ tab: 'won' }));
      expect(bids.code).toBe('UNAUTHENTICATED');
      const seller = buyable[0]?.seller._id as string;
      const reviews = await client.getAllReviews({ sellerId: seller });
      expect(reviews.data).toMatchObject({ total: 0, averageRating: null });
    });

    it('buy -> checkout lines -> pickup slot -> pay on the test page -> Payment Completed everywhere', async () => {
      const client = await signedIn();
      const { auction, order } = await buySomething(client);
      expect(order.status).toBe('pending_payment');

      const checkout = (await client.getCheckoutDetails({ orderId: order._id })).data;
      const price = auction.buyNowPrice as number;
      const base = price * 100 + 9_900;
      expect(checkout).toMatchObject({
        taxProvince: 'ON',
        vehiclePriceCents: price * 100,
        documentationFeeCents: 9_900,
        taxes: [{ code: 'HST', rate: 0.13, baseCents: base }],
        totalCents: base + Math.floor(base * 0.13 + 0.5),
        readyToPay: false,
      });

      const slots = (await client.getTimeSlots({ orderId: order._id, deliveryType: 'pickup' }))
        .data;
      const slot = slots[0];
      expect(slot?.remaining).toBeGreaterThan(0);
      const saved = await client.updateCheckoutDetails({
        orderId: order._id,
        deliveryType: 'pickup',
        timeSlotId: slot?._id as string,
      });
      expect(saved.message).toBe('Delivery details saved');
      expect(saved.data).toMatchObject({ readyToPay: true, timeSlot: { _id: slot?._id } });

      // Picked up at the dealer: taxed in the dealer's province (the estimate above was the
      // buyer's); the payment asks for what the checkout says now.
      expect(saved.data).toMatchObject({
        taxProvince: orderCheckoutOf(saved.data).seller.province,
        taxProvinceSource: 'dealer',
      });
      const payment = (await client.createPayment({ orderId: order._id })).data;
      expect(payment).toMatchObject({ provider: 'test', amountCents: saved.data.totalCents });
      // The page is this server's (its public address is the one of the site), opened with the
      // buyer's ticket that its address carries.
      const pageUrl = new URL(payment.url);
      const pagePath = `${pageUrl.pathname}${pageUrl.search}`;
      const ticket = pageUrl.searchParams.get('ticket') ?? '';
      expect((await fetch(`${server.baseUrl}${pageUrl.pathname}`)).status).toBe(404);
      const page = await fetch(`${server.baseUrl}${pagePath}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Test payment');
      const paid = await fetch(`${server.baseUrl}${pagePath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ decision: 'pay', ticket }).toString(),
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toMatch(
        new RegExp(`/my-order/${order._id}\\?payment=success$`),
      );

      const details = (await client.viewOrderDetails({ id: order._id })).data;
      expect(details).toMatchObject({
        status: 'payment_completed',
        viewerRole: 'buyer',
        vehicle: { auctionId: auction._id, vehicleName: auction.vehicleName },
        seller: { _id: auction.seller._id, name: auction.seller.name },
        buyer: { firstName: 'Ana', lastName: 'Roy' },
        actions: { canPay: false, canCancel: false },
      });
      const track = (await client.trackOrder({ id: order._id })).data;
      expect(track.timeline.map((step) => step.status)).toEqual([
        'pending_payment',
        'payment_completed',
      ]);
      const active = (await client.orderHistory({ tab: 'active' })).data;
      expect(active.orders.map((o) => [o._id, o.status])).toEqual([
        [order._id, 'payment_completed'],
      ]);
      const won = await client.myBids({ tab: 'won' });
      expect(won.data.total).toBe(1);
      expect(won.data.bids[0]).toMatchObject({
        auction: { _id: auction._id, status: 'sold' },
        order: { _id: order._id, status: 'payment_completed', checkoutComplete: true },
      });

      // Paid: no cancelling any more; the buyer cannot move it.
      const cancel = await rejection(client.cancelOrder({ orderId: order._id, reason: 'No' }));
      expect(cancel.status).toBe(409);
      expect(cancel.code).toBe('ORDER_STATUS_CONFLICT');
      const move = await rejection(
        client.updateOrderStatus({ orderId: order._id, status: 'ready_for_pickup' }),
      );
      expect(move.status).toBe(403);
    });

    it("someone else's order is a 404; bad input a 400 with the field's message", async () => {
      const owner = await signedIn();
      const { order } = await buySomething(owner);
      const stranger = await signedIn();
      const hidden = await rejection(stranger.viewOrderDetails({ id: order._id }));
      expect(hidden.status).toBe(404);
      expect(hidden.message).toBe('Order not found');
      const bad = await rejection(
        owner.updateCheckoutDetails({
          orderId: order._id,
          deliveryType: 'delivery',
          timeSlotId: order._id,
          address: '1 Main St',
          city: 'Halifax',
          province: 'NS',
          postalCode: 'M5H 2N2',
        }),
      );
      expect(bad.status).toBe(400);
      expect(bad.errors).toEqual({
        postalCode: 'This postal code is not in the selected province',
      });
      const cancelled = await owner.cancelOrder({ orderId: order._id, reason: 'Changed my mind' });
      expect(cancelled.data).toMatchObject({
        status: 'cancelled',
        cancelReason: 'Changed my mind',
      });
      expect((await owner.orderHistory({ tab: 'completed' })).data.total).toBe(1);
    });

    it('a cancel puts the vehicle back on sale; after two, buying is refused until the date the page gave', async () => {
      const client = await signedIn();
      const first = await buySomething(client);
      const rule = (await client.viewOrderDetails({ id: first.order._id })).data.cancellation;
      expect(rule).toEqual({
        recent: 0,
        limit: 2,
        windowDays: 30,
        restrictionDays: 30,
        restrictsUntil: null,
      });
      await client.cancelOrder({ orderId: first.order._id, reason: 'Changed my mind' });
      const back = await newClient().auctionScreen({ auctionId: first.auction._id });
      expect(back.data.status).toBe('open');

      const second = await buySomething(client);
      const warned = (await client.viewOrderDetails({ id: second.order._id })).data.cancellation;
      expect(warned?.recent).toBe(1);
      const until = Date.parse(warned?.restrictsUntil ?? '');
      expect(until - Date.now()).toBeGreaterThan(29 * 24 * 3_600_000);
      await client.cancelOrder({ orderId: second.order._id, reason: 'Changed my mind again' });

      const refused = await rejection(client.buyNow({ auctionId: first.auction._id }));
      expect(refused.status).toBe(403);
      expect(refused.code).toBe('BUYER_RESTRICTED');
      const restrictedUntil = Date.parse(refused.data.restrictedUntil ?? '');
      expect(Math.abs(restrictedUntil - until)).toBeLessThan(60_000);
      // Another buyer gets it.
      const other = await signedIn();
      expect((await other.buyNow({ auctionId: first.auction._id })).data.order.status).toBe(
        'pending_payment',
      );
    });
  });
}
