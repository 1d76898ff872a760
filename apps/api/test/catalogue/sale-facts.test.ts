import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionDetailData } from '@marketdrop/api-client';
import { drivers } from '../helpers/build-test-app';
import {
  HOUR,
  MINUTE,
  T0,
  buildAuctionApp,
  call,
  createDealer,
  createListing,
  createUser,
  placeBid,
  type Answer,
  type AuctionApp,
  type ListingSpec,
  type TestUser,
} from '../auctions/auction-fixture';

/**
 * What `auctionScreen` tells a buyer of a sale besides its price (docs/product.md §3.7, issue 22):
 * the reserve's state while bidding, never its amount, and a MarketDropAI sale's drop step.
 */
describe.each(drivers)('the sale facts of auctionScreen on %s', (driver) => {
  let t: AuctionApp;
  let dealerId: string;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await buildAuctionApp(driver);
    const seller = await createUser(t.app, 'dealer');
    dealerId = await createDealer(t.app, seller.userId);
    [alice, bob] = await Promise.all([createUser(t.app), createUser(t.app)]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const listing = (spec: Omit<ListingSpec, 'dealerId'>) => {
    t.setClock(T0);
    return createListing(t.app, { dealerId, ...spec });
  };
  /** The raw answer (to search its text) and its parsed data, for a visitor or a user. */
  const screen = async (auctionId: string, user?: TestUser) => {
    const response = await call(t.app, '/user/auctionScreen', { auctionId }, user);
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.body, data: response.json<Answer<AuctionDetailData>>().data };
  };
  const bid = async (user: TestUser, auctionId: string, amount: number, maxAmount?: number) => {
    const response = await placeBid(t.app, user, {
      auctionId,
      amount,
      ...(maxAmount === undefined ? {} : { maxAmount }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };

  it('says whether the reserve is met while bidding, and never sends its amount', async () => {
    // An amount no other figure of the sale can be.
    const reserve = 19_777;
    const id = await listing({ startingBid: 10_000, reservePrice: reserve });

    const before = await screen(id);
    expect(before.data.reserveMet).toBe(false);
    expect(before.data.highestBid).toBeNull();

    const under = await bid(alice, id, 10_000, 15_000);
    expect(JSON.parse(under).data.auction.reserveMet).toBe(false);
    const afterBid = await screen(id, bob);
    expect(afterBid.data).toMatchObject({ highestBid: 10_000, reserveMet: false });

    for (const body of [before.body, under, afterBid.body]) {
      expect(body).not.toContain(String(reserve));
      expect(body).not.toMatch(/reservePrice|"reserve"/);
    }

    // Bob's maximum passes the reserve: the price rises to it (docs/product.md §4.3), met.
    await bid(bob, id, 10_100, 25_000);
    const met = await screen(id);
    expect(met.data).toMatchObject({ highestBid: reserve, reserveMet: true });
    expect(met.body).not.toMatch(/reservePrice/);
  });

  it('answers null for an auction without a reserve, nothing for the other sale types', async () => {
    const noReserve = await screen(await listing({ startingBid: 8_000 }));
    expect(noReserve.data.reserveMet).toBeNull();
    expect(noReserve.data.priceDrop).toBeNull();

    const claimPoint = await screen(
      await listing({ type: 'claimpoint', startingBid: 15_500, claimPrice: 15_500 }),
    );
    expect(claimPoint.data).not.toHaveProperty('reserveMet');
    expect(claimPoint.data.priceDrop).toBeNull();
  });

  it('gives a MarketDropAI sale its drop step and its next drop', async () => {
    // Opened 90 minutes before the clock, dropping $500 an hour: one drop so far, the next at T0 + 30 min.
    const id = await listing({
      type: 'marketdropai',
      startsAt: new Date(T0.getTime() - 90 * MINUTE),
      endsAt: new Date(T0.getTime() + 10 * HOUR),
      startingBid: 30_000,
      floorPrice: 25_000,
      dropAmount: 500,
      dropIntervalMinutes: 60,
      priceChangesAt: new Date(T0.getTime() - 30 * MINUTE),
    });
    const { data } = await screen(id);
    expect(data).not.toHaveProperty('reserveMet');
    expect(data.priceDrop).toEqual({ amount: 500, everyMinutes: 60 });
    expect(data.currentPrice).toBe(29_500);
    expect(data.priceChangesAt).toBe(new Date(T0.getTime() + 30 * MINUTE).toISOString());
  });
});
