import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Auction, Pagination } from '@marketdrop/api-client';
import {
  auctions,
  banners,
  dealers,
  favourites,
  makes,
  users,
  vehicles,
} from '../../src/db/schema';
import { closeDueAuctions } from '../../src/auctions/close-due-auctions';
import { marketDropPriceAt } from '../../src/catalogue/auction-price';
import {
  DEMO_USERS,
  DEMO_VEHICLE_COUNT,
  ensureDemoData,
  rescheduleEndedAuctions,
  seedCatalogue,
} from '../../src/catalogue/seed-catalogue';
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
    for (const row of rows) expect(THURSDAY_CLOSES).toContain(row.endsAt.toISOString());
    expect(await count(banners)).toBeGreaterThanOrEqual(4);

    const listing = await t.app.inject({ method: 'POST', url: '/user/getAuctions' });
    const body = listing.json<{ data: Auction[]; pagination: Pagination }>();
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

  it('re-lists auctions that ended without bids on the coming Thursdays', async () => {
    t.clock.advance(30 * 24 * 3_600_000);
    const now = t.clock.now();
    // A running server's closing job has closed them unsold by then.
    expect(await closeDueAuctions(t.app, { now })).toEqual({ sold: 0, unsold: DEMO_VEHICLE_COUNT });
    const moved = await rescheduleEndedAuctions(t.app, { now });
    expect(moved).toBe(DEMO_VEHICLE_COUNT);
    const rows = await t.app.db.select().from(auctions);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'open', closedAt: null, extended: false });
      expect(row.endsAt.getTime()).toBeGreaterThan(now.getTime());
      expect(row.startsAt.getTime()).toBeLessThan(now.getTime());
      if (row.auctionType === 'marketdropai') {
        expect(row.currentPrice).toBe(marketDropPriceAt(row, now).price);
      }
    }
    const listing = await t.app.inject({ method: 'POST', url: '/user/getAuctions' });
    expect(listing.json<{ pagination: Pagination }>().pagination.total).toBe(DEMO_VEHICLE_COUNT);
    expect(await rescheduleEndedAuctions(t.app, { now })).toBe(0);
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
    const listing = await t.app.inject({ method: 'POST', url: '/user/getAuctions' });
    expect(listing.json<{ pagination: Pagination }>().pagination.total).toBe(50);
    expect(
      (await login(t.app, DEMO_USERS.dealer.email, DEMO_USERS.dealer.password)).statusCode,
    ).toBe(200);
  });
});
