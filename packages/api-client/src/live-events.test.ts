import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveAuctionState } from './live';
import {
  listingEventGroups,
  parseLiveState,
  subscribeAuctionEvents,
  subscribeLiveAuctions,
  type LiveEventSource,
  type LiveEventSourceConstructor,
} from './live-events';
import { createLiveAuctionsStore } from './live-store';
import { LISTING_EVENTS_MAX_IDS, auctionEventsUrl, listingEventsUrl, streamUrl } from './streams';

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

/** An EventSource the test drives: the browser's states and events, by hand. */
class FakeSource implements LiveEventSource {
  readyState = 0;
  onopen: ((event: Event) => unknown) | null = null;
  onmessage: ((event: MessageEvent) => unknown) | null = null;
  onerror: ((event: Event) => unknown) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  send(data: unknown, lastEventId = '') {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.onmessage?.(new MessageEvent('message', { data: text, lastEventId }));
  }
  /** A network failure: the browser reconnects by itself (with `Last-Event-ID`). */
  drop() {
    this.readyState = 0;
    this.onerror?.(new Event('error'));
  }
  /** The server refused the stream: the browser gives up. */
  refuse() {
    this.readyState = 2;
    this.onerror?.(new Event('error'));
  }
}

function fakeBrowser() {
  const sources: FakeSource[] = [];
  const EventSource: LiveEventSourceConstructor = class extends FakeSource {
    constructor(url: string) {
      super(url);
      sources.push(this);
    }
  };
  const at = (index: number) => {
    const source = sources[index];
    if (!source) throw new Error(`no source ${index}`);
    return source;
  };
  return { sources, EventSource, at };
}

describe('live event helpers', () => {
  it('reads a live state from an event, and nothing else', () => {
    expect(parseLiveState(JSON.stringify(state()))).toEqual(state());
    expect(parseLiveState(state())).toEqual(state());
    const { priceChangesAt: _none, ...withoutDrop } = state();
    expect(parseLiveState(JSON.stringify(withoutDrop))).toEqual(state());
    // A Buy Now price the seller lowered comes with the state; none is null.
    for (const buyNowPrice of [7000, null]) {
      expect(parseLiveState(JSON.stringify(state({ buyNowPrice })))).toEqual(
        state({ buyNowPrice }),
      );
    }
    for (const bad of [
      JSON.stringify({ ...state(), buyNowPrice: '7000' }),
      'not json',
      'null',
      JSON.stringify({ auctionId: 'a', seq: 3, status: 'open', currentPrice: 1200 }),
      JSON.stringify({ ...state(), seq: '3' }),
      JSON.stringify({ ...state(), status: 'paused' }),
      JSON.stringify({ ...state(), endsAt: 'soon' }),
      JSON.stringify({ ...state(), auctionId: '' }),
      JSON.stringify({ ...state(), highestBid: undefined }),
      undefined,
    ]) {
      expect(parseLiveState(bad)).toBeNull();
    }
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
    // The same URLs as the declarations' generic builder.
    for (const base of ['', 'https://api.example.ca/']) {
      expect(auctionEventsUrl(base, 'a/é')).toBe(streamUrl(base, 'auctionEvents', { id: 'a/é' }));
      expect(listingEventsUrl(base, ['x y', 'z'])).toBe(
        streamUrl(base, 'listingEvents', { ids: ['x y', 'z'] }),
      );
    }
    expect(() => auctionEventsUrl('', '')).toThrow(TypeError);
    expect(() => listingEventsUrl('', [])).toThrow(RangeError);
    expect(() =>
      listingEventsUrl(
        '',
        Array.from({ length: LISTING_EVENTS_MAX_IDS + 1 }, (_, i) => `${i}`),
      ),
    ).toThrow(RangeError);
  });
});

describe('subscriptions', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The jitter at its top: each pause is its ceiling.
    vi.spyOn(Math, 'random').mockReturnValue(1);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('hands over each newer live state of one auction, ignoring anything else', () => {
    const browser = fakeBrowser();
    const seen: number[] = [];
    const stop = subscribeAuctionEvents(
      'https://api.example/',
      'auc-1',
      (next) => seen.push(next.seq),
      { EventSource: browser.EventSource },
    );
    expect(browser.sources.map((source) => source.url)).toEqual([
      'https://api.example/user/auctionEvents/auc-1',
    ]);
    const source = browser.at(0);
    source.open();
    source.send(state({ seq: 3 }), '3');
    source.send('{"hello":1}');
    source.send(state({ seq: 2 }), '2');
    source.send(state({ seq: 4, currentPrice: 18100 }), '4');
    expect(seen).toEqual([3, 4]);
    stop();
    expect(source.closed).toBe(true);
  });

  it('leaves reconnecting to the browser, and opens a refused stream again later, less often', () => {
    const browser = fakeBrowser();
    const retries: number[] = [];
    const stop = subscribeLiveAuctions({
      baseUrl: '',
      ids: ['b', 'a'],
      onState: () => undefined,
      EventSource: browser.EventSource,
      reconnect: { initialMs: 1000, maxMs: 3000 },
      onRetry: ({ retryInMs }) => retries.push(retryInMs),
    });
    // A dropped connection: EventSource resumes it itself, nothing new is opened.
    browser.at(0).drop();
    vi.advanceTimersByTime(60_000);
    expect(browser.sources).toHaveLength(1);

    browser.at(0).refuse();
    expect(browser.at(0).closed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(browser.sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(browser.sources).toHaveLength(2);
    browser.at(1).refuse();
    vi.advanceTimersByTime(1999);
    expect(browser.sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(browser.sources).toHaveLength(3);
    // At most maxMs; an opened stream starts again from the first pause.
    browser.at(2).refuse();
    vi.advanceTimersByTime(3000);
    expect(browser.sources).toHaveLength(4);
    browser.at(3).open();
    browser.at(3).refuse();
    vi.advanceTimersByTime(1000);
    expect(browser.sources).toHaveLength(5);
    expect(retries).toEqual([1000, 2000, 3000, 1000]);

    // Stopped while waiting: nothing opens any more.
    browser.at(4).refuse();
    stop();
    vi.advanceTimersByTime(60_000);
    expect(browser.sources).toHaveLength(5);
    expect(browser.sources.every((source) => source.closed)).toBe(true);
    expect(browser.sources.every((source) => source.url === '/user/listingEvents?ids=a%2Cb')).toBe(
      true,
    );
  });

  it('opens nothing without EventSource (the page keeps its loaded state)', () => {
    expect(typeof (globalThis as { EventSource?: unknown }).EventSource).toBe('undefined');
    const stop = subscribeLiveAuctions({ baseUrl: '', ids: ['a'], onState: () => undefined });
    expect(stop).toBeTypeOf('function');
    stop();
  });

  it('shares one stream among the watchers of a store, opened again when the set changes', async () => {
    const browser = fakeBrowser();
    const store = createLiveAuctionsStore({ baseUrl: '', EventSource: browser.EventSource });
    const heard: string[] = [];
    const stopA = store.watch('a', () => heard.push('a'));
    const stopB = store.watch('b', () => heard.push('b'));
    store.watch('a', () => heard.push('a again'));
    expect(browser.sources).toHaveLength(0);
    vi.advanceTimersByTime(50);
    // The streams' code is imported when the store first has auctions to follow.
    await vi.dynamicImportSettled();
    expect(browser.sources.map((source) => source.url)).toEqual(['/user/listingEvents?ids=a%2Cb']);
    browser.at(0).send(state({ auctionId: 'a', seq: 7 }));
    browser.at(0).send(state({ auctionId: 'a', seq: 6 }));
    expect(heard).toEqual(['a', 'a again']);
    expect(store.get('a')?.seq).toBe(7);

    stopB();
    stopA();
    vi.advanceTimersByTime(50);
    await vi.dynamicImportSettled();
    expect(browser.at(0).closed).toBe(true);
    expect(browser.at(1).url).toBe('/user/listingEvents?ids=a');
    store.close();
    expect(browser.at(1).closed).toBe(true);
    expect(store.get('a')).toBeUndefined();
  });
});
