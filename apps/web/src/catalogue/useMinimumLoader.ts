import { useEffect, useState } from 'react';
import { useHydrating } from '@marketdrop/ui';
import { MIN_INITIAL_LOADER_MS } from '@marketdrop/validation';

/**
 * The initial full-page loader (docs/product.md §8.5 Loading): shown until `loading` is false AND at
 * least `minimumMs` (700 ms) have passed since the page mounted. Once hidden it stays hidden, so
 * later fetches (a filter change, Load More) show their skeletons instead. A page the server
 * rendered arrives with its content: no loader over it (in its HTML or after).
 */
export function useMinimumLoader(loading: boolean, minimumMs: number = MIN_INITIAL_LOADER_MS) {
  const [elapsed, setElapsed] = useState(false);
  // Rendered on the server (or hydrated from its HTML): decided once, as the page mounts.
  const hydrating = useHydrating();
  const [rendered] = useState(hydrating);
  const [done, setDone] = useState(rendered);

  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), minimumMs);
    return () => clearTimeout(timer);
  }, [minimumMs]);

  if (!done && elapsed && !loading) setDone(true);
  return !done && !(elapsed && !loading);
}
