import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { DbDeps } from '../shared/deps';
import { bids } from './tables';

/**
 * The caller's own maximum on each of these auctions that they bid on: the most the engine may
 * bid for them (their highest maximum, or highest bid when they left none). For the leader it is
 * the maximum that leads. Only ever answered to that caller.
 */
export async function findYourMaxBids(
  deps: DbDeps,
  input: { userId: string | null; auctionIds: readonly string[] },
): Promise<Map<string, number>> {
  const { userId, auctionIds } = input;
  if (userId === null || auctionIds.length === 0) return new Map();
  const rows = await deps.db
    .select({
      auctionId: bids.auctionId,
      maxBid: max(sql<number>`coalesce(${bids.maxAmount}, ${bids.amount})`),
    })
    .from(bids)
    .where(
      and(
        eq(bids.bidderId, userId),
        eq(bids.isProxy, false),
        inArray(bids.auctionId, [...auctionIds]),
      ),
    )
    .groupBy(bids.auctionId);
  const found = new Map<string, number>();
  for (const row of rows) if (row.maxBid !== null) found.set(row.auctionId, Number(row.maxBid));
  return found;
}
