/**
 * A small seeded catalogue (120 vehicles, fixed seed, fixed clock) and a plain in-memory model of
 * it, read straight from the tables, that the tests filter and sort by hand to check the API.
 */
import { eq } from 'drizzle-orm';
import type { Auction, GetAuctionsRequest, ListingPagination } from '@marketdrop/api-client';
import { expect } from 'vitest';
import { auctions, categories, makes, vehicles } from '../../src/db/schema';
import { seedCatalogue } from '../../src/demo/seed-catalogue';
import {
  buildTestApp,
  type Driver,
  type TestApp,
  type TestAppOptions,
} from '../helpers/build-test-app';

/** The seed's "now": a Monday, so the four coming Thursday closes are 3 to 24 days ahead. */
export const SEED_NOW = new Date('2026-11-23T12:00:00.000Z');
export const SEED = 4242;
export const VEHICLES = 120;

/** Instants the tests set the clock to (Thursday closes are at 00:00 UTC on the Friday). */
export const CLOCKS = {
  seed: SEED_NOW,
  /** Wednesday evening: the first close is 23.5 hours away. */
  dayBefore: new Date('2026-11-26T00:30:00.000Z'),
  /** Thursday 18:30 Toronto: the first close is 30 minutes away. */
  lastHalfHour: new Date('2026-11-26T23:30:00.000Z'),
  /** Friday: the first close has passed; the next is 6.5 days away. */
  afterClose: new Date('2026-11-27T12:00:00.000Z'),
} as const;

export type CatalogueApp = TestApp & { setClock: (at: Date) => void };

export async function buildCatalogueApp(
  driver: Driver,
  options: Omit<TestAppOptions, 'driver'> = {},
): Promise<CatalogueApp> {
  const t = await buildTestApp({ ...options, driver });
  const setClock = (at: Date) => t.clock.advance(at.getTime() - t.clock.now().getTime());
  setClock(SEED_NOW);
  await seedCatalogue(t.app, {
    count: VEHICLES,
    seed: SEED,
    now: SEED_NOW,
    mediaDir: t.config.mediaDir,
  });
  return { ...t, setClock };
}

/** One auction as the tables hold it (vehicle fields from `vehicles`, not the listing copies). */
export type ModelRow = {
  id: string;
  auctionType: 'auction' | 'marketdropai' | 'claimpoint';
  status: string;
  trending: boolean;
  startsAt: Date;
  endsAt: Date;
  startingBid: number;
  highestBid: number | null;
  bidCount: number;
  claimPrice: number | null;
  floorPrice: number | null;
  dropAmount: number | null;
  dropIntervalMinutes: number | null;
  year: number;
  fuelType: string | null;
  transmission: string | null;
  makeId: string;
  makeName: string;
  categoryId: string | null;
  categoryName: string | null;
  model: string;
  trim: string | null;
  vehicleName: string;
  city: string | null;
};

export async function loadModel(t: TestApp): Promise<ModelRow[]> {
  return t.app.db
    .select({
      id: auctions.id,
      auctionType: auctions.auctionType,
      status: auctions.status,
      trending: auctions.trending,
      startsAt: auctions.startsAt,
      endsAt: auctions.endsAt,
      startingBid: auctions.startingBid,
      highestBid: auctions.highestBid,
      bidCount: auctions.bidCount,
      claimPrice: auctions.claimPrice,
      floorPrice: auctions.floorPrice,
      dropAmount: auctions.dropAmount,
      dropIntervalMinutes: auctions.dropIntervalMinutes,
      year: vehicles.year,
      fuelType: vehicles.fuelType,
      transmission: vehicles.transmission,
      makeId: vehicles.makeId,
      makeName: makes.name,
      categoryId: vehicles.categoryId,
      categoryName: categories.name,
      model: vehicles.model,
      trim: vehicles.trim,
      vehicleName: vehicles.vehicleName,
      city: vehicles.city,
    })
    .from(auctions)
    .innerJoin(vehicles, eq(vehicles.id, auctions.vehicleId))
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .leftJoin(categories, eq(categories.id, vehicles.categoryId));
}

/** The price rules of docs/product.md §4, written out again independently of the server's code. */
export function priceAt(row: ModelRow, now: Date): number {
  if (row.auctionType === 'claimpoint') return row.claimPrice as number;
  if (row.auctionType === 'auction') return row.highestBid ?? row.startingBid;
  const floor = row.floorPrice as number;
  const stepMs = (row.dropIntervalMinutes as number) * 60_000;
  const steps = Math.max(0, Math.floor((now.getTime() - row.startsAt.getTime()) / stepMs));
  return Math.max(floor, row.startingBid - (row.dropAmount as number) * steps);
}

const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Search rule: every word typed starts a word of make, model, trim, year, name or city. */
export function matchesSearchText(row: ModelRow, search: string): boolean {
  const fields = [
    String(row.year),
    row.makeName,
    row.model,
    row.trim ?? '',
    row.vehicleName,
    row.city ?? '',
  ];
  const stored = new Set<string>();
  for (const field of fields) {
    for (const token of field.split(/\s+/)) {
      const pieces = words(token);
      pieces.forEach((piece) => stored.add(piece));
      stored.add(pieces.join(''));
    }
  }
  return words(search).every((word) => [...stored].some((candidate) => candidate.startsWith(word)));
}

const HOUR = 3_600_000;
const WITHIN: Record<string, number> = {
  lt1h: HOUR,
  lt24h: 24 * HOUR,
  lt3d: 72 * HOUR,
  lt7d: 168 * HOUR,
};

/** The plain in-memory filter of a getAuctions payload. */
export function filterModel(rows: ModelRow[], request: GetAuctionsRequest, now: Date): ModelRow[] {
  return rows.filter((row) => {
    if (row.status !== 'open' || row.endsAt.getTime() <= now.getTime()) return false;
    const price = priceAt(row, now);
    const has = <T>(list: T[] | undefined | null, value: T) =>
      list === undefined || list === null || list.length === 0 || list.includes(value);
    if (!has(request.year, row.year)) return false;
    if (!has(request.fuelType, row.fuelType as string)) return false;
    if (!has(request.brandcategories, row.makeId)) return false;
    if (!has(request.transmission, row.transmission as string)) return false;
    if (!has(request.category, row.categoryId as string)) return false;
    if (request.minPrice !== undefined && request.minPrice !== null && price < request.minPrice)
      return false;
    if (request.maxPrice !== undefined && request.maxPrice !== null && price > request.maxPrice)
      return false;
    const types = request.auctionType ?? [];
    if (types.length > 0 && !types.includes('normal')) {
      const ok = types.includes(row.auctionType) || (types.includes('trending') && row.trending);
      if (!ok) return false;
    }
    if (request.trending === true && !row.trending) return false;
    const buckets = request.timeLeft ?? [];
    if (buckets.length > 0) {
      const left = row.endsAt.getTime() - now.getTime();
      const ok = buckets.some((b) =>
        b === 'gt7d' ? left > 168 * HOUR : left <= (WITHIN[b] as number),
      );
      if (!ok) return false;
    }
    if (request.search && !matchesSearchText(row, request.search)) return false;
    return true;
  });
}

const byId = (a: ModelRow, b: ModelRow) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The order of each sort, written out (ties broken by id). */
export function sortModel(
  rows: ModelRow[],
  sortBy: string | null | undefined,
  now: Date,
): ModelRow[] {
  const sorted = [...rows];
  const t = (d: Date) => d.getTime();
  switch (sortBy) {
    case 'lowToHigh':
      return sorted.sort((a, b) => priceAt(a, now) - priceAt(b, now) || byId(a, b));
    case 'highToLow':
      return sorted.sort((a, b) => priceAt(b, now) - priceAt(a, now) || byId(b, a));
    case 'endingSoon':
      return sorted.sort((a, b) => t(a.endsAt) - t(b.endsAt) || byId(a, b));
    case 'newestFirst':
      return sorted.sort((a, b) => t(b.startsAt) - t(a.startsAt) || byId(b, a));
    default:
      return sorted.sort(
        (a, b) =>
          Number(b.trending) - Number(a.trending) || t(a.endsAt) - t(b.endsAt) || byId(a, b),
      );
  }
}

type ListBody = { message: string; data: Auction[]; pagination: ListingPagination };

/** Every page of a getAuctions query, checking the paging figures on the way. */
export async function fetchAll(
  t: TestApp,
  request: GetAuctionsRequest,
  headers: Record<string, string> = {},
): Promise<{ items: Auction[]; total: number }> {
  const pageSize = request.pageSize ?? 100;
  const items: Auction[] = [];
  let total = -1;
  for (let pageNumber = 1; pageNumber < 1000; pageNumber += 1) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/getAuctions',
      headers,
      payload: { ...request, pageNumber, pageSize, withTotal: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ListBody>();
    if (total === -1) total = body.pagination.total ?? -1;
    const hasMore = pageNumber * pageSize < total;
    expect(body.pagination).toEqual({
      pageNumber,
      pageSize,
      hasMore,
      total,
      totalPages: Math.ceil(total / pageSize),
    });
    items.push(...body.data);
    if (!hasMore) break;
  }
  return { items, total };
}
