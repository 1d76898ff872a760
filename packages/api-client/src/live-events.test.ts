import { describe, expect, it } from 'vitest';
import { listingEventGroups, parseLiveState } from './live-events';
import { LISTING_EVENTS_MAX_IDS, auctionEventsUrl, listingEventsUrl } from './streams';

describe('live event helpers', () => {
  it('reads a live state from an event, and nothing else', () => {
    const state = { auctionId: 'a', seq: 3, status: 'open', currentPrice: 1200 };
    expect(parseLiveState(JSON.stringify(state))).toEqual(state);
    expect(parseLiveState('not json')).toBeNull();
    expect(parseLiveState(JSON.stringify({ auctionId: 'a' }))).toBeNull();
    expect(parseLiveState(JSON.stringify(null))).toBeNull();
    expect(parseLiveState(undefined)).toBeNull();
  });

  it('groups distinct ids in streams of at most 60', () => {
    const ids = Array.from({ length: 130 }, (_, i) => `id-${String(i).padStart(3, '0')}`);
    const groups = listingEventGroups([...ids, ...ids.slice(0, 5), '']);
    expect(groups.map((group) => group.length)).toEqual([
      LISTING_EVENTS_MAX_IDS,
      LISTING_EVENTS_MAX_IDS,
      10,
    ]);
    expect(groups.flat()).toEqual(ids);
    expect(listingEventGroups([])).toEqual([]);
  });

  it('builds the stream URLs from their declarations', () => {
    expect(auctionEventsUrl('https://api.example.ca/', 'a b')).toBe(
      'https://api.example.ca/user/auctionEvents/a%20b',
    );
    expect(listingEventsUrl('', ['x', 'y'])).toBe('/user/listingEvents?ids=x%2Cy');
    expect(() => listingEventsUrl('', [])).toThrow(RangeError);
    expect(() =>
      listingEventsUrl(
        '',
        Array.from({ length: LISTING_EVENTS_MAX_IDS + 1 }, (_, i) => `${i}`),
      ),
    ).toThrow(RangeError);
  });
});
