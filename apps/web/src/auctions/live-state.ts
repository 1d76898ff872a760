/**
 * The detail page's one live state of its auction (docs/product.md §4.7, decision 017), merged
 * from three sources by `seq`: the `auctionScreen` answer, the answers of the buyer's own bids and
 * purchases, and the live events. A state with a lower `seq` than the one shown never wins, so a
 * late answer or event cannot roll a price back.
 */
import {
  newerLiveState,
  type Auction,
  type LiveAuctionState,
  type LiveAuctionStatus,
  type PlaceBidData,
} from '@marketdrop/api-client';

/**
 * The live fields `auctionScreen` answers with (issue 12), each read only when present: the
 * server adds them to `Auction`; an answer without them still gives a live state (below).
 */
type LiveFields = {
  seq: number;
  minimumBid: number;
  endsAt: string;
  extended: boolean;
  serverTime: string;
  priceChangesAt: string | null;
  reserveMet: boolean | null;
  isLeader: boolean;
  yourMaxBid: number | null;
  paused: boolean;
};

/** An auction as `auctionScreen` answers it, with the live fields it may carry. */
export type AuctionWithLive = Pick<
  Auction,
  '_id' | 'status' | 'currentPrice' | 'highestBid' | 'totalBids' | 'schedule'
> &
  Partial<Pick<Auction, 'buyNowPrice'>> &
  Partial<LiveFields>;

const STATUSES: readonly LiveAuctionStatus[] = ['scheduled', 'open', 'sold', 'ended', 'unsold'];

/**
 * The live state of an `auctionScreen` answer. Fields the answer lacks fall back to what it says
 * otherwise: `seq` 0 (any event is newer), the current price as the minimum bid (the server
 * answers a lower bid with the real minimum, which the bid dialog then takes), the schedule's end,
 * the device's clock. (The increment ladder of @marketdrop/validation is not used here: its module
 * carries the request schemas, which the detail page must not load.)
 */
export function liveStateOfAuction(
  auction: AuctionWithLive,
  now: () => Date = () => new Date(),
): LiveAuctionState {
  const status: LiveAuctionStatus = STATUSES.includes(auction.status) ? auction.status : 'open';
  const state: LiveAuctionState = {
    auctionId: auction._id,
    seq: auction.seq ?? 0,
    status,
    currentPrice: auction.currentPrice,
    highestBid: auction.highestBid,
    bidCount: auction.totalBids,
    minimumBid: auction.minimumBid ?? auction.currentPrice,
    endsAt: auction.endsAt ?? auction.schedule.endTime,
    extended: auction.extended ?? false,
    priceChangesAt: auction.priceChangesAt ?? null,
    serverTime: auction.serverTime ?? now().toISOString(),
  };
  if (auction.buyNowPrice !== undefined) state.buyNowPrice = auction.buyNowPrice;
  if (auction.reserveMet !== undefined) state.reserveMet = auction.reserveMet;
  if (auction.paused !== undefined) state.paused = auction.paused;
  if (auction.isLeader !== undefined) state.isLeader = auction.isLeader;
  if (auction.yourMaxBid !== undefined) state.yourMaxBid = auction.yourMaxBid;
  return state;
}

/**
 * The state to show once `next` arrived: the newer of the two by `seq` (`newerLiveState`). The
 * events are public, so they carry no `isLeader` / `yourMaxBid`: the buyer's own facts are kept
 * while nobody else bid (same highest bid and count). Once someone did, the maximum stays (only the
 * buyer changes it) and the lead is what the bids say: a highest bid above the buyer's maximum
 * beat them ("Outbid" shows at once, docs/product.md §3.7); one at or below it lost to their
 * proxy (a tie goes to the earlier bid), so a leader still leads; someone else's bid never makes
 * a buyer lead. Bids taken away (a lower count) forget both: the next answer tells again.
 */
export function mergeLiveState(
  current: LiveAuctionState | null,
  next: LiveAuctionState,
): LiveAuctionState {
  const newer = newerLiveState(current, next);
  if (newer !== next || !current || current.auctionId !== next.auctionId) return newer;
  const own = next.isLeader !== undefined || next.yourMaxBid !== undefined;
  if (own || next.bidCount < current.bidCount) return next;
  const kept: LiveAuctionState = { ...next };
  if (current.yourMaxBid !== undefined) kept.yourMaxBid = current.yourMaxBid;
  if (current.isLeader === undefined) return kept;
  const sameBidding = next.highestBid === current.highestBid && next.bidCount === current.bidCount;
  const max = current.yourMaxBid ?? null;
  const beaten = max !== null && next.highestBid !== null && next.highestBid > max;
  if (sameBidding) kept.isLeader = current.isLeader;
  else if (current.isLeader && max !== null && !beaten) kept.isLeader = true;
  else if (!current.isLeader || beaten) kept.isLeader = false;
  return kept;
}

/**
 * The live state a `placeBid` answer tells, with the bidder's own standing. The answer's auction is
 * the state after the bid and any bid decided with it (decision 021), so its `isLeader` and
 * `yourMaxBid`, when the server gives them, are the newest; else the `bid`'s own.
 */
export function liveStateOfBid(data: PlaceBidData): LiveAuctionState {
  const state: LiveAuctionState = {
    ...data.auction,
    isLeader: data.auction.isLeader ?? data.bid.isLeader,
  };
  if (data.auction.yourMaxBid === undefined && data.bid.maxAmount !== null) {
    state.yourMaxBid = data.bid.maxAmount;
  }
  return state;
}
