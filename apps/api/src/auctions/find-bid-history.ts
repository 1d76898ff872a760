import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { BidHistoryData, Pagination } from '@marketdrop/api-client';
import { saleExists } from '../catalogue/sale-rows';
import { auctionNotFound, isAuctionId } from '../catalogue/find-auction';
import type { DbDeps } from '../shared/deps';
import { bids } from './tables';

export const BID_HISTORY_MESSAGE = 'Bid history fetched successfully';

/**
 * getBidHistory: an auction's visible bids, newest first, a page at a time. Bidders are named
 * `Bidder 1`, `Bidder 2`... in the order of their first bid on this auction (the same for every
 * viewer, stable as bids come in); the caller's own bids are marked. No maximum is ever read.
 */
export async function findBidHistory(
  deps: DbDeps,
  input: {
    auctionId: string;
    userId: string | null;
    page: { pageNumber: number; pageSize: number };
  },
): Promise<{ data: BidHistoryData; pagination: Pagination }> {
  const { db } = deps;
  const { userId, page } = input;
  if (!isAuctionId(input.auctionId)) throw auctionNotFound();
  const id = input.auctionId.toLowerCase();
  // A leader's raise that moved no price only records their maximum: it is not a visible bid.
  const visible = and(eq(bids.auctionId, id), eq(bids.maxOnly, false));
  const numbered = db
    .select({
      bidderId: bids.bidderId,
      number: sql<number>`row_number() over (order by min(${bids.position}))`
        .mapWith(Number)
        .as('number'),
    })
    .from(bids)
    .where(visible)
    .groupBy(bids.bidderId)
    .as('numbered');
  const [found, rows, counted] = await Promise.all([
    saleExists(deps, { auctionId: id }),
    db
      .select({
        id: bids.id,
        amount: bids.amount,
        isProxy: bids.isProxy,
        bidderId: bids.bidderId,
        createdAt: bids.createdAt,
        number: numbered.number,
      })
      .from(bids)
      .innerJoin(numbered, eq(numbered.bidderId, bids.bidderId))
      .where(visible)
      .orderBy(desc(bids.position))
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize),
    db.select({ total: count() }).from(bids).where(visible),
  ]);
  if (!found) throw auctionNotFound();
  const total = Number(counted[0]?.total ?? 0);
  return {
    data: {
      bids: rows.map((row) => ({
        _id: row.id,
        amount: row.amount,
        bidder: `Bidder ${row.number}`,
        isYours: userId !== null && row.bidderId === userId,
        automatic: row.isProxy,
        createdAt: row.createdAt.toISOString(),
      })),
    },
    pagination: {
      pageNumber: page.pageNumber,
      pageSize: page.pageSize,
      total,
      totalPages: Math.ceil(total / page.pageSize),
    },
  };
}
