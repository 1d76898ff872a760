import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveAuctionState } from '@marketdrop/api-client';
import {
  LISTING_EVENTS_MAX_IDS,
  createEventSourceSubscribe,
  readLiveState,
  streamUrls,
  type EventSourceLike,
} from './auction-events';

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
class FakeSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
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
  /** A network failure: the browser reconnects by itself. */
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
  const open = (url: string) => {
    const source = new FakeSource(url);
    sources.push(source);
    return source;
  };
  return { sources, open };
}

describe('streamUrls', () => {
  it("follows one auction on its own stream, several on the listing's, 60 a stream", () => {
    expect(streamUrls('', ['auc 1'])).toEqual(['/user/auctionEvents/auc%201']);
    expect(streamUrls('https://api.example', ['b', 'a', 'b', ''])).toEqual([
      'https://api.example/user/listingEvents?ids=a%2Cb',
    ]);
    const ids = Array.from({ length: LISTING_EVENTS_MAX_IDS + 1 }, (_, i) => `id-${1000 + i}`);
    const urls = streamUrls('', ids);
    expect(urls).toHaveLength(2);
    const idsOf = (url: string) =>
      new URL(url, 'http://x').searchParams.get('ids')?.split(',') ?? [];
    expect(idsOf(urls[0] as string)).toHaveLength(60);
    expect([...idsOf(urls[0] as string), ...idsOf(urls[1] as string)]).toEqual(ids);
    expect(streamUrls('', [])).toEqual([]);
  });
});

describe('readLiveState', () => {
  it('reads a live state, and nothing else', () => {
    expect(readLiveState(JSON.stringify(state()))).toEqual(state());
    const { priceChangesAt: _none, ...withoutDrop } = state();
    expect(readLiveState(JSON.stringify(withoutDrop))).toEqual(state());
    // A Buy Now price the seller lowered comes with the state; none is null.
    for (const buyNowPrice of [7000, null]) {
      expect(readLiveState(JSON.stringify(state({ buyNowPrice })))).toEqual(state({ buyNowPrice }));
    }
    for (const bad of [
      JSON.stringify({ ...state(), buyNowPrice: '7000' }),
      'not json',
      'null',
      JSON.stringify({ ...state(), seq: '3' }),
      JSON.stringify({ ...state(), status: 'paused' }),
      JSON.stringify({ ...state(), endsAt: 'soon' }),
      JSON.stringify({ ...state(), auctionId: '' }),
      JSON.stringify({ ...state(), highestBid: undefined }),
    ]) {
      expect(readLiveState(bad)).toBeNull();
    }
  });
});

describe('createEventSourceSubscribe', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands over every live state the stream sends, ignoring anything else', () => {
    const browser = fakeBrowser();
    const subscribe = createEventSourceSubscribe({ baseUrl: 'https://api.example/', ...browser });
    const seen: LiveAuctionState[] = [];
    const stop = subscribe(['auc-1'], (next) => seen.push(next));
    expect(browser.sources.map((source) => source.url)).toEqual([
      'https://api.example/user/auctionEvents/auc-1',
    ]);
    const source = browser.sources[0] as FakeSource;
    source.open();
    source.send(state({ seq: 3 }), '3');
    source.send('{"hello":1}');
    source.send(state({ seq: 4, currentPrice: 18100 }), '4');
    expect(seen.map((next) => next.seq)).toEqual([3, 4]);
    stop();
    expect(source.closed).toBe(true);
  });

  it('leaves reconnecting to the browser, and opens a refused stream again later, less often', () => {
    const browser = fakeBrowser();
    const subscribe = createEventSourceSubscribe({
      baseUrl: '',
      open: browser.open,
      retryDelayMs: 1000,
      maxRetryDelayMs: 3000,
    });
    const stop = subscribe(['a', 'b'], () => {});
    const first = browser.sources[0] as FakeSource;
    first.drop();
    vi.advanceTimersByTime(60_000);
    expect(browser.sources).toHaveLength(1);

    first.refuse();
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(browser.sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(browser.sources).toHaveLength(2);
    (browser.sources[1] as FakeSource).refuse();
    vi.advanceTimersByTime(1999);
    expect(browser.sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(browser.sources).toHaveLength(3);
    // At most maxRetryDelayMs; an opened stream starts again from the first pause.
    (browser.sources[2] as FakeSource).refuse();
    vi.advanceTimersByTime(3000);
    expect(browser.sources).toHaveLength(4);
    const fourth = browser.sources[3] as FakeSource;
    fourth.open();
    fourth.refuse();
    vi.advanceTimersByTime(1000);
    expect(browser.sources).toHaveLength(5);

    // Stopped while waiting: nothing opens any more.
    (browser.sources[4] as FakeSource).refuse();
    stop();
    vi.advanceTimersByTime(60_000);
    expect(browser.sources).toHaveLength(5);
    expect(browser.sources.every((source) => source.closed)).toBe(true);
    expect(browser.sources.every((source) => source.url === '/user/listingEvents?ids=a%2Cb')).toBe(
      true,
    );
  });

  it('opens nothing without EventSource (the page keeps its loaded state)', () => {
    expect(typeof EventSource).toBe('undefined');
    const subscribe = createEventSourceSubscribe({ baseUrl: '' });
    const stop = subscribe(['a'], () => {});
    expect(stop).toBeTypeOf('function');
    stop();
  });
});
