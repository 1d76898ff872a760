import { describe, expect, it } from 'vitest';
import { readListingNavigation } from './listing-url';

describe('the navigation state of View all', () => {
  it('names the trending or the normal section, else none', () => {
    expect(readListingNavigation({ auctionType: 'trending' })).toBe('trending');
    expect(readListingNavigation({ auctionType: 'normal' })).toBe('normal');
    expect(readListingNavigation({ auctionType: 'other' })).toBeNull();
    expect(readListingNavigation(null)).toBeNull();
    expect(readListingNavigation('trending')).toBeNull();
  });
});
