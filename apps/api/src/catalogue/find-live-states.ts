import { inArray } from 'drizzle-orm';
import type { LiveAuctionState } from '@marketdrop/api-client';
import { liveStateAt } from './live-state';
import { auctions } from './tables';
import type { DbDeps, Deps } from '../shared/deps';

/** The columns the live state is computed from (`LiveFacts`), and nothing else. */
const liveColumns = {
  id: auctions.id,
  seq: auctions.seq,
  status: auctions.status,
  auctionType: auctions.auctionType,
  startsAt: auctions.startsAt,
  endsAt: auctions.endsAt,
  startingBid: auctions.startingBid,
  currentPrice: auctions.currentPrice,
  highestBid: auctions.highestBid,
  claimPrice: auctions.claimPrice,
  floorPrice: auctions.floorPrice,
  dropAmount: auctions.dropAmount,
  dropIntervalMinutes: auctions.dropIntervalMinutes,
  priceChangesAt: auctions.priceChangesAt,
  bidCount: auctions.bidCount,
  extended: auctions.extended,
  reservePrice: auctions.reservePrice,
  buyNowPrice: auctions.buyNowPrice,
  pausedAt: auctions.pausedAt,
};

/**
 * The public live states of the auctions `ids` (lower-case uuids), read now, in one statement;
 * ids that name no auction are left out.
 */
export async function findLiveStates(
  deps: DbDeps & Pick<Deps, 'clock'>,
  input: { ids: readonly string[] },
): Promise<LiveAuctionState[]> {
  if (input.ids.length === 0) return [];
  const rows = await deps.db
    .select(liveColumns)
    .from(auctions)
    .where(inArray(auctions.id, [...input.ids]));
  const now = deps.clock();
  return rows.map((row) => liveStateAt(row, now));
}
