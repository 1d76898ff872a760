/**
 * A cancelled or lapsed unpaid order puts the vehicle back on sale at once, on its terms
 * (docs/product.md §4.11): the buyer's cancel, the 48-hour deadline job and an account deleted
 * with an unpaid order; the dealer and the watchers are told, the live stream shows it, and where
 * no time is left the dealer relists in one click.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppNotification, LiveAuctionState, OrderDetails } from '@marketdrop/api-client';
import { auctionEventsUrl } from '@marketdrop/api-client';
import { notifications, orders } from '../../src/db/schema';
import { marketDropPriceAt } from '../../src/catalogue/auction-price';
import { closeDueAuctions } from '../../src/auctions/close-due-auctions';
import { cancelExpiredOrders, DEADLINE_REASON } from '../../src/orders/cancel-expired-orders';
import {
  auctionRow,
  buyNow,
  claim,
  createListing,
  orderRows,
  placeBid,
  type AuctionApp,
} from '../auctions/auction-fixture';
import { drivers } from '../helpers/build-test-app';
import { bearer } from '../helpers/fixtures';
import { openSse } from '../helpers/sse';
import {
  HOUR,
  MINUTE,
  call,
  createBuyer,
  get,
  json,
  orderRow,
  type Party,
  type Shop,
  withShop,
} from './order-fixture';

const DAY = 24 * HOUR;

describe.each(drivers)('a cancelled unpaid order puts the vehicle back on sale on %s', (driver) => {
  let t: AuctionApp;
  let shop: Shop;

  withShop(driver, (ready) => ({ t, shop } = ready));

  const orderIdOf = (response: { body: string }) =>
    (JSON.parse(response.body) as { data: { order: { _id: string } } }).data.order._id;

  const cancel = (buyer: Party, orderId: string) =>
    call(t.app, '/user/cancelOrder', { orderId, reason: 'Changed my mind' }, buyer);

  const save = (user: Party, auctionId: string) =>
    call(t.app, '/user/toggleAuction', { auctionId, isLiked: true }, user);

  /** The notifications of one kind about an auction, by user. */
  const told = async (auctionId: string, kind: AppNotification['kind']) =>
    t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.auctionId, auctionId), eq(notifications.kind, kind)));

  it('Buy Now then cancel: open again at once, Buy Now still offered; the next buyer buys it', async () => {
    const auctionId = await createListing(t.app, {
      dealerId: shop.dealerId,
      startingBid: 10_000,
      buyNowPrice: 15_000,
    });
    const before = await auctionRow(t.app, auctionId);
    const [first, second] = [await createBuyer(t.app), await createBuyer(t.app)];
    const bought = await buyNow(t.app, first, auctionId);
    expect(bought.statusCode, bought.body).toBe(200);
    const orderId = orderIdOf(bought);

    const cancelled = await cancel(first, orderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(json<OrderDetails>(cancelled).data.status).toBe('cancelled');
    const row = await auctionRow(t.app, auctionId);
    expect(row).toMatchObject({
      status: 'open',
      closedAt: null,
      currentPrice: before.currentPrice,
      buyNowPrice: 15_000,
      leaderId: null,
      preSale: null,
    });
    expect(row.seq).toBeGreaterThan(before.seq);

    // The buyer's page and the listing say it is on sale.
    const screen = await call(t.app, '/user/auctionScreen', { auctionId });
    expect(json<{ status: string; buyNowPrice: number }>(screen).data).toMatchObject({
      status: 'open',
      buyNowPrice: 15_000,
    });

    const again = await buyNow(t.app, second, auctionId);
    expect(again.statusCode, again.body).toBe(200);
    const all = await orderRows(t.app, auctionId);
    expect(all.map((o) => [o.buyerId, o.status]).sort()).toEqual(
      [
        [first.userId, 'cancelled'],
        [second.userId, 'pending_payment'],
      ].sort(),
    );
    expect((await auctionRow(t.app, auctionId)).status).toBe('sold');
  });

  it('ClaimPOINT: back at its claim price; the next claim gets an order at that price', async () => {
    const auctionId = await createListing(t.app, {
      dealerId: shop.dealerId,
      type: 'claimpoint',
      startingBid: 22_000,
      claimPrice: 19_900,
    });
    const [first, second] = [await createBuyer(t.app), await createBuyer(t.app)];
    const claimed = await claim(t.app, first, auctionId);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect((await cancel(first, orderIdOf(claimed))).statusCode).toBe(200);
    expect(await auctionRow(t.app, auctionId)).toMatchObject({
      status: 'open',
      currentPrice: 19_900,
    });
    const again = await claim(t.app, second, auctionId);
    expect(again.statusCode, again.body).toBe(200);
    const [order] = (await orderRows(t.app, auctionId)).filter((o) => o.status !== 'cancelled');
    expect(order).toMatchObject({ buyerId: second.userId, price: 19_900 });
  });

  it('MarketDropAI: back at the price its schedule gives now (server clock), dropping on', async () => {
    const start = new Date(t.clock.now().getTime() - 10 * MINUTE);
    const auctionId = await createListing(t.app, {
      dealerId: shop.dealerId,
      type: 'marketdropai',
      startsAt: start,
      endsAt: new Date(t.clock.now().getTime() + 3 * DAY),
      startingBid: 30_000,
      floorPrice: 20_000,
      dropAmount: 500,
      dropIntervalMinutes: 60,
      priceChangesAt: new Date(start.getTime() + HOUR),
    });
    const [first, second] = [await createBuyer(t.app), await createBuyer(t.app)];
    const claimed = await claim(t.app, first, auctionId);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect((await orderRows(t.app, auctionId))[0]?.price).toBe(30_000);

    // Three drops later the buyer cancels.
    t.clock.advance(3 * HOUR);
    expect((await cancel(first, orderIdOf(claimed))).statusCode).toBe(200);
    const row = await auctionRow(t.app, auctionId);
    const schedule = marketDropPriceAt(row, t.clock.now());
    expect(schedule.price).toBe(28_500);
    expect(row).toMatchObject({
      status: 'open',
      currentPrice: 28_500,
      priceChangesAt: schedule.changesAt,
    });

    const again = await claim(t.app, second, auctionId);
    expect(again.statusCode, again.body).toBe(200);
    const [order] = (await orderRows(t.app, auctionId)).filter((o) => o.status !== 'cancelled');
    expect(order).toMatchObject({ buyerId: second.userId, price: 28_500 });
  });

  it('an auction ended early by Buy Now goes back to its state before: bids, leader, maximum, price, end', async () => {
    const auctionId = await createListing(t.app, {
      dealerId: shop.dealerId,
      startingBid: 10_000,
      buyNowPrice: 25_000,
      endsAt: new Date(t.clock.now().getTime() + 2 * DAY),
    });
    const [leader, other, buyer, late] = [
      await createBuyer(t.app),
      await createBuyer(t.app),
      await createBuyer(t.app),
      await createBuyer(t.app),
    ];
    expect(
      (await placeBid(t.app, leader, { auctionId, amount: 10_000, maxAmount: 14_000 })).statusCode,
    ).toBe(200);
    expect((await placeBid(t.app, other, { auctionId, amount: 12_000 })).statusCode).toBe(200);
    const before = await auctionRow(t.app, auctionId);
    expect(before).toMatchObject({
      leaderId: leader.userId,
      leaderMaxBid: 14_000,
      highestBid: 12_100,
      // The two bids and the leader's automatic answer.
      bidCount: 3,
    });

    const bought = await buyNow(t.app, buyer, auctionId);
    expect(bought.statusCode).toBe(200);
    expect(await auctionRow(t.app, auctionId)).toMatchObject({
      status: 'sold',
      leaderId: buyer.userId,
    });
    expect((await cancel(buyer, orderIdOf(bought))).statusCode).toBe(200);

    const after = await auctionRow(t.app, auctionId);
    expect(after).toMatchObject({
      status: 'open',
      closedAt: null,
      leaderId: leader.userId,
      leaderMaxBid: 14_000,
      highestBid: 12_100,
      currentPrice: 12_100,
      bidCount: 3,
      endsAt: before.endsAt,
      extended: before.extended,
    });
    // The leader's maximum still answers a lower bid, and still leads at the close.
    const below = await placeBid(t.app, late, { auctionId, amount: 13_000 });
    expect(below.statusCode, below.body).toBe(200);
    expect(json<{ bid: { isLeader: boolean } }>(below).data.bid.isLeader).toBe(false);
    expect(await auctionRow(t.app, auctionId)).toMatchObject({
      leaderId: leader.userId,
      highestBid: 13_100,
    });
    t.clock.advance(2 * DAY);
    await closeDueAuctions(t.app);
    const sold = (await orderRows(t.app, auctionId)).filter((o) => o.status !== 'cancelled');
    expect(sold).toEqual([expect.objectContaining({ buyerId: leader.userId, price: 13_100 })]);
  });

  it('the dealer, savers and bidders are told (not the buyer who cancelled); a second sale tells everyone again', async () => {
    const auctionId = await createListing(t.app, {
      dealerId: shop.dealerId,
      startingBid: 10_000,
      buyNowPrice: 15_000,
      endsAt: new Date(t.clock.now().getTime() + 2 * DAY),
    });
    const [saver, bidder, buyer, nextBuyer] = [
      await createBuyer(t.app),
      await createBuyer(t.app),
      await createBuyer(t.app),
      await createBuyer(t.app),
    ];
    expect((await save(saver, auctionId)).statusCode).toBe(200);
    expect((await save(buyer, auctionId)).statusCode).toBe(200);
    expect((await placeBid(t.app, bidder, { auctionId, amount: 10_000 })).statusCode).toBe(200);
    const bought = await buyNow(t.app, buyer, auctionId);
    expect((await cancel(buyer, orderIdOf(bought))).statusCode).toBe(200);

    const reopened = await told(auctionId, 'saleReopened');
    expect(reopened.map((n) => [n.userId, n.amount])).toEqual([[shop.seller.userId, 10_000]]);
    const back = await told(auctionId, 'backOnSale');
    expect(back.map((n) => n.userId).sort()).toEqual([saver.userId, bidder.userId].sort());
    expect(back.every((n) => n.amount === 10_000)).toBe(true);

    // The bell lists it with its vehicle.
    const bell = await t.app.inject({
      method: 'GET',
      url: '/user/getNotification',
      headers: bearer(saver.token),
    });
    expect(json<{ notifications: AppNotification[] }>(bell).data.notifications[0]).toMatchObject({
      kind: 'backOnSale',
      auctionId,
      amount: 10_000,
      vehicleName: '2021 Hyundai Tucson Preferred',
    });

    // Sold again: the second sale's won, sold and lost notices exist too.
    expect((await buyNow(t.app, nextBuyer, auctionId)).statusCode).toBe(200);
    expect((await told(auctionId, 'sold')).map((n) => n.userId)).toEqual([
      shop.seller.userId,
      shop.seller.userId,
    ]);
    expect((await told(auctionId, 'lost')).filter((n) => n.userId === bidder.userId)).toHaveLength(
      2,
    );
    expect((await told(auctionId, 'won')).map((n) => n.userId).sort()).toEqual(
      [buyer.userId, nextBuyer.userId].sort(),
    );
  });

  it('watchers see it back on sale on the live stream', async () => {
    const auctionId = await createListing(t.app, {
      dealerId: shop.dealerId,
      startingBid: 10_000,
      buyNowPrice: 15_000,
    });
    const buyer = await createBuyer(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('No port');
    const stream = await openSse(auctionEventsUrl(`http://127.0.0.1:${address.port}`, auctionId));
    try {
      await stream.next((state) => state.status === 'open');
      const bought = await buyNow(t.app, buyer, auctionId);
      const sold = await stream.next((state) => state.status === 'sold');
      expect(sold.currentPrice).toBe(15_000);
      expect((await cancel(buyer, orderIdOf(bought))).statusCode).toBe(200);
      const back: LiveAuctionState = await stream.next(
        (state) => state.status === 'open' && state.seq > sold.seq,
      );
      expect(back).toMatchObject({ auctionId, currentPrice: 10_000 });
    } finally {
      stream.close();
    }
  });

  it('the 48-hour deadline job puts it back on sale in the same run, and the next buyer buys it', async () => {
    const auctionId = await createListing(t.app, {
      dealerId: shop.dealerId,
      startingBid: 10_000,
      buyNowPrice: 15_000,
      endsAt: new Date(t.clock.now().getTime() + 5 * DAY),
    });
    const [buyer, next] = [await createBuyer(t.app), await createBuyer(t.app)];
    const orderId = orderIdOf(await buyNow(t.app, buyer, auctionId));
    t.clock.advance(48 * HOUR);
    expect((await cancelExpiredOrders(t.app)).cancelled).toBeGreaterThanOrEqual(1);
    expect(await orderRow(t.app, orderId)).toMatchObject({
      status: 'cancelled',
      cancelReason: DEADLINE_REASON,
      countsAgainstBuyer: true,
    });
    expect(await auctionRow(t.app, auctionId)).toMatchObject({
      status: 'open',
      currentPrice: 10_000,
    });
    expect((await told(auctionId, 'saleReopened')).map((n) => n.userId)).toEqual([
      shop.seller.userId,
    ]);
    expect((await buyNow(t.app, next, auctionId)).statusCode).toBe(200);
  });

  it('deleting an account with an unpaid order puts the vehicle back on sale, and it does not count', async () => {
    const auctionId = await createListing(t.app, {
      dealerId: shop.dealerId,
      type: 'claimpoint',
      startingBid: 22_000,
      claimPrice: 18_000,
    });
    const [buyer, next] = [await createBuyer(t.app), await createBuyer(t.app)];
    const orderId = orderIdOf(await claim(t.app, buyer, auctionId));
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/user/deleteUser',
      headers: bearer(buyer.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await orderRow(t.app, orderId)).toMatchObject({
      status: 'cancelled',
      buyerId: null,
      cancelReason: 'The buyer deleted their account',
      countsAgainstBuyer: false,
    });
    expect(await auctionRow(t.app, auctionId)).toMatchObject({
      status: 'open',
      currentPrice: 18_000,
    });
    const dealerNotices = await t.app.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, shop.seller.userId));
    expect(dealerNotices.map((n) => n.kind)).toEqual(
      expect.arrayContaining(['orderCancelled', 'saleReopened']),
    );
    expect((await claim(t.app, next, auctionId)).statusCode).toBe(200);
  });

  it('no time left (won at the close): it ends unsold, the dealer is told it may relist', async () => {
    const auctionId = await createListing(t.app, {
      dealerId: shop.dealerId,
      startingBid: 10_000,
      endsAt: new Date(t.clock.now().getTime() + HOUR),
    });
    const [winner, saver] = [await createBuyer(t.app), await createBuyer(t.app)];
    expect((await save(saver, auctionId)).statusCode).toBe(200);
    expect((await placeBid(t.app, winner, { auctionId, amount: 10_000 })).statusCode).toBe(200);
    t.clock.advance(HOUR);
    await closeDueAuctions(t.app);
    const [order] = await orderRows(t.app, auctionId);
    expect(order?.buyerId).toBe(winner.userId);

    expect((await cancel(winner, order?.id as string)).statusCode).toBe(200);
    expect(await auctionRow(t.app, auctionId)).toMatchObject({
      status: 'unsold',
      leaderId: null,
      leaderMaxBid: null,
    });
    expect((await told(auctionId, 'saleRelistable')).map((n) => n.userId)).toEqual([
      shop.seller.userId,
    ]);
    expect(await told(auctionId, 'backOnSale')).toEqual([]);
    const bid = await placeBid(t.app, saver, { auctionId, amount: 12_000 });
    expect(json(bid).code).toBe('AUCTION_NOT_OPEN');
  });

  it('a claim cancelled after the Thursday close: unsold, the dealer told', async () => {
    const auctionId = await createListing(t.app, {
      dealerId: shop.dealerId,
      type: 'claimpoint',
      startingBid: 22_000,
      claimPrice: 19_000,
      endsAt: new Date(t.clock.now().getTime() + 2 * HOUR),
    });
    const buyer = await createBuyer(t.app);
    const orderId = orderIdOf(await claim(t.app, buyer, auctionId));
    t.clock.advance(3 * HOUR);
    expect((await cancel(buyer, orderId)).statusCode).toBe(200);
    expect((await auctionRow(t.app, auctionId)).status).toBe('unsold');
    expect(await told(auctionId, 'saleRelistable')).toHaveLength(1);
    // A second cancel changes nothing more.
    expect((await cancel(buyer, orderId)).statusCode).toBe(409);
    expect(await told(auctionId, 'saleRelistable')).toHaveLength(1);
  });

  it('My Bids keeps the second sale’s order on Won, and the cancelled one in My Orders', async () => {
    const auctionId = await createListing(t.app, {
      dealerId: shop.dealerId,
      startingBid: 10_000,
      buyNowPrice: 15_000,
    });
    const buyer = await createBuyer(t.app);
    const first = orderIdOf(await buyNow(t.app, buyer, auctionId));
    expect((await cancel(buyer, first)).statusCode).toBe(200);
    const second = orderIdOf(await buyNow(t.app, buyer, auctionId));
    const won = await call(t.app, '/user/myBids', { tab: 'won' }, buyer);
    const item = json<{ bids: { auction: { _id: string }; order: { _id: string } | null }[] }>(
      won,
    ).data.bids.find((b) => b.auction._id === auctionId);
    expect(item?.order?._id).toBe(second);
    const history = await call(t.app, '/user/orderHistory', { tab: 'completed' }, buyer);
    expect(json<{ orders: { _id: string }[] }>(history).data.orders.map((o) => o._id)).toContain(
      first,
    );
    const page = await get(t.app, `/user/viewOrderDetails/${first}`, {}, buyer);
    expect(json<OrderDetails>(page).data.status).toBe('cancelled');
    const rows = await t.app.db.select().from(orders).where(eq(orders.auctionId, auctionId));
    expect(rows).toHaveLength(2);
  });
});
