/**
 * The cancellation limit (docs/product.md §5.5): after 2 cancelled or lapsed unpaid orders within
 * 30 days, a buyer cannot buy, claim or bid for 30 days (403 BUYER_RESTRICTED, told until when);
 * the order page tells the buyer where they stand before they cancel.
 */
import { describe, expect, it } from 'vitest';
import type { OrderDetails } from '@marketdrop/api-client';
import { placeBid as placeBidOperation } from '../../src/auctions/place-bid';
import { cancelExpiredOrders } from '../../src/orders/cancel-expired-orders';
import {
  buyNow,
  claim,
  createListing,
  placeBid,
  type AuctionApp,
} from '../auctions/auction-fixture';
import { drivers } from '../helpers/build-test-app';
import {
  HOUR,
  call,
  createBuyer,
  createShop,
  get,
  json,
  type Party,
  type Shop,
  withShop,
} from './order-fixture';

const DAY = 24 * HOUR;

describe.each(drivers)('the cancellation limit on %s', (driver) => {
  let t: AuctionApp;
  let shop: Shop;

  withShop(driver, (ready) => ({ t, shop } = ready));

  /** A sale of each kind a buyer may try, open for 90 days. */
  const listings = async () => {
    const endsAt = new Date(t.clock.now().getTime() + 90 * DAY);
    return {
      buyNow: await createListing(t.app, {
        dealerId: shop.dealerId,
        startingBid: 10_000,
        buyNowPrice: 15_000,
        endsAt,
      }),
      claimPoint: await createListing(t.app, {
        dealerId: shop.dealerId,
        type: 'claimpoint',
        startingBid: 22_000,
        claimPrice: 19_000,
        endsAt,
      }),
      auction: await createListing(t.app, { dealerId: shop.dealerId, startingBid: 5_000, endsAt }),
    };
  };

  /** Buys a fresh Buy Now listing (of `seller`) and answers the order's id. */
  const buyOne = async (buyer: Party, seller: Shop = shop) => {
    const auctionId = await createListing(t.app, {
      dealerId: seller.dealerId,
      startingBid: 10_000,
      buyNowPrice: 12_000,
      endsAt: new Date(t.clock.now().getTime() + 90 * DAY),
    });
    const response = await buyNow(t.app, buyer, auctionId);
    expect(response.statusCode, response.body).toBe(200);
    return json<{ order: { _id: string } }>(response).data.order._id;
  };

  const cancel = async (buyer: Party, orderId: string) => {
    const response = await call(
      t.app,
      '/user/cancelOrder',
      { orderId, reason: 'Changed my mind' },
      buyer,
    );
    expect(response.statusCode, response.body).toBe(200);
    return json<OrderDetails>(response).data;
  };

  const details = async (user: Party, orderId: string) => {
    const response = await get(t.app, `/user/viewOrderDetails/${orderId}`, {}, user);
    expect(response.statusCode, response.body).toBe(200);
    return json<OrderDetails>(response).data;
  };

  it('after 2 cancellations in 30 days: Buy Now, claims and bids are 403 until 30 days after the second', async () => {
    const buyer = await createBuyer(t.app);
    await cancel(buyer, await buyOne(buyer));
    t.clock.advance(5 * DAY);
    const secondAt = t.clock.now();
    await cancel(buyer, await buyOne(buyer));
    const until = new Date(secondAt.getTime() + 30 * DAY);

    const sales = await listings();
    const answers = [
      await buyNow(t.app, buyer, sales.buyNow),
      await claim(t.app, buyer, sales.claimPoint),
      await placeBid(t.app, buyer, { auctionId: sales.auction, amount: 5_000 }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(403);
      const body = json(answer);
      expect(body.code).toBe('BUYER_RESTRICTED');
      expect(body.data).toEqual({ restrictedUntil: until.toISOString() });
      expect(body.message).toContain('you cannot buy, claim or bid until');
      expect(body.message).toContain(String(until.getUTCFullYear()));
    }
    // Nothing was written: the sales are still open, without a bid.
    const screen = await call(t.app, '/user/auctionScreen', { auctionId: sales.auction });
    expect(json<{ totalBids: number; status: string }>(screen).data).toMatchObject({
      totalBids: 0,
      status: 'open',
    });

    // A millisecond before the end: still refused; at the end, allowed again.
    t.clock.advance(until.getTime() - t.clock.now().getTime() - 1);
    expect((await claim(t.app, buyer, sales.claimPoint)).statusCode).toBe(403);
    t.clock.advance(1);
    expect(
      (await placeBid(t.app, buyer, { auctionId: sales.auction, amount: 5_000 })).statusCode,
    ).toBe(200);
    expect((await buyNow(t.app, buyer, sales.buyNow)).statusCode).toBe(200);
    expect((await claim(t.app, buyer, sales.claimPoint)).statusCode).toBe(200);
  });

  it('a lapse at the payment deadline counts like a cancellation', async () => {
    const buyer = await createBuyer(t.app);
    await cancel(buyer, await buyOne(buyer));
    await buyOne(buyer);
    t.clock.advance(48 * HOUR);
    await cancelExpiredOrders(t.app);
    const sales = await listings();
    const refused = await buyNow(t.app, buyer, sales.buyNow);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).data).toEqual({
      restrictedUntil: new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
    });
  });

  it('one cancellation, or two more than 30 days apart, do not restrict', async () => {
    const buyer = await createBuyer(t.app);
    await cancel(buyer, await buyOne(buyer));
    const sales = await listings();
    expect(
      (await placeBid(t.app, buyer, { auctionId: sales.auction, amount: 5_000 })).statusCode,
    ).toBe(200);
    t.clock.advance(30 * DAY + 1);
    await cancel(buyer, await buyOne(buyer));
    expect((await claim(t.app, buyer, sales.claimPoint)).statusCode).toBe(200);
  });

  it('a restricted bidder is refused alone: the other bids of the same round stand', async () => {
    const [restricted, other] = [await createBuyer(t.app), await createBuyer(t.app)];
    await cancel(restricted, await buyOne(restricted));
    await cancel(restricted, await buyOne(restricted));
    const { auction } = await listings();
    // Both wait for the same round (the second joins while the first asks for the lock).
    const [refused, accepted] = await Promise.allSettled([
      placeBidOperation(t.app, {
        userId: restricted.userId,
        auctionId: auction,
        amount: 6_000,
        maxAmount: null,
      }),
      placeBidOperation(t.app, {
        userId: other.userId,
        auctionId: auction,
        amount: 5_000,
        maxAmount: null,
      }),
    ]);
    expect(refused.status).toBe('rejected');
    expect(refused.status === 'rejected' && refused.reason).toMatchObject({
      statusCode: 403,
      code: 'BUYER_RESTRICTED',
    });
    expect(accepted.status === 'fulfilled' && accepted.value.data.auction).toMatchObject({
      currentPrice: 5_000,
      bidCount: 1,
      isLeader: true,
    });
  });

  it('the order page tells the buyer what cancelling does to their limit, before they cancel', async () => {
    // A shop of its own (the clock moved past the first shop's session).
    const ownShop = await createShop(t.app);
    const buyer = await createBuyer(t.app);
    const first = await buyOne(buyer, ownShop);
    const second = await buyOne(buyer, ownShop);
    expect((await details(buyer, first)).cancellation).toEqual({
      recent: 0,
      limit: 2,
      windowDays: 30,
      restrictionDays: 30,
      restrictsUntil: null,
    });
    // The selling dealer sees nothing of it.
    expect((await details(ownShop.seller, first)).cancellation).toBeNull();

    const cancelled = await cancel(buyer, first);
    expect(cancelled.cancellation).toBeNull();
    t.clock.advance(HOUR);
    expect((await details(buyer, second)).cancellation).toEqual({
      recent: 1,
      limit: 2,
      windowDays: 30,
      restrictionDays: 30,
      restrictsUntil: new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
    });
  });
});
