import type { LiveAuctionState } from '@marketdrop/api-client';

const inFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/** A live state as the server sends it (an open auction, 2 h 15 min left); times are relative to now. */
export function makeLive(overrides: Partial<LiveAuctionState> = {}): LiveAuctionState {
  return {
    auctionId: 'auc-1001',
    seq: 42,
    status: 'open',
    currentPrice: 21750,
    highestBid: 21750,
    bidCount: 12,
    minimumBid: 21850,
    endsAt: inFromNow(2 * 3600 + 15 * 60 + 30),
    extended: false,
    priceChangesAt: null,
    serverTime: new Date().toISOString(),
    ...overrides,
  };
}
