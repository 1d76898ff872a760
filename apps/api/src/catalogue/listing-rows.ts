/**
 * The listings as their dealers and the admins manage them (drafts included), read for the dealers'
 * listing editor and the admins' moderation (decision 032, "Reads across domains"): the same
 * statements those domains ran, written here where the tables are, run with the caller's executor
 * (its transaction and row locks when it passes one).
 */
import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DealerListingState } from '@marketdrop/api-client';
import type { Executor } from '../db/client';
import type { DbDeps } from '../shared/deps';
import {
  auctions,
  categories,
  dealers,
  favourites,
  makes,
  vehicleDocuments,
  vehicleImages,
  vehicles,
  type AuctionRow,
  type VehicleRow,
} from './tables';

/**
 * Where a listing stands at `now` (docs/product.md §6.2), in SQL over `vehicles` left-joined to
 * its auction: taken off sale by the dealer or an admin, or closed by hand: withdrawn; no auction:
 * draft; then the auction's own state (a paused sale's at its pause: it does not start meanwhile).
 */
export function listingStateSql(now: Date): SQL<DealerListingState> {
  const at = now.toISOString();
  return sql<DealerListingState>`case
    when ${vehicles.withdrawnAt} is not null or ${vehicles.unpublishedAt} is not null then 'withdrawn'
    when ${auctions.id} is null then 'draft'
    when ${auctions.status} = 'sold' then 'sold'
    when ${auctions.status} = 'unsold' then 'unsold'
    when ${auctions.status} = 'ended' then 'withdrawn'
    when ${auctions.startsAt} > coalesce(${auctions.pausedAt}, ${at}::timestamptz) then 'scheduled'
    else 'live' end`;
}

export type ListingRow = {
  vehicle: VehicleRow;
  auction: AuctionRow | null;
  make: { id: string; name: string };
  category: { id: string; name: string } | null;
  dealer: { id: string; businessName: string; userId: string | null };
};

function selectListingRows(db: Executor) {
  return db
    .select({
      vehicle: vehicles,
      auction: auctions,
      make: { id: makes.id, name: makes.name },
      category: { id: categories.id, name: categories.name },
      dealer: { id: dealers.id, businessName: dealers.businessName, userId: dealers.userId },
    })
    .from(vehicles)
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .leftJoin(categories, eq(categories.id, vehicles.categoryId))
    .innerJoin(dealers, eq(dealers.id, vehicles.dealerId))
    .leftJoin(auctions, eq(auctions.vehicleId, vehicles.id));
}

/** One listing by id (lower-cased), any dealer's (`dealerId` null) or that dealer's only. */
export function listingIs(listingId: string, dealerId: string | null): SQL | undefined {
  return dealerId === null
    ? eq(vehicles.id, listingId)
    : and(eq(vehicles.id, listingId), eq(vehicles.dealerId, dealerId));
}

/** The listings of one dealer (a scope of `findListingRowsPage`). */
export function listingsOfDealer(dealerId: string): SQL {
  return eq(vehicles.dealerId, dealerId);
}

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The listings whose vehicle name, VIN or dealer's business name contains `text`. */
export function listingSearch(text: string): SQL | undefined {
  return or(
    ilike(vehicles.vehicleName, likePattern(text)),
    ilike(vehicles.vin, likePattern(text)),
    ilike(dealers.businessName, likePattern(text)),
  );
}

/** The listings matching `where` (`listingIs`, ...), with their sale, make, category and dealer. */
export async function findListingRows(deps: DbDeps, input: { where: SQL | undefined }) {
  const rows: ListingRow[] = await selectListingRows(deps.db).where(input.where);
  return rows;
}

/**
 * A page of listings matching `scope` and `search` in a state (null: any), newest change first,
 * and the count of each state among all that match `scope` and `search` (two statements at once).
 */
export async function findListingRowsPage(
  deps: DbDeps,
  input: {
    scope: SQL | undefined;
    search?: SQL | undefined;
    state: DealerListingState | null;
    pageNumber: number;
    pageSize: number;
    now: Date;
  },
): Promise<{ rows: ListingRow[]; counts: { state: DealerListingState; count: number }[] }> {
  const { scope, search, state, pageNumber, pageSize, now } = input;
  const stateSql = listingStateSql(now);
  const base = and(scope, search);
  const where = state === null ? base : and(base, sql`${stateSql} = ${state}`);
  const [rows, counts] = await Promise.all([
    selectListingRows(deps.db)
      .where(where)
      .orderBy(sql`${vehicles.updatedAt} desc`, sql`${vehicles.id} desc`)
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize),
    deps.db
      .select({ state: stateSql, count: sql<number>`count(*)::int` })
      .from(vehicles)
      .leftJoin(auctions, eq(auctions.vehicleId, vehicles.id))
      .innerJoin(dealers, eq(dealers.id, vehicles.dealerId))
      .where(base)
      // By position: the same expression written twice holds different parameters.
      .groupBy(sql`1`),
  ]);
  return { rows, counts };
}

/**
 * The listing and auction rows of one listing (id lower-cased), locked for the caller's
 * transaction (`FOR UPDATE`, the vehicle first); undefined when it is not the dealer's.
 */
export async function lockListingRows(
  tx: Executor,
  input: { listingId: string; dealerId: string | null },
): Promise<{ vehicle: VehicleRow; auction: AuctionRow | null } | undefined> {
  const [vehicle] = await tx
    .select()
    .from(vehicles)
    .where(listingIs(input.listingId, input.dealerId))
    .for('update');
  if (vehicle === undefined) return undefined;
  // The auction's row lock is the one bids and claims take: a write here waits for them.
  const [auction] = await tx
    .select()
    .from(auctions)
    .where(eq(auctions.vehicleId, vehicle.id))
    .for('update');
  return { vehicle, auction: auction ?? null };
}

/** The photos of some vehicles, in their order. */
export function findListingPhotos(deps: DbDeps, input: { vehicleIds: readonly string[] }) {
  return deps.db
    .select()
    .from(vehicleImages)
    .where(inArray(vehicleImages.vehicleId, [...input.vehicleIds]))
    .orderBy(asc(vehicleImages.position));
}

/** The documents of some vehicles, in their order. */
export function findListingDocuments(deps: DbDeps, input: { vehicleIds: readonly string[] }) {
  return deps.db
    .select()
    .from(vehicleDocuments)
    .where(inArray(vehicleDocuments.vehicleId, [...input.vehicleIds]))
    .orderBy(asc(vehicleDocuments.position));
}

/** How many users saved each of some auctions (those saved at least once). */
export async function countSaves(
  deps: DbDeps,
  input: { auctionIds: readonly string[] },
): Promise<Map<string, number>> {
  if (input.auctionIds.length === 0) return new Map();
  const rows = await deps.db
    .select({ auctionId: favourites.auctionId, count: sql<number>`count(*)::int` })
    .from(favourites)
    .where(inArray(favourites.auctionId, [...input.auctionIds]))
    .groupBy(favourites.auctionId);
  return new Map(rows.map((row) => [row.auctionId, Number(row.count)]));
}

/** Every make and every category by name: the listing form's lists. */
export async function findMakesAndCategories(deps: DbDeps): Promise<{
  makes: { _id: string; name: string }[];
  categories: { _id: string; name: string }[];
}> {
  const [makeRows, categoryRows] = await Promise.all([
    deps.db.select({ _id: makes.id, name: makes.name }).from(makes).orderBy(asc(makes.name)),
    deps.db
      .select({ _id: categories.id, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.name)),
  ]);
  return { makes: makeRows, categories: categoryRows };
}

/** How many photos a vehicle has (run in the caller's transaction when it passes one). */
export async function countListingPhotos(
  deps: DbDeps,
  input: { vehicleId: string },
): Promise<number> {
  const [photos] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(vehicleImages)
    .where(eq(vehicleImages.vehicleId, input.vehicleId));
  return Number(photos?.count ?? 0);
}

/** A make's name; undefined for an unknown id. */
export async function findMakeName(
  deps: DbDeps,
  input: { makeId: string },
): Promise<string | undefined> {
  const [make] = await deps.db
    .select({ name: makes.name })
    .from(makes)
    .where(eq(makes.id, input.makeId));
  return make?.name;
}

/** The users who saved an auction (the heart), but `except` (when given). */
export async function findSavers(
  deps: DbDeps,
  input: { auctionId: string; except?: string },
): Promise<string[]> {
  const rows = await deps.db
    .select({ userId: favourites.userId })
    .from(favourites)
    .where(
      input.except === undefined
        ? eq(favourites.auctionId, input.auctionId)
        : and(eq(favourites.auctionId, input.auctionId), ne(favourites.userId, input.except)),
    );
  return rows.map((row) => row.userId);
}

/** A make by id (lower-cased); undefined for none. */
export async function findMake(deps: DbDeps, input: { makeId: string }) {
  const [make] = await deps.db.select().from(makes).where(eq(makes.id, input.makeId));
  return make;
}

/** A category (body type) by id (lower-cased); undefined for none. */
export async function findCategory(deps: DbDeps, input: { categoryId: string }) {
  const [category] = await deps.db
    .select()
    .from(categories)
    .where(eq(categories.id, input.categoryId));
  return category;
}
