/**
 * The live source of the screens (`LiveSubscribe` of `./live-source`) on the browser's own
 * `EventSource`, reading the API's Server-Sent Events (docs/product.md §4.10):
 *
 * - one auction: `GET /user/auctionEvents/{id}`;
 * - several (the visible vehicle cards): `GET /user/listingEvents?ids=a,b,c`, at most
 *   `LISTING_EVENTS_MAX_IDS` ids a stream (more ids: one stream per 60).
 *
 * Each event's data is one auction's `LiveAuctionState` as JSON (`id:` its `seq`); the server sends
 * the current state on connect, so a reconnect is never behind. The browser reconnects by itself
 * after a network failure (sending `Last-Event-ID`); a stream it gave up on (the server refused or
 * closed it) is opened again after a pause that doubles up to a minute. States that are not a live
 * state are ignored. This file is the one place that knows the transport: a shared connection
 * (e.g. a hook of `@marketdrop/api-client/react`) can replace it through `LiveSourceContext`.
 */
import type { LiveAuctionState, LiveAuctionStatus } from '@marketdrop/api-client';
import type { LiveSubscribe } from './live-source';

/** The most auctions one `listingEvents` stream follows. */
export const LISTING_EVENTS_MAX_IDS = 60;

/** What this file uses of an `EventSource`. */
export type EventSourceLike = {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
};

/** `EventSource.CLOSED`: the browser will not reconnect by itself. */
const CLOSED = 2;

export type EventSourceSubscribeOptions = {
  /** The API origin ('' = the page's own), as the API client has it. */
  baseUrl: string;
  /** Opens a stream; default `new EventSource(url)`. */
  open?: (url: string) => EventSourceLike;
  /** The first pause before opening a refused stream again (default 5 s); it doubles each time. */
  retryDelayMs?: number;
  /** The longest pause (default 60 s). */
  maxRetryDelayMs?: number;
};

/** `/user/auctionEvents/{id}` on `baseUrl`. */
export function auctionEventsUrl(baseUrl: string, auctionId: string): string {
  return `${baseUrl}/user/auctionEvents/${encodeURIComponent(auctionId)}`;
}

/** `/user/listingEvents?ids=a,b,c` on `baseUrl`. */
export function listingEventsUrl(baseUrl: string, auctionIds: readonly string[]): string {
  return `${baseUrl}/user/listingEvents?${new URLSearchParams({ ids: auctionIds.join(',') }).toString()}`;
}

/** The streams that follow `auctionIds`: each id once, in a stable order, 60 a stream. */
export function streamUrls(baseUrl: string, auctionIds: readonly string[]): string[] {
  const ids = [...new Set(auctionIds.filter((id) => id !== ''))].sort();
  if (ids.length === 0) return [];
  if (ids.length === 1) return [auctionEventsUrl(baseUrl, ids[0] as string)];
  const urls: string[] = [];
  for (let start = 0; start < ids.length; start += LISTING_EVENTS_MAX_IDS) {
    urls.push(listingEventsUrl(baseUrl, ids.slice(start, start + LISTING_EVENTS_MAX_IDS)));
  }
  return urls;
}

const STATUSES: ReadonlySet<string> = new Set<LiveAuctionStatus>([
  'scheduled',
  'open',
  'sold',
  'ended',
  'unsold',
]);

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isInstant = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** The live state an event carries, or `null` when its data is not one. */
export function readLiveState(data: unknown): LiveAuctionState | null {
  let value: unknown;
  try {
    value = typeof data === 'string' ? JSON.parse(data) : data;
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const state = value as Record<string, unknown>;
  const valid =
    typeof state.auctionId === 'string' &&
    state.auctionId !== '' &&
    isNumber(state.seq) &&
    typeof state.status === 'string' &&
    STATUSES.has(state.status) &&
    isNumber(state.currentPrice) &&
    (state.highestBid === null || isNumber(state.highestBid)) &&
    (state.buyNowPrice === undefined ||
      state.buyNowPrice === null ||
      isNumber(state.buyNowPrice)) &&
    isNumber(state.bidCount) &&
    isNumber(state.minimumBid) &&
    isInstant(state.endsAt) &&
    typeof state.extended === 'boolean' &&
    (state.priceChangesAt === null ||
      state.priceChangesAt === undefined ||
      isInstant(state.priceChangesAt)) &&
    isInstant(state.serverTime);
  if (!valid) return null;
  const live = value as LiveAuctionState;
  return live.priceChangesAt === undefined ? { ...live, priceChangesAt: null } : live;
}

/** Follows one stream until stopped, opening it again when the browser gave up on it. */
function follow(
  url: string,
  onState: (state: LiveAuctionState) => void,
  options: Required<Omit<EventSourceSubscribeOptions, 'baseUrl'>>,
): () => void {
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = options.retryDelayMs;
  let stopped = false;

  const connect = () => {
    timer = undefined;
    if (stopped) return;
    const current = options.open(url);
    source = current;
    current.onopen = () => {
      delay = options.retryDelayMs;
    };
    current.onmessage = (event) => {
      const state = readLiveState(event.data);
      if (state) onState(state);
    };
    current.onerror = () => {
      // CONNECTING: the browser reconnects by itself. CLOSED: it gave up; try again later.
      if (stopped || current.readyState !== CLOSED || timer !== undefined) return;
      current.close();
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, options.maxRetryDelayMs);
    };
  };

  connect();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    source?.close();
  };
}

/** A `LiveSubscribe` on EventSource streams of the API at `baseUrl`. */
export function createEventSourceSubscribe(options: EventSourceSubscribeOptions): LiveSubscribe {
  const settings = {
    open: options.open ?? ((url: string) => new EventSource(url)),
    retryDelayMs: options.retryDelayMs ?? 5_000,
    maxRetryDelayMs: options.maxRetryDelayMs ?? 60_000,
  };
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  return (auctionIds, onState) => {
    // No EventSource (an old browser, server-side rendering): the screens keep their loaded state.
    if (!options.open && typeof EventSource === 'undefined') return () => {};
    const stops = streamUrls(baseUrl, auctionIds).map((url) => follow(url, onState, settings));
    return () => {
      for (const stop of stops) stop();
    };
  };
}
