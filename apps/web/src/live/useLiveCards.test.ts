import { describe, expect, it } from 'vitest';
import type { LiveAuctionState } from '@marketdrop/api-client';
import { withLiveStates } from './useLiveCards';

const state = (overrides: Partial<LiveAuctionState> = {}): LiveAuctionState => ({
  auctionId: 'auc-1',
  seq: 3,
  status: 'open',
  currentPrice: 18000,
  highestBid: 18000,
  bidCount: 4,
  minimumBid: 18100,
  endsAt: '2026-11-26T20:00:00.000Z',
  extended: false,
  priceChangesAt: null,
  serverTime: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

describe('withLiveStates', () => {
  it('keeps the newest state of each card, and the same map when nothing is newer', () => {
    const start = withLiveStates(new Map(), [state({ seq: 3 }), state({ auctionId: 'b', seq: 1 })]);
    expect([...start.keys()]).toEqual(['auc-1', 'b']);
    expect(withLiveStates(start, [state({ seq: 2 })])).toBe(start);
    const next = withLiveStates(start, [state({ seq: 5, bidCount: 5 }), state({ seq: 4 })]);
    expect(next.get('auc-1')?.bidCount).toBe(5);
    expect(next.get('b')).toBe(start.get('b'));
    expect(start.get('auc-1')?.seq).toBe(3);
  });
});
