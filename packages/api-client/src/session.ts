/**
 * The session (docs/product.md §7.1): the signed-in user object and the bearer token, kept in localStorage under
 * two keys. Where localStorage cannot be used (server rendering, Node, a browser that blocks it) the
 * store keeps the session in memory. `subscribe`/`getSnapshot` fit React's `useSyncExternalStore`.
 */
import { STALE_SESSION_CLEANUP_MS } from '@marketdrop/validation';
import type { Profile, SessionUser } from './contract';
import type { GuestTokenStore } from './guest-token';

/** The session as the UI reads it. The same object is returned until the session changes. */
export type Session = {
  user: SessionUser | null;
  token: string | null;
};

/** The localStorage keys of the session: the user object (JSON) and the token string. */
export type SessionStorageKeys = { user: string; token: string };

/** The keys used unless `createSessionStore({ keys })` says otherwise. */
export const SESSION_STORAGE_KEYS: Readonly<SessionStorageKeys> = Object.freeze({
  user: 'user',
  token: 'token',
});

/** The part of the Web Storage API the store uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type SessionStore = {
  /** The current session; a new object only after a change (safe for useSyncExternalStore). */
  getSnapshot(): Session;
  /** The session during server rendering: always signed out. */
  getServerSnapshot(): Session;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The bearer token, or null when signed out. */
  getToken(): string | null;
  /** Stores a new session (after login or OTP verification). */
  setSession(session: { user: SessionUser | null; token: string }): void;
  /** Replaces the stored user object (after a profile edit); does nothing when signed out. */
  setUser(user: SessionUser): void;
  /** Removes the user object and the token. */
  clear(): void;
  /**
   * What a 401 or 502 response does (docs/product.md §8.1): clears the session now and again
   * `STALE_SESSION_CLEANUP_MS` later. The second clearing removes whatever stale session was written
   * back in between; a session with a different token (a fresh sign-in) is kept.
   * @param staleToken the token the failed request carried, if any
   */
  expire(staleToken?: string | null): void;
  /** Whether the store writes to a real Web Storage (false: in memory only). */
  readonly persistent: boolean;
};

export type SessionStoreOptions = {
  /**
   * Where to keep the session. Default: `globalThis.localStorage` when it works, else memory.
   * Pass `null` to force memory.
   */
  storage?: KeyValueStorage | null;
  /** Storage keys; default `SESSION_STORAGE_KEYS`. */
  keys?: Partial<SessionStorageKeys>;
  /** Delay of the second clearing after a 401/502; default `STALE_SESSION_CLEANUP_MS` (1000 ms). */
  staleCleanupMs?: number;
};

const SIGNED_OUT: Session = Object.freeze({ user: null, token: null });

/** The browser's localStorage when it can be read and written, else null. */
export function detectLocalStorage(): KeyValueStorage | null {
  try {
    const storage = (globalThis as { localStorage?: Storage }).localStorage;
    if (!storage) return null;
    const probe = '__marketdrop_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    // Access itself throws in sandboxed frames, opaque origins and some privacy modes.
    return null;
  }
}

/** A Web Storage stand-in that lives in memory. */
export function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

function isSessionUser(value: unknown): value is SessionUser {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function safeGet(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(storage: KeyValueStorage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // A full or revoked storage must not break the app; the in-memory snapshot still updates.
  }
}

function readSession(storage: KeyValueStorage, keys: SessionStorageKeys): Session {
  const token = safeGet(storage, keys.token);
  const rawUser = safeGet(storage, keys.user);
  let user: SessionUser | null = null;
  if (rawUser !== null) {
    try {
      const parsed: unknown = JSON.parse(rawUser);
      if (isSessionUser(parsed)) user = parsed;
    } catch {
      user = null;
    }
  }
  if (token === null || token === '') return user === null ? SIGNED_OUT : { user, token: null };
  return { user, token };
}

/** Stores with listeners, by the storage they share, so a write through one notifies the others. */
const peers = new WeakMap<KeyValueStorage, Set<() => void>>();

function peersOf(storage: KeyValueStorage): Set<() => void> {
  let set = peers.get(storage);
  if (!set) {
    set = new Set();
    peers.set(storage, set);
  }
  return set;
}

/** Creates a session store over localStorage (or memory when it is unavailable). */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  let storage: KeyValueStorage;
  let persistent: boolean;
  if (options.storage === undefined) {
    const local = detectLocalStorage();
    storage = local ?? createMemoryStorage();
    persistent = local !== null;
  } else if (options.storage === null) {
    storage = createMemoryStorage();
    persistent = false;
  } else {
    storage = options.storage;
    persistent = true;
  }
  const keys: SessionStorageKeys = { ...SESSION_STORAGE_KEYS, ...options.keys };
  const staleCleanupMs = options.staleCleanupMs ?? STALE_SESSION_CLEANUP_MS;
  const listeners = new Set<() => void>();
  let snapshot = readSession(storage, keys);

  /** Re-reads storage (another tab or another store may have written it) and notifies on change. */
  function refresh(): void {
    const next = readSession(storage, keys);
    if (sameSession(next, snapshot)) return;
    snapshot = next;
    notify();
  }

  function notify(): void {
    for (const listener of [...listeners]) listener();
  }

  function write(user: SessionUser | null, token: string | null): void {
    safeSet(storage, keys.user, user === null ? null : JSON.stringify(user));
    safeSet(storage, keys.token, token);
    refresh();
    for (const peer of [...peersOf(storage)]) if (peer !== refresh) peer();
  }

  function onStorageEvent(event: StorageEvent): void {
    if (event.storageArea !== null && event.storageArea !== storage) return;
    if (event.key === null || event.key === keys.user || event.key === keys.token) refresh();
  }

  const canListen = persistent && typeof globalThis.addEventListener === 'function';

  function getSnapshot(): Session {
    const next = readSession(storage, keys);
    if (!sameSession(next, snapshot)) snapshot = next;
    return snapshot;
  }

  return {
    persistent,
    getSnapshot,
    getServerSnapshot: () => SIGNED_OUT,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        peersOf(storage).add(refresh);
        if (canListen) globalThis.addEventListener('storage', onStorageEvent);
      }
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        peersOf(storage).delete(refresh);
        if (canListen) globalThis.removeEventListener('storage', onStorageEvent);
      };
    },
    getToken: () => getSnapshot().token,
    setSession({ user, token }) {
      write(user, token);
    },
    setUser(user) {
      if (readSession(storage, keys).token === null) return;
      write(user, readSession(storage, keys).token);
    },
    clear() {
      write(null, null);
    },
    expire(staleToken = null) {
      write(null, null);
      const timer = setTimeout(() => {
        const current = readSession(storage, keys);
        if (current === SIGNED_OUT) return;
        // A stale write-back (no token, or the token that just failed) goes; a fresh sign-in stays.
        if (current.token !== null && current.token !== staleToken) return;
        write(null, null);
        // The write-back may have bypassed the store (written to storage directly): tell
        // subscribers anyway, since a render may have read it.
        notify();
      }, staleCleanupMs);
      // Never keep a Node process (tests, server rendering) alive just for this.
      (timer as { unref?: () => void }).unref?.();
    },
  };
}

function sameSession(a: Session, b: Session): boolean {
  return a.token === b.token && JSON.stringify(a.user) === JSON.stringify(b.user);
}

/** The session's user object of a profile (after a profile edit or a fresh profile load). */
export function toSessionUser(profile: Profile): SessionUser {
  return {
    _id: profile._id,
    userType: profile.userType,
    firstName: profile.firstName,
    lastName: profile.lastName,
    name: profile.name,
    email: profile.email,
    userImage: profile.userImage,
    language: profile.language,
  };
}

/**
 * Stores the session a login or OTP verification answered with (`data.token`, `data.user`).
 * Returns true when a token was there to store.
 */
export function storeAuthSession(
  store: SessionStore,
  data: { token?: string | undefined; user?: SessionUser | undefined } | undefined,
): boolean {
  if (!data?.token) return false;
  store.setSession({ user: data.user ?? null, token: data.token });
  return true;
}

/**
 * Stores the session a sign-in answered with, like `storeAuthSession`; once a session is stored,
 * the guest basket's token is forgotten: the sign-in sent it and its lines joined the account's
 * basket (`basketMerge`), or the server no longer knew it.
 */
export function signInWithGuestBasket(
  client: { session: SessionStore; guest: GuestTokenStore },
  data: { token?: string | undefined; user?: SessionUser | undefined } | undefined,
): boolean {
  const stored = storeAuthSession(client.session, data);
  if (stored) client.guest.clear();
  return stored;
}
