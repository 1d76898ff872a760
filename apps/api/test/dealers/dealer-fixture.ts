/**
 * Worlds for the dealer and admin tests: verified, pending and other dealers, consumers and admins
 * with sessions (written straight into the tables), a make and a body type, a valid listing form,
 * and test photos made with sharp (one carrying an EXIF GPS position).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { thursdayCloses } from '@marketdrop/validation';
import type { DealerListing } from '@marketdrop/api-client';
import { createSession } from '../../src/accounts/create-session';
import { categories, makes, users } from '../../src/db/schema';
import { ensureDealerOf } from '../../src/dealers/dealer-account';
import { HOUR, buildAuctionApp, type AuctionApp } from '../auctions/auction-fixture';
import type { Driver } from '../helpers/build-test-app';
import { bearer, multipart, type UploadPart } from '../helpers/fixtures';

export { HOUR, MINUTE, T0 } from '../auctions/auction-fixture';

export type Account = { userId: string; token: string; email: string };
export type DealerAccount = Account & { dealerId: string | null };

export type DealerWorld = AuctionApp & {
  makeId: string;
  categoryId: string;
  /** The first Thursday close after the test clock's start (ISO). */
  closeAt: string;
};

export async function buildDealerWorld(
  driver: Driver,
  options: Parameters<typeof buildAuctionApp>[1] = {},
): Promise<DealerWorld> {
  const t = await buildAuctionApp(driver, options);
  const [make] = await t.app.db.insert(makes).values({ name: 'Honda' }).returning();
  const [category] = await t.app.db.insert(categories).values({ name: 'Sedan' }).returning();
  const [close] = thursdayCloses(t.clock.now(), 1);
  return {
    ...t,
    makeId: make?.id as string,
    categoryId: category?.id as string,
    closeAt: (close as Date).toISOString(),
  };
}

/** An account of a role with a session; dealers verified by default (with their seller). */
export async function createAccount(
  app: FastifyInstance,
  role: 'consumer' | 'dealer' | 'admin',
  options: { dealerStatus?: 'pending' | 'submitted' | 'verified' | 'rejected' } = {},
): Promise<DealerAccount> {
  const id = randomUUID();
  const email = `${role}.${id}@example.com`;
  const dealerStatus = role === 'dealer' ? (options.dealerStatus ?? 'verified') : null;
  const [user] = await app.db
    .insert(users)
    .values({
      id,
      userType: role,
      firstName: role === 'admin' ? 'Ada' : 'Pat',
      lastName: 'Quinn',
      email,
      passwordHash: await app.passwords.hash('Passw0rd!'),
      phoneNumber: '4165550123',
      address: '5 Bay St',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5J 2R8',
      isVerified: true,
      verifiedAt: app.clock(),
      businessName: role === 'dealer' ? `Quinn Motors ${id.slice(0, 6)}` : null,
      businessAddress: role === 'dealer' ? '5 Bay St, Toronto' : null,
      dealershipNumber: role === 'dealer' ? 'OMVIC-1' : null,
      taxNumber: role === 'dealer' ? '123456789RT0001' : null,
      dealerStatus,
    })
    .returning();
  let dealerId: string | null = null;
  if (dealerStatus === 'verified' && user !== undefined) {
    dealerId = (await ensureDealerOf(app.db, { user, now: app.clock() })).id;
  }
  const token = await createSession(app, {
    userId: id,
    deviceType: null,
    now: app.clock(),
    ttlMs: 60 * 24 * HOUR,
  });
  return { userId: id, token, email, dealerId };
}

/** A valid VIN (Honda, 2003). */
export const VIN = '1HGCM82633A004352';

/** A valid listing form: an auction with a reserve and a Buy Now, ending at the first close. */
export function listingForm(
  world: Pick<DealerWorld, 'makeId' | 'categoryId' | 'closeAt'>,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    vin: VIN,
    year: 2003,
    makeId: world.makeId,
    model: 'Accord',
    trim: 'EX',
    categoryId: world.categoryId,
    odometer: 182_000,
    odometerUnit: 'KM',
    fuelType: 'Gasoline',
    transmission: 'Automatic',
    drivetrain: 'FWD',
    exteriorColour: 'Silver',
    description: 'One owner, winter tires included.',
    auctionType: 'auction',
    startingBid: 4000,
    reservePrice: 6000,
    buyNowPrice: 8000,
    endsAt: world.closeAt,
    ...overrides,
  };
}

/** A MarketDropAI form. */
export function marketDropForm(
  world: Pick<DealerWorld, 'makeId' | 'categoryId' | 'closeAt'>,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const { startingBid: _s, reservePrice: _r, buyNowPrice: _b, ...vehicle } = listingForm(world);
  return {
    ...vehicle,
    auctionType: 'marketdropai',
    stickerPrice: 9000,
    floorPrice: 6000,
    dropAmount: 250,
    dropIntervalMinutes: 60,
    ...overrides,
  };
}

export function post(
  app: FastifyInstance,
  url: string,
  token: string | null,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: token === null ? {} : bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export async function createDraft(
  world: DealerWorld,
  dealer: Account,
  overrides: Record<string, unknown> = {},
): Promise<DealerListing> {
  const response = await post(
    world.app,
    '/user/createListing',
    dealer.token,
    listingForm(world, overrides),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: DealerListing }>().data;
}

/** A JPEG of a given size; with `gps`, its EXIF holds a GPS position and a camera. */
export async function jpegPhoto(
  width = 1200,
  height = 800,
  options: { gps?: boolean } = {},
): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 180, g: 40, b: 40 } },
  }).jpeg({ quality: 80 });
  if (!options.gps) return image.toBuffer();
  return image
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'Secret Model 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '43/1 39/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 22/1 5678/100',
      },
    })
    .toBuffer();
}

export async function uploadPhotos(
  world: DealerWorld,
  token: string,
  listingId: string,
  photos: UploadPart[],
): Promise<LightMyRequestResponse> {
  const body = await multipart({ listingId }, photos);
  return world.app.inject({
    method: 'POST',
    url: '/user/uploadListingPhotos',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

export function photoPart(bytes: Uint8Array, name = 'car.jpg', type = 'image/jpeg'): UploadPart {
  return { field: 'photos', name, type, bytes };
}

/** A draft with one photo, published; answers the listing. */
export async function publishedListing(
  world: DealerWorld,
  dealer: Account,
  overrides: Record<string, unknown> = {},
): Promise<DealerListing> {
  const draft = await createDraft(world, dealer, overrides);
  const uploaded = await uploadPhotos(world, dealer.token, draft._id, [
    photoPart(await jpegPhoto(640, 480)),
  ]);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const published = await post(world.app, '/user/publishListing', dealer.token, {
    listingId: draft._id,
  });
  expect(published.statusCode, published.body).toBe(200);
  return published.json<{ data: DealerListing }>().data;
}
