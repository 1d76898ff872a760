/**
 * The live store shared by a page's watchers of auctions (`createLiveAuctionsStore`), apart from
 * the streams' code (./live-events.ts: opening, reading and re-opening the streams), which it
 * imports when it first has auctions to follow: the pages that show live prices load that code
 * after their first render, not with it.
 */
import type { LiveAuctionState } from './live';
import type {
  LiveEventSourceConstructor,
  LiveSubscriptionOptions,
  Unsubscribe,
} from './live-events';

/** The browser's EventSource, or undefined (server rendering, a test without one). */
export function globalEventSource(): LiveEventSourceConstructor | undefined {
  const candidate = (globalThis as { EventSource?: unknown }).EventSource;
  return typeof candidate === 'function' ? (candidate as LiveEventSourceConstructor) : undefined;
}

/**
 * The live states of every auction watched through it, shared by all the components of a page:
 * one `listingEvents` stream per 60 auctions, re-opened (after `settleMs`, so a page rendering
 * many cards opens it once) when the set of watched auctions changes.
 */
export type LiveAuctionsStore = {
  /** Starts watching `auctionId`; `listener` runs at each new state. Returns the unwatch function. */
  watch: (auctionId: string, listener: () => void) => () => void;
  /** The newest state received for an auction. */
  get: (auctionId: string) => LiveAuctionState | undefined;
  /** Closes every stream. */
  close: () => void;
};

export type LiveAuctionsStoreOptions = Omit<LiveSubscriptionOptions, 'onState'> & {
  /** Wait this long after the watched set changes before re-opening the streams (default 50 ms). */
  settleMs?: number;
};

export function createLiveAuctionsStore(options: LiveAuctionsStoreOptions): LiveAuctionsStore {
  const listeners = new Map<string, Set<() => void>>();
  const states = new Map<string, LiveAuctionState>();
  let subscribed = '';
  let stop: Unsubscribe = () => undefined;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const resubscribe = () => {
    timer = null;
    if (closed) return;
    const ids = [...listeners.keys()].sort();
    const key = ids.join(',');
    if (key === subscribed) return;
    stop();
    subscribed = key;
    for (const id of [...states.keys()]) if (!listeners.has(id)) states.delete(id);
    if (ids.length === 0 || (options.EventSource ?? globalEventSource()) === undefined) {
      stop = () => undefined;
      return;
    }
    // The streams' code (./live-events.ts) loads when a page first follows an auction.
    let stopStreams: Unsubscribe | null = null;
    let stopped = false;
    stop = () => {
      stopped = true;
      stopStreams?.();
    };
    void import('./live-events').then(({ subscribeLiveAuctions }) => {
      if (stopped) return;
      stopStreams = subscribeLiveAuctions({
        ...options,
        ids,
        onState: (state) => {
          const current = states.get(state.auctionId);
          if (current !== undefined && current.seq >= state.seq) return;
          states.set(state.auctionId, state);
          for (const listener of [...(listeners.get(state.auctionId) ?? [])]) listener();
        },
      });
    });
  };
  const schedule = () => {
    if (timer === null && !closed) timer = setTimeout(resubscribe, options.settleMs ?? 50);
  };

  return {
    watch(auctionId, listener) {
      let set = listeners.get(auctionId);
      if (set === undefined) {
        set = new Set();
        listeners.set(auctionId, set);
        schedule();
      }
      set.add(listener);
      return () => {
        const current = listeners.get(auctionId);
        if (current === undefined || !current.delete(listener) || current.size > 0) return;
        listeners.delete(auctionId);
        schedule();
      };
    },
    get: (auctionId) => states.get(auctionId),
    close() {
      closed = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      stop();
      listeners.clear();
      states.clear();
    },
  };
}
