import { useCallback, useEffect, useState } from 'react';
import { newerLiveState, type LiveAuctionState } from '@marketdrop/api-client';
import type { VehicleCardAuction, VehicleCardProps } from '@marketdrop/ui';
import { useLiveSubscribe } from './live-source';

/** Live states are applied together at most this often (a stream opens with one state a card). */
const FLUSH_MS = 16;

export type LiveStates = ReadonlyMap<string, LiveAuctionState>;

/** Adds the live states of `next` to `states`, each only when newer (by `seq`); the same map when none is. */
export function withLiveStates(states: LiveStates, next: readonly LiveAuctionState[]): LiveStates {
  let changed: Map<string, LiveAuctionState> | null = null;
  for (const state of next) {
    const current = (changed ?? states).get(state.auctionId);
    const newer = newerLiveState(current, state);
    if (newer === current) continue;
    changed ??= new Map(states);
    changed.set(state.auctionId, newer);
  }
  return changed ?? states;
}

/**
 * The live states of the vehicle cards a page shows (docs/product.md §3.5: the live price beside
 * the sticker price), on one stream for all of them (`useLiveSubscribe`: the multiplexed
 * `listingEvents`), opened again only when the set of auctions changes.
 */
export function useLiveCards(auctionIds: readonly string[]): LiveStates {
  const subscribe = useLiveSubscribe();
  const [states, setStates] = useState<LiveStates>(() => new Map());
  const key = [...new Set(auctionIds)].sort().join('\n');

  useEffect(() => {
    if (key === '') return;
    let pending: LiveAuctionState[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const batch = pending;
      pending = [];
      setStates((current) => withLiveStates(current, batch));
    };
    const stop = subscribe(key.split('\n'), (state) => {
      pending.push(state);
      timer ??= setTimeout(flush, FLUSH_MS);
    });
    return () => {
      stop();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [key, subscribe]);

  return states;
}

type CardProps = Partial<Omit<VehicleCardProps, 'auction' | 'LinkComponent' | 'imageBaseUrl'>>;

/** `getCardProps` of a grid, with each card's live state (`useLiveCards`) added to `base`'s props. */
export function useLiveCardProps(
  states: LiveStates,
  base: (auction: VehicleCardAuction) => CardProps,
): (auction: VehicleCardAuction) => CardProps {
  return useCallback(
    (auction) => {
      const live = states.get(auction._id);
      return live ? { ...base(auction), live } : base(auction);
    },
    [base, states],
  );
}
