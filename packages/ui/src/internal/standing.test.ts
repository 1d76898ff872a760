import { describe, expect, it } from 'vitest';
import { bidStandingOf, isClosingSoon } from './standing';

describe("a bidder's standing", () => {
  it('is none for a viewer who has not bid', () => {
    expect(bidStandingOf({})).toBeNull();
    expect(bidStandingOf({ isLeader: false, yourMaxBid: null, highestBid: 5000 })).toBeNull();
  });

  it('leads while the highest bid stays at or below their maximum', () => {
    expect(bidStandingOf({ isLeader: true, yourMaxBid: 6000, highestBid: 5200 })).toBe('leading');
    expect(bidStandingOf({ isLeader: true, yourMaxBid: 6000, highestBid: 6000 })).toBe('leading');
  });

  it('is outbid once the live highest bid passes their maximum, even if the answer said leading', () => {
    expect(bidStandingOf({ isLeader: true, yourMaxBid: 6000, highestBid: 6100 })).toBe('outbid');
    expect(bidStandingOf({ isLeader: false, yourMaxBid: 6000, highestBid: 6000 })).toBe('outbid');
    expect(bidStandingOf({ yourMaxBid: 6000, highestBid: 6100 })).toBe('outbid');
    // Not told who leads and not beaten: unknown, so nothing is claimed.
    expect(bidStandingOf({ yourMaxBid: 6000, highestBid: 5500 })).toBeNull();
  });
});

describe('the last two minutes', () => {
  it('are urgent from 120 seconds left until the end', () => {
    expect(isClosingSoon(121)).toBe(false);
    expect(isClosingSoon(120)).toBe(true);
    expect(isClosingSoon(1)).toBe(true);
    expect(isClosingSoon(0)).toBe(false);
    expect(isClosingSoon(null)).toBe(false);
  });
});
