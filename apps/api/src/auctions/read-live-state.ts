import type { LiveAuctionState } from '@marketdrop/api-client';
import { findSaleRow } from '../catalogue/sale-rows';
import { auctionNotFound, isAuctionId } from '../catalogue/find-auction';
import { liveStateAt } from '../catalogue/live-state';
import type { DbDeps, Deps } from '../shared/deps';
import { findYourMaxBids } from './find-your-max-bids';

/**
 * An auction's live state now, read from the database (every process agrees): the public state,
 * plus, for a signed-in viewer, whether they lead and their own maximum bid. 404 for an unknown id.
 */
export async function readLiveState(
  deps: DbDeps & Pick<Deps, 'clock'>,
  input: { auctionId: string; userId: string | null },
): Promise<LiveAuctionState> {
  const { userId } = input;
  if (!isAuctionId(input.auctionId)) throw auctionNotFound();
  const id = input.auctionId.toLowerCase();
  const row = await findSaleRow(deps, { auctionId: id });
  if (row === undefined) throw auctionNotFound();
  const state = liveStateAt(row, deps.clock());
  if (userId === null) return state;
  const maxBids = await findYourMaxBids(deps, { userId, auctionIds: [id] });
  return { ...state, isLeader: row.leaderId === userId, yourMaxBid: maxBids.get(id) ?? null };
}
