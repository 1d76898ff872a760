import { eq } from 'drizzle-orm';
import type { Auction } from '@marketdrop/api-client';
import { auctions } from './tables';
import { AppError } from '../shared/errors';
import { callersAmong, toCallersAuction, type ViewerDeps } from './find-auctions';
import { selectAuctionRecords } from './to-auction';
import type { Deps } from '../shared/deps';
import { isUuid } from '@marketdrop/validation';

export const AUCTION_NOT_FOUND = 'Auction Not Found';

export const auctionNotFound = () => new AppError(404, 'NOT_FOUND', AUCTION_NOT_FOUND);

/** An id that may name an auction (anything else is simply not found). */
export function isAuctionId(id: string): boolean {
  return isUuid(id);
}

/** auctionScreen: one auction in any state, or 404 Auction Not Found. */
export async function findAuction(
  deps: ViewerDeps & Pick<Deps, 'clock'>,
  input: { auctionId: string; userId: string | null },
): Promise<Auction> {
  const { db } = deps;
  const { auctionId, userId } = input;
  if (!isAuctionId(auctionId)) throw auctionNotFound();
  const id = auctionId.toLowerCase();
  const [record] = await selectAuctionRecords(db).where(eq(auctions.id, id)).limit(1);
  if (record === undefined) throw auctionNotFound();
  const callers = await callersAmong(deps, { userId, auctionIds: [record.id] });
  return toCallersAuction(record, deps.clock(), callers);
}
