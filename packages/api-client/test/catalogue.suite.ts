/**
 * The catalogue calls of docs/product.md §10.1 Calls through the client, against the real API server and its seeded
 * catalogue. Used by one test file per backend (one server per file). Tests that save auctions
 * make their own account; the others only read.
 */
import { CATALOGUE_LIMITS, LISTING_PAGE_SIZE } from '@marketdrop/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../src/client';
import type { Auction, FilterOptions } from '../src/contract';
import { ApiError } from '../src/errors';
import { listingState, savedSearchFilters } from '../src/listing';
import { createSessionStore } from '../src/session';
import { signUpVerified } from './fixtures';
import { startServer, type Backend, type TestServer } from './server';

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

export function describeCatalogue(backend: Backend): void {
  describe(`catalogue through the client (${backend})`, () => {
    let server: TestServer;
    let anonymous: ApiClient;
    let filters: FilterOptions;

    beforeAll(async () => {
      server = await startServer(backend);
      anonymous = newClient();
      filters = (await anonymous.filterdata()).data;
    });
    afterAll(async () => {
      await server?.stop();
    });

    function newClient(): ApiClient {
      return createApiClient({
        baseUrl: server.baseUrl,
        session: createSessionStore({ storage: null }),
      });
    }

    async function signedInClient(): Promise<ApiClient> {
      return (await signUpVerified(newClient())).client;
    }

    it('getBanners lists the hero banners, each with an image on the API host', async () => {
      const { data } = await anonymous.getBanners();
      expect(data.length).toBeGreaterThanOrEqual(2);
      for (const banner of data) {
        expect(banner.title).not.toBe('');
        expect(banner.description).not.toBe('');
        const image = await fetch(anonymous.url(banner.bannerImage));
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toMatch(/^image\//);
      }
    });

    it('getAuctions answers a page of 20 with its pagination, anonymous callers see isSaved false', async () => {
      const answer = await anonymous.getAuctions({});
      expect(answer.data).toHaveLength(LISTING_PAGE_SIZE);
      expect(answer.pagination).toEqual({
        pageNumber: 1,
        pageSize: LISTING_PAGE_SIZE,
        hasMore: true,
        total: null,
        totalPages: null,
      });
      const counted = await anonymous.getAuctions({ withTotal: true });
      const total = counted.pagination.total ?? 0;
      expect(total).toBeGreaterThanOrEqual(300);
      expect(counted.pagination.totalPages).toBe(Math.ceil(total / LISTING_PAGE_SIZE));
      const last = await anonymous.getAuctions({
        pageNumber: Math.ceil(total / LISTING_PAGE_SIZE),
      });
      expect(last.pagination.hasMore).toBe(false);
      expect(last.data.length).toBe(total - (last.pagination.pageNumber - 1) * LISTING_PAGE_SIZE);
      for (const auction of answer.data) {
        expect(auction.isSaved).toBe(false);
        expect(auction.vehicle.make.name).not.toBe('');
      }
    });

    it('pages follow each other without repeats or gaps', async () => {
      const payload = { sortBy: 'newestFirst' as const, pageSize: 50 };
      const first = await anonymous.getAuctions({ ...payload, pageNumber: 1 });
      const second = await anonymous.getAuctions({ ...payload, pageNumber: 2 });
      const both = await anonymous.getAuctions({ ...payload, pageSize: 100, pageNumber: 1 });
      const ids = [...first.data, ...second.data].map((auction) => auction._id);
      expect(new Set(ids).size).toBe(100);
      expect(ids).toEqual(both.data.map((auction) => auction._id));
    });

    it('a brand and a price range narrow the list: every auction matches', async () => {
      const brand = filters.brand[0];
      expect(brand).toBeDefined();
      const minPrice = filters.priceMin;
      const maxPrice = Math.round((filters.priceMin + filters.priceMax) / 2);
      const answer = await anonymous.getAuctions({
        brandcategories: [brand?._id as string],
        minPrice,
        maxPrice,
        pageSize: 100,
        withTotal: true,
      });
      for (const auction of answer.data) {
        expect(auction.vehicle.make._id).toBe(brand?._id);
        expect(auction.currentPrice).toBeGreaterThanOrEqual(minPrice);
        expect(auction.currentPrice).toBeLessThanOrEqual(maxPrice);
      }
      expect(answer.pagination).toMatchObject({ total: answer.data.length, hasMore: false });
    });

    it('sorts by price low to high and high to low', async () => {
      const prices = (list: Auction[]) => list.map((auction) => auction.currentPrice);
      const low = await anonymous.getAuctions({ sortBy: 'lowToHigh', pageSize: 50 });
      expect(prices(low.data)).toEqual([...prices(low.data)].sort((a, b) => a - b));
      const high = await anonymous.getAuctions({ sortBy: 'highToLow', pageSize: 50 });
      expect(prices(high.data)).toEqual([...prices(high.data)].sort((a, b) => b - a));
      expect(high.data[0]?.currentPrice).toBeGreaterThanOrEqual(
        low.data[low.data.length - 1]?.currentPrice ?? 0,
      );
    });

    it('search finds auctions by make', async () => {
      const make = filters.brand[0]?.name as string;
      const answer = await anonymous.getAuctions({ search: make, pageSize: 50 });
      expect(answer.data.length).toBeGreaterThan(0);
      for (const auction of answer.data) {
        expect(auction.vehicleName.toLowerCase()).toContain(make.toLowerCase());
      }
    });

    it('a bad filter is refused with 400 and a message', async () => {
      const error = await rejection(anonymous.getAuctions({ minPrice: 20_000, maxPrice: 1_000 }));
      expect(error.status).toBe(400);
      expect(error.hasServerMessage).toBe(true);
    });

    it('filterdata agrees with the listed auctions', async () => {
      expect(filters.priceMin).toBeLessThanOrEqual(filters.priceMax);
      expect(filters.yearMin).toBeLessThanOrEqual(filters.yearMax);
      expect(filters.brand.length).toBeGreaterThanOrEqual(25);
      const cheapest = (await anonymous.getAuctions({ sortBy: 'lowToHigh', pageSize: 1 })).data[0];
      const dearest = (await anonymous.getAuctions({ sortBy: 'highToLow', pageSize: 1 })).data[0];
      expect(cheapest?.currentPrice).toBeGreaterThanOrEqual(filters.priceMin);
      expect(dearest?.currentPrice).toBeLessThanOrEqual(filters.priceMax);
    });

    it('auctionScreen answers the auction of a list; an unknown id is a 404', async () => {
      const listed = (await anonymous.getAuctions({ pageSize: 1 })).data[0] as Auction;
      const { data } = await anonymous.auctionScreen({ auctionId: listed._id });
      expect(data._id).toBe(listed._id);
      expect(data.vehicle.vehicleName).toBe(listed.vehicle.vehicleName);
      const error = await rejection(
        anonymous.auctionScreen({ auctionId: '00000000-0000-4000-8000-000000000000' }),
      );
      expect(error.status).toBe(404);
      expect(error.hasServerMessage).toBe(true);
    });

    it('getHomeScreenDetails answers banners and up to 8 of all and of trending vehicles', async () => {
      const { data } = await anonymous.getHomeScreenDetails();
      expect(data.banners.length).toBeGreaterThanOrEqual(2);
      expect(data.allVehicles.length).toBe(8);
      expect(data.trendingVehicles.length).toBeGreaterThan(0);
      expect(data.trendingVehicles.length).toBeLessThanOrEqual(8);
      for (const auction of data.trendingVehicles) expect(auction.trending).toBe(true);
    });

    it('favourites need a session: toggleAuction and getSaveAuction answer 401', async () => {
      const listed = (await anonymous.getAuctions({ pageSize: 1 })).data[0] as Auction;
      const toggle = await rejection(
        anonymous.toggleAuction({ auctionId: listed._id, isLiked: true }),
      );
      expect(toggle.status).toBe(401);
      expect((await rejection(anonymous.getSaveAuction({}))).status).toBe(401);
    });

    it('save -> listed as saved everywhere -> un-save -> gone', async () => {
      const client = await signedInClient();
      const [one, two] = (await client.getAuctions({ pageSize: 2, sortBy: 'newestFirst' }))
        .data as [Auction, Auction];

      const saved = await client.toggleAuction({ auctionId: one._id, isLiked: true });
      expect(saved.data).toEqual({ auctionId: one._id, isSaved: true });
      await client.toggleAuction({ auctionId: two._id, isLiked: true });

      expect((await client.auctionScreen({ auctionId: one._id })).data.isSaved).toBe(true);
      const list = await client.getAuctions({ pageSize: 2, sortBy: 'newestFirst' });
      expect(list.data.map((auction) => auction.isSaved)).toEqual([true, true]);
      const mine = await client.getSaveAuction({ pageNumber: 1, pageSize: 20 });
      expect(mine.data.savedAuctions.map((auction) => auction._id).sort()).toEqual(
        [one._id, two._id].sort(),
      );
      expect(mine.data.pagination.total).toBe(2);
      // Another user's view is their own.
      expect((await anonymous.auctionScreen({ auctionId: one._id })).data.isSaved).toBe(false);

      await client.toggleAuction({ auctionId: one._id, isLiked: false });
      const after = await client.getSaveAuction({});
      expect(after.data.savedAuctions.map((auction) => auction._id)).toEqual([two._id]);
      expect((await client.auctionScreen({ auctionId: one._id })).data.isSaved).toBe(false);
    });

    it('saved searches: save the listing state, list, refuse the 21st with SAVED_SEARCH_LIMIT, delete', async () => {
      const client = await signedInClient();
      const brand = filters.brand[0]?._id as string;
      const state = listingState({ filters: { brand: [brand], year: [2021] }, search: 'civic' });
      const saved = await client.saveSearch({ name: 'Civics', ...savedSearchFilters(state) });
      expect(saved.data).toMatchObject({
        name: 'Civics',
        filters: { brandcategories: [brand], year: [2021], search: 'civic' },
        listingPath: `/listing?brand=${brand}&year=2021&search=civic`,
      });
      const bad = await rejection(client.saveSearch({ name: 'Bad', minPrice: 9, maxPrice: 1 }));
      expect(bad.status).toBe(400);
      expect(bad.errors.maxPrice).toBe('Minimum price cannot be greater than maximum price');

      for (let index = 2; index <= CATALOGUE_LIMITS.savedSearchesMax; index += 1) {
        await client.saveSearch({ name: `Search ${index}` });
      }
      const refused = await rejection(client.saveSearch({ name: 'One more' }));
      expect(refused.status).toBe(409);
      expect(refused.code).toBe('SAVED_SEARCH_LIMIT');
      const listed = await client.getSavedSearches();
      expect(listed.data.savedSearches).toHaveLength(CATALOGUE_LIMITS.savedSearchesMax);
      expect(listed.data.max).toBe(CATALOGUE_LIMITS.savedSearchesMax);

      const deleted = await client.deleteSavedSearch({ savedSearchId: saved.data._id });
      expect(deleted.data).toEqual({ savedSearchId: saved.data._id });
      const after = await client.getSavedSearches();
      expect(after.data.savedSearches.map((search) => search._id)).not.toContain(saved.data._id);
      expect((await rejection(anonymous.getSavedSearches())).status).toBe(401);
    });
  });
}
