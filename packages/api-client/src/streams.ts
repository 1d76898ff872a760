/**
 * The event streams of the `/user/` API (Server-Sent Events), declared once like the calls of
 * `./contract.ts`: path, parameters, auth, error codes and the type of each event. The server
 * mounts each stream from its declaration (`apps/api`, `mountStream`) and documents it in OpenAPI
 * (`text/event-stream`); the client opens it with the URL builders below (`auctionEventsUrl`,
 * `listingEventsUrl`) and reads it with `subscribeLiveAuctions` (`./live-events.ts`).
 *
 * A stream is a GET that never ends: each event is `id: <id>` and `data: <JSON of the event>`; a
 * comment line (`: heartbeat`) now and then keeps proxies from closing it. An error before the
 * stream starts (unknown auction, too many streams) is an ordinary JSON error answer. Streams are
 * public: `EventSource` cannot send the session's bearer header, so no event carries anything
 * private to a user.
 */
import type { ServerErrorCode } from './errors';
import type { LiveAuctionState } from './live';

/** One stream's declaration. `event` and `params` are phantom: types only, never set. */
export type StreamDeclaration<
  P extends `/user/${string}`,
  Params,
  Event,
  E extends ServerErrorCode,
> = {
  path: P;
  auth: 'public';
  /** The codes an opening request may be refused with (besides the common ones). */
  errors: readonly E[];
  /** The query-string parameter that carries a list, and its most items (one request). */
  list?: { param: string; max: number };
  /** Phantom: the path and query parameters of the stream. */
  params?: Params;
  /** Phantom: the type of each event's data. */
  event?: Event;
};

/**
 * Declares one stream: `stream<Params, Event>()(path, config)`. Path parameters are in braces
 * (`/user/auctionEvents/{id}`); the other parameters go to the query string.
 */
function stream<Params, Event>() {
  return <const P extends `/user/${string}`, const E extends ServerErrorCode = never>(
    path: P,
    config: { errors: readonly E[]; list?: { param: string; max: number } },
  ): StreamDeclaration<P, Params, Event, E> => ({
    path,
    auth: 'public',
    errors: config.errors,
    ...(config.list ? { list: config.list } : {}),
  });
}

/** The most auctions one `listingEvents` stream follows (one page of cards, with room to spare). */
export const LISTING_EVENTS_MAX_IDS = 60;

/** The path of `auctionEvents` (its `{id}` is one auction's id). */
const AUCTION_EVENTS_PATH = '/user/auctionEvents/{id}';
/** The path of `listingEvents`. */
const LISTING_EVENTS_PATH = '/user/listingEvents';

export const streams = {
  /** One auction's live state: at once on connect (and reconnect), then at every change. */
  auctionEvents: stream<{ id: string }, LiveAuctionState>()(AUCTION_EVENTS_PATH, {
    errors: ['NOT_FOUND', 'SERVICE_UNAVAILABLE'],
  }),
  /**
   * The live states of up to 60 auctions (the visible vehicle cards), multiplexed on one stream:
   * every state at once on connect, then each auction's state at its changes. Ids that name no
   * auction are left out.
   */
  listingEvents: stream<{ ids: readonly string[] }, LiveAuctionState>()(LISTING_EVENTS_PATH, {
    errors: ['VALIDATION_FAILED', 'SERVICE_UNAVAILABLE'],
    list: { param: 'ids', max: LISTING_EVENTS_MAX_IDS },
  }),
} as const;

export type Streams = typeof streams;
export type StreamName = keyof Streams;
/** The parameters a stream is opened with. */
export type StreamParamsOf<N extends StreamName> = Exclude<Streams[N]['params'], undefined>;
/** The data of each event of a stream. */
export type StreamEventOf<N extends StreamName> = Exclude<Streams[N]['event'], undefined>;

function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * The URL of a stream: path parameters filled in (encoded), the others in the query string, a list
 * as one comma-separated value.
 */
export function streamUrl<N extends StreamName>(
  baseUrl: string,
  name: N,
  params: StreamParamsOf<N>,
): string {
  const rest: Record<string, unknown> = { ...params };
  const path = streams[name].path.replace(/\{([^{}]+)\}/g, (_match, key: string) => {
    const value = rest[key];
    delete rest[key];
    if (typeof value !== 'string' || value === '') {
      throw new TypeError(`${name}: the path parameter "${key}" is missing`);
    }
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined || value === null) continue;
    query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = query.toString();
  return joinUrl(baseUrl, search === '' ? path : `${path}?${search}`);
}

/*
 * The two builders below write the URLs `streamUrl` would (a test checks they agree) without its
 * table of declarations, so a page that only follows auctions does not load them.
 */

/** `GET /user/auctionEvents/{id}` on `baseUrl` ('' = the page's origin). */
export function auctionEventsUrl(baseUrl: string, auctionId: string): string {
  if (auctionId === '') throw new TypeError('auctionEvents: the path parameter "id" is missing');
  return joinUrl(baseUrl, AUCTION_EVENTS_PATH.replace('{id}', encodeURIComponent(auctionId)));
}

/** `GET /user/listingEvents?ids=a,b,c` on `baseUrl`: at most `LISTING_EVENTS_MAX_IDS` ids. */
export function listingEventsUrl(baseUrl: string, auctionIds: readonly string[]): string {
  if (auctionIds.length === 0 || auctionIds.length > LISTING_EVENTS_MAX_IDS) {
    throw new RangeError(`listingEvents follows 1 to ${LISTING_EVENTS_MAX_IDS} auctions`);
  }
  const query = new URLSearchParams({ ids: auctionIds.join(',') });
  return joinUrl(baseUrl, `${LISTING_EVENTS_PATH}?${query.toString()}`);
}
