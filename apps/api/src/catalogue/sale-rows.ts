/**
 * The sale rows (`auctions`) as other domains read them (decision 032, "Reads across domains"):
 * the auctions engine's reads and locks, the dealers' and admins' reads, written here where the
 * table is and run with the caller's executor, so a caller's transaction, its row locks and its
 * statements are those it ran before (one statement each, no added round trip).
 */
import { and, asc, eq, isNull, lte, min, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { DbDeps } from '../shared/deps';
import { auctions, dealers, type AuctionRow } from './tables';
import { selectAuctionRecords, type AuctionRecord } from './to-auction';

/**
 * The vehicle of an auction (id lower-cased), as a subquery another domain's statement filters
 * with (`inArray(column, auctionVehicleIds(db, id))`): no row for an unknown id.
 */
export function auctionVehicleIds(db: Executor, auctionId: string) {
  return db
    .select({ vehicleId: auctions.vehicleId })
    .from(auctions)
    .where(eq(auctions.id, auctionId));
}

/**
 * The sales that closed unsold below their reserve with a leader (the reserve-offers index): each
 * carries a reserve offer, which the dealers' reserve-offers job records and announces in single
 * idempotent statements it composes from these pieces (columns, `from`, `where`).
 */
export const closedBelowReserve = {
  id: auctions.id,
  highestBid: auctions.highestBid,
  closedAt: auctions.closedAt,
  dealerUserId: dealers.userId,
  /** The sales alone. */
  from: sql`${auctions}`,
  /** The sales joined to their dealer (for `dealerUserId`). */
  fromWithDealer: sql`${auctions} join ${dealers} on ${dealers.id} = ${auctions.dealerId}`,
  where: sql`${auctions.status} = 'unsold' and ${auctions.auctionType} = 'auction'
  and ${auctions.highestBid} < ${auctions.reservePrice} and ${auctions.leaderId} is not null`,
};

/** The earliest close among the sales of `closedBelowReserve` that also match `where`. */
export async function firstCloseBelowReserve(
  deps: DbDeps,
  input: { where: SQL },
): Promise<Date | null> {
  const [next] = await deps.db
    .select({ closedAt: min(auctions.closedAt) })
    .from(auctions)
    .where(sql`${closedBelowReserve.where} and ${input.where}`);
  return next?.closedAt ? new Date(next.closedAt) : null;
}

/** A sale row locked for the caller's transaction, with the user who manages its dealer. */
export type LockedSale = { auction: AuctionRow; dealerUserId: string | null };

function selectSaleWithDealer(db: Executor) {
  return db
    .select({ auction: auctions, dealerUserId: dealers.userId })
    .from(auctions)
    .innerJoin(dealers, eq(dealers.id, auctions.dealerId));
}

/**
 * Reads a sale (id lower-cased here) with its dealer's user and locks the sale's row until the
 * caller's transaction ends (`SELECT ... FOR UPDATE OF auctions`): the engine's lock
 * (auctions/lock-auction.ts). Undefined for an id that names no sale.
 */
export async function lockSaleRow(
  tx: Executor,
  auctionId: string,
): Promise<LockedSale | undefined> {
  const [row] = await selectSaleWithDealer(tx)
    .where(eq(auctions.id, auctionId.toLowerCase()))
    .for('update', { of: auctions });
  return row;
}

/**
 * The open sales whose end passed at `now` (not paused), soonest end first, at most `limit`,
 * locked for the caller's transaction; rows another transaction holds are skipped
 * (`FOR UPDATE OF auctions SKIP LOCKED`): the closing job's batch.
 */
export async function lockDueSaleRows(
  tx: Executor,
  input: { now: Date; limit: number },
): Promise<LockedSale[]> {
  return selectSaleWithDealer(tx)
    .where(
      and(
        sql`${auctions.status} = 'open'`,
        isNull(auctions.pausedAt),
        lte(auctions.endsAt, input.now),
      ),
    )
    .orderBy(asc(auctions.endsAt), asc(auctions.id))
    .limit(input.limit)
    .for('update', { of: auctions, skipLocked: true });
}

/** When the next open sale ends (null: none is open). A paused sale does not end while paused. */
export async function nextSaleEnd(deps: DbDeps): Promise<Date | null> {
  const [row] = await deps.db
    .select({ at: min(auctions.endsAt) })
    .from(auctions)
    .where(and(sql`${auctions.status} = 'open'`, isNull(auctions.pausedAt)));
  return row?.at ? new Date(row.at) : null;
}

/** When the next MarketDropAI drop of an open, unpaused sale is due (null: none). */
export async function nextPriceDrop(deps: DbDeps): Promise<Date | null> {
  const [row] = await deps.db
    .select({ at: min(auctions.priceChangesAt) })
    .from(auctions)
    .where(
      sql`${auctions.priceChangesAt} is not null and ${auctions.status} = 'open' and ${auctions.pausedAt} is null`,
    );
  return row?.at ? new Date(row.at) : null;
}

/** A sale's row by id (lower-cased), unlocked; undefined for none. */
export async function findSaleRow(
  deps: DbDeps,
  input: { auctionId: string },
): Promise<AuctionRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(auctions)
    .where(eq(auctions.id, input.auctionId))
    .limit(1);
  return row;
}

/** Whether a sale exists (id lower-cased). */
export async function saleExists(deps: DbDeps, input: { auctionId: string }): Promise<boolean> {
  const found = await deps.db
    .select({ id: auctions.id })
    .from(auctions)
    .where(eq(auctions.id, input.auctionId))
    .limit(1);
  return found.length > 0;
}

/**
 * The sale columns another domain's conditions and orders refer to, to compose with its own
 * subqueries (My Bids: the caller's bids on each sale) into one statement of `findSaleRecordsPage`.
 */
export const saleColumns = {
  id: auctions.id,
  status: auctions.status,
  auctionType: auctions.auctionType,
  leaderId: auctions.leaderId,
  currentPrice: auctions.currentPrice,
  closedAt: auctions.closedAt,
  endsAt: auctions.endsAt,
};

/**
 * A page of sales matching `where` (over `saleColumns`), in `orderBy`, as the catalogue's records
 * (`selectAuctionRecords`), and how many match (two statements at once).
 */
export async function findSaleRecordsPage(
  deps: DbDeps,
  input: { where: SQL | undefined; orderBy: SQL[]; pageNumber: number; pageSize: number },
): Promise<{ records: AuctionRecord[]; total: number }> {
  const [records, counted] = await Promise.all([
    selectAuctionRecords(deps.db)
      .where(input.where)
      .orderBy(...input.orderBy)
      .limit(input.pageSize)
      .offset((input.pageNumber - 1) * input.pageSize),
    deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(auctions)
      .where(input.where),
  ]);
  return { records, total: Number(counted[0]?.total ?? 0) };
}
