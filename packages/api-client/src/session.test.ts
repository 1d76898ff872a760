import { STALE_SESSION_CLEANUP_MS } from '@marketdrop/validation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from './contract';
import {
  SESSION_STORAGE_KEYS,
  createMemoryStorage,
  createSessionStore,
  detectLocalStorage,
  type KeyValueStorage,
} from './session';

const ana: SessionUser = {
  _id: 'u1',
  userType: 'consumer',
  firstName: 'Ana',
  lastName: 'Roy',
  name: 'Ana Roy',
  email: 'ana@example.ca',
  userImage: null,
  language: 'en',
};

describe('session store', () => {
  let storage: KeyValueStorage;
  beforeEach(() => {
    storage = createMemoryStorage();
  });

  it('starts signed out and writes the user object and the token under the spec keys', () => {
    const store = createSessionStore({ storage });
    expect(store.getSnapshot()).toEqual({ user: null, token: null });

    store.setSession({ user: ana, token: 'tok-1' });
    expect(storage.getItem(SESSION_STORAGE_KEYS.token)).toBe('tok-1');
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEYS.user) ?? 'null')).toEqual(ana);
    expect(store.getToken()).toBe('tok-1');
    expect(store.getSnapshot()).toEqual({ user: ana, token: 'tok-1' });
  });

  it('reads a session written before it was created, and survives a corrupt user entry', () => {
    storage.setItem('token', 'tok-9');
    storage.setItem('user', '{not json');
    const store = createSessionStore({ storage });
    expect(store.getSnapshot()).toEqual({ user: null, token: 'tok-9' });
  });

  it('returns the same snapshot object until the session changes (useSyncExternalStore)', () => {
    const store = createSessionStore({ storage });
    store.setSession({ user: ana, token: 't' });
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.setUser({ ...ana, firstName: 'Anna' });
    const second = store.getSnapshot();
    expect(second).not.toBe(first);
    expect(second.user?.firstName).toBe('Anna');
    expect(store.getServerSnapshot()).toEqual({ user: null, token: null });
  });

  it('notifies subscribers on change only, and stops after unsubscribe', () => {
    const store = createSessionStore({ storage });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setSession({ user: ana, token: 't' });
    store.setSession({ user: ana, token: 't' });
    expect(listener).toHaveBeenCalledTimes(1);
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.setSession({ user: ana, token: 't2' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('notifies the subscribers of another store on the same storage', () => {
    const a = createSessionStore({ storage });
    const b = createSessionStore({ storage });
    const listener = vi.fn();
    b.subscribe(listener);
    a.setSession({ user: ana, token: 'shared' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(b.getSnapshot().token).toBe('shared');
  });

  it('setUser does nothing when signed out', () => {
    const store = createSessionStore({ storage });
    store.setUser(ana);
    expect(store.getSnapshot()).toEqual({ user: null, token: null });
    expect(storage.getItem('user')).toBeNull();
  });

  it('uses custom keys', () => {
    const store = createSessionStore({ storage, keys: { token: 'md.token', user: 'md.user' } });
    store.setSession({ user: ana, token: 'k' });
    expect(storage.getItem('md.token')).toBe('k');
    expect(storage.getItem('token')).toBeNull();
  });

  it('falls back to memory in Node, where there is no localStorage', () => {
    expect(detectLocalStorage()).toBeNull();
    const store = createSessionStore();
    expect(store.persistent).toBe(false);
    store.setSession({ user: ana, token: 'mem' });
    expect(store.getSnapshot().token).toBe('mem');
  });

  it('falls back to memory when localStorage throws on access', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(detectLocalStorage()).toBeNull();
      const store = createSessionStore();
      store.setSession({ user: null, token: 'still works' });
      expect(store.getToken()).toBe('still works');
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
      else delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });

  it('keeps working in memory when the storage refuses writes (quota)', () => {
    const full: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = createSessionStore({ storage: full });
    expect(() => store.setSession({ user: ana, token: 'x' })).not.toThrow();
    // Nothing could be stored, so the store reports what storage holds: signed out.
    expect(store.getSnapshot().token).toBeNull();
  });

  describe('expire (401 / 502)', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('clears now, and clears a stale write-back again after STALE_SESSION_CLEANUP_MS', () => {
      expect(STALE_SESSION_CLEANUP_MS).toBe(1000);
      const store = createSessionStore({ storage });
      store.setSession({ user: ana, token: 'stale' });
      store.expire('stale');
      expect(store.getSnapshot()).toEqual({ user: null, token: null });
      expect(storage.getItem('token')).toBeNull();

      // Something still holding the old session writes it back.
      storage.setItem('token', 'stale');
      storage.setItem('user', JSON.stringify(ana));
      vi.advanceTimersByTime(STALE_SESSION_CLEANUP_MS - 1);
      expect(store.getSnapshot().token).toBe('stale');
      vi.advanceTimersByTime(1);
      expect(store.getSnapshot()).toEqual({ user: null, token: null });
      expect(storage.getItem('user')).toBeNull();
    });

    it('also clears a user object left without a token', () => {
      const store = createSessionStore({ storage });
      store.expire(null);
      storage.setItem('user', JSON.stringify(ana));
      vi.advanceTimersByTime(STALE_SESSION_CLEANUP_MS);
      expect(storage.getItem('user')).toBeNull();
      expect(store.getSnapshot().user).toBeNull();
    });

    it('keeps a fresh sign-in made within the second', () => {
      const store = createSessionStore({ storage });
      store.setSession({ user: ana, token: 'old' });
      store.expire('old');
      store.setSession({ user: ana, token: 'fresh' });
      vi.advanceTimersByTime(STALE_SESSION_CLEANUP_MS);
      expect(store.getSnapshot()).toEqual({ user: ana, token: 'fresh' });
    });

    it('tells subscribers about both clearings', () => {
      const store = createSessionStore({ storage });
      const listener = vi.fn();
      store.subscribe(listener);
      store.setSession({ user: ana, token: 'stale' });
      store.expire('stale');
      expect(listener).toHaveBeenCalledTimes(2);
      // Written back behind the store's back: subscribers still hear about the second clearing.
      storage.setItem('token', 'stale');
      vi.advanceTimersByTime(STALE_SESSION_CLEANUP_MS);
      expect(listener).toHaveBeenCalledTimes(3);
      expect(store.getSnapshot().token).toBeNull();
      // Nothing written back: the second clearing is silent.
      store.expire(null);
      const calls = listener.mock.calls.length;
      vi.advanceTimersByTime(STALE_SESSION_CLEANUP_MS);
      expect(listener).toHaveBeenCalledTimes(calls);
    });

    it('honours a custom delay', () => {
      const store = createSessionStore({ storage, staleCleanupMs: 50 });
      store.expire('late');
      storage.setItem('token', 'late');
      vi.advanceTimersByTime(50);
      expect(store.getToken()).toBeNull();
    });
  });
});
