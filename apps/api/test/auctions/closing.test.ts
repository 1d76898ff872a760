import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Auction } from '@marketdrop/api-client';
import { applyPriceDrops } from '../../src/auctions/apply-price-drops';
import { closeDueAuctions } from '../../src/auctions/close-due-auctions';
import { notifications, orders } from '../../src/db/schema';
import type { BusEvent } from '../../src/plugins/bus';
import { drivers, sharedDatabase } from '../helpers/build-test-app';
import {
  HOUR,
  MINUTE,
  T0,
  auctionRow,
  buildAuctionApp,
  call,
  claim,
  createDealer,
  createListing,
  createUser,
  notificationRows,
  orderRows,
  placeBid,
  type Answer,
  type AuctionApp,
  type TestUser,
} from './auction-fixture';

describe.each(drivers)('closing and drops on %s', (driver) => {
  let t: AuctionApp;
  let seller: TestUser;
  let dealerId: string;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await buildAuctionApp(driver);
    seller = await createUser(t.app, 'dealer');
    dealerId = await createDealer(t.app, seller.userId);
    [alice, bob] = await Promise.all([createUser(t.app), createUser(t.app)]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const bid = async (user: TestUser, auctionId: string, amount: number, maxAmount?: number) => {
    const response = await placeBid(t.app, user, { auctionId, amount, maxAmount });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('closes due sales: sold to the leader at or above the reserve, else unsold; everyone told', async () => {
    t.setClock(T0);
    const endsAt = new Date(T0.getTime() + 10 * MINUTE);
    const won = await createListing(t.app, { dealerId, endsAt, reservePrice: 15_000 });
    const short = await createListing(t.app, { dealerId, endsAt, reservePrice: 50_000 });
    const quiet = await createListing(t.app, { dealerId, endsAt });
    const drop = await createListing(t.app, {
      dealerId,
      endsAt,
      type: 'marketdropai',
      startingBid: 30_000,
      floorPrice: 20_000,
      dropAmount: 1_000,
      dropIntervalMinutes: 4,
      startsAt: T0,
    });
    const point = await createListing(t.app, {
      dealerId,
      endsAt,
      type: 'claimpoint',
      claimPrice: 9_000,
    });
    const later = await createListing(t.app, { dealerId, endsAt: new Date(T0.getTime() + HOUR) });
    await bid(alice, won, 10_000, 20_000);
    await bid(bob, won, 15_100);
    await bid(alice, short, 10_000);
    await bid(alice, later, 10_000);

    t.setClock(new Date(endsAt.getTime() - 1));
    await closeDueAuctions(t.app);
    expect((await auctionRow(t.app, won)).status).toBe('open');

    const closedAt = new Date(endsAt.getTime() + 30_000);
    t.setClock(closedAt);
    const result = await closeDueAuctions(t.app);
    expect(result.sold).toBeGreaterThanOrEqual(1);

    const wonRow = await auctionRow(t.app, won);
    expect(wonRow).toMatchObject({ status: 'sold', highestBid: 15_200, currentPrice: 15_200 });
    expect(wonRow.closedAt?.toISOString()).toBe(closedAt.toISOString());
    expect((await orderRows(t.app, won)).map((o) => [o.buyerId, o.price, o.source])).toEqual([
      [alice.userId, 15_200, 'bid'],
    ]);
    const told = async (id: string) =>
      (await notificationRows(t.app, id)).map((n) => [n.userId, n.kind, n.amount]).sort();
    expect(await told(won)).toEqual(
      [
        [alice.userId, 'won', 15_200],
        [bob.userId, 'lost', 15_200],
        [seller.userId, 'sold', 15_200],
      ].sort(),
    );

    for (const id of [short, quiet, drop, point]) {
      expect((await auctionRow(t.app, id)).status).toBe('unsold');
      expect(await orderRows(t.app, id)).toEqual([]);
    }
    expect(await told(short)).toEqual(
      [
        [alice.userId, 'lost', 10_000],
        [seller.userId, 'unsold', 10_000],
      ].sort(),
    );
    expect(await told(quiet)).toEqual([[seller.userId, 'unsold', null]]);
    // The MarketDropAI price it closed at: two drops by its end (10 minutes, every 4).
    expect(await auctionRow(t.app, drop)).toMatchObject({
      currentPrice: 28_000,
      priceChangesAt: null,
    });
    expect((await auctionRow(t.app, later)).status).toBe('open');

    // Nothing is closed twice.
    const again = await closeDueAuctions(t.app);
    expect(again).toEqual({ sold: 0, unsold: 0 });
    expect(await orderRows(t.app, won)).toHaveLength(1);
    expect(await told(won)).toHaveLength(3);

    // The screens say how each ended; nothing more is accepted.
    const detail = async (id: string) =>
      (await call(t.app, '/user/auctionScreen', { auctionId: id })).json<Answer<Auction>>().data;
    expect(await detail(won)).toMatchObject({ status: 'sold', currentPrice: 15_200 });
    expect(await detail(short)).toMatchObject({ status: 'unsold', currentPrice: 10_000 });
    const late = await placeBid(t.app, bob, { auctionId: short, amount: 20_000 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'AUCTION_NOT_OPEN' });
    expect((await claim(t.app, bob, point)).json()).toMatchObject({ code: 'AUCTION_NOT_OPEN' });
  });

  it('MarketDropAI drops happen at the drop time, each a new seq published on the bus', async () => {
    t.setClock(T0);
    const id = await createListing(t.app, {
      dealerId,
      type: 'marketdropai',
      startsAt: T0,
      startingBid: 30_000,
      floorPrice: 27_000,
      dropAmount: 1_000,
      dropIntervalMinutes: 10,
      priceChangesAt: new Date(T0.getTime() + 10 * MINUTE),
    });
    const events: BusEvent[] = [];
    const unsubscribe = t.app.bus.subscribe((event) => events.push(event));
    const before = await auctionRow(t.app, id);

    t.setClock(new Date(T0.getTime() + 10 * MINUTE - 1));
    await applyPriceDrops(t.app);
    expect(await auctionRow(t.app, id)).toMatchObject({ currentPrice: 30_000, seq: before.seq });

    t.setClock(new Date(T0.getTime() + 10 * MINUTE));
    const next = await applyPriceDrops(t.app);
    const dropped = await auctionRow(t.app, id);
    expect(dropped.currentPrice).toBe(29_000);
    expect(dropped.seq).toBeGreaterThan(before.seq);
    expect(dropped.priceChangesAt?.toISOString()).toBe(
      new Date(T0.getTime() + 20 * MINUTE).toISOString(),
    );
    expect(next?.getTime()).toBeLessThanOrEqual(T0.getTime() + 20 * MINUTE);
    await vi.waitFor(() => {
      expect(events.some((e) => e.change.ids === null || e.change.ids.includes(id))).toBe(true);
    });
    unsubscribe();

    t.setClock(new Date(T0.getTime() + 35 * MINUTE));
    await applyPriceDrops(t.app);
    expect(await auctionRow(t.app, id)).toMatchObject({
      currentPrice: 27_000,
      priceChangesAt: null,
    });

    // A claim pays the price the server's clock gives, and the sale keeps it.
    const answer = await claim(t.app, alice, id);
    expect(answer.json<Answer<{ order: { price: number } }>>().data.order.price).toBe(27_000);
  });

  it('catches up on start: a sale that ended while no server ran is closed before ready', async () => {
    const shared = await sharedDatabase(driver);
    try {
      const first = await buildAuctionApp(driver, { database: shared.database });
      let id: string;
      let buyer: TestUser;
      try {
        const sellerUser = await createUser(first.app, 'dealer');
        const dealer = await createDealer(first.app, sellerUser.userId);
        buyer = await createUser(first.app);
        id = await createListing(first.app, {
          dealerId: dealer,
          endsAt: new Date(T0.getTime() + MINUTE),
        });
        const response = await placeBid(first.app, buyer, { auctionId: id, amount: 10_000 });
        expect(response.statusCode).toBe(200);
      } finally {
        await first.close();
      }

      // Restarted an hour later, with the jobs on: closed by the time the app is ready.
      const second = await buildAuctionApp(driver, {
        database: shared.database,
        env: { JOBS: 'true' },
        clockStart: T0.getTime() + HOUR,
      });
      try {
        expect(await auctionRow(second.app, id)).toMatchObject({
          status: 'sold',
          highestBid: 10_000,
        });
        expect((await orderRows(second.app, id)).map((o) => o.buyerId)).toEqual([buyer.userId]);

        // And later sales close on the runner's timer, on the server clock.
        const dealer = await createDealer(second.app, null);
        const soon = await createListing(second.app, {
          dealerId: dealer,
          endsAt: new Date(T0.getTime() + HOUR + MINUTE),
        });
        second.setClock(new Date(T0.getTime() + HOUR + 2 * MINUTE));
        await vi.waitFor(
          async () => {
            expect((await auctionRow(second.app, soon)).status).toBe('unsold');
          },
          { timeout: 10_000, interval: 100 },
        );
      } finally {
        await second.close();
      }
    } finally {
      await shared.drop();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two app instances on one PostgreSQL closing at once',
  () => {
    it('closes each auction once, with one order per auction', async () => {
      const shared = await sharedDatabase('postgres');
      const a = await buildAuctionApp('postgres', { database: shared.database });
      const b = await buildAuctionApp('postgres', { database: shared.database });
      try {
        const sellerUser = await createUser(a.app, 'dealer');
        const dealer = await createDealer(a.app, sellerUser.userId);
        const buyers = await Promise.all(Array.from({ length: 5 }, () => createUser(a.app)));
        const endsAt = new Date(T0.getTime() + MINUTE);
        const ids = await Promise.all(
          Array.from({ length: 40 }, () => createListing(a.app, { dealerId: dealer, endsAt })),
        );
        await Promise.all(
          ids.map(async (auctionId, i) => {
            const buyer = buyers[i % buyers.length] as TestUser;
            const app = i % 2 === 0 ? a.app : b.app;
            const response = await placeBid(app, buyer, { auctionId, amount: 10_000 });
            expect(response.statusCode).toBe(200);
          }),
        );

        const after = new Date(endsAt.getTime() + MINUTE);
        a.setClock(after);
        b.setClock(after);
        const results = await Promise.all([
          closeDueAuctions(a.app, { batchSize: 4 }),
          closeDueAuctions(b.app, { batchSize: 4 }),
          closeDueAuctions(a.app, { batchSize: 7 }),
          closeDueAuctions(b.app, { batchSize: 7 }),
        ]);
        expect(results.reduce((sum, r) => sum + r.sold, 0)).toBe(40);
        expect(results.reduce((sum, r) => sum + r.unsold, 0)).toBe(0);

        const placed = await a.app.db.select().from(orders).where(inArray(orders.auctionId, ids));
        expect(placed).toHaveLength(40);
        expect(new Set(placed.map((o) => o.auctionId)).size).toBe(40);
        const wins = await a.app.db
          .select()
          .from(notifications)
          .where(eq(notifications.kind, 'won'));
        expect(wins.filter((n) => ids.includes(n.auctionId as string))).toHaveLength(40);
      } finally {
        await a.close();
        await b.close();
        await shared.drop();
      }
    });
  },
);
