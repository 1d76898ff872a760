/**
 * Rounds (decision 021): the bids one process receives for one auction while a round waits for
 * the lock are decided together, in order of amount, under one lock and one commit; each is
 * checked and answered as it would be alone.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PLACE_BID_MESSAGES,
  placeBid,
  placeBidMessage,
  type PlaceBidResult,
} from '../../src/auctions/place-bid';
import { AppError } from '../../src/shared/errors';
import { drivers } from '../helpers/build-test-app';
import {
  auctionRow,
  bidRows,
  buildAuctionApp,
  createDealer,
  createListing,
  createUser,
  notificationRows,
  type AuctionApp,
  type TestUser,
} from './auction-fixture';

describe.each(drivers)('bids decided in rounds on %s', (driver) => {
  let t: AuctionApp;
  let users: TestUser[];
  let seller: TestUser;
  let dealerId: string;
  beforeAll(async () => {
    t = await buildAuctionApp(driver);
    users = await Promise.all(Array.from({ length: 40 }, () => createUser(t.app)));
    seller = await createUser(t.app, 'dealer');
    dealerId = await createDealer(t.app, seller.userId);
  });
  afterAll(async () => {
    await t?.close();
  });

  const deps = () => ({ db: t.app.db, clock: t.app.clock });
  const settle = (calls: Promise<PlaceBidResult>[]) => Promise.allSettled(calls);

  it('bids sent at once are decided together, lowest first: all accepted, one commit', async () => {
    const id = await createListing(t.app, { dealerId, startingBid: 10_000 });
    const before = await auctionRow(t.app, id);
    // Sent highest first: alone, in arrival order, every bid after the first would be too low.
    const amounts = users.map((_, i) => 10_000 + 100 * (users.length - 1 - i));
    const results = await settle(
      users.map((user, i) =>
        placeBid(deps(), {
          userId: user.userId,
          auctionId: id,
          amount: amounts[i] as number,
          maxAmount: null,
        }),
      ),
    );
    const answers = results.map((result) => {
      if (result.status === 'rejected') throw result.reason;
      return result.value;
    });

    const after = await auctionRow(t.app, id);
    // One round: one write of the auction row, one new seq.
    expect(after.seq).toBe(before.seq + 1);
    expect(after.bidCount).toBe(users.length);
    expect(after.highestBid).toBe(Math.max(...amounts));
    const history = await bidRows(t.app, id);
    expect(history.map((row) => row.amount)).toEqual([...amounts].sort((a, b) => a - b));
    // Each bid led when it was decided; the highest leads now; every answer carries the state the
    // round left (its seq), so no screen shows an older price after a newer one.
    answers.forEach((answer, i) => {
      expect(answer.kind).toBe('lead');
      expect(answer.data.bid.isLeader).toBe(true);
      expect(answer.data.bid.amount).toBe(amounts[i]);
      expect(answer.data.auction.seq).toBe(after.seq);
      expect(answer.data.auction.highestBid).toBe(after.highestBid);
      expect(answer.data.auction.isLeader).toBe(i === 0);
      expect(placeBidMessage(answer)).toBe(
        i === 0 ? PLACE_BID_MESSAGES.leading : PLACE_BID_MESSAGES.overtaken,
      );
    });
    // Everyone but the last leader was outbid once, in the same commit.
    const notices = await notificationRows(t.app, id);
    expect(notices.filter((n) => n.kind === 'outbid')).toHaveLength(users.length - 1);
  });

  it('each bid of a round meets its own checks: too low, own listing, the rest accepted', async () => {
    const id = await createListing(t.app, { dealerId, startingBid: 10_000 });
    const [a, b, c] = users as [TestUser, TestUser, TestUser];
    const results = await settle([
      placeBid(deps(), { userId: a.userId, auctionId: id, amount: 10_000, maxAmount: null }),
      // The same amount after it: too low once the first is decided (equal amounts keep arrival order).
      placeBid(deps(), { userId: b.userId, auctionId: id, amount: 10_000, maxAmount: null }),
      placeBid(deps(), { userId: seller.userId, auctionId: id, amount: 20_000, maxAmount: null }),
      placeBid(deps(), { userId: c.userId, auctionId: id, amount: 10_100, maxAmount: 12_000 }),
    ]);
    expect(results[0]).toMatchObject({ status: 'fulfilled' });
    const tooLow = results[1];
    expect(tooLow?.status).toBe('rejected');
    const error = (tooLow as PromiseRejectedResult).reason as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('BID_TOO_LOW');
    expect(error.data).toEqual({ minimumBid: 10_100 });
    expect(((results[2] as PromiseRejectedResult).reason as AppError).code).toBe('OWN_LISTING');
    const last = results[3] as PromiseFulfilledResult<PlaceBidResult>;
    expect(last.value.data.bid).toMatchObject({
      amount: 10_100,
      maxAmount: 12_000,
      isLeader: true,
    });
    expect(last.value.data.auction).toMatchObject({
      isLeader: true,
      yourMaxBid: 12_000,
      bidCount: 2,
    });
    expect((await bidRows(t.app, id)).map((row) => row.bidderId)).toEqual([a.userId, c.userId]);
  });

  it('a leader re-bidding is refused alone: the round’s other bids, and a raise, are decided as usual', async () => {
    const id = await createListing(t.app, { dealerId, startingBid: 10_000 });
    const [a, b, c] = users as [TestUser, TestUser, TestUser];
    await placeBid(deps(), { userId: a.userId, auctionId: id, amount: 10_000, maxAmount: 11_000 });
    const before = await auctionRow(t.app, id);
    const results = await settle([
      // Alice leads at a maximum of 11,000: bidding 10,500 again is refused...
      placeBid(deps(), { userId: a.userId, auctionId: id, amount: 10_500, maxAmount: null }),
      // ...Bob's bid of the same round is decided (Alice's maximum answers it)...
      placeBid(deps(), { userId: b.userId, auctionId: id, amount: 10_200, maxAmount: null }),
      // ...and Carol's higher maximum takes the lead, decided after Bob's (higher amount).
      placeBid(deps(), { userId: c.userId, auctionId: id, amount: 10_600, maxAmount: 13_000 }),
    ]);
    const refused = (results[0] as PromiseRejectedResult).reason as AppError;
    expect(refused.code).toBe('ALREADY_LEADING');
    expect(refused.statusCode).toBe(409);
    expect(refused.data).toEqual({ yourMaxBid: 11_000 });
    expect(results[1]).toMatchObject({ status: 'fulfilled', value: { kind: 'outbid' } });
    expect(results[2]).toMatchObject({ status: 'fulfilled', value: { kind: 'lead' } });
    const after = await auctionRow(t.app, id);
    expect(after.seq).toBe(before.seq + 1);
    // Alice's bid, Bob's and the automatic answer to it, Carol's: the visible history.
    expect(after).toMatchObject({ bidCount: 4, leaderId: c.userId, highestBid: 11_100 });
    expect((await bidRows(t.app, id)).filter((row) => row.bidderId === a.userId)).toHaveLength(2);
  });

  it('a round on an unknown auction answers 404 to each of its bids', async () => {
    const unknown = randomUUID();
    const results = await settle(
      users.slice(0, 3).map((user) =>
        placeBid(deps(), {
          userId: user.userId,
          auctionId: unknown,
          amount: 10_000,
          maxAmount: null,
        }),
      ),
    );
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect(((result as PromiseRejectedResult).reason as AppError).statusCode).toBe(404);
    }
  });
});
