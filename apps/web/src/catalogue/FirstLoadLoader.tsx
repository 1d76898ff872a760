import { useState, useSyncExternalStore } from 'react';
import { FullPageLoader } from './FullPageLoader';
import { useMinimumLoader } from './useMinimumLoader';

/** Whether a page's first load is still under way, as the page's widget reports it. */
export type LoadingFlag = {
  /** Give it to the widget's `onLoadingChange`. */
  report: (loading: boolean) => void;
  get: () => boolean;
  subscribe: (listener: () => void) => () => void;
};

/** A loading flag that starts loading and tells its subscribers when it changes. */
export function createLoadingFlag(): LoadingFlag {
  let loading = true;
  const listeners = new Set<() => void>();
  return {
    report: (next) => {
      if (next === loading) return;
      loading = next;
      for (const listener of listeners) listener();
    },
    get: () => loading,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One loading flag for the page's life (loading until the widget says otherwise). */
export function useLoadingFlag(): LoadingFlag {
  const [flag] = useState(createLoadingFlag);
  return flag;
}

/**
 * The full-page loader of a page's first load (`useMinimumLoader`: at least 700 ms, never over a
 * page that arrived rendered), apart from the page: the widget's loading reports, the loader's
 * timer and the end of hydration re-render this alone, not the whole page with its cards.
 */
export function FirstLoadLoader({ flag }: { flag: LoadingFlag }) {
  const loading = useSyncExternalStore(flag.subscribe, flag.get, flag.get);
  return useMinimumLoader(loading) ? <FullPageLoader /> : null;
}
