import { useCallback, useSyncExternalStore } from 'react';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a media query matches now, following changes: a theme breakpoint as MUI writes it
 * (`theme.breakpoints.up('md')`, with its `@media`) or a bare query. True where the window cannot
 * tell (server rendering, a test DOM without `matchMedia`): the wide layout. Not MUI's
 * `useMediaQuery`: the header uses it and is part of every page's first load; this is a few lines.
 */
export function useMediaMatch(mediaQuery: string): boolean {
  const query = mediaQuery.replace(/^@media\s*/, '');
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => !canMatch() || window.matchMedia(query).matches,
    () => true,
  );
}
