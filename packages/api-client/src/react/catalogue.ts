/**
 * TanStack Query hooks for the catalogue calls (docs/product.md §10.1 Calls): banners, the home screen,
 * the paged auction lists, the filter options, one auction, the saved auctions. Queries reject with
 * `ApiError`; pick the text to show with `messageOf(error, fallbackMessages.x)`.
 *
 * The paged lists (`useAuctions`, `useSavedAuctions`) are in `./catalogue-lists.ts`, apart, so a
 * page that shows one auction does not load the paging code (`useInfiniteQuery`); the favourite
 * toggle and the shared saved state live in `./favourites.ts`.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useQuery,
  type InfiniteData,
  type UseQueryResult,
} from '@tanstack/react-query';
import { FIRST_PAGE, SAVED_PAGE_SIZE } from '@marketdrop/validation';
import type { ApiClient } from '../client';
import type {
  Auction,
  AuctionDetailData,
  Banner,
  CategoryWiseData,
  CategoryWiseRequest,
  FilterOptions,
  HomeScreenData,
} from '../contract';
import type { ApiError } from '../errors';
import type { QueryHookOptions } from './accounts';
import { useApiClient } from './context';
import { auctionsRequest, listingPayload, type AuctionFilters } from '../listing';
import { queryKeys } from './queryKeys';

/** One page of a list of auctions, as the list queries keep it in the cache. */
export type AuctionsPage = {
  auctions: Auction[];
  pageNumber: number;
  /** Whether more pages follow. */
  hasMore: boolean;
  /** How many match in all, when the server counted them (getAuctions: with `withTotal`). */
  total: number | null;
};

/** A paged list, flattened for display. */
export type AuctionList = {
  /** Every auction of the pages loaded so far, in order, each once. */
  auctions: Auction[];
  /** How many auctions match in all (the server's `pagination.total`), null when not counted. */
  total: number | null;
  /** How many pages are loaded. */
  pages: number;
};

export type { AuctionFilters } from '../listing';

/** Filter options change only with the catalogue: they stay fresh for five minutes. */
const FILTER_DATA_STALE_MS = 5 * 60_000;

function flatten(data: InfiniteData<AuctionsPage, number>): AuctionList {
  const seen = new Set<string>();
  const auctions: Auction[] = [];
  for (const page of data.pages) {
    for (const auction of page.auctions) {
      // An auction may move between pages while the list is read (a new bid changes the order).
      if (seen.has(auction._id)) continue;
      seen.add(auction._id);
      auctions.push(auction);
    }
  }
  const last = data.pages[data.pages.length - 1];
  return { auctions, total: last?.total ?? null, pages: data.pages.length };
}

function nextPage(last: AuctionsPage): number | undefined {
  return last.hasMore ? last.pageNumber + 1 : undefined;
}

// ---------------------------------------------------------------------------------------------
// Queries shared by hooks and route loaders

/** Query definitions of the catalogue calls, for `useQuery`, `ensureQueryData` or `prefetchQuery`. */
export const catalogueQueries = {
  banners: (client: ApiClient) =>
    queryOptions<Banner[], ApiError, Banner[], readonly unknown[]>({
      queryKey: queryKeys.banners,
      queryFn: async ({ signal }) => (await client.getBanners(undefined, { signal })).data,
    }),
  homeScreen: (client: ApiClient) =>
    queryOptions<HomeScreenData, ApiError, HomeScreenData, readonly unknown[]>({
      queryKey: queryKeys.homeScreen,
      queryFn: async ({ signal }) =>
        (await client.getHomeScreenDetails(undefined, { signal })).data,
    }),
  filterData: (client: ApiClient) =>
    queryOptions<FilterOptions, ApiError, FilterOptions, readonly unknown[]>({
      queryKey: queryKeys.filterData,
      queryFn: async ({ signal }) => (await client.filterdata(undefined, { signal })).data,
      staleTime: FILTER_DATA_STALE_MS,
    }),
  auction: (client: ApiClient, auctionId: string) =>
    queryOptions<AuctionDetailData, ApiError, AuctionDetailData, readonly unknown[]>({
      queryKey: queryKeys.auction(auctionId),
      queryFn: async ({ signal }) => (await client.auctionScreen({ auctionId }, { signal })).data,
    }),
  categoryWise: (client: ApiClient, request: CategoryWiseRequest = {}) =>
    queryOptions<CategoryWiseData, ApiError, CategoryWiseData, readonly unknown[]>({
      queryKey: queryKeys.categoryWise(request),
      queryFn: async ({ signal }) =>
        (await client.getCategoryWiseDetails(request, { signal })).data,
    }),
  /** A `getAuctions` list, page by page (`pageSize` default 20). */
  auctions: (client: ApiClient, filters: AuctionFilters = {}) => {
    const payload = listingPayload(filters);
    return infiniteQueryOptions<AuctionsPage, ApiError, AuctionList, readonly unknown[], number>({
      queryKey: queryKeys.auctions(payload),
      queryFn: async ({ pageParam, signal }) => {
        const answer = await client.getAuctions(auctionsRequest(payload, pageParam), { signal });
        const { pageNumber, hasMore, total } = answer.pagination;
        return { auctions: answer.data, pageNumber, hasMore, total };
      },
      initialPageParam: FIRST_PAGE,
      getNextPageParam: nextPage,
      select: flatten,
    });
  },
  /** The signed-in user's saved auctions, page by page (`pageSize` default 20). */
  savedAuctions: (client: ApiClient, pageSize: number = SAVED_PAGE_SIZE) =>
    infiniteQueryOptions<AuctionsPage, ApiError, AuctionList, readonly unknown[], number>({
      queryKey: queryKeys.savedAuctions(pageSize),
      queryFn: async ({ pageParam, signal }) => {
        const answer = await client.getSaveAuction({ pageNumber: pageParam, pageSize }, { signal });
        const { pageNumber, totalPages, total } = answer.data.pagination;
        return {
          auctions: answer.data.savedAuctions,
          pageNumber,
          hasMore: pageNumber < totalPages,
          total,
        };
      },
      initialPageParam: FIRST_PAGE,
      getNextPageParam: nextPage,
      select: flatten,
    }),
};

// ---------------------------------------------------------------------------------------------
// Hooks

/** `getBanners`: the hero banners of Home. */
export function useBanners(
  options?: QueryHookOptions<Banner[]>,
): UseQueryResult<Banner[], ApiError> {
  const client = useApiClient();
  return useQuery({ ...options, ...catalogueQueries.banners(client) });
}

/** `getHomeScreenDetails`: banners and the first 8 of all and of trending vehicles, in one call. */
export function useHomeScreen(
  options?: QueryHookOptions<HomeScreenData>,
): UseQueryResult<HomeScreenData, ApiError> {
  const client = useApiClient();
  return useQuery({ ...options, ...catalogueQueries.homeScreen(client) });
}

/** `filterdata`: the filter options, built by the server from the live catalogue. */
export function useFilterData(
  options?: QueryHookOptions<FilterOptions>,
): UseQueryResult<FilterOptions, ApiError> {
  const client = useApiClient();
  return useQuery({ ...options, ...catalogueQueries.filterData(client) });
}

/**
 * `auctionScreen`: one auction in detail (with the seller's disclosures). Idle while `auctionId`
 * is empty; a missing one fails with 404.
 */
export function useAuction(
  auctionId: string | null | undefined,
  options?: QueryHookOptions<AuctionDetailData>,
): UseQueryResult<AuctionDetailData, ApiError> {
  const client = useApiClient();
  const id = auctionId ?? '';
  return useQuery({
    ...options,
    ...catalogueQueries.auction(client, id),
    enabled: id !== '' && options?.enabled !== false,
  });
}

/** `getCategoryWiseDetails`: the first auctions of every category (body type). */
export function useCategoryWise(
  request: CategoryWiseRequest = {},
  options?: QueryHookOptions<CategoryWiseData>,
): UseQueryResult<CategoryWiseData, ApiError> {
  const client = useApiClient();
  return useQuery({ ...options, ...catalogueQueries.categoryWise(client, request) });
}
