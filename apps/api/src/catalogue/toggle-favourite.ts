import { and, eq } from 'drizzle-orm';
import type { ToggleAuctionData } from '@marketdrop/api-client';
import { auctions, favourites } from './tables';
import { auctionNotFound, isAuctionId } from './find-auction';
import type { DbDeps, Deps } from '../shared/deps';

export const TOGGLE_FAVOURITE_MESSAGES = {
  saved: 'Auction saved successfully',
  removed: 'Auction removed from saved',
} as const;

/**
 * Saves (`isLiked` true) or un-saves an auction for the user. Idempotent: saving twice keeps one
 * favourite, un-saving one that is not saved is fine. 404 for an unknown auction.
 */
export async function toggleFavourite(
  deps: DbDeps & Pick<Deps, 'clock'>,
  input: { userId: string; auctionId: string; isLiked: boolean },
): Promise<ToggleAuctionData> {
  const { db } = deps;
  const { userId, auctionId, isLiked } = input;
  const now = deps.clock();
  if (!isAuctionId(auctionId)) throw auctionNotFound();
  const id = auctionId.toLowerCase();
  const [auction] = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(eq(auctions.id, id))
    .limit(1);
  if (auction === undefined) throw auctionNotFound();
  if (isLiked) {
    await db
      .insert(favourites)
      .values({ userId, auctionId: id, createdAt: now })
      .onConflictDoNothing({ target: [favourites.userId, favourites.auctionId] });
  } else {
    await db
      .delete(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.auctionId, id)));
  }
  return { auctionId: id, isSaved: isLiked };
}
