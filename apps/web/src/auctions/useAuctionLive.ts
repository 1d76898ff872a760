import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BidHistoryItem, LiveAuctionState } from '@marketdrop/api-client';
import { queryKeys, useApiClient, useLiveAuction } from '@marketdrop/api-client/react';
import type { BidPoint } from '@marketdrop/ui';
import { liveStateOfAuction, mergeLiveState, type AuctionWithLive } from './live-state';

const NO_BIDS: readonly BidHistoryItem[] = [];

/**
 * The bids of `getBidHistory` (newest first) as the chart and the list of bids take them, oldest
 * first: amount, time, the bidder's alias, automatic, the viewer's own. Nothing else of a bidder.
 */
export function bidPointsOf(bids: readonly BidHistoryItem[]): BidPoint[] {
  return bids
    .map((bid): BidPoint => ({
      id: bid._id,
      amount: bid.amount,
      at: bid.createdAt,
      bidder: bid.bidder,
      automatic: bid.automatic,
      isYours: bid.isYours,
    }))
    .reverse();
}

/**
 * The bids the chart shows: the largest page `getBidHistory` serves (`AUCTION_LIMITS.
 * historyPageSizeMax` of @marketdrop/validation, whose module the detail page must not load: it
 * carries the request schemas; a test checks the two agree).
 */
export const CHART_BIDS = 200;

export type AuctionLive = {
  /** The state to show: the newest of the answer, the buyer's own calls and the events. */
  live: LiveAuctionState | null;
  /** Takes a state the page learnt itself (a `placeBid`, `claimAuction` or `buyNow` answer). */
  push: (state: LiveAuctionState) => void;
  /** The visible bids, oldest first, for the Live Bidding chart and list; null until loaded. */
  bidHistory: BidPoint[] | null;
};

/**
 * The live state of the auction on the detail page (decision 017): the `auctionScreen` answer,
 * merged by `seq` with the states the page pushes (its own calls' answers) and the auction's live
 * events (`useLiveAuction` of @marketdrop/api-client: the page's one shared stream). The bid history (`getBidHistory`, the newest 200 bids) is asked again
 * whenever the bidding changes (a new highest bid or count), so the chart grows live.
 */
export function useAuctionLive(
  auctionId: string,
  auction: AuctionWithLive | null | undefined,
): AuctionLive {
  const client = useApiClient();
  const [pushed, push] = useReducer(mergeLiveState, null);
  const streamed = useLiveAuction(auctionId === '' ? null : auctionId);

  const answered = useMemo(
    () => (auction && auction._id === auctionId ? liveStateOfAuction(auction) : null),
    [auction, auctionId],
  );
  const own = pushed?.auctionId === auctionId ? pushed : null;
  const live = useMemo(() => {
    let shown: LiveAuctionState | null = null;
    for (const next of [answered, own, streamed]) {
      if (next) shown = shown ? mergeLiveState(shown, next) : next;
    }
    return shown;
  }, [answered, own, streamed]);

  // A leader who sees the bidding move on was most likely outbid: the bell is asked again now (the
  // notice was written with the bid that beat them), not at its next 30-second refresh.
  const queryClient = useQueryClient();
  const before = useRef<LiveAuctionState | null>(null);
  useEffect(() => {
    const previous = before.current;
    before.current = live;
    if (
      previous?.isLeader === true &&
      live !== null &&
      live.auctionId === previous.auctionId &&
      live.isLeader !== true &&
      (live.highestBid !== previous.highestBid || live.bidCount !== previous.bidCount)
    ) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.notificationLists });
    }
  }, [live, queryClient]);

  const bidCount = live?.bidCount ?? 0;
  const highestBid = live?.highestBid ?? null;
  const history = useQuery({
    // Under `catalogue`: reset with the session (a bid's `isYours` depends on the caller).
    queryKey: [...queryKeys.catalogue, 'bidHistory', auctionId, { bidCount, highestBid }],
    queryFn: async ({ signal }) =>
      (await client.getBidHistory({ auctionId, pageSize: CHART_BIDS }, { signal })).data.bids,
    enabled: auctionId !== '' && bidCount > 0,
    // The chart keeps the bids it has while the new list of the same auction loads.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === auctionId ? previous : undefined,
  });
  const bids = bidCount > 0 ? history.data : NO_BIDS;
  const bidHistory = useMemo(() => (bids ? bidPointsOf(bids) : null), [bids]);

  return { live, push, bidHistory };
}
