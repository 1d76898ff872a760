import { createContext, useContext, useMemo } from 'react';
import type { LiveAuctionState } from '@marketdrop/api-client';
import { useApiClient } from '@marketdrop/api-client/react';
import { createEventSourceSubscribe } from './auction-events';

/**
 * Follows the live states of some auctions: `onState` is called with each state that arrives (in
 * any order; merge them with `newerLiveState`), until the returned function is called. One id is
 * one auction's stream; several are the visible cards' multiplexed stream.
 *
 * The screens only know this function, so the source can change (the EventSource one of
 * `./auction-events`, a shared connection of `@marketdrop/api-client/react`, a test's) without
 * touching them: provide another through `LiveSourceContext`.
 */
export type LiveSubscribe = (
  auctionIds: readonly string[],
  onState: (state: LiveAuctionState) => void,
) => () => void;

/** The live source of the screens below it; without one, EventSource on the API's streams. */
export const LiveSourceContext = createContext<LiveSubscribe | null>(null);

/** The live source to subscribe with (the context's, else EventSource on the client's API origin). */
export function useLiveSubscribe(): LiveSubscribe {
  const provided = useContext(LiveSourceContext);
  const { baseUrl } = useApiClient();
  const fallback = useMemo(() => createEventSourceSubscribe({ baseUrl }), [baseUrl]);
  return provided ?? fallback;
}
