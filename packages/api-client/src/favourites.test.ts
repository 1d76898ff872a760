import { describe, expect, it, vi } from 'vitest';
import { createFavouritesStore } from './favourites';

/** A promise settled from outside, to hold a request in flight. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A saved state shown by "cards", with `apply` that records every change. */
function shownState(initial: boolean) {
  const state = { saved: initial, changes: [] as boolean[] };
  const apply = (isLiked: boolean) => {
    const before = state.saved;
    state.saved = isLiked;
    state.changes.push(isLiked);
    return () => {
      state.saved = before;
      state.changes.push(before);
    };
  };
  return { state, apply };
}

describe('createFavouritesStore', () => {
  it('shows the new state at once and keeps it after a 200', async () => {
    const store = createFavouritesStore();
    const { state, apply } = shownState(false);
    const request = deferred();
    const onSuccess = vi.fn();

    const outcome = store.toggle({
      auctionId: 'a1',
      isLiked: true,
      apply,
      send: () => request.promise,
      onSuccess,
    });
    expect(state.saved).toBe(true);
    expect(store.isPending('a1')).toBe(true);

    request.resolve();
    await expect(outcome).resolves.toBe('saved');
    expect(state.saved).toBe(true);
    expect(store.isPending('a1')).toBe(false);
    expect(onSuccess).toHaveBeenCalledWith(true);
  });

  it('ignores a second toggle of the same auction while the first is in flight', async () => {
    const store = createFavouritesStore();
    const { state, apply } = shownState(false);
    const request = deferred();
    const send = vi.fn(() => request.promise);

    const first = store.toggle({ auctionId: 'a1', isLiked: true, apply, send });
    const second = await store.toggle({ auctionId: 'a1', isLiked: false, apply, send });
    expect(second).toBe('ignored');
    expect(send).toHaveBeenCalledTimes(1);
    expect(state.changes).toEqual([true]);

    request.resolve();
    await expect(first).resolves.toBe('saved');
    // Once settled, the auction can be toggled again.
    await expect(
      store.toggle({ auctionId: 'a1', isLiked: false, apply, send: () => Promise.resolve() }),
    ).resolves.toBe('removed');
    expect(state.saved).toBe(false);
  });

  it('lets toggles of different auctions run side by side', async () => {
    const store = createFavouritesStore();
    const one = deferred();
    const two = deferred();
    const first = store.toggle({ auctionId: 'a1', isLiked: true, send: () => one.promise });
    const second = store.toggle({ auctionId: 'a2', isLiked: true, send: () => two.promise });
    expect([...store.getSnapshot()].sort()).toEqual(['a1', 'a2']);
    two.resolve();
    await expect(second).resolves.toBe('saved');
    expect([...store.getSnapshot()]).toEqual(['a1']);
    one.resolve();
    await expect(first).resolves.toBe('saved');
    expect(store.getSnapshot().size).toBe(0);
  });

  it('puts the old state back and calls onError when the server refuses', async () => {
    const store = createFavouritesStore();
    const { state, apply } = shownState(true);
    const failure = new Error('500');
    const onError = vi.fn(() => {
      // The rollback has already happened and the heart is enabled again.
      expect(state.saved).toBe(true);
      expect(store.isPending('a1')).toBe(false);
    });
    const onRemoved = vi.fn();
    store.onRemoved('a1', onRemoved);

    const outcome = await store.toggle({
      auctionId: 'a1',
      isLiked: false,
      apply,
      send: () => Promise.reject(failure),
      onError,
    });
    expect(outcome).toBe('failed');
    expect(state.changes).toEqual([false, true]);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(onRemoved).not.toHaveBeenCalled();
  });

  it('runs the removal callbacks of that auction only, after a successful un-save', async () => {
    const store = createFavouritesStore();
    const removedA1 = vi.fn();
    const alsoA1 = vi.fn();
    const removedA2 = vi.fn();
    store.onRemoved('a1', removedA1);
    store.onRemoved('a1', alsoA1);
    store.onRemoved('a2', removedA2);

    await expect(
      store.toggle({ auctionId: 'a1', isLiked: true, send: () => Promise.resolve() }),
    ).resolves.toBe('saved');
    expect(removedA1).not.toHaveBeenCalled();

    await expect(
      store.toggle({ auctionId: 'a1', isLiked: false, send: () => Promise.resolve() }),
    ).resolves.toBe('removed');
    expect(removedA1).toHaveBeenCalledWith('a1');
    expect(alsoA1).toHaveBeenCalledTimes(1);
    expect(removedA2).not.toHaveBeenCalled();
  });

  it('stops calling a removal callback once it is unregistered', async () => {
    const store = createFavouritesStore();
    const callback = vi.fn();
    const first = store.onRemoved('a1', callback);
    store.onRemoved('a1', callback);
    first();
    await store.toggle({ auctionId: 'a1', isLiked: false, send: () => Promise.resolve() });
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('notifies subscribers when an auction starts and stops being pending', async () => {
    const store = createFavouritesStore();
    const seen: boolean[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.isPending('a1')));
    const before = store.getSnapshot();
    await store.toggle({ auctionId: 'a1', isLiked: true, send: () => Promise.resolve() });
    expect(seen).toEqual([true, false]);
    expect(store.getSnapshot()).not.toBe(before);

    unsubscribe();
    await store.toggle({ auctionId: 'a1', isLiked: false, send: () => Promise.resolve() });
    expect(seen).toEqual([true, false]);
  });

  it('a throwing callback does not break the toggle', async () => {
    const store = createFavouritesStore();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const later = vi.fn();
    store.onRemoved('a1', () => {
      throw new Error('boom');
    });
    store.onRemoved('a1', later);
    await expect(
      store.toggle({ auctionId: 'a1', isLiked: false, send: () => Promise.resolve() }),
    ).resolves.toBe('removed');
    expect(later).toHaveBeenCalled();
    expect(store.isPending('a1')).toBe(false);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
