/**
 * A seller's public profile as the catalogue reads it (decision 032, "Reads across domains"): its
 * row with its account's creation date, and its live auctions a page at a time, for the dealers'
 * getSellerProfile.
 */
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { userJoinAs } from '../accounts/find-users';
import type { DbDeps } from '../shared/deps';
import { auctions, dealers, type DealerRow } from './tables';
import { selectAuctionRecords } from './to-auction';

const sellerUser = userJoinAs('seller_user');

/** A seller by id (lower-cased) and when its account was created (null: no account). */
export async function findSeller(
  deps: DbDeps,
  input: { sellerId: string },
): Promise<{ dealer: DealerRow; userCreatedAt: Date | null } | undefined> {
  const [seller] = await deps.db
    .select({ dealer: dealers, userCreatedAt: sellerUser.createdAt })
    .from(dealers)
    .leftJoin(sellerUser.table, eq(sellerUser.id, dealers.userId))
    .where(eq(dealers.id, input.sellerId));
  return seller;
}

/**
 * A page of a seller's live auctions at `now`, ending soonest first, with how many are live and how
 * many it sold (two statements at once).
 */
export async function findSellerAuctions(
  deps: DbDeps,
  input: { sellerId: string; now: Date; pageNumber: number; pageSize: number },
) {
  const { sellerId, now, pageNumber, pageSize } = input;
  const live = and(
    eq(auctions.dealerId, sellerId),
    sql`${auctions.status} = 'open'`,
    gt(auctions.endsAt, now),
    lte(auctions.startsAt, now),
  );
  const [records, counts] = await Promise.all([
    selectAuctionRecords(deps.db)
      .where(live)
      .orderBy(asc(auctions.endsAt), asc(auctions.id))
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize),
    deps.db
      .select({
        live: sql<number>`(count(*) filter (where ${live}))::int`,
        sold: sql<number>`(count(*) filter (where ${auctions.status} = 'sold'))::int`,
      })
      .from(auctions)
      .where(eq(auctions.dealerId, sellerId)),
  ]);
  return {
    records,
    live: Number(counts[0]?.live ?? 0),
    sold: Number(counts[0]?.sold ?? 0),
  };
}
