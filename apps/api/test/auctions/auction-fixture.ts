/**
 * Small, exact worlds for the live auction tests: users with sessions, a dealer (optionally managed
 * by a user), and listings of each type written straight into the tables with the prices and times
 * a test needs.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AuctionType } from '@marketdrop/validation';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createSession } from '../../src/accounts/create-session';
import {
  auctions,
  bids,
  dealers,
  makes,
  notifications,
  orders,
  users,
  vehicles,
} from '../../src/db/schema';
import {
  buildTestApp,
  type Driver,
  type TestApp,
  type TestAppOptions,
} from '../helpers/build-test-app';
import { bearer } from '../helpers/fixtures';

/** A Tuesday noon: far from any Thursday close. */
export const T0 = new Date('2026-12-01T12:00:00.000Z');
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export type AuctionApp = TestApp & { setClock: (at: Date) => void };

export async function buildAuctionApp(
  driver: Driver,
  options: Omit<TestAppOptions, 'driver'> = {},
): Promise<AuctionApp> {
  const t = await buildTestApp({ clockStart: T0.getTime(), ...options, driver });
  const setClock = (at: Date) => t.clock.advance(at.getTime() - t.clock.now().getTime());
  return { ...t, setClock };
}

export type TestUser = { userId: string; token: string };

/** A verified consumer (or dealer, or admin) with a session (written directly: no sign-up round trip). */
export async function createUser(
  app: FastifyInstance,
  userType: 'consumer' | 'dealer' | 'admin' = 'consumer',
): Promise<TestUser> {
  const id = randomUUID();
  await app.db.insert(users).values({
    id,
    userType,
    firstName: 'Test',
    lastName: 'Bidder',
    email: `bidder.${id}@example.com`,
    passwordHash: 'not-a-real-hash',
    phoneNumber: '4165550123',
    isVerified: true,
    verifiedAt: app.clock(),
  });
  const token = await createSession(app, {
    userId: id,
    deviceType: null,
    now: app.clock(),
    ttlMs: 60 * 24 * HOUR,
  });
  return { userId: id, token };
}

/** A dealer, managed by `userId` when given. */
export async function createDealer(app: FastifyInstance, userId: string | null): Promise<string> {
  const [row] = await app.db
    .insert(dealers)
    .values({ userId, businessName: `Dealer ${randomUUID().slice(0, 8)}`, province: 'ON' })
    .returning({ id: dealers.id });
  return row?.id as string;
}

export type ListingSpec = {
  type?: AuctionType;
  dealerId: string;
  startsAt?: Date;
  endsAt?: Date;
  startingBid?: number;
  reservePrice?: number | null;
  buyNowPrice?: number | null;
  claimPrice?: number | null;
  floorPrice?: number | null;
  dropAmount?: number | null;
  dropIntervalMinutes?: number | null;
  priceChangesAt?: Date | null;
};

/** A listing (vehicle and auction), open from an hour before the clock until a day after. */
export async function createListing(app: FastifyInstance, spec: ListingSpec): Promise<string> {
  const now = app.clock();
  const type = spec.type ?? 'auction';
  const startingBid = spec.startingBid ?? 10_000;
  const [make] = await app.db
    .insert(makes)
    .values({ name: `Make ${randomUUID()}` })
    .returning({ id: makes.id });
  const makeId = make?.id as string;
  const [vehicle] = await app.db
    .insert(vehicles)
    .values({
      dealerId: spec.dealerId,
      makeId,
      year: 2021,
      model: 'Tucson',
      trim: 'Preferred',
      vehicleName: '2021 Hyundai Tucson Preferred',
      originalPrice: startingBid,
      city: 'Toronto',
      province: 'ON',
    })
    .returning({ id: vehicles.id });
  const [auction] = await app.db
    .insert(auctions)
    .values({
      vehicleId: vehicle?.id as string,
      dealerId: spec.dealerId,
      auctionType: type,
      status: 'open',
      startsAt: spec.startsAt ?? new Date(now.getTime() - HOUR),
      endsAt: spec.endsAt ?? new Date(now.getTime() + 24 * HOUR),
      startingBid,
      currentPrice: type === 'claimpoint' ? (spec.claimPrice ?? startingBid) : startingBid,
      highestBid: null,
      claimPrice: spec.claimPrice ?? null,
      buyNowPrice: spec.buyNowPrice ?? null,
      reservePrice: spec.reservePrice ?? null,
      floorPrice: spec.floorPrice ?? null,
      dropAmount: spec.dropAmount ?? null,
      dropIntervalMinutes: spec.dropIntervalMinutes ?? null,
      priceChangesAt: spec.priceChangesAt ?? null,
      makeId,
      year: 2021,
      searchText: '2021 hyundai tucson preferred toronto',
    })
    .returning({ id: auctions.id });
  return auction?.id as string;
}

/** The stored auction row. */
export async function auctionRow(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(auctions).where(eq(auctions.id, id));
  if (row === undefined) throw new Error(`No auction ${id}`);
  return row;
}

export async function bidRows(app: FastifyInstance, auctionId: string) {
  return app.db.select().from(bids).where(eq(bids.auctionId, auctionId)).orderBy(bids.position);
}

export async function orderRows(app: FastifyInstance, auctionId: string) {
  return app.db.select().from(orders).where(eq(orders.auctionId, auctionId));
}

export async function notificationRows(app: FastifyInstance, auctionId: string) {
  return app.db.select().from(notifications).where(eq(notifications.auctionId, auctionId));
}

export type Answer<T> = {
  message: string;
  data: T;
  errors?: Record<string, string>;
  code?: string;
  pagination?: { pageNumber: number; pageSize: number; total: number; totalPages: number };
};

/** POSTs a JSON call, with the user's session when given. */
export function call(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  user?: TestUser,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...(user ? bearer(user.token) : {}), ...headers },
    payload: payload as object,
  });
}

export const placeBid = (
  app: FastifyInstance,
  user: TestUser | undefined,
  body: { auctionId: unknown; amount?: unknown; maxAmount?: unknown },
) => call(app, '/user/placeBid', body, user);
export const claim = (app: FastifyInstance, user: TestUser | undefined, auctionId: unknown) =>
  call(app, '/user/claimAuction', { auctionId }, user);
export const buyNow = (app: FastifyInstance, user: TestUser | undefined, auctionId: unknown) =>
  call(app, '/user/buyNow', { auctionId }, user);
export const history = (
  app: FastifyInstance,
  user: TestUser | undefined,
  body: { auctionId: unknown; pageNumber?: unknown; pageSize?: unknown },
) => call(app, '/user/getBidHistory', body, user);
