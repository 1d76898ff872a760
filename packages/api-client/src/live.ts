/**
 * The live state of one auction, as the screens show it and as `GET /user/auctionEvents/{id}`,
 * `placeBid` and `auctionScreen` will carry it (issue 12). Amounts are whole dollars; instants are
 * ISO strings of the server's clock.
 */

/** Where a sale stands; `unsold` is an auction that closed below its reserve (or unclaimed). */
export type LiveAuctionStatus = 'scheduled' | 'open' | 'sold' | 'ended' | 'unsold';

export type LiveAuctionState = {
  auctionId: string;
  /** Grows with every change of the auction: a state with a lower `seq` than the one shown is stale. */
  seq: number;
  status: LiveAuctionStatus;
  /** The price shown: the visible bid, the MarketDropAI price now, or the claim price. */
  currentPrice: number;
  /** The highest visible bid; `null` when there is none. */
  highestBid: number | null;
  /**
   * The Buy Now price (whole dollars), `null` when there is none; a seller may lower it during the
   * sale. The server always sends it; a state built from an older answer may lack it.
   */
  buyNowPrice?: number | null;
  bidCount: number;
  /** The lowest bid the server accepts now (the starting bid, else price + increment). */
  minimumBid: number;
  /** When the sale ends (moves with soft close). */
  endsAt: string;
  /** The end moved because of a late bid (soft close). */
  extended: boolean;
  /**
   * The seller's account is suspended (docs/product.md §6.3): the sale is paused, it takes no bid,
   * claim or Buy Now (409 SELLER_SUSPENDED), and its time left and price stand still until the
   * seller is reinstated (the end then moves by the paused time). The server always sends it; a
   * state from an older server may lack it (not paused).
   */
  paused?: boolean;
  /** MarketDropAI: when the price drops next; `null` otherwise or at the floor. */
  priceChangesAt: string | null;
  /** The server's clock when this state was sent: screens measure their clock offset from it. */
  serverTime: string;
  /** Whether the highest bid meets the reserve; absent when the seller keeps it secret. */
  reserveMet?: boolean;
  /** For the signed-in caller: whether they lead. */
  isLeader?: boolean;
  /** For the signed-in caller: their own maximum (proxy) bid, never anyone else's. */
  yourMaxBid?: number | null;
};

/** Keeps the newer of two states of one auction (by `seq`); a late, older event never wins. */
export function newerLiveState(
  current: LiveAuctionState | null | undefined,
  next: LiveAuctionState,
): LiveAuctionState {
  if (!current || current.auctionId !== next.auctionId) return next;
  return next.seq >= current.seq ? next : current;
}
