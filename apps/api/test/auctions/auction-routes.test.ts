import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Auction, BidHistoryData, PlaceBidData, PurchaseData } from '@marketdrop/api-client';
import { readLiveState } from '../../src/auctions/read-live-state';
import { drivers } from '../helpers/build-test-app';
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
  createDealer,
  createListing,
  createUser,
  history,
  notificationRows,
  orderRows,
  placeBid,
  type Answer,
  type AuctionApp,
  type ListingSpec,
  type TestUser,
} from './auction-fixture';

describe.each(drivers)('live auction calls on %s', (driver) => {
  let t: AuctionApp;
  let seller: TestUser;
  let dealerId: string;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;

  beforeAll(async () => {
    t = await buildAuctionApp(driver);
    seller = await createUser(t.app, 'dealer');
    dealerId = await createDealer(t.app, seller.userId);
    [alice, bob, carol] = await Promise.all([
      createUser(t.app),
      createUser(t.app),
      createUser(t.app),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Every test starts on the same instant, with listings of its own. */
  const listing = (spec: Omit<ListingSpec, 'dealerId'> = {}) => {
    t.setClock(T0);
    return createListing(t.app, { dealerId, ...spec });
  };
  const bid = async (user: TestUser, auctionId: string, amount: number, maxAmount?: number) => {
    const response = await placeBid(t.app, user, {
      auctionId,
      amount,
      ...(maxAmount === undefined ? {} : { maxAmount }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Answer<PlaceBidData>>();
  };

  describe('POST /user/placeBid', () => {
    it('opens the bidding at the starting bid, and the next minimum follows the ladder', async () => {
      const id = await listing({ startingBid: 12_250 });
      const answer = await bid(alice, id, 12_250);
      expect(answer.message).toBe('Bid placed successfully. You are the highest bidder.');
      expect(answer.data.bid).toEqual({
        _id: expect.any(String),
        amount: 12_250,
        maxAmount: null,
        isLeader: true,
      });
      expect(answer.data.auction).toMatchObject({
        auctionId: id,
        status: 'open',
        currentPrice: 12_250,
        highestBid: 12_250,
        bidCount: 1,
        minimumBid: 12_350,
        extended: false,
        serverTime: T0.toISOString(),
        isLeader: true,
        yourMaxBid: 12_250,
      });
      const row = await auctionRow(t.app, id);
      expect(row).toMatchObject({ highestBid: 12_250, currentPrice: 12_250, bidCount: 1 });
      expect(row.leaderId).toBe(alice.userId);
      expect(answer.data.auction.seq).toBe(row.seq);
    });

    it('refuses a bid below the minimum with the minimum in dollars (400 BID_TOO_LOW)', async () => {
      const id = await listing({ startingBid: 12_250 });
      const first = await placeBid(t.app, alice, { auctionId: id, amount: 12_000 });
      expect(first.statusCode).toBe(400);
      expect(first.json()).toEqual({
        message: 'Your bid must be at least $12,250',
        errors: { amount: 'Your bid must be at least $12,250' },
        errorKeys: { amount: { key: 'auctions.bidTooLow', values: { minimum: 12_250 } } },
        code: 'BID_TOO_LOW',
        data: { minimumBid: 12_250 },
      });
      await bid(alice, id, 12_250);
      const low = await placeBid(t.app, bob, { auctionId: id, amount: 12_300 });
      expect(low.statusCode).toBe(400);
      expect(low.json()).toMatchObject({
        code: 'BID_TOO_LOW',
        errors: { amount: 'Your bid must be at least $12,350' },
        data: { minimumBid: 12_350 },
      });
      expect(await bidRows(t.app, id)).toHaveLength(1);
    });

    it('answers a bid below an earlier maximum with an automatic bid: 200, not leading', async () => {
      const id = await listing({ startingBid: 12_250 });
      const before = (await auctionRow(t.app, id)).seq;
      await bid(alice, id, 12_250, 15_000);
      const answer = await bid(bob, id, 12_350);
      expect(answer.message).toBe(
        "Your bid was placed, but another bidder's earlier maximum bid is higher: you have been outbid.",
      );
      expect(answer.data.bid).toMatchObject({ amount: 12_350, maxAmount: null, isLeader: false });
      expect(answer.data.auction).toMatchObject({
        highestBid: 12_450,
        currentPrice: 12_450,
        // Bob's bid and the automatic answer: the count is the history's length.
        bidCount: 3,
        minimumBid: 12_550,
        isLeader: false,
        yourMaxBid: 12_350,
      });
      const rows = await bidRows(t.app, id);
      expect(rows.map((r) => [r.bidderId, r.amount, r.isProxy])).toEqual([
        [alice.userId, 12_250, false],
        [bob.userId, 12_350, false],
        [alice.userId, 12_450, true],
      ]);
      expect((await auctionRow(t.app, id)).seq).toBeGreaterThan(before);

      // Equal maximums: the earlier one keeps the lead, at that maximum.
      const tie = await bid(bob, id, 15_000);
      expect(tie.data.bid.isLeader).toBe(false);
      expect(tie.data.auction).toMatchObject({ highestBid: 15_000, minimumBid: 15_100 });

      // One increment more takes the lead; Alice is told she was outbid.
      const lead = await bid(bob, id, 15_100);
      expect(lead.data.bid).toMatchObject({ amount: 15_100, isLeader: true });
      expect(lead.data.auction).toMatchObject({ highestBid: 15_100, bidCount: 6, isLeader: true });
      const listed = (await history(t.app, bob, { auctionId: id })).json<Answer<BidHistoryData>>();
      expect(listed.pagination?.total).toBe(6);
      const notices = await notificationRows(t.app, id);
      expect(notices.map((n) => [n.userId, n.kind, n.amount])).toEqual([
        [alice.userId, 'outbid', 15_100],
      ]);
    });

    it('a new maximum above the leader’s pays one increment over it', async () => {
      const id = await listing({ startingBid: 4_900 });
      await bid(alice, id, 4_900, 4_975);
      const answer = await bid(bob, id, 4_950, 9_000);
      // Alice's maximum 4,975 + the increment at 4,975 ($50) = 5,025.
      expect(answer.data.bid).toMatchObject({ amount: 5_025, maxAmount: 9_000, isLeader: true });
      expect(answer.data.auction).toMatchObject({
        highestBid: 5_025,
        minimumBid: 5_125,
        yourMaxBid: 9_000,
      });
    });

    it('the leader raising their own maximum does not raise the price, nor count as a bid', async () => {
      const id = await listing({ startingBid: 10_000 });
      await bid(alice, id, 10_000, 11_000);
      const raise = await bid(alice, id, 10_100, 14_000);
      expect(raise.message).toBe(
        'Your maximum bid is now $14,000. You are still the highest bidder.',
      );
      expect(raise.data.bid).toMatchObject({ amount: 10_000, maxAmount: 14_000, isLeader: true });
      expect(raise.data.auction).toMatchObject({
        highestBid: 10_000,
        bidCount: 1,
        yourMaxBid: 14_000,
      });
      const row = await auctionRow(t.app, id);
      expect(row.leaderMaxBid).toBe(14_000);
      // Bob needs more than 14,000 to lead.
      expect((await bid(bob, id, 13_900)).data.auction).toMatchObject({
        highestBid: 14_000,
        isLeader: false,
      });
      expect(await notificationRows(t.app, id)).toEqual([]);
    });

    it('refuses the leader bidding again under their own maximum (409 ALREADY_LEADING): nothing moves', async () => {
      const endsAt = new Date(T0.getTime() + 10 * MINUTE);
      const id = await listing({ startingBid: 10_000, endsAt });
      await bid(alice, id, 10_000, 12_000);
      // In the last 2 minutes, where an accepted bid would move the end.
      t.setClock(new Date(endsAt.getTime() - MINUTE));
      const before = await auctionRow(t.app, id);
      for (const body of [
        { auctionId: id, amount: 10_100 },
        { auctionId: id, amount: 10_100, maxAmount: 12_000 },
        { auctionId: id, amount: 12_000 },
      ]) {
        const again = await placeBid(t.app, alice, body);
        expect(again.statusCode, again.body).toBe(409);
        expect(again.json()).toEqual({
          code: 'ALREADY_LEADING',
          message:
            'You are already the highest bidder. To bid more, raise your maximum above $12,000.',
          data: { yourMaxBid: 12_000 },
        });
      }
      const after = await auctionRow(t.app, id);
      expect(after).toMatchObject({
        bidCount: 1,
        highestBid: 10_000,
        leaderMaxBid: 12_000,
        endsAt,
        extended: false,
        seq: before.seq,
      });
      expect(await bidRows(t.app, id)).toHaveLength(1);
    });

    it('a leader raising their maximum in the last 2 minutes moves neither the end nor the count', async () => {
      const endsAt = new Date(T0.getTime() + 10 * MINUTE);
      const id = await listing({ startingBid: 10_000, endsAt });
      await bid(alice, id, 10_000);
      t.setClock(new Date(endsAt.getTime() - 30_000));
      const raise = await bid(alice, id, 10_100, 15_000);
      expect(raise.message).toBe(
        'Your maximum bid is now $15,000. You are still the highest bidder.',
      );
      expect(raise.data.auction).toMatchObject({
        endsAt: endsAt.toISOString(),
        extended: false,
        bidCount: 1,
        highestBid: 10_000,
        isLeader: true,
        yourMaxBid: 15_000,
      });
      // The raise is kept for its maximum only: the history shows the one bid.
      const listed = await history(t.app, bob, { auctionId: id });
      expect(listed.json<Answer<BidHistoryData>>().data.bids).toHaveLength(1);
      expect((await bidRows(t.app, id)).map((row) => row.maxOnly)).toEqual([false, true]);

      // A runner-up's bid still extends, and the raised maximum answers it.
      const late = new Date(endsAt.getTime() - 20_000);
      t.setClock(late);
      const runnerUp = await bid(bob, id, 10_100);
      expect(runnerUp.data.auction).toMatchObject({
        endsAt: new Date(late.getTime() + 2 * MINUTE).toISOString(),
        extended: true,
        // Bob's bid and the raised maximum's automatic answer.
        bidCount: 3,
        highestBid: 10_200,
        isLeader: false,
      });
    });

    it('a leader raising a maximum the price had reached moves the price to the runner-up’s maximum plus one increment, and counts', async () => {
      const id = await listing({ startingBid: 10_000 });
      await bid(alice, id, 10_000, 11_000);
      // Bob's maximum equals Alice's: Alice, earlier, leads at her maximum.
      expect((await bid(bob, id, 10_100, 11_000)).data.auction).toMatchObject({
        highestBid: 11_000,
        bidCount: 3,
      });
      const raise = await bid(alice, id, 11_100, 14_000);
      expect(raise.data.auction).toMatchObject({
        highestBid: 11_100,
        bidCount: 4,
        isLeader: true,
        yourMaxBid: 14_000,
      });
      const listed = await history(t.app, carol, { auctionId: id });
      expect(listed.json<Answer<BidHistoryData>>().data.bids[0]).toMatchObject({
        amount: 11_100,
        automatic: false,
      });
    });

    it('a maximum that reaches the reserve lifts the price to the reserve', async () => {
      const id = await listing({ startingBid: 10_000, reservePrice: 20_000 });
      const under = await bid(alice, id, 10_000, 15_000);
      expect(under.data.auction).toMatchObject({ highestBid: 10_000, reserveMet: false });
      const over = await bid(bob, id, 10_100, 25_000);
      expect(over.data.auction).toMatchObject({
        highestBid: 20_000,
        reserveMet: true,
        isLeader: true,
      });
    });

    it('a bid in the last 2 minutes moves the end to now + 2 minutes (soft close)', async () => {
      const endsAt = new Date(T0.getTime() + 10 * MINUTE);
      const id = await listing({ startingBid: 5_000, endsAt });
      t.setClock(new Date(endsAt.getTime() - 3 * MINUTE));
      const early = await bid(alice, id, 5_000);
      expect(early.data.auction).toMatchObject({ endsAt: endsAt.toISOString(), extended: false });

      const late = new Date(endsAt.getTime() - 30_000);
      t.setClock(late);
      const answer = await bid(bob, id, 5_100);
      const moved = new Date(late.getTime() + 2 * MINUTE).toISOString();
      expect(answer.data.auction).toMatchObject({ endsAt: moved, extended: true });
      const detail = await call(t.app, '/user/auctionScreen', { auctionId: id });
      expect(detail.json<Answer<Auction>>().data).toMatchObject({
        endsAt: moved,
        extended: true,
        schedule: { endTime: moved },
      });

      // After the old end, the sale is still open until the new one.
      t.setClock(new Date(endsAt.getTime() + 60_000));
      await bid(alice, id, 5_200);
    });

    it('refuses bids on sales that are not open (409) or sold (409 ALREADY_SOLD)', async () => {
      const scheduled = await listing({ startsAt: new Date(T0.getTime() + HOUR) });
      const notStarted = await placeBid(t.app, alice, { auctionId: scheduled, amount: 10_000 });
      expect(notStarted.statusCode).toBe(409);
      expect(notStarted.json()).toMatchObject({
        code: 'AUCTION_NOT_OPEN',
        message: 'This sale has not started yet',
      });

      const ending = await listing({ endsAt: new Date(T0.getTime() + MINUTE) });
      t.setClock(new Date(T0.getTime() + MINUTE));
      const ended = await placeBid(t.app, alice, { auctionId: ending, amount: 10_000 });
      expect(ended.statusCode).toBe(409);
      expect(ended.json()).toMatchObject({
        code: 'AUCTION_NOT_OPEN',
        message: 'This sale has ended',
      });

      const withBuyNow = await listing({ buyNowPrice: 30_000 });
      expect((await buyNow(t.app, carol, withBuyNow)).statusCode).toBe(200);
      const sold = await placeBid(t.app, alice, { auctionId: withBuyNow, amount: 10_000 });
      expect(sold.statusCode).toBe(409);
      expect(sold.json()).toMatchObject({
        code: 'ALREADY_SOLD',
        message: 'This vehicle has already been sold',
      });
    });

    it('refuses the seller’s own listing (403) and listings that take no bids (400)', async () => {
      const id = await listing();
      const own = await placeBid(t.app, seller, { auctionId: id, amount: 10_000 });
      expect(own.statusCode).toBe(403);
      expect(own.json()).toMatchObject({ code: 'OWN_LISTING' });

      const claimable = await listing({ type: 'claimpoint', claimPrice: 9_000 });
      const notBiddable = await placeBid(t.app, alice, { auctionId: claimable, amount: 10_000 });
      expect(notBiddable.statusCode).toBe(400);
      expect(notBiddable.json()).toMatchObject({
        code: 'NOT_BIDDABLE',
        message: 'This listing does not take bids',
      });
      expect(await bidRows(t.app, id)).toEqual([]);
    });

    it('refuses an admin: bids, claims and Buy Now are for buyers (403 ADMIN_NOT_BUYER)', async () => {
      const admin = await createUser(t.app, 'admin');
      const id = await listing({ buyNowPrice: 30_000 });
      const claimable = await listing({ type: 'claimpoint', claimPrice: 9_000 });
      const refusal = {
        code: 'ADMIN_NOT_BUYER',
        message:
          'An admin account cannot bid, claim or buy: an admin is not a buyer. Use a consumer or dealer account.',
      };
      for (const response of [
        await placeBid(t.app, admin, { auctionId: id, amount: 10_000 }),
        // Checked before the body: even a bad one gets the same answer.
        await placeBid(t.app, admin, { auctionId: id }),
        await claim(t.app, admin, claimable),
        await buyNow(t.app, admin, id),
      ]) {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json()).toEqual(refusal);
      }
      expect(await bidRows(t.app, id)).toEqual([]);
      expect(await orderRows(t.app, id)).toEqual([]);
      expect(await orderRows(t.app, claimable)).toEqual([]);
      expect((await auctionRow(t.app, id)).status).toBe('open');
    });

    it('needs a session (401), a known auction (404) and a valid body (400)', async () => {
      const id = await listing();
      expect((await placeBid(t.app, undefined, { auctionId: id, amount: 10_000 })).statusCode).toBe(
        401,
      );
      for (const auctionId of [randomUUID(), 'not-an-id']) {
        const unknown = await placeBid(t.app, alice, { auctionId, amount: 10_000 });
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Auction Not Found' });
      }
      const cases: [object, Record<string, string>][] = [
        [{ auctionId: id }, { amount: 'Enter your bid amount' }],
        [
          { auctionId: id, amount: 10_000.5 },
          { amount: 'Bid amount must be a whole number of dollars from $1 to $10,000,000' },
        ],
        [
          { auctionId: id, amount: '10000' },
          { amount: 'Bid amount must be a whole number of dollars from $1 to $10,000,000' },
        ],
        [
          { auctionId: id, amount: 10_000, maxAmount: 9_000 },
          { maxAmount: 'Maximum bid cannot be less than your bid' },
        ],
        [{ amount: 10_000 }, { auctionId: 'Auction id is required' }],
      ];
      for (const [body, errors] of cases) {
        const response = await placeBid(t.app, alice, body as { auctionId: unknown });
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors });
      }
      expect(await bidRows(t.app, id)).toEqual([]);
    });
  });

  describe('POST /user/claimAuction', () => {
    const marketDrop = () =>
      listing({
        type: 'marketdropai',
        startingBid: 30_000,
        floorPrice: 25_000,
        dropAmount: 500,
        dropIntervalMinutes: 15,
        // Started 59 minutes before T0: three drops at T0, four 14 minutes later.
        startsAt: new Date(T0.getTime() - HOUR + MINUTE),
      });

    it('claims a MarketDropAI car at the price of the server clock; the next claim gets 409', async () => {
      const id = await marketDrop();
      t.setClock(new Date(T0.getTime() + 14 * MINUTE));
      const first = await claim(t.app, alice, id);
      expect(first.statusCode, first.body).toBe(200);
      const answer = first.json<Answer<PurchaseData>>();
      expect(answer.message).toBe('Vehicle claimed successfully');
      expect(answer.data.order).toEqual({
        _id: expect.any(String),
        auctionId: id,
        buyerId: alice.userId,
        price: 28_000,
        source: 'claim',
        status: 'pending_payment',
        createdAt: new Date(T0.getTime() + 14 * MINUTE).toISOString(),
      });
      expect(answer.data.auction).toMatchObject({
        status: 'sold',
        currentPrice: 28_000,
        priceChangesAt: null,
      });

      const second = await claim(t.app, bob, id);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ code: 'ALREADY_SOLD' });
      expect(await orderRows(t.app, id)).toHaveLength(1);
      const row = await auctionRow(t.app, id);
      expect(row).toMatchObject({ status: 'sold', currentPrice: 28_000, priceChangesAt: null });
      expect(row.closedAt?.toISOString()).toBe(answer.data.order.createdAt);
      const notices = await notificationRows(t.app, id);
      expect(notices.map((n) => [n.userId, n.kind, n.amount]).sort()).toEqual(
        [
          [alice.userId, 'won', 28_000],
          [seller.userId, 'sold', 28_000],
        ].sort(),
      );

      // The price stays what it sold at, later too.
      t.setClock(new Date(T0.getTime() + 3 * HOUR));
      const detail = await call(t.app, '/user/auctionScreen', { auctionId: id });
      expect(detail.json<Answer<Auction>>().data).toMatchObject({
        status: 'sold',
        currentPrice: 28_000,
      });
    });

    it('claims a ClaimPOINT car at its claim price', async () => {
      const id = await listing({ type: 'claimpoint', startingBid: 20_000, claimPrice: 18_500 });
      const response = await claim(t.app, bob, id);
      expect(response.statusCode).toBe(200);
      expect(response.json<Answer<PurchaseData>>().data.order).toMatchObject({
        price: 18_500,
        buyerId: bob.userId,
      });
    });

    it('refuses auctions (400), own listings (403), closed sales (409) and unknown ids', async () => {
      const auction = await listing();
      const notClaimable = await claim(t.app, alice, auction);
      expect(notClaimable.statusCode).toBe(400);
      expect(notClaimable.json()).toMatchObject({ code: 'NOT_CLAIMABLE' });

      const own = await listing({ type: 'claimpoint', claimPrice: 9_000 });
      const ownClaim = await claim(t.app, seller, own);
      expect(ownClaim.statusCode).toBe(403);
      expect(ownClaim.json()).toMatchObject({ code: 'OWN_LISTING' });

      const later = await listing({
        type: 'claimpoint',
        claimPrice: 9_000,
        startsAt: new Date(T0.getTime() + HOUR),
      });
      expect((await claim(t.app, alice, later)).json()).toMatchObject({
        code: 'AUCTION_NOT_OPEN',
      });
      const ending = await listing({
        type: 'claimpoint',
        claimPrice: 9_000,
        endsAt: new Date(T0.getTime() + MINUTE),
      });
      t.setClock(new Date(T0.getTime() + 2 * MINUTE));
      const ended = await claim(t.app, alice, ending);
      expect(ended.statusCode).toBe(409);
      expect(ended.json()).toMatchObject({ code: 'AUCTION_NOT_OPEN' });

      expect((await claim(t.app, undefined, own)).statusCode).toBe(401);
      expect((await claim(t.app, alice, randomUUID())).statusCode).toBe(404);
      const bad = await call(t.app, '/user/claimAuction', {}, alice);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ errors: { auctionId: 'Auction id is required' } });
      expect(await orderRows(t.app, own)).toEqual([]);
    });
  });

  describe('POST /user/buyNow', () => {
    it('buys an auction at its Buy Now price while no bid reached it; bidders lose', async () => {
      const id = await listing({ startingBid: 10_000, buyNowPrice: 20_000 });
      await bid(alice, id, 10_000, 19_000);
      const response = await buyNow(t.app, bob, id);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<Answer<PurchaseData>>();
      expect(answer.message).toBe('Vehicle purchased successfully');
      expect(answer.data.order).toMatchObject({
        buyerId: bob.userId,
        price: 20_000,
        source: 'buyNow',
        status: 'pending_payment',
      });
      expect(answer.data.auction).toMatchObject({ status: 'sold', currentPrice: 20_000 });
      const notices = await notificationRows(t.app, id);
      expect(notices.map((n) => [n.userId, n.kind]).sort()).toEqual(
        [
          [alice.userId, 'lost'],
          [bob.userId, 'won'],
          [seller.userId, 'sold'],
        ].sort(),
      );
      const again = await buyNow(t.app, carol, id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'ALREADY_SOLD' });
    });

    it('is gone once a bid reaches the Buy Now price (400 NO_BUY_NOW)', async () => {
      const id = await listing({ startingBid: 10_000, buyNowPrice: 12_000 });
      await bid(alice, id, 12_000);
      const response = await buyNow(t.app, bob, id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'NO_BUY_NOW',
        message: 'Buy Now is no longer available: a bid has reached the Buy Now price',
      });
    });

    it('buys a ClaimPOINT listing with a Buy Now price; refuses listings without one', async () => {
      const id = await listing({ type: 'claimpoint', claimPrice: 9_000, buyNowPrice: 9_500 });
      const bought = await buyNow(t.app, alice, id);
      expect(bought.statusCode).toBe(200);
      expect(bought.json<Answer<PurchaseData>>().data.order.price).toBe(9_500);

      const none = await listing();
      const refused = await buyNow(t.app, alice, none);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'NO_BUY_NOW',
        message: 'This listing has no Buy Now price',
      });
      const own = await listing({ buyNowPrice: 15_000 });
      expect((await buyNow(t.app, seller, own)).json()).toMatchObject({ code: 'OWN_LISTING' });
      expect((await buyNow(t.app, undefined, own)).statusCode).toBe(401);
      expect((await buyNow(t.app, alice, randomUUID())).statusCode).toBe(404);
    });
  });

  describe('POST /user/getBidHistory', () => {
    it('lists bids newest first, bidders numbered by first bid, never a maximum', async () => {
      const id = await listing({ startingBid: 10_000 });
      await bid(bob, id, 10_000, 12_000);
      t.setClock(new Date(T0.getTime() + MINUTE));
      await bid(alice, id, 10_100);
      t.setClock(new Date(T0.getTime() + 2 * MINUTE));
      await bid(carol, id, 12_100);
      await bid(alice, id, 12_200, 13_000);

      const response = await history(t.app, alice, { auctionId: id });
      expect(response.statusCode).toBe(200);
      const answer = response.json<Answer<BidHistoryData>>();
      expect(answer.message).toBe('Bid history fetched successfully');
      expect(response.body).not.toMatch(/max/i);
      expect(answer.data.bids.map((b) => [b.bidder, b.amount, b.isYours, b.automatic])).toEqual([
        ['Bidder 2', 12_200, true, false],
        ['Bidder 3', 12_100, false, false],
        ['Bidder 1', 10_200, false, true],
        ['Bidder 2', 10_100, true, false],
        ['Bidder 1', 10_000, false, false],
      ]);
      expect(answer.data.bids[4]?.createdAt).toBe(T0.toISOString());
      expect(answer.pagination).toEqual({ pageNumber: 1, pageSize: 50, total: 5, totalPages: 1 });

      const anonymous = await history(t.app, undefined, {
        auctionId: id,
        pageNumber: 2,
        pageSize: 2,
      });
      const page = anonymous.json<Answer<BidHistoryData>>();
      expect(page.data.bids.map((b) => [b.bidder, b.amount, b.isYours])).toEqual([
        ['Bidder 1', 10_200, false],
        ['Bidder 2', 10_100, false],
      ]);
      expect(page.pagination).toEqual({ pageNumber: 2, pageSize: 2, total: 5, totalPages: 3 });
      // bidCount is the history's length: the automatic bid counts too ("Total 5 Bids" over 5 rows).
      expect((await auctionRow(t.app, id)).bidCount).toBe(5);
    });

    it('answers an empty history, 404 for unknown auctions and 400 for bad paging', async () => {
      const id = await listing();
      const empty = await history(t.app, undefined, { auctionId: id });
      expect(empty.json<Answer<BidHistoryData>>().data.bids).toEqual([]);
      expect((await history(t.app, undefined, { auctionId: randomUUID() })).statusCode).toBe(404);
      const bad = await history(t.app, undefined, { auctionId: id, pageSize: 500 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });

  describe('live fields of auctionScreen and the listings', () => {
    it('answers minimumBid, endsAt, serverTime, extended; isLeader and yourMaxBid to the caller only', async () => {
      const id = await listing({ startingBid: 30_000 });
      await bid(alice, id, 30_000, 40_000);
      t.setClock(new Date(T0.getTime() + 5_000));
      const detail = (user?: TestUser) =>
        call(t.app, '/user/auctionScreen', { auctionId: id }, user).then(
          (r) => r.json<Answer<Auction>>().data,
        );
      const anonymous = await detail();
      expect(anonymous).toMatchObject({
        status: 'open',
        currentPrice: 30_000,
        totalBids: 1,
        minimumBid: 30_250,
        extended: false,
        serverTime: new Date(T0.getTime() + 5_000).toISOString(),
      });
      expect(anonymous.endsAt).toBe(anonymous.schedule.endTime);
      expect(anonymous).not.toHaveProperty('isLeader');
      expect(anonymous).not.toHaveProperty('yourMaxBid');
      expect(await detail(alice)).toMatchObject({ isLeader: true, yourMaxBid: 40_000 });
      expect(await detail(bob)).toMatchObject({ isLeader: false, yourMaxBid: null });

      const listingFor = async (user?: TestUser) => {
        const response = await call(
          t.app,
          '/user/getAuctions',
          { pageNumber: 1, pageSize: 100 },
          user,
        );
        expect(response.statusCode).toBe(200);
        const body = response.json<{ data: Auction[] }>();
        return body.data.find((a) => a._id === id) as Auction;
      };
      expect(await listingFor(alice)).toMatchObject({ isLeader: true, yourMaxBid: 40_000 });
      const first = await listingFor();
      expect(first).not.toHaveProperty('isLeader');
      expect(first.serverTime).toBe(new Date(T0.getTime() + 5_000).toISOString());
      // The shared (cached) anonymous answer still tells the time of each answer.
      t.setClock(new Date(T0.getTime() + 9_000));
      expect((await listingFor()).serverTime).toBe(new Date(T0.getTime() + 9_000).toISOString());
      // Someone else's view never carries Alice's fields.
      expect(await listingFor(bob)).toMatchObject({ isLeader: false, yourMaxBid: null });
    });

    it('reads the live state from the database, with the viewer’s own fields when signed in', async () => {
      const id = await listing({ startingBid: 8_000, reservePrice: 9_000 });
      await bid(bob, id, 8_000, 8_500);
      const row = await auctionRow(t.app, id);
      const state = await readLiveState(t.app, { auctionId: id, userId: null });
      expect(state).toEqual({
        auctionId: id,
        seq: row.seq,
        status: 'open',
        currentPrice: 8_000,
        highestBid: 8_000,
        buyNowPrice: null,
        bidCount: 1,
        minimumBid: 8_100,
        endsAt: row.endsAt.toISOString(),
        extended: false,
        paused: false,
        priceChangesAt: null,
        serverTime: T0.toISOString(),
        reserveMet: false,
      });
      expect(await readLiveState(t.app, { auctionId: id, userId: bob.userId })).toMatchObject({
        isLeader: true,
        yourMaxBid: 8_500,
      });
      await expect(
        readLiveState(t.app, { auctionId: randomUUID(), userId: null }),
      ).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    });
  });
});
