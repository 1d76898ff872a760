import type { CategoryWiseData, HomeScreenData } from '@marketdrop/api-client';
import { HOME_PAGE_SIZE, type Language } from '@marketdrop/validation';
import { and, asc, eq, sql } from 'drizzle-orm';
import { auctions, categories } from './tables';
import type { CatalogueVersion } from './catalogue-cache';
import { findBanners } from './find-banners';
import {
  NO_FILTERS,
  listAuctionRecords,
  listedAt,
  nextTimeChange,
  callersAmong,
  toCallersAuction,
  type CatalogueDeps,
} from './find-auctions';

const FIRST_PAGE = (pageSize: number) => ({ pageNumber: 1, pageSize });

/** getHomeScreenDetails: the banners and the first 8 of all and of trending vehicles, at once. */
export async function findHomeScreen(
  ctx: CatalogueDeps,
  input: { language: Language; userId: string | null },
): Promise<HomeScreenData> {
  const { language, userId } = input;
  const now = ctx.clock();
  const known = { version: await ctx.cache.version(ctx.db, now), now };
  const [banners, all, trending] = await Promise.all([
    findBanners(ctx, { language }),
    listAuctionRecords(ctx, { filters: NO_FILTERS, page: FIRST_PAGE(HOME_PAGE_SIZE), known }),
    listAuctionRecords(ctx, {
      filters: { ...NO_FILTERS, trendingOnly: true },
      page: FIRST_PAGE(HOME_PAGE_SIZE),
      known,
    }),
  ]);
  const callers = await callersAmong(ctx, {
    userId,
    auctionIds: [...all.records.map((r) => r.id), ...trending.records.map((r) => r.id)],
  });
  return {
    banners,
    allVehicles: all.records.map((r) => toCallersAuction(r, now, callers)),
    trendingVehicles: trending.records.map((r) => toCallersAuction(r, now, callers)),
  };
}

type CategoryTotal = { _id: string; name: string; total: number };

/** The body types with listed auctions and how many each has, by name. */
async function categoryTotals(
  ctx: CatalogueDeps,
  version: CatalogueVersion,
  now: Date,
): Promise<CategoryTotal[]> {
  const kept = ctx.cache.get<CategoryTotal[]>('category-totals', version, now);
  if (kept !== undefined) return kept;
  const [rows, changesAt] = await Promise.all([
    ctx.db
      .select({ _id: categories.id, name: categories.name, total: sql<number>`count(*)::int` })
      .from(auctions)
      .innerJoin(categories, eq(categories.id, auctions.categoryId))
      .where(and(...listedAt(now)))
      .groupBy(categories.id, categories.name)
      .orderBy(asc(categories.name)),
    nextTimeChange(ctx, { now, offsets: [] }),
  ]);
  const totals = rows.map((row) => ({ ...row, total: Number(row.total) }));
  ctx.cache.set('category-totals', totals, version, now, changesAt);
  return totals;
}

/** getCategoryWiseDetails: each body type with listings, its total and its first auctions. */
export async function findCategorySections(
  ctx: CatalogueDeps,
  input: { pageSize: number; userId: string | null },
): Promise<CategoryWiseData> {
  const { pageSize, userId } = input;
  const now = ctx.clock();
  const version = await ctx.cache.version(ctx.db, now);
  const totals = await categoryTotals(ctx, version, now);
  const pages = await Promise.all(
    totals.map((category) =>
      listAuctionRecords(ctx, {
        filters: { ...NO_FILTERS, categoryIds: [category._id] },
        page: FIRST_PAGE(pageSize),
        known: { version, now },
      }),
    ),
  );
  const callers = await callersAmong(ctx, {
    userId,
    auctionIds: pages.flatMap((page) => page.records.map((r) => r.id)),
  });
  return {
    categories: totals.map((category, i) => ({
      ...category,
      total: pages[i]?.total ?? category.total,
      auctions: (pages[i]?.records ?? []).map((r) => toCallersAuction(r, now, callers)),
    })),
  };
}
