/**
 * A suspended dealer's sales are paused (docs/product.md §6.3): bids, claims and Buy Now refused
 * (409 SELLER_SUSPENDED, nothing written), the answers and the live events say `paused`, the clock
 * of each sale stands still (no closing, no MarketDropAI drop), and reinstatement resumes them with
 * the time left they had. A consumer's suspension leaves their bids standing. The admin lists a
 * dealer's open orders. On PostgreSQL, bids racing a suspension through two app instances are
 * either decided before the pause or refused.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auctionEventsUrl,
  type AdminDealerOrdersData,
  type Auction,
  type PlaceBidData,
} from '@marketdrop/api-client';
import { applyPriceDrops } from '../../src/auctions/apply-price-drops';
import { closeDueAuctions } from '../../src/auctions/close-due-auctions';
import { keepDemoMarketLive } from '../../src/demo/seed-catalogue';
import { auctions } from '../../src/db/schema';
import { drivers, sharedDatabase } from '../helpers/build-test-app';
import { openSse } from '../helpers/sse';
import { createAccount, type DealerAccount } from '../dealers/dealer-fixture';
import {
  HOUR,
  MINUTE,
  T0,
  auctionRow,
  bidRows,
  buildAuctionApp,
  buyNow,
  call,
  claim,
  createListing,
  createUser,
  orderRows,
  placeBid,
  type Answer,
  type AuctionApp,
  type TestUser,
} from './auction-fixture';

const SELLER_SUSPENDED = {
  code: 'SELLER_SUSPENDED',
  message:
    'Sales by this seller are paused: no bid, claim or Buy Now is accepted until they resume',
};

describe.each(drivers)('a suspended dealer’s sales on %s', (driver) => {
  let t: AuctionApp;
  let admin: DealerAccount;
  let buyer: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await buildAuctionApp(driver);
    admin = await createAccount(t.app, 'admin');
    buyer = await createUser(t.app);
    other = await createUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const suspend = async (userId: string) => {
    const response = await call(
      t.app,
      '/user/suspendUser',
      { userId, reason: 'Unpaid fees, under review' },
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
  };
  const reinstate = async (userId: string) => {
    const response = await call(t.app, '/user/reinstateUser', { userId }, admin);
    expect(response.statusCode, response.body).toBe(200);
  };
  const screen = async (auctionId: string, user?: TestUser) => {
    const response = await call(t.app, '/user/auctionScreen', { auctionId }, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Answer<Auction>>().data;
  };
  const listed = async (auctionId: string, user?: TestUser) => {
    const response = await call(
      t.app,
      '/user/getAuctions',
      { pageNumber: 1, pageSize: 100, sortBy: 'newestFirst' },
      user,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Answer<Auction[]>>().data.find((a) => a._id === auctionId);
  };
  const newDealer = async () => {
    const dealer = await createAccount(t.app, 'dealer');
    return { ...dealer, dealerId: dealer.dealerId as string };
  };

  it('refuses bids, claims and Buy Now with 409 SELLER_SUSPENDED and writes nothing', async () => {
    t.setClock(T0);
    const dealer = await newDealer();
    const auctionId = await createListing(t.app, {
      dealerId: dealer.dealerId,
      startingBid: 10_000,
      buyNowPrice: 30_000,
    });
    const claimId = await createListing(t.app, {
      dealerId: dealer.dealerId,
      type: 'claimpoint',
      startingBid: 12_000,
      claimPrice: 9_000,
    });
    expect((await placeBid(t.app, buyer, { auctionId, amount: 10_000 })).statusCode).toBe(200);
    const before = await auctionRow(t.app, auctionId);

    await suspend(dealer.userId);
    const bid = await placeBid(t.app, other, { auctionId, amount: 10_100 });
    expect(bid.statusCode, bid.body).toBe(409);
    expect(bid.json()).toMatchObject(SELLER_SUSPENDED);
    const raise = await placeBid(t.app, buyer, { auctionId, amount: 10_100, maxAmount: 15_000 });
    expect(raise.json()).toMatchObject(SELLER_SUSPENDED);
    const claimed = await claim(t.app, other, claimId);
    expect(claimed.statusCode, claimed.body).toBe(409);
    expect(claimed.json()).toMatchObject(SELLER_SUSPENDED);
    const bought = await buyNow(t.app, other, auctionId);
    expect(bought.statusCode, bought.body).toBe(409);
    expect(bought.json()).toMatchObject(SELLER_SUSPENDED);

    // Nothing written: one bid, no order, the auction as it was but for its pause.
    expect(await bidRows(t.app, auctionId)).toHaveLength(1);
    expect(await orderRows(t.app, auctionId)).toEqual([]);
    expect(await orderRows(t.app, claimId)).toEqual([]);
    const after = await auctionRow(t.app, auctionId);
    expect(after).toMatchObject({
      status: 'open',
      bidCount: before.bidCount,
      highestBid: before.highestBid,
      leaderId: buyer.userId,
      endsAt: before.endsAt,
      pausedAt: T0,
    });
    expect(after.seq).toBeGreaterThan(before.seq);

    // The detail and the listing say so, for anyone.
    expect(await screen(auctionId)).toMatchObject({ status: 'open', paused: true });
    expect(await screen(claimId, other)).toMatchObject({ status: 'open', paused: true });
    expect(await listed(auctionId)).toMatchObject({ paused: true });
    expect(await listed(claimId, buyer)).toMatchObject({ paused: true });
    // Another dealer's sale is not paused.
    const elsewhere = await createListing(t.app, { dealerId: (await newDealer()).dealerId });
    expect(await screen(elsewhere)).toMatchObject({ paused: false });
  });

  it('stops the clock: no closing, no drop; reinstatement moves the end and the drops by the paused time', async () => {
    t.setClock(T0);
    const dealer = await newDealer();
    const endsAt = new Date(T0.getTime() + HOUR);
    const auctionId = await createListing(t.app, {
      dealerId: dealer.dealerId,
      startingBid: 10_000,
      endsAt,
    });
    // MarketDropAI from 20,000 by 500 every 15 minutes, started an hour ago: 18,000 now.
    const dropId = await createListing(t.app, {
      dealerId: dealer.dealerId,
      type: 'marketdropai',
      startsAt: new Date(T0.getTime() - HOUR),
      endsAt: new Date(T0.getTime() + 24 * HOUR),
      startingBid: 20_000,
      floorPrice: 12_000,
      dropAmount: 500,
      dropIntervalMinutes: 15,
      priceChangesAt: new Date(T0.getTime() + 15 * MINUTE),
    });
    // A sale that would start while the dealer is suspended.
    const scheduledStart = new Date(T0.getTime() + 30 * MINUTE);
    const scheduledEnd = new Date(T0.getTime() + 2 * HOUR);
    const scheduledId = await createListing(t.app, {
      dealerId: dealer.dealerId,
      startsAt: scheduledStart,
      endsAt: scheduledEnd,
    });
    expect((await placeBid(t.app, buyer, { auctionId, amount: 10_000 })).statusCode).toBe(200);

    // Suspended 10 minutes in: 50 minutes left, the MarketDropAI price still 18,000 (its next drop
    // was due 5 minutes later).
    const pausedAt = new Date(T0.getTime() + 10 * MINUTE);
    t.setClock(pausedAt);
    await suspend(dealer.userId);
    expect(await screen(auctionId)).toMatchObject({
      paused: true,
      schedule: { timeLeft: '00:50:00' },
      endsAt: endsAt.toISOString(),
    });
    expect(await screen(dropId)).toMatchObject({
      paused: true,
      currentPrice: 18_000,
      priceChangesAt: null,
    });

    // Three hours later, long past the end and several drops: nothing moved.
    const later = new Date(T0.getTime() + 3 * HOUR);
    t.setClock(later);
    expect(await closeDueAuctions(t.app)).toEqual({ sold: 0, unsold: 0 });
    await applyPriceDrops(t.app);
    // Nor does the demo upkeep re-list it or move its end (its vehicle is a demo-like one).
    await keepDemoMarketLive(t.app, { now: later });
    expect(await auctionRow(t.app, auctionId)).toMatchObject({
      status: 'open',
      bidCount: 1,
      endsAt,
    });
    expect(await auctionRow(t.app, dropId)).toMatchObject({ status: 'open', currentPrice: 18_000 });
    expect(await screen(auctionId)).toMatchObject({
      status: 'open',
      paused: true,
      schedule: { timeLeft: '00:50:00' },
    });
    expect(await screen(dropId)).toMatchObject({ currentPrice: 18_000 });
    expect(await screen(scheduledId)).toMatchObject({ status: 'scheduled', paused: true });
    // The admin's listings still say scheduled (its start, passed meanwhile, has not come for it).
    const moderated = await call(
      t.app,
      '/user/getAdminListings',
      { state: 'scheduled', pageNumber: 1, pageSize: 100 },
      admin,
    );
    expect(moderated.statusCode, moderated.body).toBe(200);
    expect(
      moderated.json<Answer<{ listings: { auctionId: string | null }[] }>>().data.listings,
    ).toContainEqual(expect.objectContaining({ auctionId: scheduledId }));
    expect(await orderRows(t.app, auctionId)).toEqual([]);

    await reinstate(dealer.userId);
    const pausedMs = later.getTime() - pausedAt.getTime();
    const resumed = await screen(auctionId);
    expect(resumed).toMatchObject({
      status: 'open',
      paused: false,
      endsAt: new Date(endsAt.getTime() + pausedMs).toISOString(),
      schedule: { timeLeft: '00:50:00' },
    });
    // MarketDropAI resumes at its price; the next drop comes after the 5 minutes its interval had.
    expect(await screen(dropId)).toMatchObject({
      paused: false,
      currentPrice: 18_000,
      priceChangesAt: new Date(later.getTime() + 5 * MINUTE).toISOString(),
    });
    expect(await auctionRow(t.app, dropId)).toMatchObject({
      currentPrice: 18_000,
      priceChangesAt: new Date(later.getTime() + 5 * MINUTE),
      pausedAt: null,
    });
    // The scheduled sale starts later by the paused time, and ends later as much.
    expect(await screen(scheduledId)).toMatchObject({
      status: 'scheduled',
      paused: false,
      schedule: {
        startTime: new Date(scheduledStart.getTime() + pausedMs).toISOString(),
        endTime: new Date(scheduledEnd.getTime() + pausedMs).toISOString(),
      },
    });

    // Bids are taken again; the drop job and the closing job run on the new times.
    const next = await placeBid(t.app, other, { auctionId, amount: 10_100 });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json<Answer<PlaceBidData>>().data.auction).toMatchObject({
      bidCount: 2,
      paused: false,
    });
    t.setClock(new Date(later.getTime() + 5 * MINUTE));
    await applyPriceDrops(t.app);
    expect(await auctionRow(t.app, dropId)).toMatchObject({ currentPrice: 17_500 });
    t.setClock(new Date(endsAt.getTime() + pausedMs));
    expect(await closeDueAuctions(t.app)).toMatchObject({ sold: 1 });
    expect(await auctionRow(t.app, auctionId)).toMatchObject({
      status: 'sold',
      leaderId: other.userId,
    });
  });

  it('sends the pause and the resume to the watchers of the sale', async () => {
    t.setClock(T0);
    const dealer = await newDealer();
    const auctionId = await createListing(t.app, { dealerId: dealer.dealerId });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('No port');
    const stream = await openSse(auctionEventsUrl(`http://127.0.0.1:${address.port}`, auctionId));
    try {
      expect(stream.status).toBe(200);
      const first = await stream.next((state) => state.auctionId === auctionId);
      expect(first.paused).toBe(false);
      const seen = stream.events.length;
      await suspend(dealer.userId);
      const paused = await stream.next((state) => state.paused === true, { from: seen });
      expect(paused).toMatchObject({ auctionId, status: 'open', paused: true });
      expect(paused.seq).toBeGreaterThan(first.seq);

      t.setClock(new Date(T0.getTime() + HOUR));
      const resumedFrom = stream.events.length;
      await reinstate(dealer.userId);
      const resumed = await stream.next((state) => state.paused === false, { from: resumedFrom });
      expect(resumed.seq).toBeGreaterThan(paused.seq);
      expect(Date.parse(resumed.endsAt) - Date.parse(first.endsAt)).toBe(HOUR);
    } finally {
      stream.close();
    }
  });

  it('a consumer’s suspension leaves their bids standing and pauses nothing', async () => {
    t.setClock(T0);
    const dealer = await newDealer();
    const suspended = await createAccount(t.app, 'consumer');
    const auctionId = await createListing(t.app, { dealerId: dealer.dealerId, startingBid: 5_000 });
    const bid = await placeBid(t.app, suspended, { auctionId, amount: 5_000, maxAmount: 6_000 });
    expect(bid.statusCode, bid.body).toBe(200);
    await suspend(suspended.userId);
    expect(await screen(auctionId)).toMatchObject({ paused: false, highestBid: 5_000 });
    // Their maximum still answers another buyer's bid.
    const next = await placeBid(t.app, other, { auctionId, amount: 5_100 });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json<Answer<PlaceBidData>>().data.bid.isLeader).toBe(false);
    expect(await auctionRow(t.app, auctionId)).toMatchObject({
      leaderId: suspended.userId,
      highestBid: 5_200,
    });
  });

  describe('the open orders of a dealer (getDealerOpenOrders)', () => {
    it('lists a suspended dealer’s orders still moving, with buyer, vehicle, status and amount', async () => {
      t.setClock(T0);
      const dealer = await newDealer();
      const sold = await createListing(t.app, {
        dealerId: dealer.dealerId,
        startingBid: 1_000,
        buyNowPrice: 21_500,
      });
      const bought = await buyNow(t.app, buyer, sold);
      expect(bought.statusCode, bought.body).toBe(200);
      await suspend(dealer.userId);

      const response = await call(
        t.app,
        '/user/getDealerOpenOrders',
        { userId: dealer.userId },
        admin,
      );
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<Answer<AdminDealerOrdersData>>();
      expect(body.pagination).toMatchObject({ total: 1, pageNumber: 1 });
      expect(body.data.orders).toHaveLength(1);
      expect(body.data.orders[0]).toMatchObject({
        status: 'pending_payment',
        source: 'buyNow',
        price: 21_500,
        paidAt: null,
        vehicle: { auctionId: sold, vehicleName: '2021 Hyundai Tucson Preferred', year: 2021 },
        buyer: { name: 'Test Bidder', email: expect.stringContaining('@example.com') },
      });
      expect(body.data.orders[0]?.totalCents).toBeGreaterThan(2_150_000);

      // A dealer without orders; another role's account, an unknown one: 404.
      const quiet = await newDealer();
      const none = await call(t.app, '/user/getDealerOpenOrders', { userId: quiet.userId }, admin);
      expect(none.json<Answer<AdminDealerOrdersData>>().data.orders).toEqual([]);
      for (const userId of [buyer.userId, '00000000-0000-4000-8000-000000000000', 'nope']) {
        const missing = await call(t.app, '/user/getDealerOpenOrders', { userId }, admin);
        expect(missing.statusCode, missing.body).toBe(404);
        expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Dealer not found' });
      }
    });

    it('is for admins only: 401 without a session, 403 for a consumer or a dealer, 400 without a user', async () => {
      const dealer = await newDealer();
      const anonymous = await call(t.app, '/user/getDealerOpenOrders', { userId: dealer.userId });
      expect(anonymous.statusCode).toBe(401);
      for (const caller of [buyer, dealer]) {
        const refused = await call(
          t.app,
          '/user/getDealerOpenOrders',
          { userId: dealer.userId },
          caller,
        );
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
      const bad = await call(t.app, '/user/getDealerOpenOrders', {}, admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });
});

describe.each(drivers)('bids racing a dealer’s suspension on %s', (driver) => {
  /** Two app instances on one PostgreSQL database (one on PGlite). */
  let apps: AuctionApp[];
  let drop: () => Promise<void> = async () => {};

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
  });
  afterAll(async () => {
    await Promise.all((apps ?? []).map((a) => a.close()));
    await drop();
  });

  it('each bid is decided before the pause or refused, never accepted after it', async () => {
    const first = (apps[0] as AuctionApp).app;
    const admin = await createAccount(first, 'admin');
    const dealer = await createAccount(first, 'dealer');
    const users = await Promise.all(Array.from({ length: 120 }, () => createUser(first)));
    const auctionId = await createListing(first, {
      dealerId: dealer.dealerId as string,
      startingBid: 10_000,
    });
    // Eight bidding loops over both instances, each bid by a buyer who has not bid yet, at the
    // minimum last heard; once ten bids are in, the first instance suspends the dealer while bids
    // keep coming, until each loop is told the sales are paused.
    let next = 0;
    let minimum = 10_000;
    let suspension: Promise<LightMyRequestResponse> | null = null;
    const answers: LightMyRequestResponse[] = [];
    const loop = async (i: number) => {
      const app = (apps[i % apps.length] as AuctionApp).app;
      for (;;) {
        const user = users[next++];
        if (user === undefined) return;
        const answer = await placeBid(app, user, { auctionId, amount: minimum });
        answers.push(answer);
        const body = answer.json<Answer<PlaceBidData> & { data?: { minimumBid?: number } }>();
        if (answer.statusCode === 200) {
          minimum = Math.max(minimum, body.data.auction.minimumBid);
        } else if (body.code === 'BID_TOO_LOW') {
          minimum = Math.max(minimum, body.data?.minimumBid ?? minimum);
        } else {
          return;
        }
        if (suspension === null && answers.filter((a) => a.statusCode === 200).length >= 10) {
          suspension = call(
            first,
            '/user/suspendUser',
            { userId: dealer.userId, reason: 'Racing bids test' },
            admin,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, i) => loop(i)));
    const suspended = await (suspension as Promise<LightMyRequestResponse> | null);
    expect(suspended?.statusCode, suspended?.body).toBe(200);

    const accepted: string[] = [];
    let refused = 0;
    for (const answer of answers) {
      if (answer.statusCode === 200) {
        const { data } = answer.json<Answer<PlaceBidData>>();
        // Decided on the sale before its pause.
        expect(data.auction.paused).toBe(false);
        accepted.push(data.bid._id);
        continue;
      }
      const { code } = answer.json<{ code: string }>();
      expect(['SELLER_SUSPENDED', 'BID_TOO_LOW'], answer.body).toContain(code);
      if (code === 'SELLER_SUSPENDED') refused += 1;
    }
    expect(accepted.length).toBeGreaterThanOrEqual(10);
    expect(refused).toBe(8);
    const [row] = await first.db.select().from(auctions).where(eq(auctions.id, auctionId));
    expect(row?.pausedAt).not.toBeNull();
    expect(row?.bidCount).toBe(accepted.length);
    const stored = (await bidRows(first, auctionId)).map((r) => r.id);
    expect(new Set(stored)).toEqual(new Set(accepted));
  });
});
