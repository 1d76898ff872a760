/**
 * Favourites in React (docs/product.md §8.4): one `FavouritesStore` per QueryClient, so every card, list and
 * detail showing an auction shares its saved state and its "toggle in flight" flag.
 *
 * A toggle updates `isSaved` of that auction at once in every cached list (Home, listing, saved),
 * detail and home screen; a refusal puts the old state back everywhere and calls `onError` (show
 * "Failed to update favorite status", `fallbackMessages.toggleFavourite`). An accepted un-save runs
 * the auction's removal callbacks: `useSavedAuctions` registers one that drops the card.
 */
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { Auction, CategoryWiseData, HomeScreenData } from '../contract';
import {
  createFavouritesStore,
  type FavouriteOutcome,
  type FavouriteRemovalCallback,
  type FavouritesStore,
} from '../favourites';
import { useApiClient } from './context';
import { queryKeys } from './queryKeys';

const stores = new WeakMap<QueryClient, FavouritesStore>();

/** The favourites store shared by every hook using this QueryClient. */
export function favouritesStoreFor(queryClient: QueryClient): FavouritesStore {
  let store = stores.get(queryClient);
  if (!store) {
    store = createFavouritesStore();
    stores.set(queryClient, store);
  }
  return store;
}

/** The favourites store of the nearest QueryClient. */
export function useFavouritesStore(): FavouritesStore {
  return favouritesStoreFor(useQueryClient());
}

type ListPage = { auctions: Auction[] };

function withSaved(auction: Auction, auctionId: string, isSaved: boolean): Auction {
  return auction._id === auctionId && auction.isSaved !== isSaved
    ? { ...auction, isSaved }
    : auction;
}

/** The same array when nothing changed, so unchanged lists do not re-render. */
function mapAuctions(auctions: Auction[], auctionId: string, isSaved: boolean): Auction[] {
  const next = auctions.map((auction) => withSaved(auction, auctionId, isSaved));
  return next.some((auction, index) => auction !== auctions[index]) ? next : auctions;
}

function mapPages<P extends ListPage>(
  data: InfiniteData<P, number> | undefined,
  auctionId: string,
  isSaved: boolean,
): InfiniteData<P, number> | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    const auctions = mapAuctions(page.auctions, auctionId, isSaved);
    if (auctions === page.auctions) return page;
    changed = true;
    return { ...page, auctions };
  });
  return changed ? { ...data, pages } : data;
}

/**
 * Sets `isSaved` of one auction in every cached catalogue answer: auction lists, saved lists, the
 * detail, the home screen and the category lists.
 */
export function setSavedInCache(queryClient: QueryClient, auctionId: string, isSaved: boolean) {
  for (const queryKey of [queryKeys.auctionLists, queryKeys.savedAuctionLists]) {
    queryClient.setQueriesData<InfiniteData<ListPage, number>>({ queryKey }, (data) =>
      mapPages(data, auctionId, isSaved),
    );
  }
  queryClient.setQueryData<Auction>(queryKeys.auction(auctionId), (auction) =>
    auction ? withSaved(auction, auctionId, isSaved) : auction,
  );
  queryClient.setQueryData<HomeScreenData>(queryKeys.homeScreen, (home) => {
    if (!home) return home;
    const allVehicles = mapAuctions(home.allVehicles, auctionId, isSaved);
    const trendingVehicles = mapAuctions(home.trendingVehicles, auctionId, isSaved);
    return allVehicles === home.allVehicles && trendingVehicles === home.trendingVehicles
      ? home
      : { ...home, allVehicles, trendingVehicles };
  });
  queryClient.setQueriesData<CategoryWiseData>(
    { queryKey: queryKeys.categoryWiseLists },
    (data) => {
      if (!data) return data;
      let changed = false;
      const categories = data.categories.map((category) => {
        const auctions = mapAuctions(category.auctions, auctionId, isSaved);
        if (auctions === category.auctions) return category;
        changed = true;
        return { ...category, auctions };
      });
      return changed ? { ...data, categories } : data;
    },
  );
}

export type UseToggleFavouriteOptions = {
  /** After the server accepted a change. */
  onSuccess?: (auctionId: string, isLiked: boolean) => void;
  /**
   * After a refused or unanswered change, once the old state is back: show the toast
   * "Failed to update favorite status" (`fallbackMessages.toggleFavourite`).
   */
  onError?: (error: unknown, auctionId: string) => void;
};

export type ToggleFavourite = {
  /**
   * Saves (`isLiked` true) or un-saves an auction. Ignored (resolves `'ignored'`) while a toggle of
   * the same auction is in flight.
   */
  toggle: (auctionId: string, isLiked: boolean) => Promise<FavouriteOutcome>;
  /** True while a toggle of the auction is in flight: disable its hearts. */
  isPending: (auctionId: string) => boolean;
};

/**
 * `toggleAuction` through the shared favourites store: one toggle per auction at a time, the new
 * state in every cached list and detail at once, the old one back on failure, removal callbacks on
 * an accepted un-save. Re-renders when any auction's pending flag changes.
 */
export function useToggleFavourite(options: UseToggleFavouriteOptions = {}): ToggleFavourite {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const store = favouritesStoreFor(queryClient);
  const pending = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  // The latest callbacks, without making `toggle` change identity on every render.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const toggle = useCallback(
    (auctionId: string, isLiked: boolean) =>
      store.toggle({
        auctionId,
        isLiked,
        apply: (liked) => {
          setSavedInCache(queryClient, auctionId, liked);
          return () => setSavedInCache(queryClient, auctionId, !liked);
        },
        send: () => client.toggleAuction({ auctionId, isLiked }),
        onSuccess: (liked) => {
          // A list fetched while the change was in flight may hold the old state.
          setSavedInCache(queryClient, auctionId, liked);
          // Saved lists no one shows are dropped (the next visit loads them afresh); a shown one
          // follows a new save by reloading, and an un-save through its removal callback.
          queryClient.removeQueries({ queryKey: queryKeys.savedAuctionLists, type: 'inactive' });
          if (liked) {
            void queryClient.invalidateQueries({
              queryKey: queryKeys.savedAuctionLists,
              type: 'active',
            });
          }
          latest.current.onSuccess?.(auctionId, liked);
        },
        onError: (error) => latest.current.onError?.(error, auctionId),
      }),
    [client, queryClient, store],
  );

  const isPending = useCallback((auctionId: string) => pending.has(auctionId), [pending]);
  return { toggle, isPending };
}

/** True while a toggle of this auction is in flight (re-renders only when that changes). */
export function useFavouritePending(auctionId: string): boolean {
  const store = useFavouritesStore();
  const read = () => store.isPending(auctionId);
  return useSyncExternalStore(store.subscribe, read, read);
}

/**
 * Registers `callback` to run when an un-save of this auction succeeds (docs/product.md §8.4), for as long as
 * the component is mounted. `useSavedAuctions` does this itself for the cards it lists.
 */
export function useOnFavouriteRemoved(
  auctionId: string | null | undefined,
  callback: FavouriteRemovalCallback,
): void {
  const store = useFavouritesStore();
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (!auctionId) return;
    return store.onRemoved(auctionId, (id) => latest.current(id));
  }, [auctionId, store]);
}
