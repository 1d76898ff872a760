/**
 * Live auction states from the server's event streams (`./streams.ts`), on `EventSource`:
 *
 * - `subscribeAuctionEvents(baseUrl, id, onState)`: one auction (the detail page);
 * - `subscribeLiveAuctions({ baseUrl, ids, onState })`: any number of auctions on as few streams as
 *   the server allows (`listingEvents`, 60 a stream): the visible vehicle cards;
 * - `createLiveAuctionsStore({ baseUrl })`: what the React hooks share: every auction any
 *   component watches, on ONE multiplexed stream per 60 auctions, re-opened when the set changes.
 *
 * States are delivered newest first only: one with a `seq` at or below the last delivered for its
 * auction is dropped (`newerLiveState`). A stream the browser lost is resumed by `EventSource`
 * itself (it sends `Last-Event-ID`, the last `seq` it got); one the server refused or closed (503 at its limit, a restart) is opened again after a
 * growing delay (1 s, 2 s, 4 s... at most 30 s, with jitter). The server sends the current state
 * on every connect, so nothing is missed across a reconnect.
 */
import type { LiveAuctionState, LiveAuctionStatus } from './live';
import { globalEventSource } from './live-store';
import { LISTING_EVENTS_MAX_IDS, auctionEventsUrl, listingEventsUrl } from './streams';

/** What the subscriber needs of an `EventSource` (the browser's, or a Node implementation). */
export type LiveEventSource = {
  readonly readyState: number;
  onopen: ((event: Event) => unknown) | null;
  onmessage: ((event: MessageEvent) => unknown) | null;
  onerror: ((event: Event) => unknown) | null;
  close(): void;
};
export type LiveEventSourceConstructor = new (url: string) => LiveEventSource;

/** `EventSource.CLOSED`: the source gave up (a refused answer); it will not reconnect by itself. */
const CLOSED = 2;

export type ReconnectOptions = {
  /** The first delay after a refused or closed stream (default 1 s); it doubles each time. */
  initialMs?: number;
  /** The longest delay (default 30 s). */
  maxMs?: number;
};

export type LiveSubscriptionOptions = {
  /** The API origin ('' = the page's origin). */
  baseUrl: string;
  /** Called with each new state (never an older one than the last of its auction). */
  onState: (state: LiveAuctionState) => void;
  /** The EventSource to use; default the global one (none: nothing is opened). */
  EventSource?: LiveEventSourceConstructor;
  reconnect?: ReconnectOptions;
  /** Told when a stream was refused or lost for good and will be opened again after `retryInMs`. */
  onRetry?: (info: { url: string; retryInMs: number; attempt: number }) => void;
};

/** Ends a subscription: closes its streams and cancels their reconnects. */
export type Unsubscribe = () => void;

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
const isOptional = (value: unknown, test: (value: unknown) => boolean) =>
  value === undefined || value === null || test(value);

/**
 * A live state read from an event's data (its JSON text, or the parsed value), or null when it is
 * not one: every field the screens show must be there with its type (a status they know, instants
 * that parse), so a malformed event never reaches a screen. A missing `priceChangesAt` reads as
 * `null`.
 */
export function parseLiveState(data: unknown): LiveAuctionState | null {
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
    isOptional(state.buyNowPrice, isNumber) &&
    isNumber(state.bidCount) &&
    isNumber(state.minimumBid) &&
    isInstant(state.endsAt) &&
    typeof state.extended === 'boolean' &&
    isOptional(state.priceChangesAt, isInstant) &&
    isInstant(state.serverTime);
  if (!valid) return null;
  const live = value as LiveAuctionState;
  return live.priceChangesAt === undefined ? { ...live, priceChangesAt: null } : live;
}

/**
 * Keeps one URL's stream open: opens it, delivers its states, and opens it again after a growing
 * delay when the server refused or ended it.
 */
function keepOpen(
  url: string,
  Source: LiveEventSourceConstructor,
  deliver: (state: LiveAuctionState) => void,
  options: Pick<LiveSubscriptionOptions, 'reconnect' | 'onRetry'>,
): Unsubscribe {
  const initialMs = options.reconnect?.initialMs ?? 1000;
  const maxMs = options.reconnect?.maxMs ?? 30_000;
  let source: LiveEventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let stopped = false;

  const open = () => {
    timer = null;
    if (stopped) return;
    const current = new Source(url);
    source = current;
    current.onopen = () => {
      attempt = 0;
    };
    current.onmessage = (event) => {
      const state = parseLiveState(event.data);
      if (state !== null) deliver(state);
    };
    current.onerror = () => {
      // CONNECTING: the EventSource resumes by itself. CLOSED: refused (503, 404) or not a stream.
      if (stopped || source !== current || current.readyState !== CLOSED) return;
      current.close();
      source = null;
      attempt += 1;
      const ceiling = Math.min(maxMs, initialMs * 2 ** (attempt - 1));
      const retryInMs = Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
      options.onRetry?.({ url, retryInMs, attempt });
      timer = setTimeout(open, retryInMs);
    };
  };
  open();

  return () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    source?.close();
    source = null;
  };
}

/** Passes on only states newer than the last passed for their auction. */
function newestOnly(onState: (state: LiveAuctionState) => void) {
  const seqs = new Map<string, number>();
  return (state: LiveAuctionState) => {
    const last = seqs.get(state.auctionId);
    if (last !== undefined && state.seq <= last) return;
    seqs.set(state.auctionId, state.seq);
    onState(state);
  };
}

/** Follows one auction (`GET /user/auctionEvents/{id}`). */
export function subscribeAuctionEvents(
  baseUrl: string,
  auctionId: string,
  onState: (state: LiveAuctionState) => void,
  options: Omit<LiveSubscriptionOptions, 'baseUrl' | 'onState'> = {},
): Unsubscribe {
  const Source = options.EventSource ?? globalEventSource();
  if (Source === undefined) return () => undefined;
  return keepOpen(auctionEventsUrl(baseUrl, auctionId), Source, newestOnly(onState), options);
}

/** The distinct ids, sorted, in groups of at most `LISTING_EVENTS_MAX_IDS` (one stream each). */
export function listingEventGroups(ids: readonly string[]): string[][] {
  const unique = [...new Set(ids.filter((id) => id !== ''))].sort();
  const groups: string[][] = [];
  for (let i = 0; i < unique.length; i += LISTING_EVENTS_MAX_IDS) {
    groups.push(unique.slice(i, i + LISTING_EVENTS_MAX_IDS));
  }
  return groups;
}

/** Follows any number of auctions, 60 to a stream (`GET /user/listingEvents`). */
export function subscribeLiveAuctions(
  options: LiveSubscriptionOptions & { ids: readonly string[] },
): Unsubscribe {
  const Source = options.EventSource ?? globalEventSource();
  if (Source === undefined) return () => undefined;
  const deliver = newestOnly(options.onState);
  const stops = listingEventGroups(options.ids).map((group) =>
    keepOpen(listingEventsUrl(options.baseUrl, group), Source, deliver, options),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
