import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Auction,
  FilterOptions,
  GetAuctionsRequest,
  HomeScreenData,
  CategoryWiseData,
} from '@marketdrop/api-client';
import { CatalogueCache, DEFAULT_CATALOGUE_CACHE } from '../../src/catalogue/catalogue-cache';
import {
  listAuctionRecords,
  listingFiltersOf,
  type CatalogueDeps,
} from '../../src/catalogue/find-auctions';
import { drivers } from '../helpers/build-test-app';
import { bearer, signUpVerified } from '../helpers/fixtures';
import {
  CLOCKS,
  VEHICLES,
  buildCatalogueApp,
  fetchAll,
  filterModel,
  loadModel,
  priceAt,
  sortModel,
  type CatalogueApp,
  type ModelRow,
} from './catalogue-fixture';

type Body<T> = { message: string; data: T; errors?: Record<string, string>; code?: string };

describe.each(drivers)('catalogue listing on %s', (driver) => {
  let t: CatalogueApp;
  let model: ModelRow[];

  beforeAll(async () => {
    t = await buildCatalogueApp(driver);
    model = await loadModel(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const now = () => t.clock.now();
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
  const apiIds = (items: Auction[]) => items.map((a) => a._id);
  const pick = <T>(values: T[], index: number) => values[index % values.length] as T;
  const distinct = <T>(values: T[]) => [...new Set(values)];

  /** The API's rows for a request equal the in-memory filter, as sets (and in order if sorted). */
  async function expectMatches(request: GetAuctionsRequest) {
    const expected = sortModel(filterModel(model, request, now()), request.sortBy, now());
    const { items, total } = await fetchAll(t, request);
    expect(total).toBe(expected.length);
    expect(apiIds(items)).toEqual(ids(expected));
    return { items, expected };
  }

  it('seeded a catalogue of every type, some trending', () => {
    expect(model).toHaveLength(VEHICLES);
    expect(distinct(model.map((r) => r.auctionType)).sort()).toEqual([
      'auction',
      'claimpoint',
      'marketdropai',
    ]);
    expect(model.some((r) => r.trending)).toBe(true);
    expect(distinct(model.map((r) => r.makeName)).length).toBeGreaterThanOrEqual(15);
  });

  it('finds the same pages whether it walks a sort index or sorts the few matches', async () => {
    // The listing walks a sort index when the filters match many auctions, and fetches the
    // matches through the facets index and sorts them when few (decision 024): same answers.
    const ctxWith = (estimate: number | null): CatalogueDeps => ({
      db: t.app.db,
      clock: () => t.clock.now(),
      yourMaxBids: t.app.yourMaxBids,
      cache: new CatalogueCache({ ...DEFAULT_CATALOGUE_CACHE, enabled: false }),
      facets: { estimate: () => estimate },
    });
    const requests: GetAuctionsRequest[] = [
      { sortBy: 'lowToHigh' },
      { brandcategories: [pick(model, 3).makeId], sortBy: 'highToLow' },
      {
        brandcategories: [pick(model, 4).makeId, pick(model, 5).makeId],
        transmission: ['Automatic'],
      },
      {
        year: distinct([pick(model, 1).year, pick(model, 2).year]),
        fuelType: ['Gasoline', 'Hybrid'],
        sortBy: 'endingSoon',
      },
      { category: [pick(model, 6).categoryId as string], minPrice: 12000, sortBy: 'newestFirst' },
      {
        auctionType: ['marketdropai', 'claimpoint'],
        sortBy: 'lowToHigh',
        pageNumber: 2,
        pageSize: 5,
      },
      { auctionType: ['auction', 'trending'], sortBy: '' },
      { search: pick(model, 7).makeName, sortBy: 'highToLow' },
      // Searches and price ranges the counts take for rare (decision 046).
      {
        search: `${pick(model, 8).makeName} ${pick(model, 8).model}`,
        sortBy: 'newestFirst',
      },
      { search: pick(model, 9).city ?? 'toronto', auctionType: ['auction'], sortBy: 'lowToHigh' },
      { minPrice: 15_000, maxPrice: 25_000, sortBy: '' },
      {
        minPrice: 20_000,
        year: [pick(model, 10).year],
        sortBy: 'highToLow',
        pageNumber: 2,
        pageSize: 3,
      },
    ];
    for (const request of requests) {
      const values = { pageNumber: 1, pageSize: 10, ...request };
      const filters = listingFiltersOf(values);
      const page = { pageNumber: values.pageNumber, pageSize: values.pageSize };
      const expected = sortModel(filterModel(model, request, now()), request.sortBy, now()).slice(
        (page.pageNumber - 1) * page.pageSize,
        page.pageNumber * page.pageSize,
      );
      for (const estimate of [null, 0]) {
        const found = await listAuctionRecords(ctxWith(estimate), {
          filters,
          page,
          withTotal: true,
        });
        expect(ids(found.records), JSON.stringify({ request, estimate })).toEqual(ids(expected));
      }
    }
  });

  describe('each filter alone returns exactly the matching rows', () => {
    const cases: [string, () => GetAuctionsRequest][] = [
      ['no filter', () => ({})],
      ['one year', () => ({ year: [pick(model, 0).year] })],
      ['two years', () => ({ year: distinct([pick(model, 1).year, pick(model, 2).year]) })],
      ['a year nobody has', () => ({ year: [1999] })],
      ['one fuel type', () => ({ fuelType: ['Gasoline'] })],
      ['two fuel types', () => ({ fuelType: ['Hybrid', 'Electric'] })],
      ['one make', () => ({ brandcategories: [pick(model, 3).makeId] })],
      ['two makes', () => ({ brandcategories: [pick(model, 4).makeId, pick(model, 5).makeId] })],
      ['transmission', () => ({ transmission: ['Manual', 'CVT'] })],
      ['category', () => ({ category: [pick(model, 6).categoryId as string] })],
      ['min price', () => ({ minPrice: 30000 })],
      ['max price', () => ({ maxPrice: 15000 })],
      ['price range', () => ({ minPrice: 12000, maxPrice: 28000 })],
      [
        'price range of one price',
        () => ({
          minPrice: priceAt(pick(model, 7), now()),
          maxPrice: priceAt(pick(model, 7), now()),
        }),
      ],
      ['type auction', () => ({ auctionType: ['auction'] })],
      ['type marketdropai', () => ({ auctionType: ['marketdropai'] })],
      ['type claimpoint', () => ({ auctionType: ['claimpoint'] })],
      ['two types', () => ({ auctionType: ['auction', 'claimpoint'] })],
      ['type normal (any)', () => ({ auctionType: ['normal'] })],
      ['type trending', () => ({ auctionType: ['trending'] })],
      ['trending or claimpoint', () => ({ auctionType: ['trending', 'claimpoint'] })],
      ['trending flag', () => ({ trending: true })],
      ['trending false (any)', () => ({ trending: false })],
      [
        'empty lists (any)',
        () => ({ year: [], fuelType: [], brandcategories: [], auctionType: [] }),
      ],
      [
        'nulls (any)',
        () =>
          ({
            minPrice: null,
            maxPrice: null,
            search: null,
            year: null,
          }) as unknown as GetAuctionsRequest,
      ],
    ];
    it.each(cases)('%s', async (_name, request) => {
      await expectMatches(request());
    });
  });

  it('combines filters with AND across fields and OR inside lists', async () => {
    const suv = model.find((r) => r.categoryName === 'SUV')?.categoryId as string;
    const makesOfSuvs = distinct(model.filter((r) => r.categoryId === suv).map((r) => r.makeId));
    const combos: GetAuctionsRequest[] = [
      { category: [suv], fuelType: ['Gasoline', 'Hybrid'], minPrice: 10000 },
      {
        brandcategories: makesOfSuvs.slice(0, 3),
        auctionType: ['auction', 'marketdropai'],
        maxPrice: 60000,
      },
      {
        year: distinct(model.map((r) => r.year)).slice(0, 4),
        transmission: ['Automatic'],
        trending: true,
      },
      { auctionType: ['trending', 'auction'], category: [suv], sortBy: 'highToLow' },
      { search: pick(model, 8).makeName, minPrice: 5000, maxPrice: 50000, sortBy: 'lowToHigh' },
    ];
    let nonEmpty = 0;
    for (const request of combos) {
      const { expected } = await expectMatches(request);
      if (expected.length > 0) nonEmpty += 1;
    }
    expect(nonEmpty).toBeGreaterThanOrEqual(3);
  });

  it('sorts by each order, ties broken by id', async () => {
    for (const sortBy of ['', 'lowToHigh', 'highToLow', 'endingSoon', 'newestFirst'] as const) {
      const { items } = await expectMatches({ sortBy });
      expect(items).toHaveLength(VEHICLES);
      if (sortBy === 'lowToHigh') {
        const prices = items.map((a) => a.currentPrice);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      }
      if (sortBy === '') {
        const firstPlain = items.findIndex((a) => !a.trending);
        expect(items.slice(firstPlain).every((a) => !a.trending)).toBe(true);
      }
    }
  });

  it('answers currentPrice and timeLeft from the server clock', async () => {
    const { items } = await fetchAll(t, {});
    const byId = new Map(model.map((r) => [r.id, r]));
    for (const item of items) {
      const row = byId.get(item._id) as ModelRow;
      expect(item.currentPrice).toBe(priceAt(row, now()));
      const left = Math.floor((row.endsAt.getTime() - now().getTime()) / 1000);
      const hh = String(Math.floor(left / 3600)).padStart(2, '0');
      expect(item.schedule.timeLeft).toBe(
        `${hh}:${String(Math.floor((left % 3600) / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`,
      );
      expect(item.isSaved).toBe(false);
      expect(item.status).toBe('open');
    }
  });

  it('ticks the time left of a repeated anonymous listing with the clock', async () => {
    const ask = async () =>
      (
        await t.app.inject({ method: 'POST', url: '/user/getAuctions', payload: { pageSize: 3 } })
      ).json<Body<Auction[]>>().data;
    const first = await ask();
    expect(await ask()).toEqual(first);
    const seconds = (value: string) => {
      const [h, m, s2] = value.split(':').map(Number) as [number, number, number];
      return h * 3600 + m * 60 + s2;
    };
    t.clock.advance(2000);
    const later = await ask();
    expect(later.map((a) => a._id)).toEqual(first.map((a) => a._id));
    later.forEach((auction, i) => {
      expect(seconds(auction.schedule.timeLeft)).toBe(
        seconds(first[i]?.schedule.timeLeft as string) - 2,
      );
    });
  });

  it('searches make, model, trim, year, name and city by word starts', async () => {
    const row = pick(model, 9);
    const searches = [
      row.makeName,
      row.makeName.toUpperCase(),
      row.model.slice(0, 3),
      `${row.makeName} ${row.model}`,
      String(row.year),
      `${row.year} ${row.makeName.slice(0, 2)}`,
      row.city as string,
      'montreal',
      'Québec',
      'f150',
      'F-150',
      'cx-5',
      'zzzz-no-such-car',
      '  ',
      '%_\\',
    ];
    for (const search of searches) {
      await expectMatches({ search, sortBy: 'lowToHigh' });
    }
    const { items } = await fetchAll(t, { search: row.makeName });
    expect(items.length).toBeGreaterThan(0);
  });

  it('pages without duplicates or gaps', async () => {
    const all = sortModel(filterModel(model, {}, now()), 'lowToHigh', now());
    const { items, total } = await fetchAll(t, { sortBy: 'lowToHigh', pageSize: 7 });
    expect(total).toBe(all.length);
    expect(new Set(apiIds(items)).size).toBe(items.length);
    expect(apiIds(items)).toEqual(ids(all));

    const beyond = await t.app.inject({
      method: 'POST',
      url: '/user/getAuctions',
      payload: { pageNumber: 99, pageSize: 20, withTotal: true },
    });
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json<Body<Auction[]> & { pagination: { total: number } }>()).toMatchObject({
      data: [],
      pagination: { pageNumber: 99, hasMore: false, total: all.length },
    });

    // Without `withTotal`, nothing is counted: `hasMore` tells whether a next page exists.
    const defaults = await t.app.inject({ method: 'POST', url: '/user/getAuctions' });
    expect(defaults.json<{ pagination: unknown }>().pagination).toEqual({
      pageNumber: 1,
      pageSize: 20,
      hasMore: all.length > 20,
      total: null,
      totalPages: null,
    });
    const lastPage = Math.ceil(all.length / 20);
    const last = await t.app.inject({
      method: 'POST',
      url: '/user/getAuctions',
      payload: { pageNumber: lastPage },
    });
    expect(last.json<Body<Auction[]>>().data).toHaveLength(all.length - (lastPage - 1) * 20);
    expect(last.json<{ pagination: { hasMore: boolean } }>().pagination.hasMore).toBe(false);
  });

  it('sees a change made by another process (seq) at once', async () => {
    const target = sortModel(filterModel(model, {}, now()), 'highToLow', now())[5] as ModelRow;
    const cheapest = await t.app.inject({
      method: 'POST',
      url: '/user/getAuctions',
      payload: { sortBy: 'lowToHigh', pageSize: 1 },
    });
    expect(cheapest.json<Body<Auction[]>>().data[0]?._id).not.toBe(target.id);
    // Another process lists the auction at $1 (as a bid engine would change a price).
    await t.app.db.execute(
      sql`update auctions set current_price = 1, claim_price = 1, highest_bid = 1, seq = nextval('auction_seq') where id = ${target.id}`,
    );
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/user/getAuctions',
        payload: { sortBy: 'lowToHigh', pageSize: 1 },
      });
      expect(response.json<Body<Auction[]>>().data[0]?._id).toBe(target.id);
    } finally {
      // Restore it (a MarketDropAI schedule is recomputed from its start by the next call).
      const drops = target.auctionType === 'marketdropai';
      await t.app.db.execute(
        sql`update auctions set current_price = ${priceAt(target, now())}, claim_price = ${target.claimPrice}, highest_bid = ${target.highestBid}, price_changes_at = ${drops ? sql`starts_at` : sql`null`}, seq = nextval('auction_seq') where id = ${target.id}`,
      );
    }
    await expectMatches({ sortBy: 'lowToHigh' });
  });

  it('builds filterdata from the listed auctions', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/user/filterdata' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<Body<FilterOptions>>();
    const listed = filterModel(model, {}, now());
    const sortedNames = (values: (string | null)[]) =>
      distinct(values.filter((v): v is string => v !== null)).sort();
    expect(data.brand.map((b) => b.name)).toEqual(
      sortedNames(listed.map((r) => r.makeName)).sort((a, b) => (a < b ? -1 : 1)),
    );
    for (const brand of data.brand) {
      expect(listed.find((r) => r.makeName === brand.name)?.makeId).toBe(brand._id);
    }
    expect(data.category.map((c) => c.name)).toEqual(
      sortedNames(listed.map((r) => r.categoryName)),
    );
    expect(data.years.map((y) => y.value)).toEqual(
      distinct(listed.map((r) => r.year)).sort((a, b) => b - a),
    );
    expect(data.years.every((y) => y._id === String(y.value))).toBe(true);
    expect(data.fuelType.map((f) => f.value)).toEqual(sortedNames(listed.map((r) => r.fuelType)));
    expect(data.transmission.map((f) => f.value)).toEqual(
      sortedNames(listed.map((r) => r.transmission)),
    );
    expect(data.auctionType.map((a) => a.value)).toEqual(['auction', 'marketdropai', 'claimpoint']);
    const HOUR = 3_600_000;
    const left = listed.map((r) => r.endsAt.getTime() - now().getTime());
    const buckets = [
      ['lt1h', left.some((ms) => ms <= HOUR)],
      ['lt24h', left.some((ms) => ms <= 24 * HOUR)],
      ['lt3d', left.some((ms) => ms <= 72 * HOUR)],
      ['lt7d', left.some((ms) => ms <= 168 * HOUR)],
      ['gt7d', left.some((ms) => ms > 168 * HOUR)],
    ].filter(([, present]) => present);
    expect(data.timeLeft.map((b) => b.value)).toEqual(buckets.map(([bucket]) => bucket));
    const prices = listed.map((r) => priceAt(r, now()));
    expect(data.priceMin).toBe(Math.floor(Math.min(...prices) / 500) * 500);
    expect(data.priceMax).toBe(Math.ceil(Math.max(...prices) / 500) * 500);
    expect(data.yearMin).toBe(Math.min(...listed.map((r) => r.year)));
    expect(data.yearMax).toBe(Math.max(...listed.map((r) => r.year)));
  });

  it('refuses bad filter values with 400, a clear message and errors', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ minPrice: -1 }, 'minPrice'],
      [{ maxPrice: -5 }, 'maxPrice'],
      [{ minPrice: 30000, maxPrice: 10000 }, 'maxPrice'],
      // Whole dollars only (a fraction reached PostgreSQL's integer comparison: 500).
      [{ minPrice: 1.5 }, 'minPrice'],
      [{ maxPrice: 20000.25 }, 'maxPrice'],
      [{ sortBy: 'cheapest' }, 'sortBy'],
      [{ auctionType: ['auction', 'raffle'] }, 'auctionType'],
      [{ pageSize: 101 }, 'pageSize'],
      [{ pageSize: 0 }, 'pageSize'],
      [{ pageNumber: 1.5 }, 'pageNumber'],
      [{ pageNumber: 0 }, 'pageNumber'],
      [{ pageNumber: 'two' }, 'pageNumber'],
      [{ year: 2020 }, 'year'],
      [{ year: ['twenty'] }, 'year'],
      [{ brandcategories: ['not-an-id'] }, 'brandcategories'],
      [{ category: ["'; drop table auctions; --"] }, 'category'],
      [{ timeLeft: ['soon'] }, 'timeLeft'],
      [{ trending: 'maybe' }, 'trending'],
      [{ search: 'x'.repeat(101) }, 'search'],
      [{ search: { $ne: 1 } }, 'search'],
    ];
    for (const [payload, field] of bad) {
      const response = await t.app.inject({ method: 'POST', url: '/user/getAuctions', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json<Body<undefined>>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.errors ?? {})).toContain(field);
      expect(body.message).toBe(body.errors?.[field]);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/user/getAuctions',
      headers: { 'content-type': 'application/json' },
      payload: '{"year": [20',
    });
    expect(notJson.statusCode).toBe(400);
    const list = await t.app.inject({ method: 'POST', url: '/user/getAuctions', payload: [1, 2] });
    expect(list.statusCode).toBe(400);
  });

  it('answers Home in one call: banners, first 8 of all and of trending', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/user/getHomeScreenDetails' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<Body<HomeScreenData>>();
    expect(data.banners.length).toBeGreaterThanOrEqual(2);
    for (const banner of data.banners) {
      expect(banner).toEqual({
        _id: expect.any(String),
        bannerImage: expect.stringMatching(/^\/user\/media\/banners\/.+\.svg$/),
        title: expect.any(String),
        description: expect.any(String),
      });
    }
    const listed = filterModel(model, {}, now());
    expect(apiIds(data.allVehicles)).toEqual(ids(sortModel(listed, '', now()).slice(0, 8)));
    expect(apiIds(data.trendingVehicles)).toEqual(
      ids(
        sortModel(
          listed.filter((r) => r.trending),
          '',
          now(),
        ).slice(0, 8),
      ),
    );
    expect(data.trendingVehicles.every((a) => a.trending)).toBe(true);

    const french = await t.app.inject({
      method: 'GET',
      url: '/user/getHomeScreenDetails',
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    const frBanners = french.json<Body<HomeScreenData>>().data.banners;
    expect(frBanners).toHaveLength(data.banners.length);
    expect(frBanners[0]?.title).not.toBe(data.banners[0]?.title);

    const banners = await t.app.inject({ method: 'POST', url: '/user/getBanners' });
    expect(banners.json<Body<unknown>>().data).toEqual(data.banners);
  });

  it('marks saved auctions for the signed-in caller on every list', async () => {
    const { token } = await signUpVerified(t.app);
    const first = sortModel(filterModel(model, {}, now()), '', now())[0] as ModelRow;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/user/toggleAuction',
      headers: bearer(token),
      payload: { auctionId: first.id, isLiked: true },
    });
    expect(saved.statusCode).toBe(200);
    const mine = await fetchAll(t, { pageSize: 100 }, bearer(token));
    expect(mine.items.filter((a) => a.isSaved).map((a) => a._id)).toEqual([first.id]);
    const anonymous = await fetchAll(t, { pageSize: 100 });
    expect(anonymous.items.some((a) => a.isSaved)).toBe(false);
    const home = await t.app.inject({
      method: 'GET',
      url: '/user/getHomeScreenDetails',
      headers: bearer(token),
    });
    expect(home.json<Body<HomeScreenData>>().data.allVehicles[0]).toMatchObject({
      _id: first.id,
      isSaved: true,
    });
    const expired = await t.app.inject({
      method: 'GET',
      url: '/user/getHomeScreenDetails',
      headers: bearer('x'.repeat(43)),
    });
    expect(expired.statusCode).toBe(401);
  });

  it('answers each body type with its total and first auctions', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/getCategoryWiseDetails',
      payload: { pageSize: 3 },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<Body<CategoryWiseData>>();
    const listed = filterModel(model, {}, now());
    const names = distinct(listed.map((r) => r.categoryName as string)).sort();
    expect(data.categories.map((c) => c.name)).toEqual(names);
    for (const category of data.categories) {
      const rows = sortModel(
        listed.filter((r) => r.categoryId === category._id),
        '',
        now(),
      );
      expect(category.total).toBe(rows.length);
      expect(apiIds(category.auctions)).toEqual(ids(rows.slice(0, 3)));
    }
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/user/getCategoryWiseDetails',
      payload: { pageSize: 21 },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('documents the catalogue calls in OpenAPI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of [
      '/user/getBanners',
      '/user/getAuctions',
      '/user/filterdata',
      '/user/auctionScreen',
      '/user/toggleAuction',
      '/user/getSaveAuction',
      '/user/getHomeScreenDetails',
      '/user/getCategoryWiseDetails',
      '/user/health',
    ]) {
      expect(paths).toContain(path);
    }
  });
  // The clock only moves forward from here on (as a real one does): keep these tests last.
  describe('as time passes', () => {
    it('MarketDropAI prices drop with the clock, and the price filters and sorts follow', async () => {
      const dropping = model.find((r) => {
        if (r.auctionType !== 'marketdropai') return false;
        const later = new Date(now().getTime() + 3 * (r.dropIntervalMinutes as number) * 60_000);
        return priceAt(r, later) < priceAt(r, now());
      }) as ModelRow;
      const before = priceAt(dropping, now());
      t.setClock(new Date(now().getTime() + 3 * (dropping.dropIntervalMinutes as number) * 60_000));
      expect(now().getTime()).toBeLessThan(CLOCKS.dayBefore.getTime());
      const after = priceAt(dropping, now());
      expect(after).toBeLessThan(before);
      const detail = await t.app.inject({
        method: 'POST',
        url: '/user/auctionScreen',
        payload: { auctionId: dropping.id },
      });
      expect(detail.json<Body<Auction>>().data.currentPrice).toBe(after);
      await expectMatches({ auctionType: ['marketdropai'], sortBy: 'lowToHigh' });
      await expectMatches({ minPrice: after, maxPrice: after });
      await expectMatches({ sortBy: 'highToLow' });
      const stored = await t.app.db.execute(
        sql`select current_price from auctions where id = ${dropping.id}`,
      );
      const rows = (Array.isArray(stored) ? stored : (stored as { rows: unknown[] }).rows) as {
        current_price: number;
      }[];
      expect(Number(rows[0]?.current_price)).toBe(after);
    });

    it('filters time left by bucket, and drops ended auctions', async () => {
      const sizes = new Set<number>();
      for (const clock of [CLOCKS.dayBefore, CLOCKS.lastHalfHour, CLOCKS.afterClose]) {
        t.setClock(clock);
        for (const bucket of ['lt1h', 'lt24h', 'lt3d', 'lt7d', 'gt7d'] as const) {
          const { expected } = await expectMatches({ timeLeft: [bucket], sortBy: 'endingSoon' });
          sizes.add(expected.length);
        }
        await expectMatches({ timeLeft: ['lt1h', 'gt7d'] });
        await expectMatches({ sortBy: 'lowToHigh' });
        const { data } = (await t.app.inject({ method: 'GET', url: '/user/filterdata' })).json<
          Body<FilterOptions>
        >();
        if (clock === CLOCKS.lastHalfHour) {
          expect(data.timeLeft.map((b) => b.value)).toEqual([
            'lt1h',
            'lt24h',
            'lt3d',
            'lt7d',
            'gt7d',
          ]);
        }
        if (clock === CLOCKS.afterClose) {
          expect(data.timeLeft.map((b) => b.value)).toEqual(['lt7d', 'gt7d']);
        }
      }
      expect(sizes.size).toBeGreaterThan(2);
      const listed = filterModel(model, {}, now());
      expect(listed.length).toBeLessThan(VEHICLES);
      const ended = model.find((r) => r.endsAt.getTime() <= now().getTime()) as ModelRow;
      const detail = await t.app.inject({
        method: 'POST',
        url: '/user/auctionScreen',
        payload: { auctionId: ended.id },
      });
      expect(detail.json<Body<Auction>>().data).toMatchObject({
        status: 'ended',
        schedule: { timeLeft: '00:00:00' },
      });
    });
  });
});
