/**
 * The live state of one auction, as the screens show it and as `GET /user/auctionEvents/{id}`,
 * `placeBid` and `auctionScreen` will carry it (issue 12). Amounts are whole dollars; instants are
 * ISO strings of the server's clock.
 */
import type { Static } from '@sinclair/typebox';
import type * as auctions from './schemas/auctions';

/** Where a sale stands; `unsold` is an auction that closed below its reserve (or unclaimed). */
export type LiveAuctionStatus = 'scheduled' | 'open' | 'sold' | 'ended' | 'unsold';

/** The schema (`./schemas/auctions.ts`) documents each field. */
export type LiveAuctionState = Static<typeof auctions.LiveAuctionState>;

/** Keeps the newer of two states of one auction (by `seq`); a late, older event never wins. */
export function newerLiveState(
  current: LiveAuctionState | null | undefined,
  next: LiveAuctionState,
): LiveAuctionState {
  if (!current || current.auctionId !== next.auctionId) return next;
  return next.seq >= current.seq ? next : current;
}
