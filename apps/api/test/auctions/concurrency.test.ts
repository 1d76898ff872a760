/**
 * Storms on one auction: 200 bids at once, 200 claims at once. On PostgreSQL the requests are
 * shared between two app instances on one database (two server processes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BidHistoryData, PlaceBidData } from '@marketdrop/api-client';
import { createPostgresDatabase, drivers } from '../helpers/build-test-app';
import {
  auctionRow,
  bidRows,
  buildAuctionApp,
  claim,
  createDealer,
  createListing,
  createUser,
  history,
  orderRows,
  placeBid,
  type Answer,
  type AuctionApp,
  type TestUser,
} from './auction-fixture';
import { ProxyModel } from './proxy-model';

const STORM = 200;

describe.each(drivers)('200 requests at once on one auction on %s', (driver) => {
  /** The instances sharing the database (two on PostgreSQL). */
  let apps: AuctionApp[];
  let dropDatabase: () => Promise<void> = async () => {};
  let dealerId: string;
  let users: TestUser[];

  beforeAll(async () => {
    if (driver === 'postgres') {
      const pg = await createPostgresDatabase();
      dropDatabase = pg.drop;
      const database = { driver: 'postgres', url: pg.url } as const;
      apps = [
        await buildAuctionApp(driver, { database }),
        await buildAuctionApp(driver, { database }),
      ];
    } else {
      apps = [await buildAuctionApp(driver)];
    }
    const app = (apps[0] as AuctionApp).app;
    dealerId = await createDealer(app, null);
    users = await Promise.all(Array.from({ length: STORM }, () => createUser(app)));
  });
  afterAll(async () => {
    await Promise.all((apps ?? []).map((t) => t.close()));
    await dropDatabase();
  });

  const appFor = (i: number) => (apps[i % apps.length] as AuctionApp).app;
  const first = () => (apps[0] as AuctionApp).app;

  /** Every page of an auction's history, newest first. */
  async function fullHistory(auctionId: string) {
    const all: BidHistoryData['bids'] = [];
    for (let pageNumber = 1; ; pageNumber += 1) {
      const response = await history(first(), undefined, { auctionId, pageNumber, pageSize: 200 });
      expect(response.statusCode).toBe(200);
      const page = response.json<Answer<BidHistoryData>>().data.bids;
      all.push(...page);
      if (page.length < 200) return all;
    }
  }

  it('plain bids: every 200 is in the history, bidCount = accepted, highest bid = highest accepted', async () => {
    const id = await createListing(first(), { dealerId, startingBid: 10_000 });
    // Each bidder bids once, one step above the previous: in arrival order each is the minimum.
    const responses = await Promise.all(
      users.map((user, i) =>
        placeBid(appFor(i), user, { auctionId: id, amount: 10_000 + 100 * i }),
      ),
    );
    const accepted: { id: string; amount: number }[] = [];
    for (const response of responses) {
      if (response.statusCode === 200) {
        const { bid } = response.json<Answer<PlaceBidData>>().data;
        accepted.push({ id: bid._id, amount: bid.amount });
      } else {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ code: 'BID_TOO_LOW' });
      }
    }
    expect(accepted.length).toBeGreaterThan(0);

    const row = await auctionRow(first(), id);
    expect(row.bidCount).toBe(accepted.length);
    expect(row.highestBid).toBe(Math.max(...accepted.map((b) => b.amount)));
    const listed = await fullHistory(id);
    expect(listed).toHaveLength(accepted.length);
    const listedIds = new Set(listed.map((b) => b._id));
    for (const bid of accepted) expect(listedIds.has(bid.id)).toBe(true);
    // Newest first: strictly decreasing amounts, the newest is the highest bid.
    expect(listed[0]?.amount).toBe(row.highestBid);
    listed.forEach((b, i) => {
      if (i > 0) expect(b.amount).toBeLessThan((listed[i - 1] as { amount: number }).amount);
    });
  });

  it('proxy bids: no accepted bid lost, and the state is the model replayed in the order decided', async () => {
    const id = await createListing(first(), { dealerId, startingBid: 5_000, reservePrice: 9_000 });
    const bidders = users.slice(0, 20);
    const responses = await Promise.all(
      Array.from({ length: STORM }, (_, i) => {
        const user = bidders[i % bidders.length] as TestUser;
        const amount = 5_000 + 50 * i;
        const body =
          i % 3 === 0
            ? { auctionId: id, amount, maxAmount: amount + 25 * ((i * 7) % 40) }
            : { auctionId: id, amount };
        return placeBid(appFor(i), user, body);
      }),
    );
    const acceptedIds = new Set<string>();
    for (const response of responses) {
      if (response.statusCode === 200) {
        acceptedIds.add(response.json<Answer<PlaceBidData>>().data.bid._id);
      } else if (response.statusCode === 409) {
        // A leader bidding again at or under their own maximum (the same buyers bid many times).
        expect(response.json()).toMatchObject({ code: 'ALREADY_LEADING' });
      } else {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ code: 'BID_TOO_LOW' });
      }
    }

    // Every accepted bid is stored; the ones anyone sees (all but a leader's raise that moved no
    // price) are in the history, and the count is the history's length, automatic bids included.
    const rows = await bidRows(first(), id);
    const buyers = rows.filter((r) => !r.isProxy);
    expect(new Set(buyers.map((r) => r.id))).toEqual(acceptedIds);
    const visible = buyers.filter((r) => !r.maxOnly);
    const row = await auctionRow(first(), id);
    expect(row.bidCount).toBe(rows.filter((r) => !r.maxOnly).length);
    const listedIds = new Set((await fullHistory(id)).map((b) => b._id));
    for (const r of visible) expect(listedIds.has(r.id)).toBe(true);
    for (const r of buyers.filter((b) => b.maxOnly)) expect(listedIds.has(r.id)).toBe(false);

    // Replaying the buyers' bids in the order the engine decided them gives the same state.
    const sent = new Map<string, { amount: number; maxAmount: number | null }>();
    responses.forEach((response, i) => {
      if (response.statusCode !== 200) return;
      const amount = 5_000 + 50 * i;
      sent.set(response.json<Answer<PlaceBidData>>().data.bid._id, {
        amount,
        maxAmount: i % 3 === 0 ? amount + 25 * ((i * 7) % 40) : null,
      });
    });
    const model = new ProxyModel(5_000, 9_000);
    for (const r of buyers) {
      const request = sent.get(r.id);
      if (request === undefined) throw new Error('An accepted bid was not answered');
      expect(model.bid({ bidder: r.bidderId, ...request })).toMatchObject({
        accepted: true,
        counted: !r.maxOnly,
      });
    }
    expect(row.highestBid).toBe(model.price);
    expect(row.leaderId).toBe(model.leader);
    expect(row.highestBid as number).toBeLessThanOrEqual(row.leaderMaxBid as number);
  });

  it('claims: exactly one 200 and one order; every other claim is 409 ALREADY_SOLD', async () => {
    const id = await createListing(first(), {
      dealerId,
      type: 'claimpoint',
      startingBid: 22_000,
      claimPrice: 19_900,
    });
    const responses = await Promise.all(users.map((user, i) => claim(appFor(i), user, id)));
    const won = responses.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const response of responses) {
      if (response.statusCode === 200) continue;
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ code: 'ALREADY_SOLD' });
    }
    const orders = await orderRows(first(), id);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.price).toBe(19_900);
    expect((await auctionRow(first(), id)).status).toBe('sold');
  });
});
