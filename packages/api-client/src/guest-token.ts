/**
 * The guest basket's token (docs/product.md §14 Basket): what `guestUser` answered, kept in
 * localStorage (memory where it cannot be used, like the session) until a sign-in merges the guest
 * basket into the account's, then forgotten. The guest calls carry it in the `X-Guest-Token`
 * header (`guestHeaders`). `subscribe`/`getSnapshot` fit React's `useSyncExternalStore`.
 */
import { createMemoryStorage, detectLocalStorage, type KeyValueStorage } from './session';

/** The localStorage key of the guest token. */
export const GUEST_TOKEN_STORAGE_KEY = 'guestToken';

/** The header the guest calls read the token from. */
export const GUEST_TOKEN_HEADER = 'X-Guest-Token';

export type GuestTokenStore = {
  /** The stored token, or null (no guest basket yet). */
  getSnapshot(): string | null;
  /** During server rendering: no token (a guest basket lives in the browser only). */
  getServerSnapshot(): string | null;
  /** Calls `listener` after every change (also another tab's); returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Keeps a new token (after `guestUser`). */
  set(token: string): void;
  /** Forgets the token (after a sign-in merged it, or when the server no longer knows it). */
  clear(): void;
};

export type GuestTokenStoreOptions = {
  /** Where to keep it; default localStorage when it works, else memory. `null` forces memory. */
  storage?: KeyValueStorage | null;
};

function read(storage: KeyValueStorage): string | null {
  try {
    const value = storage.getItem(GUEST_TOKEN_STORAGE_KEY);
    return value === null || value.trim() === '' ? null : value;
  } catch {
    return null;
  }
}

/** Creates the guest token's store over localStorage (or memory when it is unavailable). */
export function createGuestTokenStore(options: GuestTokenStoreOptions = {}): GuestTokenStore {
  const storage =
    options.storage === undefined
      ? (detectLocalStorage() ?? createMemoryStorage())
      : (options.storage ?? createMemoryStorage());
  const listeners = new Set<() => void>();
  let snapshot = read(storage);

  function refresh(): void {
    const next = read(storage);
    if (next === snapshot) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  }

  function write(token: string | null): void {
    try {
      if (token === null) storage.removeItem(GUEST_TOKEN_STORAGE_KEY);
      else storage.setItem(GUEST_TOKEN_STORAGE_KEY, token);
    } catch {
      // A full or revoked storage: the basket lives for this page only.
    }
    refresh();
    if (token !== null && snapshot !== token) {
      // The storage refused the write: keep the token in memory for this page.
      snapshot = token;
      for (const listener of [...listeners]) listener();
    }
  }

  function onStorageEvent(event: StorageEvent): void {
    if (event.key === null || event.key === GUEST_TOKEN_STORAGE_KEY) refresh();
  }
  const canListen = typeof globalThis.addEventListener === 'function';

  return {
    getSnapshot: () => snapshot,
    getServerSnapshot: () => null,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && canListen) globalThis.addEventListener('storage', onStorageEvent);
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        if (canListen) globalThis.removeEventListener('storage', onStorageEvent);
      };
    },
    set: (token) => write(token),
    clear: () => write(null),
  };
}

/** The headers of a guest call. */
export function guestHeaders(token: string): Record<string, string> {
  return { [GUEST_TOKEN_HEADER]: token };
}
