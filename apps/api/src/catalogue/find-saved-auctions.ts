import { and, desc, eq, sql } from 'drizzle-orm';
import type { SavedAuctionsData } from '@marketdrop/api-client';
import { auctions, favourites } from './tables';
import { paginationOf, type PageSpec, type ViewerDeps } from './find-auctions';
import { selectAuctionRecords, toAuction } from './to-auction';
import type { Deps } from '../shared/deps';

/** getSaveAuction: the user's saved auctions (any state), most recently saved first. */
export async function findSavedAuctions(
  deps: ViewerDeps & Pick<Deps, 'clock'>,
  input: { userId: string; page: PageSpec },
): Promise<SavedAuctionsData> {
  const { db } = deps;
  const { userId, page } = input;
  const now = deps.clock();
  const [records, counted] = await Promise.all([
    selectAuctionRecords(db)
      .innerJoin(
        favourites,
        and(eq(favourites.auctionId, auctions.id), eq(favourites.userId, userId)),
      )
      .orderBy(desc(favourites.createdAt), desc(favourites.id))
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(favourites)
      .where(eq(favourites.userId, userId)),
  ]);
  const maxBids = await deps.yourMaxBids(
    { db: deps.db },
    { userId, auctionIds: records.map((r) => r.id) },
  );
  return {
    savedAuctions: records.map((record) => toAuction(record, now, true, { userId, maxBids })),
    pagination: paginationOf(page, Number(counted[0]?.total ?? 0)),
  };
}
