/**
 * TanStack Query hooks of the dealer dashboard and the seller profile (docs/product.md §6.1,
 * §6.2, §3.8): the dealer's verification, the listing form's options, the dealer's listings and
 * every write on them, reserve offers, and a seller's public profile with Load More.
 *
 * Every write on a listing answers the listing as it is now: the hooks put it in the cache of
 * `getDealerListing` and refetch the dashboard's lists (states and counts move).
 */
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type UseInfiniteQueryResult,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { newIdempotencyKey, type ApiClient, type InputOf } from '../client';
import type {
  Auction,
  DealerListing,
  DealerListingsData,
  DealerListingsRequest,
  ListingIdRequest,
  ListingOptionsData,
  Pagination,
  ResponseOf,
  SellerProfile,
} from '../contract';
import type { ApiError } from '../errors';
import type { MutationHookOptions, QueryHookOptions } from './accounts';
import { useApiClient } from './context';
import { queryKeys } from './queryKeys';
import { dealerStatusQuery } from './dealer-status';
import { useSession } from './useSession';

/** The seller profile's page size (a grid of cards, Load More). */
export const SELLER_PROFILE_PAGE_SIZE = 12;

/** A page of the dealer's listings as the cache keeps it. */
export type DealerListingsPage = DealerListingsData & { pagination: Pagination };

/** Query definitions of the dealer calls, for `useQuery`, `ensureQueryData` or `prefetchQuery`. */
export const dealerQueries = {
  status: dealerStatusQuery,
  listingOptions: (client: ApiClient) =>
    queryOptions<ListingOptionsData, ApiError, ListingOptionsData, readonly unknown[]>({
      queryKey: queryKeys.listingOptions,
      queryFn: async ({ signal }) => (await client.getListingOptions(undefined, { signal })).data,
    }),
  listings: (client: ApiClient, request: DealerListingsRequest) =>
    queryOptions<DealerListingsPage, ApiError, DealerListingsPage, readonly unknown[]>({
      queryKey: queryKeys.dealerListings(request),
      queryFn: async ({ signal }) => {
        const answer = await client.getDealerListings(request, { signal });
        return { ...answer.data, pagination: answer.pagination };
      },
    }),
  listing: (client: ApiClient, listingId: string) =>
    queryOptions<DealerListing, ApiError, DealerListing, readonly unknown[]>({
      queryKey: queryKeys.dealerListing(listingId),
      queryFn: async ({ signal }) =>
        (await client.getDealerListing({ listingId }, { signal })).data,
    }),
};

/**
 * `submitDealerVerification` (multipart: `dealerLicence` and `businessRegistration` files). On
 * success the status cache takes the answer (`submitted`).
 */
export function useSubmitDealerVerification(
  options?: MutationHookOptions<
    ResponseOf<'submitDealerVerification'>,
    InputOf<'submitDealerVerification'>
  >,
): UseMutationResult<
  ResponseOf<'submitDealerVerification'>,
  ApiError,
  InputOf<'submitDealerVerification'>
> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: InputOf<'submitDealerVerification'>) =>
      client.submitDealerVerification(input),
    onSuccess: (...args) => {
      queryClient.setQueryData(queryKeys.dealerStatus, args[0].data);
      return options?.onSuccess?.(...args);
    },
  });
}

/** `getListingOptions`: makes, body types, fuel/transmission/drivetrain lists, closing slots. */
export function useListingOptions(
  options?: QueryHookOptions<ListingOptionsData>,
): UseQueryResult<ListingOptionsData, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    staleTime: 5 * 60_000,
    ...options,
    ...dealerQueries.listingOptions(client),
    enabled: isLoggedIn && options?.enabled !== false,
  });
}

/**
 * `getDealerListings`: one page of the dealer's listings in a state (none: all) with the counts of
 * every state. The previous page stays shown while the next loads.
 */
export function useDealerListings(
  request: DealerListingsRequest = {},
  options?: QueryHookOptions<DealerListingsPage>,
): UseQueryResult<DealerListingsPage, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    placeholderData: keepPreviousData,
    ...options,
    ...dealerQueries.listings(client, request),
    enabled: isLoggedIn && options?.enabled !== false,
  });
}

/** `getDealerListing`: one of the dealer's listings (the edit page); none without an id. */
export function useDealerListing(
  listingId: string | undefined,
  options?: QueryHookOptions<DealerListing>,
): UseQueryResult<DealerListing, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    ...options,
    ...dealerQueries.listing(client, listingId ?? ''),
    enabled:
      isLoggedIn && listingId !== undefined && listingId !== '' && options?.enabled !== false,
  });
}

/** The listing a write answered goes into the cache; every list of the dashboard is refetched. */
async function storeListing(queryClient: QueryClient, listing: DealerListing): Promise<void> {
  queryClient.setQueryData(queryKeys.dealerListing(listing._id), listing);
  await queryClient.invalidateQueries({ queryKey: queryKeys.dealerListingLists });
}

/** A mutation of one listing whose answer's `data` is the listing. */
function useListingMutation<TVariables, TResult extends { data: DealerListing }>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  options: MutationHookOptions<TResult, TVariables> | undefined,
): UseMutationResult<TResult, ApiError, TVariables> {
  const queryClient = useQueryClient();
  return useMutation<TResult, ApiError, TVariables>({
    ...options,
    mutationFn,
    onSuccess: async (...args) => {
      await storeListing(queryClient, args[0].data);
      return options?.onSuccess?.(...args);
    },
  });
}

/** `createListing`: a new draft (the vehicle and its sale terms). 403 `DEALER_NOT_VERIFIED` before verification. */
export function useCreateListing(
  options?: MutationHookOptions<ResponseOf<'createListing'>, InputOf<'createListing'>>,
) {
  const client = useApiClient();
  return useListingMutation(
    (input: InputOf<'createListing'>) => client.createListing(input),
    options,
  );
}

/**
 * `updateListing`: the whole form again. 409 `PRICE_TERMS_LOCKED` when terms change after a bid,
 * `LISTING_FACTS_LOCKED` when the vehicle's facts do, `PRICE_RAISE_NOT_ALLOWED` when a live sale's
 * price would go up.
 */
export function useUpdateListing(
  options?: MutationHookOptions<ResponseOf<'updateListing'>, InputOf<'updateListing'>>,
) {
  const client = useApiClient();
  return useListingMutation(
    (input: InputOf<'updateListing'>) => client.updateListing(input),
    options,
  );
}

/**
 * `addListingDisclosure`: a dated note on a listing whose facts are locked (after the first bid or
 * claim), public on the auction; its bidders and savers are told. The detail of the auction is
 * loaded again.
 */
export function useAddListingDisclosure(
  options?: MutationHookOptions<
    ResponseOf<'addListingDisclosure'>,
    InputOf<'addListingDisclosure'>
  >,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useListingMutation(async (input: InputOf<'addListingDisclosure'>) => {
    const answer = await client.addListingDisclosure(input);
    const auctionId = answer.data.auctionId;
    if (auctionId !== null) {
      await queryClient.invalidateQueries({ queryKey: queryKeys.auction(auctionId) });
    }
    return answer;
  }, options);
}

/** `publishListing`: the draft becomes an auction (scheduled or live). */
export function usePublishListing(
  options?: MutationHookOptions<ResponseOf<'publishListing'>, ListingIdRequest>,
) {
  const client = useApiClient();
  return useListingMutation((input: ListingIdRequest) => client.publishListing(input), options);
}

/** `withdrawListing`: takes it off sale (refused once a bid or claim exists). */
export function useWithdrawListing(
  options?: MutationHookOptions<ResponseOf<'withdrawListing'>, ListingIdRequest>,
) {
  const client = useApiClient();
  return useListingMutation((input: ListingIdRequest) => client.withdrawListing(input), options);
}

/** `relistListing`: a sale that ended unsold goes on sale again with the same terms. */
export function useRelistListing(
  options?: MutationHookOptions<ResponseOf<'relistListing'>, ListingIdRequest>,
) {
  const client = useApiClient();
  return useListingMutation((input: ListingIdRequest) => client.relistListing(input), options);
}

/** `uploadListingPhotos` (multipart: `listingId` and 1 to 10 `photos`). */
export function useUploadListingPhotos(
  options?: MutationHookOptions<ResponseOf<'uploadListingPhotos'>, InputOf<'uploadListingPhotos'>>,
) {
  const client = useApiClient();
  return useListingMutation(
    (input: InputOf<'uploadListingPhotos'>) => client.uploadListingPhotos(input),
    options,
  );
}

/** `reorderListingPhotos`: every photo id in the new order (the first is the cover). */
export function useReorderListingPhotos(
  options?: MutationHookOptions<
    ResponseOf<'reorderListingPhotos'>,
    InputOf<'reorderListingPhotos'>
  >,
) {
  const client = useApiClient();
  return useListingMutation(
    (input: InputOf<'reorderListingPhotos'>) => client.reorderListingPhotos(input),
    options,
  );
}

/** `deleteListingPhoto`. */
export function useDeleteListingPhoto(
  options?: MutationHookOptions<ResponseOf<'deleteListingPhoto'>, InputOf<'deleteListingPhoto'>>,
) {
  const client = useApiClient();
  return useListingMutation(
    (input: InputOf<'deleteListingPhoto'>) => client.deleteListingPhoto(input),
    options,
  );
}

/** `uploadListingDocuments` (multipart: `listingId`, a `conditionReport` PDF and/or `documents`). */
export function useUploadListingDocuments(
  options?: MutationHookOptions<
    ResponseOf<'uploadListingDocuments'>,
    InputOf<'uploadListingDocuments'>
  >,
) {
  const client = useApiClient();
  return useListingMutation(
    (input: InputOf<'uploadListingDocuments'>) => client.uploadListingDocuments(input),
    options,
  );
}

/** `deleteListingDocument` (the condition report too). */
export function useDeleteListingDocument(
  options?: MutationHookOptions<
    ResponseOf<'deleteListingDocument'>,
    InputOf<'deleteListingDocument'>
  >,
) {
  const client = useApiClient();
  return useListingMutation(
    (input: InputOf<'deleteListingDocument'>) => client.deleteListingDocument(input),
    options,
  );
}

/**
 * `acceptReserveOffer`: sells to the highest bidder of an auction that closed below its reserve
 * (an order for them). Each `mutate` is one action with its own Idempotency-Key.
 */
export function useAcceptReserveOffer(
  options?: MutationHookOptions<ResponseOf<'acceptReserveOffer'>, ListingIdRequest>,
): UseMutationResult<ResponseOf<'acceptReserveOffer'>, ApiError, ListingIdRequest> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<ResponseOf<'acceptReserveOffer'>, ApiError, ListingIdRequest>({
    ...options,
    mutationFn: (input) =>
      client.acceptReserveOffer(input, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: async (...args) => {
      await storeListing(queryClient, args[0].data.listing);
      return options?.onSuccess?.(...args);
    },
  });
}

/** `declineReserveOffer`: lets the offer lapse now. */
export function useDeclineReserveOffer(
  options?: MutationHookOptions<ResponseOf<'declineReserveOffer'>, ListingIdRequest>,
) {
  const client = useApiClient();
  return useListingMutation(
    (input: ListingIdRequest) => client.declineReserveOffer(input),
    options,
  );
}

// ---------------------------------------------------------------------------------------------
// Seller profile

type SellerProfilePage = { seller: SellerProfile; listings: Auction[]; pagination: Pagination };

/** A seller's profile with the live listings loaded so far. */
export type SellerProfileView = {
  seller: SellerProfile;
  /** Every listing of the pages loaded so far, each once. */
  listings: Auction[];
  /** How many live listings the seller has. */
  total: number;
};

function flattenSeller(data: InfiniteData<SellerProfilePage, number>): SellerProfileView {
  const seen = new Set<string>();
  const listings: Auction[] = [];
  for (const page of data.pages) {
    for (const auction of page.listings) {
      if (seen.has(auction._id)) continue;
      seen.add(auction._id);
      listings.push(auction);
    }
  }
  const last = data.pages[data.pages.length - 1] as SellerProfilePage;
  return { seller: last.seller, listings, total: last.pagination.total };
}

export const sellerQueries = {
  profile: (client: ApiClient, sellerId: string, pageSize: number = SELLER_PROFILE_PAGE_SIZE) =>
    infiniteQueryOptions<
      SellerProfilePage,
      ApiError,
      SellerProfileView,
      readonly unknown[],
      number
    >({
      queryKey: queryKeys.sellerProfile(sellerId, pageSize),
      queryFn: async ({ pageParam, signal }) => {
        const answer = await client.getSellerProfile(
          { sellerId, pageNumber: pageParam, pageSize },
          { signal },
        );
        return { ...answer.data, pagination: answer.pagination };
      },
      initialPageParam: 1,
      getNextPageParam: (last) =>
        last.pagination.pageNumber < last.pagination.totalPages
          ? last.pagination.pageNumber + 1
          : undefined,
      select: flattenSeller,
    }),
};

/**
 * `getSellerProfile` with Load More: `data.seller` is the header, `data.listings` the live
 * listings loaded so far; `hasNextPage` / `fetchNextPage()` load more. Unknown seller: 404.
 */
export function useSellerProfile(
  sellerId: string | undefined,
  options: { pageSize?: number; enabled?: boolean } = {},
): UseInfiniteQueryResult<SellerProfileView, ApiError> {
  const client = useApiClient();
  return useInfiniteQuery({
    ...sellerQueries.profile(client, sellerId ?? '', options.pageSize),
    enabled: sellerId !== undefined && sellerId !== '' && options.enabled !== false,
  });
}
