/**
 * The race rules of a vehicle put back on sale (docs/product.md §4.11): it is bought by exactly one
 * of many buyers at once, and of a buyer's cancel, the deadline job and a payment racing for the
 * same order, exactly one wins. On PostgreSQL the requests are shared between two app instances on
 * one database (two server processes).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { notifications, orderStatusEvents, payments } from '../../src/db/schema';
import { cancelExpiredOrders } from '../../src/orders/cancel-expired-orders';
import {
  auctionRow,
  buildAuctionApp,
  buyNow,
  claim,
  createListing,
  createUser,
  orderRows,
  type AuctionApp,
  type TestUser,
} from '../auctions/auction-fixture';
import { drivers, sharedDatabase } from '../helpers/build-test-app';
import {
  HOUR,
  call,
  createBuyer,
  createShop,
  json,
  orderRow,
  readyToPay,
  startPayment,
  testWebhook,
  type Shop,
} from './order-fixture';

const BUYERS = 50;
const DAY = 24 * HOUR;

describe.each(drivers)('a vehicle put back on sale, under concurrency on %s', (driver) => {
  /** The instances sharing the database (two on PostgreSQL). */
  let apps: AuctionApp[];
  let drop: () => Promise<void> = async () => {};
  let shop: Shop;
  let buyers: TestUser[];

  beforeAll(async () => {
    if (driver === 'postgres') {
      const shared = await sharedDatabase(driver);
      drop = shared.drop;
      apps = [
        await buildAuctionApp(driver, { database: shared.database }),
        await buildAuctionApp(driver, { database: shared.database }),
      ];
    } else {
      apps = [await buildAuctionApp(driver)];
    }
    shop = await createShop(first());
    buyers = await Promise.all(Array.from({ length: BUYERS }, () => createUser(first())));
  });
  afterAll(async () => {
    await Promise.all((apps ?? []).map((t) => t.close()));
    await drop();
  });

  const first = () => (apps[0] as AuctionApp).app;
  const appFor = (i: number) => (apps[i % apps.length] as AuctionApp).app;
  /** Moves every instance's clock (they are one server farm). */
  const advance = (ms: number) => {
    for (const t of apps) t.clock.advance(ms);
  };

  /** Bought by one buyer, then cancelled by them: the sale is open again. */
  async function putBack(auctionId: string, how: 'buyNow' | 'claim') {
    const buyer = await createBuyer(first());
    const bought =
      how === 'buyNow'
        ? await buyNow(first(), buyer, auctionId)
        : await claim(first(), buyer, auctionId);
    expect(bought.statusCode, bought.body).toBe(200);
    const orderId = json<{ order: { _id: string } }>(bought).data.order._id;
    const cancelled = await call(
      first(),
      '/user/cancelOrder',
      { orderId, reason: 'Too far' },
      buyer,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await auctionRow(first(), auctionId)).status).toBe('open');
  }

  function expectOneWinner(responses: LightMyRequestResponse[]) {
    const won = responses.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const response of responses) {
      if (response.statusCode === 200) continue;
      expect(response.statusCode, response.body).toBe(409);
      expect(json(response).code).toBe('ALREADY_SOLD');
    }
  }

  it(`${BUYERS} buyers at once of a Buy Now put back: exactly one order, ${BUYERS - 1} ALREADY_SOLD`, async () => {
    const auctionId = await createListing(first(), {
      dealerId: shop.dealerId,
      startingBid: 10_000,
      buyNowPrice: 15_000,
      endsAt: new Date(first().clock().getTime() + 7 * DAY),
    });
    await putBack(auctionId, 'buyNow');
    const responses = await Promise.all(buyers.map((b, i) => buyNow(appFor(i), b, auctionId)));
    expectOneWinner(responses);
    const all = await orderRows(first(), auctionId);
    expect(all.filter((o) => o.status !== 'cancelled')).toHaveLength(1);
    expect(all.filter((o) => o.status === 'cancelled')).toHaveLength(1);
    expect((await auctionRow(first(), auctionId)).status).toBe('sold');
  });

  it(`${BUYERS} claims at once of a ClaimPOINT put back twice: one order each time`, async () => {
    const auctionId = await createListing(first(), {
      dealerId: shop.dealerId,
      type: 'claimpoint',
      startingBid: 22_000,
      claimPrice: 19_900,
      endsAt: new Date(first().clock().getTime() + 7 * DAY),
    });
    await putBack(auctionId, 'claim');
    await putBack(auctionId, 'claim');
    const responses = await Promise.all(buyers.map((b, i) => claim(appFor(i), b, auctionId)));
    expectOneWinner(responses);
    const all = await orderRows(first(), auctionId);
    expect(all.filter((o) => o.status !== 'cancelled')).toEqual([
      expect.objectContaining({ price: 19_900, status: 'pending_payment' }),
    ]);
    expect(all.filter((o) => o.status === 'cancelled')).toHaveLength(2);
  });

  it('a cancel, the deadline job and a payment racing for one order: exactly one outcome', async () => {
    for (let round = 0; round < 6; round += 1) {
      const buyer = await createBuyer(first());
      const auctionId = await createListing(first(), {
        dealerId: shop.dealerId,
        startingBid: 10_000,
        buyNowPrice: 12_000,
        endsAt: new Date(first().clock().getTime() + 7 * DAY),
      });
      const bought = await buyNow(first(), buyer, auctionId);
      const orderId = json<{ order: { _id: string } }>(bought).data.order._id;
      await readyToPay(first(), buyer, orderId);
      const payment = await startPayment(first(), buyer, orderId);
      // Past the deadline: the job may take it, the buyer may still cancel, the payment arrives.
      advance(48 * HOUR);
      const webhook = testWebhook(appFor(round + 1), payment, 'pay');
      const racers = [
        () => call(appFor(round), '/user/cancelOrder', { orderId, reason: 'Too slow' }, buyer),
        () => cancelExpiredOrders(appFor(round + 1)),
        () => webhook.send(),
      ];
      const order = round % 2 === 0 ? racers : [...racers].reverse();
      await Promise.all(order.map((run) => run()));

      const row = await orderRow(first(), orderId);
      const steps = await first()
        .db.select({ status: orderStatusEvents.status })
        .from(orderStatusEvents)
        .where(eq(orderStatusEvents.orderId, orderId));
      const [attempt] = await first().db.select().from(payments).where(eq(payments.id, payment.id));
      const reopened = await first()
        .db.select()
        .from(notifications)
        .where(and(eq(notifications.auctionId, auctionId), eq(notifications.kind, 'saleReopened')));
      const sale = await auctionRow(first(), auctionId);
      if (row.status === 'cancelled') {
        expect(steps.map((s) => s.status).sort()).toEqual(['cancelled', 'pending_payment']);
        expect(row.countsAgainstBuyer).toBe(true);
        expect(attempt?.status).toBe('refund_due');
        expect(sale.status).toBe('open');
        expect(reopened).toHaveLength(1);
      } else {
        expect(row.status).toBe('payment_completed');
        expect(steps.map((s) => s.status).sort()).toEqual(['payment_completed', 'pending_payment']);
        expect(attempt?.status).toBe('paid');
        expect(sale.status).toBe('sold');
        expect(reopened).toHaveLength(0);
      }
      expect((await orderRows(first(), auctionId)).length).toBe(1);
    }
  });
});
