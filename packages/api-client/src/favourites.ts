/**
 * The favourites store (docs/product.md §8.4 Favourites): a heart toggles the saved state of one
 * auction; only one toggle per auction may be in flight (a second click is ignored meanwhile); the
 * new state shows at once and is undone if the server refuses it; when an un-save succeeds, the
 * removal callbacks registered for that auction run (Saved Cars drops the card).
 *
 * It holds no saved states itself: where the state is shown (a query cache, a component's list) is
 * the caller's business, through `apply`. Framework-free; the React hooks of
 * `@marketdrop/api-client/react` keep one store per QueryClient and apply the state to every cached
 * list and detail.
 */

/** How a toggle ended. */
export type FavouriteOutcome =
  /** The server accepted a save. */
  | 'saved'
  /** The server accepted an un-save; the removal callbacks of the auction ran. */
  | 'removed'
  /** A toggle of the same auction was already in flight: nothing was done. */
  | 'ignored'
  /** The server refused it or could not be reached: the old state is back. */
  | 'failed';

export type FavouriteToggle = {
  auctionId: string;
  /** The new state: true saves the auction, false un-saves it. */
  isLiked: boolean;
  /** Sends the change (e.g. `client.toggleAuction`); resolves on a 200, rejects otherwise. */
  send: () => Promise<unknown>;
  /** Shows the new state at once; may return how to undo it, run when `send` fails. */
  apply?: (isLiked: boolean) => (() => void) | void;
  /** Runs after the server accepted the change, before the removal callbacks. */
  onSuccess?: (isLiked: boolean) => void;
  /** Runs after a failure, once the old state is back (show "Failed to update favorite status"). */
  onError?: (error: unknown) => void;
};

/** Called when an un-save of the auction it was registered for succeeded. */
export type FavouriteRemovalCallback = (auctionId: string) => void;

export type FavouritesStore = {
  /** Toggles one auction's saved state; ignored while a toggle of that auction is in flight. */
  toggle(request: FavouriteToggle): Promise<FavouriteOutcome>;
  /** True while a toggle of the auction is in flight (disable its hearts). */
  isPending(auctionId: string): boolean;
  /**
   * Registers a callback run when an un-save of this auction succeeds (docs/product.md §8.4: on Saved Cars the
   * card leaves the list). Returns the function that unregisters it.
   */
  onRemoved(auctionId: string, callback: FavouriteRemovalCallback): () => void;
  /** Notified whenever an auction starts or stops being pending. */
  subscribe(listener: () => void): () => void;
  /** The auctions with a toggle in flight; a new set after every change. */
  getSnapshot(): ReadonlySet<string>;
};

/** Runs `callback` and reports (never throws) what it threw, so one bad listener cannot break a toggle. */
function runSafely(callback: () => void): void {
  try {
    callback();
  } catch (error) {
    console.error('A favourites callback failed', error);
  }
}

/** Creates a favourites store. */
export function createFavouritesStore(): FavouritesStore {
  let pending: ReadonlySet<string> = new Set();
  const listeners = new Set<() => void>();
  const removals = new Map<string, Set<FavouriteRemovalCallback>>();

  function setPending(auctionId: string, on: boolean): void {
    const next = new Set(pending);
    if (on) next.add(auctionId);
    else next.delete(auctionId);
    pending = next;
    for (const listener of [...listeners]) runSafely(listener);
  }

  return {
    async toggle({ auctionId, isLiked, send, apply, onSuccess, onError }) {
      if (pending.has(auctionId)) return 'ignored';
      setPending(auctionId, true);
      let undo: (() => void) | void = undefined;
      try {
        if (apply) undo = apply(isLiked);
        await send();
      } catch (error) {
        if (undo) runSafely(undo);
        setPending(auctionId, false);
        if (onError) runSafely(() => onError(error));
        return 'failed';
      }
      setPending(auctionId, false);
      if (onSuccess) runSafely(() => onSuccess(isLiked));
      if (isLiked) return 'saved';
      for (const callback of [...(removals.get(auctionId) ?? [])]) {
        runSafely(() => callback(auctionId));
      }
      return 'removed';
    },

    isPending: (auctionId) => pending.has(auctionId),

    onRemoved(auctionId, callback) {
      // Each registration is its own entry, so registering the same function twice and
      // unregistering once leaves one.
      const entry: FavouriteRemovalCallback = (id) => callback(id);
      let callbacks = removals.get(auctionId);
      if (!callbacks) {
        callbacks = new Set();
        removals.set(auctionId, callbacks);
      }
      callbacks.add(entry);
      return () => {
        const current = removals.get(auctionId);
        if (!current) return;
        current.delete(entry);
        if (current.size === 0) removals.delete(auctionId);
      };
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    getSnapshot: () => pending,
  };
}
