/**
 * The paged auction lists of the catalogue (`getAuctions`, `getSaveAuction`) as TanStack Query
 * infinite queries: apart from `./catalogue.ts`, so only the pages that list auctions load the
 * paging code.
 */
import {
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { ApiError } from '../errors';
import type { AuctionFilters } from '../listing';
import { catalogueQueries, type AuctionList, type AuctionsPage } from './catalogue';
import { useApiClient } from './context';
import { favouritesStoreFor } from './favourites';
import { queryKeys } from './queryKeys';
import { useSession } from './useSession';

export type UseAuctionsOptions = {
  /** Run the query (default true). */
  enabled?: boolean;
};

/**
 * `getAuctions` as a paged list: `data.auctions` holds every page loaded so far, `data.total` the
 * number of matches when the filters ask for it (`withTotal: true`, else null); `hasNextPage` and `fetchNextPage()` load more. The filters' `pageSize` sets
 * the page size (default 20; Home passes 8). A change of filters starts a new list.
 */
export function useAuctions(
  filters: AuctionFilters = {},
  options: UseAuctionsOptions = {},
): UseInfiniteQueryResult<AuctionList, ApiError> {
  const client = useApiClient();
  const definition = catalogueQueries.auctions(client, filters);
  return useInfiniteQuery({ ...definition, enabled: options.enabled !== false });
}

/** Removes one auction from every cached saved-auctions list (its total drops by one). */
function dropFromSavedLists(
  queryClient: ReturnType<typeof useQueryClient>,
  auctionId: string,
): void {
  queryClient.setQueriesData<InfiniteData<AuctionsPage, number>>(
    { queryKey: queryKeys.savedAuctionLists },
    (data) => {
      if (!data?.pages.some((page) => page.auctions.some((a) => a._id === auctionId))) return data;
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          auctions: page.auctions.filter((a) => a._id !== auctionId),
          total: page.total === null ? null : Math.max(0, page.total - 1),
        })),
      };
    },
  );
}

/**
 * `getSaveAuction`: the signed-in user's saved auctions, paged like `useAuctions` (default 20 a
 * page). Runs only while signed in. An auction un-saved anywhere leaves this list once the server
 * accepted it (docs/product.md §8.4: the hook registers the removal callback of every auction it lists).
 */
export function useSavedAuctions(
  options: UseAuctionsOptions & { pageSize?: number } = {},
): UseInfiniteQueryResult<AuctionList, ApiError> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { isLoggedIn } = useSession();
  const query = useInfiniteQuery({
    ...catalogueQueries.savedAuctions(client, options.pageSize),
    enabled: isLoggedIn && options.enabled !== false,
  });

  const listed = query.data?.auctions;
  const ids = useMemo(() => (listed ?? []).map((auction) => auction._id).join('\n'), [listed]);
  useEffect(() => {
    if (ids === '') return;
    const store = favouritesStoreFor(queryClient);
    const unregister = ids
      .split('\n')
      .map((id) => store.onRemoved(id, () => dropFromSavedLists(queryClient, id)));
    return () => {
      for (const off of unregister) off();
    };
  }, [ids, queryClient]);

  return query;
}
