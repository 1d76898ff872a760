import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Auction, ListingPagination } from '@marketdrop/api-client';
import {
  auctions,
  banners,
  bids,
  dealers,
  favourites,
  makes,
  orders,
  users,
  vehicles,
} from '../../src/db/schema';
import { bidIncrement } from '@marketdrop/validation';
import {
  ENDING_SOON_MAX_MS,
  ENDING_SOON_MIN_MS,
  endingSoonCount,
} from '../../src/seed-data/generate-catalogue';
import { marketDropPriceAt } from '../../src/catalogue/auction-price';
import {
  DEMO_BIDDERS,
  DEMO_USERS,
  DEMO_VEHICLE_COUNT,
  RESERVE_OFFER_WINDOW_MS,
  ensureDemoData,
  keepDemoMarketLive,
  refillEndingSoon,
  rescheduleEndedAuctions,
  seedCatalogue,
} from '../../src/demo/seed-catalogue';
import { buildTestApp, drivers, type TestApp } from '../helpers/build-test-app';
import { bearer, login } from '../helpers/fixtures';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const THURSDAY_CLOSES = [
  '2026-11-27T00:00:00.000Z',
  '2026-12-04T00:00:00.000Z',
  '2026-12-11T00:00:00.000Z',
  '2026-12-18T00:00:00.000Z',
];

describe.each(drivers)('demo data on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
    t.clock.advance(NOW.getTime() - t.clock.now().getTime());
  });
  afterAll(async () => {
    await t?.close();
  });

  const demo = () =>
    ensureDemoData(t.app, {
      now: t.clock.now(),
      mediaDir: t.config.mediaDir,
    });
  const count = async (table: typeof auctions | typeof vehicles | typeof banners | typeof makes) =>
    Number((await t.app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n);

  const demoBidderIds = async () =>
    (
      await t.app.db
        .select({ id: users.id })
        .from(users)
        .where(
          inArray(
            users.email,
            DEMO_BIDDERS.map((b) => b.email),
          ),
        )
    ).map((row) => row.id);

  /** Every auction's bid columns agree with its bids, as the engine keeps them. */
  const expectBidsConsistent = async () => {
    const rows = await t.app.db.select().from(auctions);
    const all = await t.app.db.select().from(bids).orderBy(bids.createdAt, bids.id);
    const byAuction = new Map<string, typeof all>();
    for (const bid of all)
      byAuction.set(bid.auctionId, [...(byAuction.get(bid.auctionId) ?? []), bid]);
    let withBids = 0;
    for (const row of rows) {
      const history = byAuction.get(row.id) ?? [];
      expect(row.bidCount, row.id).toBe(history.length);
      const last = history.at(-1);
      if (last === undefined) {
        expect(row).toMatchObject({ highestBid: null, leaderId: null, leaderMaxBid: null });
        continue;
      }
      withBids += 1;
      expect(row.auctionType).toBe('auction');
      expect(row.highestBid).toBe(last.amount);
      expect(row.currentPrice).toBe(last.amount);
      expect(row.leaderId).toBe(last.bidderId);
      expect(row.leaderMaxBid).toBe(last.maxAmount ?? last.amount);
      history.forEach((bid, i) => {
        const previous = history[i - 1];
        if (previous !== undefined) {
          expect(bid.amount).toBeGreaterThanOrEqual(
            previous.amount + bidIncrement(previous.amount),
          );
        }
      });
    }
    return withBids;
  };

  const endingSoon = async (now: Date) =>
    (await t.app.db.select().from(auctions)).filter((row) => {
      const left = row.endsAt.getTime() - now.getTime();
      return row.status === 'open' && left >= ENDING_SOON_MIN_MS && left <= ENDING_SOON_MAX_MS;
    });

  it('first start seeds a believable, live catalogue once', async () => {
    expect(await demo()).toBe(true);
    expect(await count(vehicles)).toBe(DEMO_VEHICLE_COUNT);
    expect(await count(auctions)).toBe(DEMO_VEHICLE_COUNT);
    const rows = await t.app.db
      .select({
        type: auctions.auctionType,
        trending: auctions.trending,
        endsAt: auctions.endsAt,
        make: makes.name,
      })
      .from(auctions)
      .innerJoin(makes, eq(makes.id, auctions.makeId));
    expect(new Set(rows.map((r) => r.make)).size).toBeGreaterThanOrEqual(25);
    expect([...new Set(rows.map((r) => r.type))].sort()).toEqual([
      'auction',
      'claimpoint',
      'marketdropai',
    ]);
    expect(rows.filter((r) => r.trending).length).toBeGreaterThan(10);
    for (const row of rows) {
      const left = row.endsAt.getTime() - NOW.getTime();
      if (left > ENDING_SOON_MAX_MS) expect(THURSDAY_CLOSES).toContain(row.endsAt.toISOString());
    }
    expect(await count(banners)).toBeGreaterThanOrEqual(4);

    const listing = await t.app.inject({
      method: 'POST',
      url: '/user/getAuctions',
      payload: { withTotal: true },
    });
    const body = listing.json<{ data: Auction[]; pagination: ListingPagination }>();
    expect(body.pagination.total).toBe(DEMO_VEHICLE_COUNT);
    const first = body.data[0] as Auction;
    for (const image of first.vehicle.vehicleImage) {
      expect(existsSync(path.join(t.config.mediaDir, image.replace('/user/media/', '')))).toBe(
        true,
      );
    }

    // A second start finds the catalogue and leaves it as it is.
    const [before] = await t.app.db.select({ id: auctions.id }).from(auctions).limit(1);
    expect(await demo()).toBe(false);
    expect(await count(auctions)).toBe(DEMO_VEHICLE_COUNT);
    const [after] = await t.app.db
      .select({ id: auctions.id })
      .from(auctions)
      .where(eq(auctions.id, before?.id as string));
    expect(after).toBeDefined();
  });

  it('creates a verified demo consumer and dealer who can sign in at once', async () => {
    for (const user of [DEMO_USERS.consumer, DEMO_USERS.dealer]) {
      const response = await login(t.app, user.email, user.password);
      expect(response.statusCode, response.body).toBe(200);
      expect(
        response.json<{ data: { isOtpVerified: boolean; token: string } }>().data,
      ).toMatchObject({ isOtpVerified: true, token: expect.any(String) });
    }
    const [dealerUser] = await t.app.db
      .select({ id: users.id, userType: users.userType })
      .from(users)
      .where(eq(users.email, DEMO_USERS.dealer.email));
    expect(dealerUser?.userType).toBe('dealer');
    const shop = await t.app.db
      .select({ name: dealers.businessName })
      .from(dealers)
      .where(eq(dealers.userId, dealerUser?.id as string));
    expect(shop).toEqual([{ name: 'Maple Leaf Motors' }]);
  });

  it('gives ascending auctions bid histories by demo bidders, consistent with the auction rows', async () => {
    const withBids = await expectBidsConsistent();
    expect(withBids).toBeGreaterThan(40);
    const bidders = new Set(await demoBidderIds());
    expect(bidders.size).toBe(DEMO_BIDDERS.length);
    const all = await t.app.db.select().from(bids);
    for (const bid of all) expect(bidders.has(bid.bidderId)).toBe(true);
    // The demo bidders never buy: their bids stay below the reserve.
    const rows = await t.app.db.select().from(auctions);
    for (const row of rows.filter((r) => r.bidCount > 0)) {
      expect(row.leaderMaxBid).toBeLessThan(row.reservePrice as number);
    }
    // Nobody signs in as a demo bidder.
    const attempt = await login(
      t.app,
      DEMO_BIDDERS[0]?.email as string,
      DEMO_USERS.consumer.password,
    );
    expect(attempt.statusCode).toBe(401);
    // The listing and the detail show the bids.
    const some = rows.find((r) => r.bidCount > 0);
    const detail = await t.app.inject({
      method: 'POST',
      url: '/user/auctionScreen',
      payload: { auctionId: some?.id },
    });
    expect(detail.json<{ data: Auction }>().data).toMatchObject({
      totalBids: some?.bidCount,
      highestBid: some?.highestBid,
      currentPrice: some?.highestBid,
    });
  });

  it('ends a few sales of every kind within the next 10 to 30 minutes, some dropping fast', async () => {
    const soon = await endingSoon(NOW);
    expect(soon.length).toBeGreaterThanOrEqual(endingSoonCount(DEMO_VEHICLE_COUNT));
    expect(new Set(soon.map((row) => row.auctionType))).toEqual(
      new Set(['auction', 'marketdropai', 'claimpoint']),
    );
    expect(soon.some((row) => row.bidCount > 0)).toBe(true);
    const fast = soon.filter(
      (row) => row.auctionType === 'marketdropai' && (row.dropIntervalMinutes as number) <= 5,
    );
    expect(fast.length).toBeGreaterThan(0);
    for (const row of fast) {
      expect(row.priceChangesAt).not.toBeNull();
      expect((row.priceChangesAt as Date).getTime() - NOW.getTime()).toBeLessThanOrEqual(
        5 * 60_000,
      );
    }
  });

  it('keeps sales ending soon at any time, never one a visitor bid on', async () => {
    // 40 minutes on: the first ones have ended.
    t.clock.advance(40 * 60_000);
    const now = t.clock.now();
    expect(await endingSoon(now)).toHaveLength(0);
    // A visitor bids on every ascending auction that could be moved.
    const [buyer] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_USERS.consumer.email));
    const open = (await t.app.db.select().from(auctions)).filter(
      (row) =>
        row.status === 'open' &&
        row.auctionType === 'auction' &&
        row.endsAt.getTime() - now.getTime() > ENDING_SOON_MAX_MS,
    );
    await t.app.db
      .insert(bids)
      .values(open.map((row) => ({ auctionId: row.id, bidderId: buyer?.id as string, amount: 1 })));
    const moved = await refillEndingSoon(t.app, { now });
    expect(moved.length).toBeGreaterThanOrEqual(endingSoonCount(DEMO_VEHICLE_COUNT) - 1);
    const soon = await endingSoon(now);
    expect(soon.length).toBeGreaterThanOrEqual(endingSoonCount(DEMO_VEHICLE_COUNT));
    expect(soon.filter((row) => row.auctionType === 'auction')).toHaveLength(0);
    for (const row of soon) {
      expect(row.endsAt.getTime() - now.getTime()).toBeGreaterThanOrEqual(20 * 60_000);
    }
    // Enough of them: the next round leaves them be.
    expect(await refillEndingSoon(t.app, { now })).toEqual([]);
    await t.app.db.delete(bids).where(eq(bids.bidderId, buyer?.id as string));
  });

  it('re-lists ended sales that did not sell, never a sold one, and starts them afresh', async () => {
    t.clock.advance(30 * 24 * 3_600_000);
    let now = t.clock.now();
    const before = await t.app.db.select().from(auctions);
    const withoutBids = before.filter((row) => row.bidCount === 0);
    // Past their end, nobody closed them yet: those without a bid are re-listed at once.
    expect((await rescheduleEndedAuctions(t.app, { now })).length).toBe(withoutBids.length);
    // The closing job's work (the engine's): the others close unsold (reserve not met), one sold.
    await t.app.db
      .update(auctions)
      .set({ status: 'unsold', closedAt: now })
      .where(and(eq(auctions.status, 'open'), lte(auctions.endsAt, now)));
    const [sold] = await t.app.db
      .select()
      .from(auctions)
      .where(eq(auctions.status, 'unsold'))
      .limit(1);
    await t.app.db
      .update(auctions)
      .set({ status: 'sold' })
      .where(eq(auctions.id, sold?.id as string));
    await t.app.db.insert(orders).values({
      auctionId: sold?.id as string,
      buyerId: sold?.leaderId ?? null,
      dealerId: sold?.dealerId as string,
      price: sold?.highestBid as number,
      source: 'bid',
    });
    // The dealer has a day to accept the highest bid: nothing moves before it is over.
    expect(await rescheduleEndedAuctions(t.app, { now })).toEqual([]);
    t.clock.advance(RESERVE_OFFER_WINDOW_MS + 60_000);
    now = t.clock.now();
    const moved = await keepDemoMarketLive(t.app, { now });
    expect(moved.relisted).toBe(DEMO_VEHICLE_COUNT - withoutBids.length - 1);

    const rows = await t.app.db.select().from(auctions);
    for (const row of rows) {
      if (row.id === sold?.id) {
        expect(row.status).toBe('sold');
        continue;
      }
      expect(row.status).toBe('open');
      expect(row.extended).toBe(false);
      expect(row.endsAt.getTime()).toBeGreaterThan(now.getTime());
      expect(row.startsAt.getTime()).toBeLessThan(now.getTime());
      if (row.auctionType === 'marketdropai') {
        expect(row.currentPrice).toBe(marketDropPriceAt(row, now).price);
      }
    }
    // Fresh demo histories on some, consistent like the first ones; the sold one keeps its bids.
    expect(await expectBidsConsistent()).toBeGreaterThan(10);
    const listing = await t.app.inject({
      method: 'POST',
      url: '/user/getAuctions',
      payload: { withTotal: true },
    });
    expect(listing.json<{ pagination: ListingPagination }>().pagination.total).toBe(
      DEMO_VEHICLE_COUNT - 1,
    );
    expect(await rescheduleEndedAuctions(t.app, { now })).toEqual([]);
  });

  it('reseeds at another size, keeping the users and dropping old favourites', async () => {
    const { token } = (
      await login(t.app, DEMO_USERS.consumer.email, DEMO_USERS.consumer.password)
    ).json<{ data: { token: string } }>().data;
    const [some] = await t.app.db.select({ id: auctions.id }).from(auctions).limit(1);
    await t.app.inject({
      method: 'POST',
      url: '/user/toggleAuction',
      headers: bearer(token),
      payload: { auctionId: some?.id, isLiked: true },
    });
    const result = await seedCatalogue(t.app, {
      count: 50,
      seed: 7,
      now: t.clock.now(),
      mediaDir: t.config.mediaDir,
    });
    expect(result).toMatchObject({ vehicles: 50, auctions: 50 });
    expect(await count(auctions)).toBe(50);
    expect(await t.app.db.select().from(favourites)).toEqual([]);
    const listing = await t.app.inject({
      method: 'POST',
      url: '/user/getAuctions',
      payload: { withTotal: true },
    });
    expect(listing.json<{ pagination: ListingPagination }>().pagination.total).toBe(50);
    expect(
      (await login(t.app, DEMO_USERS.dealer.email, DEMO_USERS.dealer.password)).statusCode,
    ).toBe(200);
  });
});
