/**
 * TanStack Query hooks for the calls after the sale (docs/product.md §5): My Bids, the checkout
 * (Delivery Details, time slots, previous addresses, payment), My Orders, an order's detail and
 * tracking, cancel, review, the dealer's status changes, and a seller's reviews. Everything of
 * the signed-in user lives under the `account` keys (reset on sign-in and sign-out); a change to
 * an order refreshes every order query and My Bids.
 */
import {
  infiniteQueryOptions,
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
import { FIRST_PAGE, ORDER_LIMITS } from '@marketdrop/validation';
import type { ApiClient } from '../client';
import { isBasketCheckout, orderCheckoutOf } from '../checkout';
import type {
  CancelOrderRequest,
  CheckoutDetails,
  CheckoutTargetRequest,
  DeliveryType,
  MyBid,
  MyBidsRequest,
  OrderAddress,
  OrderDetails,
  OrderHistoryRequest,
  OrderListItem,
  OrderReview,
  Pagination,
  ResponseOf,
  ReviewOrderRequest,
  TimeSlot,
  TrackOrderData,
  UpdateCheckoutDetailsRequest,
  UpdateOrderStatusRequest,
} from '../contract';
import type { ApiError } from '../errors';
import type { MutationHookOptions, QueryHookOptions } from './accounts';
import { useApiClient } from './context';
import { queryKeys } from './queryKeys';
import { useSession } from './useSession';

/** My Bids and My Orders: items a page (the server's default). */
export const ORDERS_PAGE_SIZE = ORDER_LIMITS.pageSizeDefault;
/** Reviews of a seller a page (the server's default). */
export const REVIEWS_PAGE_SIZE = ORDER_LIMITS.reviewsPageSizeDefault;

type Page<T> = { items: T[]; total: number; pagination: Pagination };

/** A paged list flattened for display. */
export type PagedList<T> = {
  /** Every item of the pages loaded so far, in order, each once. */
  items: T[];
  /** How many items the list holds in all (My Bids' `Total N Listings`). */
  total: number;
  /** How many pages are loaded. */
  pages: number;
};

function flatten<T>(idOf: (item: T) => string) {
  return (data: InfiniteData<Page<T>, number>): PagedList<T> => {
    const seen = new Set<string>();
    const items: T[] = [];
    for (const page of data.pages) {
      for (const item of page.items) {
        // An item may move to another page while the list is read.
        const id = idOf(item);
        if (seen.has(id)) continue;
        seen.add(id);
        items.push(item);
      }
    }
    const last = data.pages[data.pages.length - 1];
    return { items, total: last?.total ?? 0, pages: data.pages.length };
  };
}

function nextPage<T>(last: Page<T>): number | undefined {
  const { pageNumber, totalPages } = last.pagination;
  return pageNumber < totalPages ? pageNumber + 1 : undefined;
}

/**
 * The `myBids` request without its page number (`pageSize` default 20): `myBidsRequest(state)` of
 * the My Bids model (`MyBidsState` of `@marketdrop/api-client`).
 */
export type MyBidsQuery = Omit<MyBidsRequest, 'pageNumber'>;
/** My Orders' tab (and `role: 'seller'` for a dealer's sales); `pageSize` default 20. */
export type OrderHistoryFilters = Omit<OrderHistoryRequest, 'pageNumber'>;

/** Query definitions of the order calls, for `useQuery`, `ensureQueryData` or `prefetchQuery`. */
export const orderQueries = {
  /** `myBids`: one tab, page by page. */
  myBids: (client: ApiClient, filters: MyBidsQuery) => {
    const request = { pageSize: ORDERS_PAGE_SIZE, ...filters };
    return infiniteQueryOptions<
      Page<MyBid>,
      ApiError,
      PagedList<MyBid>,
      readonly unknown[],
      number
    >({
      queryKey: queryKeys.myBids(request),
      queryFn: async ({ pageParam, signal }) => {
        const answer = await client.myBids({ ...request, pageNumber: pageParam }, { signal });
        return {
          items: answer.data.bids,
          total: answer.data.total,
          pagination: answer.pagination,
        };
      },
      initialPageParam: FIRST_PAGE,
      getNextPageParam: nextPage,
      select: flatten((bid) => bid.auction._id),
    });
  },
  /** `orderHistory`: one tab of My Orders, page by page. */
  orderHistory: (client: ApiClient, filters: OrderHistoryFilters) => {
    const request = { pageSize: ORDERS_PAGE_SIZE, ...filters };
    return infiniteQueryOptions<
      Page<OrderListItem>,
      ApiError,
      PagedList<OrderListItem>,
      readonly unknown[],
      number
    >({
      queryKey: queryKeys.orderHistory(request),
      queryFn: async ({ pageParam, signal }) => {
        const answer = await client.orderHistory({ ...request, pageNumber: pageParam }, { signal });
        return {
          items: answer.data.orders,
          total: answer.data.total,
          pagination: answer.pagination,
        };
      },
      initialPageParam: FIRST_PAGE,
      getNextPageParam: nextPage,
      select: flatten((order) => order._id),
    });
  },
  order: (client: ApiClient, orderId: string) =>
    queryOptions<OrderDetails, ApiError, OrderDetails, readonly unknown[]>({
      queryKey: queryKeys.order(orderId),
      queryFn: async ({ signal }) =>
        (await client.viewOrderDetails({ id: orderId }, { signal })).data,
    }),
  trackOrder: (client: ApiClient, orderId: string) =>
    queryOptions<TrackOrderData, ApiError, TrackOrderData, readonly unknown[]>({
      queryKey: queryKeys.trackOrder(orderId),
      queryFn: async ({ signal }) => (await client.trackOrder({ id: orderId }, { signal })).data,
    }),
  checkout: (client: ApiClient, orderId: string) =>
    queryOptions<CheckoutDetails, ApiError, CheckoutDetails, readonly unknown[]>({
      queryKey: queryKeys.checkout(orderId),
      queryFn: async ({ signal }) =>
        orderCheckoutOf((await client.getCheckoutDetails({ orderId }, { signal })).data),
    }),
  timeSlots: (client: ApiClient, orderId: string, deliveryType: DeliveryType) =>
    queryOptions<TimeSlot[], ApiError, TimeSlot[], readonly unknown[]>({
      queryKey: queryKeys.timeSlots(orderId, deliveryType),
      queryFn: async ({ signal }) =>
        (await client.getTimeSlots({ orderId, deliveryType }, { signal })).data,
    }),
  previousOrderAddresses: (client: ApiClient) =>
    queryOptions<OrderAddress[], ApiError, OrderAddress[], readonly unknown[]>({
      queryKey: queryKeys.previousOrderAddresses,
      queryFn: async ({ signal }) =>
        (await client.getPreviousOrderAddresses(undefined, { signal })).data,
    }),
  /** `getAllReviews`: a seller's reviews, newest first, page by page. */
  sellerReviews: (client: ApiClient, sellerId: string, pageSize: number = REVIEWS_PAGE_SIZE) =>
    infiniteQueryOptions<SellerReviewsPage, ApiError, SellerReviewList, readonly unknown[], number>(
      {
        queryKey: queryKeys.sellerReviews(sellerId, pageSize),
        queryFn: async ({ pageParam, signal }) => {
          const answer = await client.getAllReviews(
            { sellerId, pageNumber: pageParam, pageSize },
            { signal },
          );
          return {
            items: answer.data.reviews,
            total: answer.data.total,
            averageRating: answer.data.averageRating,
            pagination: answer.pagination,
          };
        },
        initialPageParam: FIRST_PAGE,
        getNextPageParam: nextPage,
        select: (data) => ({
          ...flatten<OrderReview>((review) => review._id)(data),
          averageRating: data.pages[data.pages.length - 1]?.averageRating ?? null,
        }),
      },
    ),
};

type SellerReviewsPage = Page<OrderReview> & { averageRating: number | null };
/** A seller's reviews loaded so far, with the average of all their ratings. */
export type SellerReviewList = PagedList<OrderReview> & { averageRating: number | null };

/** Options of the paged hooks. */
export type PagedHookOptions = {
  /** Run the query (default true); signed-in calls run only while signed in anyway. */
  enabled?: boolean;
  /** Fetch again every this many ms (e.g. live My Bids); default never. */
  refetchInterval?: number | false;
};

// ---------------------------------------------------------------------------------------------
// Queries

/**
 * `myBids`: one tab of My Bids (`{ tab, auctionType?, sortBy?, pageSize? }`); `data.items` holds
 * the pages loaded so far, `data.total` the tab's count; `fetchNextPage()` loads more.
 */
export function useMyBids(
  filters: MyBidsQuery,
  options: PagedHookOptions = {},
): UseInfiniteQueryResult<PagedList<MyBid>, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useInfiniteQuery({
    ...orderQueries.myBids(client, filters),
    enabled: isLoggedIn && options.enabled !== false,
    refetchInterval: options.refetchInterval ?? false,
  });
}

/** `orderHistory`: one tab of My Orders (`{ tab, role?, pageSize? }`), page by page. */
export function useOrderHistory(
  filters: OrderHistoryFilters,
  options: PagedHookOptions = {},
): UseInfiniteQueryResult<PagedList<OrderListItem>, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useInfiniteQuery({
    ...orderQueries.orderHistory(client, filters),
    enabled: isLoggedIn && options.enabled !== false,
    refetchInterval: options.refetchInterval ?? false,
  });
}

/** `viewOrderDetails/{id}`: the order, its checkout lines, timeline, review and allowed actions. */
export function useOrderDetails(
  orderId: string,
  options?: QueryHookOptions<OrderDetails>,
): UseQueryResult<OrderDetails, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    ...options,
    ...orderQueries.order(client, orderId),
    enabled: isLoggedIn && orderId !== '' && options?.enabled !== false,
  });
}

/** `trackOrder/{id}`: the status timeline with times, oldest first. */
export function useTrackOrder(
  orderId: string,
  options?: QueryHookOptions<TrackOrderData>,
): UseQueryResult<TrackOrderData, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    ...options,
    ...orderQueries.trackOrder(client, orderId),
    enabled: isLoggedIn && orderId !== '' && options?.enabled !== false,
  });
}

/** `getCheckoutDetails`: every line of what is owed, the choices so far and the deadline. */
export function useCheckoutDetails(
  orderId: string,
  options?: QueryHookOptions<CheckoutDetails>,
): UseQueryResult<CheckoutDetails, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    ...options,
    ...orderQueries.checkout(client, orderId),
    enabled: isLoggedIn && orderId !== '' && options?.enabled !== false,
  });
}

/** `getTimeSlots`: the bookable pickup or delivery windows of the order's dealer. */
export function useTimeSlots(
  orderId: string,
  deliveryType: DeliveryType,
  options?: QueryHookOptions<TimeSlot[]>,
): UseQueryResult<TimeSlot[], ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    ...options,
    ...orderQueries.timeSlots(client, orderId, deliveryType),
    enabled: isLoggedIn && orderId !== '' && options?.enabled !== false,
  });
}

/** `getPreviousOrderAddresses`: the caller's earlier delivery addresses, each once. */
export function usePreviousOrderAddresses(
  options?: QueryHookOptions<OrderAddress[]>,
): UseQueryResult<OrderAddress[], ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    ...options,
    ...orderQueries.previousOrderAddresses(client),
    enabled: isLoggedIn && options?.enabled !== false,
  });
}

/** `getAllReviews`: a seller's reviews, newest first, with the average rating. Public. */
export function useSellerReviews(
  sellerId: string,
  options: PagedHookOptions & { pageSize?: number } = {},
): UseInfiniteQueryResult<SellerReviewList, ApiError> {
  const client = useApiClient();
  return useInfiniteQuery({
    ...orderQueries.sellerReviews(client, sellerId, options.pageSize),
    enabled: sellerId !== '' && options.enabled !== false,
    refetchInterval: options.refetchInterval ?? false,
  });
}

// ---------------------------------------------------------------------------------------------
// Mutations

/** After any change of an order: every order query and My Bids load again. */
function refreshOrders(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
    queryClient.invalidateQueries({ queryKey: queryKeys.myBidsLists }),
  ]).then(() => undefined);
}

function useOrderMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  options: MutationHookOptions<TData, TVariables> | undefined,
  effect?: (queryClient: QueryClient, data: TData, variables: TVariables) => void,
): UseMutationResult<TData, ApiError, TVariables> {
  const queryClient = useQueryClient();
  return useMutation<TData, ApiError, TVariables>({
    ...options,
    mutationFn,
    onSuccess: (...args) => {
      effect?.(queryClient, args[0], args[1]);
      void refreshOrders(queryClient);
      return options?.onSuccess?.(...args);
    },
  });
}

/**
 * `updateCheckoutDetails`: Delivery Details (Pickup or Delivery, the address for Delivery, a time
 * slot). The answer (the new checkout lines) goes straight into the checkout's cache.
 */
export function useUpdateCheckoutDetails(
  options?: MutationHookOptions<ResponseOf<'updateCheckoutDetails'>, UpdateCheckoutDetailsRequest>,
): UseMutationResult<ResponseOf<'updateCheckoutDetails'>, ApiError, UpdateCheckoutDetailsRequest> {
  const client = useApiClient();
  return useOrderMutation(
    (input: UpdateCheckoutDetailsRequest) => client.updateCheckoutDetails(input),
    options,
    (queryClient, answer, input) =>
      queryClient.setQueryData(
        isBasketCheckout(answer.data) || input.orderId === undefined
          ? queryKeys.basketCheckout
          : queryKeys.checkout(input.orderId),
        answer.data,
      ),
  );
}

/**
 * `createPayment`: where to pay (`data.url`: Stripe Checkout or the test payment page) for an order
 * (`{ orderId }`) or the whole basket (`{ cart: true }`). Send the browser there
 * (`window.location.assign(data.url)`); it comes back to `/my-order/{id}` (the basket: `/my-orders`).
 */
export function useCreatePayment(
  options?: MutationHookOptions<ResponseOf<'createPayment'>, CheckoutTargetRequest>,
): UseMutationResult<ResponseOf<'createPayment'>, ApiError, CheckoutTargetRequest> {
  const client = useApiClient();
  return useMutation<ResponseOf<'createPayment'>, ApiError, CheckoutTargetRequest>({
    ...options,
    mutationFn: (input) => client.createPayment(input),
  });
}

/** `cancelOrder`: the buyer cancels an unpaid order (`{ orderId, reason }`). */
export function useCancelOrder(
  options?: MutationHookOptions<ResponseOf<'cancelOrder'>, CancelOrderRequest>,
): UseMutationResult<ResponseOf<'cancelOrder'>, ApiError, CancelOrderRequest> {
  const client = useApiClient();
  return useOrderMutation(
    (input: CancelOrderRequest) => client.cancelOrder(input),
    options,
    (queryClient, answer) =>
      queryClient.setQueryData(queryKeys.order(answer.data._id), answer.data),
  );
}

/** `reviewOrder`: the buyer rates a completed order once (`{ orderId, rating, comment? }`). */
export function useReviewOrder(
  options?: MutationHookOptions<ResponseOf<'reviewOrder'>, ReviewOrderRequest>,
): UseMutationResult<ResponseOf<'reviewOrder'>, ApiError, ReviewOrderRequest> {
  const client = useApiClient();
  return useOrderMutation(
    (input: ReviewOrderRequest) => client.reviewOrder(input),
    options,
    (queryClient) => void queryClient.invalidateQueries({ queryKey: queryKeys.sellerReviewLists }),
  );
}

/** `updateOrderStatus`: the selling dealer moves a paid order on (`{ orderId, status }`). */
export function useUpdateOrderStatus(
  options?: MutationHookOptions<ResponseOf<'updateOrderStatus'>, UpdateOrderStatusRequest>,
): UseMutationResult<ResponseOf<'updateOrderStatus'>, ApiError, UpdateOrderStatusRequest> {
  const client = useApiClient();
  return useOrderMutation(
    (input: UpdateOrderStatusRequest) => client.updateOrderStatus(input),
    options,
    (queryClient, answer) =>
      queryClient.setQueryData(queryKeys.order(answer.data._id), answer.data),
  );
}
