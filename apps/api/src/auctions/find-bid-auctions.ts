import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Auction } from '@marketdrop/api-client';
import type { AuctionType, MyBidsSort, MyBidsTab } from '@marketdrop/validation';
import { savedAmong } from '../catalogue/find-auctions';
import { findSaleRecordsPage, saleColumns as sale } from '../catalogue/sale-rows';
import { toAuction } from '../catalogue/to-auction';
import type { DbDeps, Deps } from '../shared/deps';
import { findYourMaxBids } from './find-your-max-bids';
import { bids } from './tables';

/** One of the caller's auctions with their own part in it (My Bids). */
export type BidAuction = {
  auction: Auction;
  /** The caller's highest visible bid (null: they claimed or bought it without bidding). */
  yourBid: number | null;
  yourMaxBid: number | null;
  /** Leading an open sale, or the buyer of a sold one. */
  isLeader: boolean;
};

/**
 * The auctions of one tab of My Bids for a user:
 * - `active`: sales still open that they bid on;
 * - `won`: sales sold to them (their winning bid, their claim, their Buy Now: the buyer of a
 *   sold sale is its leader);
 * - `lost`: closed sales they bid on that were not sold to them.
 * Filtered by type; sorted by their own highest bid (won without a bid: the price it sold at) or
 * by end date (Active: soonest first; Won and Lost: latest first). Answers a page and the count.
 */
export async function findBidAuctions(
  deps: DbDeps & Pick<Deps, 'clock'>,
  input: {
    userId: string;
    tab: MyBidsTab;
    auctionType?: readonly AuctionType[] | null | undefined;
    sortBy?: MyBidsSort | null | undefined;
    pageNumber: number;
    pageSize: number;
  },
): Promise<{ items: BidAuction[]; total: number }> {
  const { userId, tab } = input;
  const now = deps.clock();
  const yourBid = sql`(select max(${bids.amount}) from ${bids} where ${bids.auctionId} = ${sale.id} and ${bids.bidderId} = ${userId} and not ${bids.maxOnly})`;
  const bidOn = sql`exists (select 1 from ${bids} where ${bids.auctionId} = ${sale.id} and ${bids.bidderId} = ${userId})`;
  const soldToThem = and(eq(sale.status, 'sold'), eq(sale.leaderId, userId));
  const conditions: (SQL | undefined)[] = [];
  if (tab === 'active') conditions.push(eq(sale.status, 'open'), bidOn);
  if (tab === 'won') conditions.push(soldToThem);
  if (tab === 'lost') {
    conditions.push(ne(sale.status, 'open'), bidOn, sql`not (${soldToThem})`);
  }
  if (input.auctionType && input.auctionType.length > 0) {
    conditions.push(inArray(sale.auctionType, [...input.auctionType]));
  }
  const where = and(...conditions);

  const amount = sql`coalesce(${yourBid}, ${sale.currentPrice})`;
  const ended = sql`coalesce(${sale.closedAt}, ${sale.endsAt})`;
  const order =
    input.sortBy === 'bidLowToHigh'
      ? [asc(amount), asc(sale.id)]
      : input.sortBy === 'bidHighToLow'
        ? [desc(amount), asc(sale.id)]
        : tab === 'active'
          ? [asc(sale.endsAt), asc(sale.id)]
          : [desc(ended), asc(sale.id)];

  const { records, total } = await findSaleRecordsPage(deps, {
    where,
    orderBy: order,
    pageNumber: input.pageNumber,
    pageSize: input.pageSize,
  });
  const auctionIds = records.map((record) => record.id);
  const [saved, maxBids, highest] = await Promise.all([
    savedAmong(deps, { userId, auctionIds }),
    findYourMaxBids(deps, { userId, auctionIds }),
    auctionIds.length === 0
      ? Promise.resolve([])
      : deps.db
          .select({ auctionId: bids.auctionId, amount: sql<number>`max(${bids.amount})` })
          .from(bids)
          .where(
            and(
              eq(bids.bidderId, userId),
              inArray(bids.auctionId, auctionIds),
              eq(bids.maxOnly, false),
            ),
          )
          .groupBy(bids.auctionId),
  ]);
  const highestBid = new Map(highest.map((row) => [row.auctionId, Number(row.amount)]));
  return {
    items: records.map((record) => {
      const auction = toAuction(record, now, saved.has(record.id), { userId, maxBids });
      return {
        auction,
        yourBid: highestBid.get(record.id) ?? null,
        yourMaxBid: maxBids.get(record.id) ?? null,
        isLeader: auction.isLeader === true,
      };
    }),
    total,
  };
}
