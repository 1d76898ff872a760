import { describe, expect, it } from 'vitest';
import { newerLiveState, type LiveAuctionState } from './live';

const state = (seq: number, currentPrice: number): LiveAuctionState => ({
  auctionId: 'a1',
  seq,
  status: 'open',
  currentPrice,
  highestBid: currentPrice,
  bidCount: seq,
  minimumBid: currentPrice + 100,
  endsAt: '2026-11-26T12:00:00.000Z',
  extended: false,
  priceChangesAt: null,
  serverTime: '2026-11-26T11:00:00.000Z',
});

describe('newerLiveState', () => {
  it('keeps the state with the higher seq, whatever order they arrive in', () => {
    expect(newerLiveState(state(5, 12_000), state(4, 11_900)).currentPrice).toBe(12_000);
    expect(newerLiveState(state(4, 11_900), state(5, 12_000)).currentPrice).toBe(12_000);
    expect(newerLiveState(null, state(1, 10_000)).seq).toBe(1);
  });

  it('takes the next state of another auction as is', () => {
    const other = { ...state(1, 500), auctionId: 'a2' };
    expect(newerLiveState(state(9, 12_000), other)).toBe(other);
  });
});
