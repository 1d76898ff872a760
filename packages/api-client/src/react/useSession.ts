import { useMemo, useSyncExternalStore } from 'react';
import type { SessionUser } from '../contract';
import { useApiClient } from './context';

export type SessionState = {
  /** The signed-in user object, or null. */
  user: SessionUser | null;
  /** The bearer token, or null. */
  token: string | null;
  /** True when a token is stored. */
  isLoggedIn: boolean;
};

/** The session of the provider's client; re-renders when it changes (also from another tab). */
export function useSession(): SessionState {
  const { session } = useApiClient();
  const snapshot = useSyncExternalStore(
    session.subscribe,
    session.getSnapshot,
    session.getServerSnapshot,
  );
  return useMemo(
    () => ({ user: snapshot.user, token: snapshot.token, isLoggedIn: snapshot.token !== null }),
    [snapshot],
  );
}

/**
 * The stored guest token (null: none yet); re-renders when it changes, also from another tab. Kept
 * beside `useSession`, free of the query cache: the header reads it on every page's first load.
 */
export function useGuestToken(): string | null {
  const { guest } = useApiClient();
  return useSyncExternalStore(guest.subscribe, guest.getSnapshot, guest.getServerSnapshot);
}
