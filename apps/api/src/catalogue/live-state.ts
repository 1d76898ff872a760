import type { LiveAuctionState } from '@marketdrop/api-client';
import { minimumNextBid } from '@marketdrop/validation';
import {
  currentPriceAt,
  marketDropPriceAt,
  reserveMetOf,
  type PricedAuction,
} from './auction-price';
import type { AuctionRow } from './tables';
import { statusAt } from './to-auction';

/** The columns of an auction row that its live state is computed from. */
export type LiveFacts = PricedAuction &
  Pick<
    AuctionRow,
    | 'id'
    | 'seq'
    | 'status'
    | 'bidCount'
    | 'extended'
    | 'reservePrice'
    | 'buyNowPrice'
    | 'priceChangesAt'
    | 'pausedAt'
  >;

/**
 * The public live state of an auction at `now` (docs/product.md §4 Auction rules): what every
 * watcher sees, computed on the server clock (the MarketDropAI price from the time elapsed, the
 * status from the start and end; a paused sale's as they stood at its pause, with `paused`).
 * Nothing in it is private to a bidder: the caller's own `isLeader` / `yourMaxBid` are added by
 * whoever knows the caller.
 */
export function liveStateAt(row: LiveFacts, now: Date): LiveAuctionState {
  const status = statusAt(row, now);
  const currentPrice = currentPriceAt(row, now);
  const minimumBid = minimumNextBid(row) ?? currentPrice;
  const paused = row.pausedAt !== null;
  const priceChangesAt =
    row.auctionType === 'marketdropai' && status === 'open' && !paused
      ? marketDropPriceAt(row, now).changesAt
      : null;
  const state: LiveAuctionState = {
    auctionId: row.id,
    seq: row.seq,
    status,
    currentPrice,
    highestBid: row.highestBid,
    buyNowPrice: row.buyNowPrice,
    bidCount: row.bidCount,
    minimumBid,
    endsAt: row.endsAt.toISOString(),
    extended: row.extended,
    paused,
    priceChangesAt: priceChangesAt === null ? null : priceChangesAt.toISOString(),
    serverTime: now.toISOString(),
  };
  const reserveMet = reserveMetOf(row);
  return reserveMet === undefined ? state : { ...state, reserveMet };
}
