import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Auction, SavedAuctionsData, ToggleAuctionData } from '@marketdrop/api-client';
import { drivers } from '../helpers/build-test-app';
import { bearer, signUpVerified } from '../helpers/fixtures';
import {
  buildCatalogueApp,
  filterModel,
  loadModel,
  priceAt,
  sortModel,
  type CatalogueApp,
  type ModelRow,
} from './catalogue-fixture';

type Body<T> = { message: string; data: T; errors?: Record<string, string>; code?: string };

describe.each(drivers)('auction detail, favourites and media on %s', (driver) => {
  let t: CatalogueApp;
  let model: ModelRow[];

  beforeAll(async () => {
    t = await buildCatalogueApp(driver);
    model = await loadModel(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload?: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const detail = (auctionId: unknown, token?: string) =>
    post('/user/auctionScreen', { auctionId }, token);
  const toggle = (token: string | undefined, auctionId: string, isLiked: unknown) =>
    post('/user/toggleAuction', { auctionId, isLiked }, token);
  const saved = (token?: string, page: object = {}) => post('/user/getSaveAuction', page, token);

  describe('POST /user/auctionScreen', () => {
    it('answers the auction with every field of the contract', async () => {
      const row = model.find((r) => r.auctionType === 'auction') as ModelRow;
      const response = await detail(row.id);
      expect(response.statusCode).toBe(200);
      const { data, message } = response.json<Body<Auction>>();
      expect(message).toBe('Auction details fetched successfully');
      expect(data).toMatchObject({
        _id: row.id,
        isSaved: false,
        auctionType: 'auction',
        status: 'open',
        priceLabel: 'Current Bid',
        ctaButton: 'Place Bid',
        currentPrice: priceAt(row, t.clock.now()),
        startingBid: row.startingBid,
        totalBids: row.bidCount,
        trending: row.trending,
        vehicleName: row.vehicleName,
        schedule: {
          startTime: row.startsAt.toISOString(),
          endTime: row.endsAt.toISOString(),
          timeLeft: expect.stringMatching(/^\d{2,}:\d{2}:\d{2}$/),
        },
        vehicle: {
          year: row.year,
          make: { _id: row.makeId, name: row.makeName },
          model: row.model,
          trim: row.trim,
          category: { _id: row.categoryId, name: row.categoryName },
          odometerUnit: 'KM',
          vehicleName: row.vehicleName,
          fuelType: row.fuelType,
          transmission: row.transmission,
          location: { city: row.city, province: expect.stringMatching(/^[A-Z]{2}$/) },
        },
        seller: { _id: expect.any(String), name: expect.any(String) },
      });
      expect(data.vehicle.vehicleImage).toHaveLength(4);
      expect(data.vehicle.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    });

    it('labels MarketDropAI and ClaimPOINT as the detail screen expects', async () => {
      const ai = model.find((r) => r.auctionType === 'marketdropai') as ModelRow;
      const claim = model.find((r) => r.auctionType === 'claimpoint') as ModelRow;
      expect((await detail(ai.id)).json<Body<Auction>>().data).toMatchObject({
        priceLabel: 'Current Price',
        ctaButton: 'Claim Now',
        currentPrice: priceAt(ai, t.clock.now()),
      });
      expect((await detail(claim.id)).json<Body<Auction>>().data).toMatchObject({
        priceLabel: 'Claim Price',
        ctaButton: 'Claim Now',
        currentPrice: claim.claimPrice,
        claimPrice: claim.claimPrice,
      });
    });

    it('answers 404 Auction Not Found for unknown or malformed ids, 400 without one', async () => {
      for (const id of [randomUUID(), 'abc', '42', "1' or '1'='1", 'x'.repeat(500), 12345]) {
        const response = await detail(id);
        expect(response.statusCode, String(id)).toBe(404);
        expect(response.json<Body<undefined>>()).toMatchObject({
          message: 'Auction Not Found',
          code: 'NOT_FOUND',
        });
      }
      const missing = await post('/user/auctionScreen', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json<Body<undefined>>().errors).toEqual({
        auctionId: 'Auction id is required',
      });
      const wrongType = await post('/user/auctionScreen', { auctionId: ['a'] });
      expect(wrongType.statusCode).toBe(400);
    });

    it('serves the vehicle pictures, condition report and documents from files', async () => {
      const withPaperwork = model.find(() => true) as ModelRow;
      const all = await Promise.all(
        model.slice(0, 40).map(async (r) => (await detail(r.id)).json<Body<Auction>>().data),
      );
      const reported = all.find((a) => a.vehicle.conditionReport !== null);
      const unreported = all.find((a) => a.vehicle.conditionReport === null);
      const documented = all.find((a) => a.vehicle.vehicleDocuments.length > 0);
      const undocumented = all.find((a) => a.vehicle.vehicleDocuments.length === 0);
      expect(withPaperwork).toBeDefined();
      expect(reported && unreported && documented && undocumented).toBeTruthy();

      const image = await t.app.inject({
        method: 'GET',
        url: (reported as Auction).vehicle.vehicleImage[0] as string,
      });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
      expect(image.headers['cache-control']).toBe('public, max-age=86400');
      expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(image.body).toContain((reported as Auction).vehicleName);

      const report = await t.app.inject({
        method: 'GET',
        url: (reported as Auction).vehicle.conditionReport as string,
      });
      expect(report.statusCode).toBe(200);
      expect(report.headers['content-type']).toContain('text/html');
      expect(report.body).toContain(`Condition report: ${(reported as Auction).vehicleName}`);
      expect(report.headers['content-security-policy']).toContain('sandbox');

      const document = (documented as Auction).vehicle.vehicleDocuments[0];
      expect(document).toEqual({
        _id: expect.any(String),
        name: expect.any(String),
        image: expect.stringMatching(/^\/user\/media\/documents\/.+\.html$/),
      });
      const file = await t.app.inject({ method: 'GET', url: document?.image as string });
      expect(file.statusCode).toBe(200);
      expect(file.body).toContain(document?.name);

      for (const url of [
        '/user/media/vehicles/nope.svg',
        '/user/media/../pglite/PG_VERSION',
        '/user/media/%2e%2e/uploads',
      ]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, url).toBeLessThan(500);
      }
    });
  });

  describe('favourites', () => {
    it('saves, lists and un-saves an auction (round trip)', async () => {
      const { token } = await signUpVerified(t.app);
      const listed = sortModel(filterModel(model, {}, t.clock.now()), '', t.clock.now());
      const [a, b, c] = listed as [ModelRow, ModelRow, ModelRow];

      const empty = await saved(token);
      expect(empty.statusCode).toBe(200);
      expect(empty.json<Body<SavedAuctionsData>>().data).toEqual({
        savedAuctions: [],
        pagination: { pageNumber: 1, pageSize: 20, total: 0, totalPages: 0 },
      });

      for (const row of [a, b, c]) {
        t.clock.advance(1000);
        const response = await toggle(token, row.id, true);
        expect(response.statusCode).toBe(200);
        expect(response.json<Body<ToggleAuctionData>>()).toEqual({
          message: 'Auction saved successfully',
          data: { auctionId: row.id, isSaved: true },
        });
      }
      // Saving again keeps one favourite.
      expect((await toggle(token, a.id, true)).statusCode).toBe(200);

      const list = (await saved(token)).json<Body<SavedAuctionsData>>().data;
      expect(list.savedAuctions.map((x) => x._id)).toEqual([c.id, b.id, a.id]);
      expect(list.savedAuctions.every((x) => x.isSaved)).toBe(true);
      expect(list.pagination.total).toBe(3);

      const page2 = (await saved(token, { pageNumber: 2, pageSize: 2 })).json<
        Body<SavedAuctionsData>
      >().data;
      expect(page2.savedAuctions.map((x) => x._id)).toEqual([a.id]);
      expect(page2.pagination).toEqual({ pageNumber: 2, pageSize: 2, total: 3, totalPages: 2 });

      expect((await detail(b.id, token)).json<Body<Auction>>().data.isSaved).toBe(true);
      expect((await detail(b.id)).json<Body<Auction>>().data.isSaved).toBe(false);

      const removed = await toggle(token, b.id, false);
      expect(removed.json<Body<ToggleAuctionData>>()).toEqual({
        message: 'Auction removed from saved',
        data: { auctionId: b.id, isSaved: false },
      });
      expect((await toggle(token, b.id, false)).statusCode).toBe(200);
      const after = (await saved(token)).json<Body<SavedAuctionsData>>().data;
      expect(after.savedAuctions.map((x) => x._id)).toEqual([c.id, a.id]);
      expect((await detail(b.id, token)).json<Body<Auction>>().data.isSaved).toBe(false);

      // Another user's favourites are their own.
      const other = await signUpVerified(t.app);
      expect((await saved(other.token)).json<Body<SavedAuctionsData>>().data.savedAuctions).toEqual(
        [],
      );
    });

    it('needs a session: 401 when anonymous or with a bad token', async () => {
      const row = model[0] as ModelRow;
      for (const token of [undefined, 'not-a-token-at-all-but-long-enough-xx']) {
        const a = await toggle(token, row.id, true);
        expect(a.statusCode).toBe(401);
        expect(a.json<Body<undefined>>().code).toBe('UNAUTHENTICATED');
        expect((await saved(token)).statusCode).toBe(401);
      }
    });

    it('refuses an unknown auction (404) and bad values (400)', async () => {
      const { token } = await signUpVerified(t.app);
      expect((await toggle(token, randomUUID(), true)).statusCode).toBe(404);
      expect((await toggle(token, 'nope', true)).statusCode).toBe(404);
      const row = model[0] as ModelRow;
      for (const isLiked of ['true', 1, null, undefined]) {
        const response = await toggle(token, row.id, isLiked);
        expect(response.statusCode, String(isLiked)).toBe(400);
        expect(Object.keys(response.json<Body<undefined>>().errors ?? {})).toEqual(['isLiked']);
      }
      const badPage = await saved(token, { pageSize: 1000 });
      expect(badPage.statusCode).toBe(400);
      expect(badPage.json<Body<undefined>>().errors).toHaveProperty('pageSize');
    });
  });
});
