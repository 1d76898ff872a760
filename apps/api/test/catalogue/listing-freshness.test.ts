import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Auction } from '@marketdrop/api-client';
import { drivers, sharedDatabase } from '../helpers/build-test-app';
import {
  T0,
  buildAuctionApp,
  call,
  createDealer,
  createListing,
  createUser,
  placeBid,
  type Answer,
  type AuctionApp,
  type TestUser,
} from '../auctions/auction-fixture';

/** The freshness bound of decision 024, as production runs it. */
const FRESHNESS_MS = 5_000;

/**
 * The listing's freshness promise (decision 024): an anonymous listing answer reflects every
 * change committed at least CATALOGUE_FRESHNESS_MS before it is served, whichever process made
 * it; a signed-in caller's answer reflects every change at once. On PostgreSQL the bid is placed
 * through a second server on the same database.
 */
describe.each(drivers)('listing freshness on %s', (driver) => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  let reader: AuctionApp;
  let writer: AuctionApp;
  let buyer: TestUser;
  let viewer: TestUser;
  let ids: string[];

  beforeAll(async () => {
    shared = await sharedDatabase(driver);
    const env = { CATALOGUE_FRESHNESS_MS: String(FRESHNESS_MS) };
    reader = await buildAuctionApp(driver, { database: shared.database, env });
    // PGlite is one process's database: the same server writes.
    writer =
      driver === 'postgres'
        ? await buildAuctionApp(driver, { database: shared.database, env })
        : reader;
    const seller = await createUser(writer.app, 'dealer');
    const dealerId = await createDealer(writer.app, seller.userId);
    ids = [];
    for (const startingBid of [10_000, 11_000, 12_000]) {
      ids.push(await createListing(writer.app, { dealerId, startingBid }));
    }
    buyer = await createUser(writer.app);
    viewer = await createUser(writer.app);
  });
  afterAll(async () => {
    if (writer !== reader) await writer?.close();
    await reader?.close();
    await shared?.drop();
  });

  const top = async (pageSize: number, user?: TestUser) => {
    const response = await call(
      reader.app,
      '/user/getAuctions',
      { sortBy: 'highToLow', pageSize },
      user,
    );
    expect(response.statusCode).toBe(200);
    return response.json<Answer<Auction[]>>().data[0] as Auction;
  };

  it('shows a bid to everyone within the bound, and to a signed-in caller at once', async () => {
    expect(reader.clock.now().getTime()).toBe(T0.getTime());
    expect((await top(1))._id).toBe(ids[2]);

    const bid = await placeBid(writer.app, buyer, { auctionId: ids[0], amount: 20_000 });
    expect(bid.statusCode, bid.body).toBe(200);

    // The page asked just before is served as it was (the bid is seconds old at most)...
    const kept = await top(1);
    expect(kept._id).toBe(ids[2]);
    // ...a page nobody asked before, and a signed-in caller's page, show the bid already.
    expect((await top(2))._id).toBe(ids[0]);
    const signedIn = await top(1, viewer);
    expect(signedIn).toMatchObject({ _id: ids[0], currentPrice: 20_000, totalBids: 1 });

    // Once the bid is as old as the bound, every anonymous answer shows it.
    reader.clock.advance(FRESHNESS_MS - 1);
    expect((await top(1))._id).toBe(ids[2]);
    reader.clock.advance(1);
    expect(await top(1)).toMatchObject({ _id: ids[0], currentPrice: 20_000, totalBids: 1 });
  });

  it('with the bound at 0 (tests, CATALOGUE_FRESHNESS_MS=0), every answer shows every change', async () => {
    const exact = await buildAuctionApp(driver, { env: { CATALOGUE_FRESHNESS_MS: '0' } });
    try {
      const seller = await createUser(exact.app, 'dealer');
      const dealerId = await createDealer(exact.app, seller.userId);
      const [low, high] = [
        await createListing(exact.app, { dealerId, startingBid: 10_000 }),
        await createListing(exact.app, { dealerId, startingBid: 12_000 }),
      ];
      const ask = async () =>
        (await call(exact.app, '/user/getAuctions', { sortBy: 'highToLow', pageSize: 1 })).json<
          Answer<Auction[]>
        >().data[0] as Auction;
      expect((await ask())._id).toBe(high);
      const bid = await placeBid(exact.app, await createUser(exact.app), {
        auctionId: low,
        amount: 30_000,
      });
      expect(bid.statusCode, bid.body).toBe(200);
      expect((await ask())._id).toBe(low);
    } finally {
      await exact.close();
    }
  });
});
