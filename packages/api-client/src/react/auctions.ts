/**
 * Live auction states in React. Every component of a page that watches auctions (the detail, each
 * vehicle card, a partner widget) shares ONE `LiveAuctionsStore` per API client, so a page holds
 * one multiplexed stream (`/user/listingEvents`, 60 auctions each) however many cards it shows.
 * Without an `EventSource` (server rendering, a test without one) the hooks simply give the
 * initial state.
 *
 * The live state is public: it carries no `isLeader` / `yourMaxBid`; a screen that shows them
 * refetches the caller's view when a newer state arrives.
 */
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ApiClient } from '../client';
import { newerLiveState, type LiveAuctionState } from '../live';
import { createLiveAuctionsStore, type LiveAuctionsStore } from '../live-store';
import { useApiClient } from './context';

const stores = new WeakMap<ApiClient, LiveAuctionsStore>();

/** The live store shared by every hook using this client (its streams go to `client.baseUrl`). */
export function liveAuctionsStoreFor(client: ApiClient): LiveAuctionsStore {
  let store = stores.get(client);
  if (!store) {
    store = createLiveAuctionsStore({ baseUrl: client.baseUrl });
    stores.set(client, store);
  }
  return store;
}

/** The live store of the nearest `ApiProvider`'s client. */
export function useLiveAuctionsStore(): LiveAuctionsStore {
  return liveAuctionsStoreFor(useApiClient());
}

const noop = () => undefined;

/**
 * The live state of one auction: the newest of `initial` (e.g. from `auctionScreen` or a
 * `placeBid` answer) and what the server pushed since. Null while there is neither.
 */
export function useLiveAuction(
  auctionId: string | null | undefined,
  initial?: LiveAuctionState | null,
): LiveAuctionState | null {
  const store = useLiveAuctionsStore();
  const subscribe = useCallback(
    (listener: () => void) => (auctionId ? store.watch(auctionId, listener) : noop),
    [store, auctionId],
  );
  const live = useSyncExternalStore(
    subscribe,
    () => (auctionId ? store.get(auctionId) : undefined),
    () => undefined,
  );
  const start = initial && initial.auctionId === auctionId ? initial : null;
  if (live === undefined) return start;
  return newerLiveState(start, live);
}

/**
 * The live states of several auctions (the visible vehicle cards), by auction id: only those the
 * server has sent so far. One stream for all of them (and for every other hook of the page).
 *
 * Their changes are rendered as a transition: a stream's first burst (a state for each of the
 * cards, one event each) or a busy market becomes one render that yields to the browser, not one
 * blocking render of the whole list per event (as `useSyncExternalStore` would: its updates are
 * always synchronous), which a phone felt as a frozen page while the listing hydrated.
 */
export function useLiveAuctions(
  auctionIds: readonly string[],
): Readonly<Record<string, LiveAuctionState>> {
  const store = useLiveAuctionsStore();
  const key = [...new Set(auctionIds)].sort().join(',');
  const ids = useMemo(() => (key === '' ? [] : key.split(',')), [key]);
  // A primitive snapshot (each auction's seq) that changes only when one of these auctions does.
  const seqsNow = () => ids.map((id) => store.get(id)?.seq ?? '').join(',');
  const seqs = seqsNow();
  const [, setChanges] = useState(0);
  useEffect(() => {
    const changed = () => startTransition(() => setChanges((count) => count + 1));
    const stops = ids.map((id) => store.watch(id, changed));
    // A state that arrived between the render that watched these ids and the subscription.
    if (seqsNow() !== seqs) changed();
    return () => {
      for (const stop of stops) stop();
    };
    // Subscribed again only when the ids change: `seqs` is the snapshot of the render that did so.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, ids]);
  return useMemo(() => {
    const states: Record<string, LiveAuctionState> = {};
    if (seqs.replaceAll(',', '') === '') return states;
    for (const id of ids) {
      const state = store.get(id);
      if (state) states[id] = state;
    }
    return states;
  }, [store, ids, seqs]);
}
