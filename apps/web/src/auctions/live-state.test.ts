import { describe, expect, it } from 'vitest';
import type { LiveAuctionState } from '@marketdrop/api-client';
import { AUCTION_LIMITS } from '@marketdrop/validation';
import { bidPointsOf, CHART_BIDS } from './useAuctionLive';
import {
  liveStateOfAuction,
  liveStateOfBid,
  mergeLiveState,
  type AuctionWithLive,
} from './live-state';

const auction = (overrides: Partial<AuctionWithLive> = {}): AuctionWithLive => ({
  _id: 'auc-1',
  status: 'open',
  currentPrice: 18000,
  highestBid: 18000,
  totalBids: 7,
  schedule: {
    startTime: '2026-11-20T15:00:00.000Z',
    endTime: '2026-11-26T20:00:00.000Z',
    timeLeft: '30:00:00',
  },
  ...overrides,
});

const state = (overrides: Partial<LiveAuctionState> = {}): LiveAuctionState => ({
  auctionId: 'auc-1',
  seq: 10,
  status: 'open',
  currentPrice: 18000,
  highestBid: 18000,
  bidCount: 7,
  minimumBid: 18100,
  endsAt: '2026-11-26T20:00:00.000Z',
  extended: false,
  priceChangesAt: null,
  serverTime: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

describe('liveStateOfAuction', () => {
  it('reads the live fields of the auctionScreen answer', () => {
    const live = liveStateOfAuction(
      auction({
        seq: 41,
        minimumBid: 18100,
        endsAt: '2026-11-26T20:02:00.000Z',
        extended: true,
        serverTime: '2026-11-26T19:59:30.000Z',
        reserveMet: false,
        isLeader: true,
        yourMaxBid: 19000,
        buyNowPrice: 25000,
      }),
    );
    expect(live).toEqual({
      buyNowPrice: 25000,
      auctionId: 'auc-1',
      seq: 41,
      status: 'open',
      currentPrice: 18000,
      highestBid: 18000,
      bidCount: 7,
      minimumBid: 18100,
      endsAt: '2026-11-26T20:02:00.000Z',
      extended: true,
      priceChangesAt: null,
      serverTime: '2026-11-26T19:59:30.000Z',
      reserveMet: false,
      isLeader: true,
      yourMaxBid: 19000,
    });
  });

  it('carries the answer’s paused (the seller’s sales are paused), and a later event’s wins', () => {
    const paused = liveStateOfAuction(auction({ seq: 5, paused: true }));
    expect(paused.paused).toBe(true);
    // The resume arrives as a live event with a higher seq.
    expect(mergeLiveState(paused, state({ seq: 6, paused: false })).paused).toBe(false);
    expect(liveStateOfAuction(auction())).not.toHaveProperty('paused');
  });

  it('falls back to the price, the schedule and the device clock when the answer lacks them', () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    const live = liveStateOfAuction(auction(), () => now);
    expect(live.seq).toBe(0);
    // The server answers a bid below its minimum with that minimum (BID_TOO_LOW).
    expect(live.minimumBid).toBe(18000);
    expect(live.endsAt).toBe('2026-11-26T20:00:00.000Z');
    expect(live.extended).toBe(false);
    expect(live.serverTime).toBe(now.toISOString());
    expect(live).not.toHaveProperty('isLeader');
  });
});

describe('mergeLiveState', () => {
  it('keeps the newer state by seq: a late answer or event never rolls the price back', () => {
    const shown = state({ seq: 12, currentPrice: 18500, highestBid: 18500, bidCount: 8 });
    expect(mergeLiveState(shown, state({ seq: 11 }))).toBe(shown);
    const next = state({ seq: 13, currentPrice: 18600, highestBid: 18600, bidCount: 9 });
    expect(mergeLiveState(shown, next)).toEqual(next);
    expect(mergeLiveState(null, next)).toBe(next);
  });

  it("takes another auction's state as it is (the page moved to another auction)", () => {
    const other = state({ auctionId: 'auc-2', seq: 1 });
    expect(mergeLiveState(state({ seq: 50 }), other)).toBe(other);
  });

  it("keeps the buyer's own standing while nobody else bid", () => {
    const mine = state({ seq: 20, isLeader: true, yourMaxBid: 20000 });
    // A public event that changes only the end (no new bid): still leading.
    const extended = state({ seq: 21, extended: true, endsAt: '2026-11-26T20:02:00.000Z' });
    expect(mergeLiveState(mine, extended)).toEqual({
      ...extended,
      isLeader: true,
      yourMaxBid: 20000,
    });
  });

  it('turns a leader to outbid live once a rival bid passes their maximum', () => {
    const mine = state({ seq: 20, isLeader: true, yourMaxBid: 20000 });
    // A rival's bid below the maximum lost to the leader's proxy: still leading.
    const proxied = state({ seq: 22, currentPrice: 19100, highestBid: 19100, bidCount: 9 });
    expect(mergeLiveState(mine, proxied)).toEqual({
      ...proxied,
      isLeader: true,
      yourMaxBid: 20000,
    });
    // A rival's maximum above theirs: outbid, at once (the event says no more than the amounts).
    const beaten = state({ seq: 23, currentPrice: 20250, highestBid: 20250, bidCount: 10 });
    const outbid = mergeLiveState(mergeLiveState(mine, proxied), beaten);
    expect(outbid).toMatchObject({ isLeader: false, yourMaxBid: 20000, highestBid: 20250 });
    // Later bids of others never make them lead again.
    const later = state({ seq: 24, currentPrice: 20500, highestBid: 20500, bidCount: 11 });
    expect(mergeLiveState(outbid, later).isLeader).toBe(false);
  });

  it('claims nothing it was never told, and forgets the standing when bids are taken away', () => {
    const visitor = state({ seq: 20 });
    const bid = state({ seq: 21, currentPrice: 18100, highestBid: 18100, bidCount: 8 });
    expect(mergeLiveState(visitor, bid)).toEqual(bid);
    const mine = state({ seq: 20, isLeader: true, yourMaxBid: 20000, bidCount: 8 });
    const cleared = state({ seq: 25, currentPrice: 17000, highestBid: null, bidCount: 0 });
    const merged = mergeLiveState(mine, cleared);
    expect(merged).toEqual(cleared);
    expect(merged.isLeader).toBeUndefined();
  });

  it("takes the buyer's own standing from a newer state that tells it", () => {
    const leading = state({ seq: 20, isLeader: true });
    const notLeading = state({ seq: 20, isLeader: false });
    expect(mergeLiveState(leading, notLeading).isLeader).toBe(false);
  });
});

describe('liveStateOfBid', () => {
  it('adds the bidder’s standing of the placeBid answer to its live state', () => {
    const auctionState = state({ seq: 30, currentPrice: 18600, highestBid: 18600, bidCount: 9 });
    expect(
      liveStateOfBid({
        auction: auctionState,
        bid: { _id: 'bid-1', amount: 18600, maxAmount: 21000, isLeader: true },
      }),
    ).toEqual({ ...auctionState, isLeader: true, yourMaxBid: 21000 });
    // Outbid at once by an earlier maximum; no maximum left this time.
    const beaten = liveStateOfBid({
      auction: auctionState,
      bid: { _id: 'bid-2', amount: 18500, maxAmount: null, isLeader: false },
    });
    expect(beaten.isLeader).toBe(false);
    expect(beaten).not.toHaveProperty('yourMaxBid');
    // Led when decided, but a higher bid decided with it leads now: the server's standing wins.
    const overtaken = liveStateOfBid({
      auction: { ...auctionState, highestBid: 18700, isLeader: false, yourMaxBid: 18600 },
      bid: { _id: 'bid-3', amount: 18600, maxAmount: null, isLeader: true },
    });
    expect(overtaken).toMatchObject({ isLeader: false, yourMaxBid: 18600, highestBid: 18700 });
  });
});

describe('the Live Bidding chart', () => {
  it('asks for the largest page of bids the server serves', () => {
    expect(CHART_BIDS).toBe(AUCTION_LIMITS.historyPageSizeMax);
  });
});

describe('bidPointsOf', () => {
  it('gives the chart and the list the bids oldest first, with alias, automatic and the own ones', () => {
    const newestFirst = [
      {
        _id: 'b3',
        amount: 18600,
        bidder: 'Bidder 1',
        isYours: false,
        automatic: true,
        createdAt: '2026-11-26T15:04:05.000Z',
      },
      {
        _id: 'b2',
        amount: 18500,
        bidder: 'Bidder 2',
        isYours: true,
        automatic: false,
        createdAt: '2026-11-26T15:04:05.000Z',
      },
      {
        _id: 'b1',
        amount: 18000,
        bidder: 'Bidder 1',
        isYours: false,
        automatic: false,
        createdAt: '2026-11-26T15:00:00.000Z',
      },
    ];
    expect(bidPointsOf(newestFirst)).toEqual([
      {
        id: 'b1',
        amount: 18000,
        at: '2026-11-26T15:00:00.000Z',
        bidder: 'Bidder 1',
        automatic: false,
        isYours: false,
      },
      {
        id: 'b2',
        amount: 18500,
        at: '2026-11-26T15:04:05.000Z',
        bidder: 'Bidder 2',
        automatic: false,
        isYours: true,
      },
      {
        id: 'b3',
        amount: 18600,
        at: '2026-11-26T15:04:05.000Z',
        bidder: 'Bidder 1',
        automatic: true,
        isYours: false,
      },
    ]);
    // The answer is left as it was (the query's cache).
    expect(newestFirst[0]?._id).toBe('b3');
  });
});
