/**
 * TanStack Query hooks of the signed-in buyer's basket and its promotions (docs/product.md §14):
 * the basket's lines and totals (the header's count), adding one item or several at once, a
 * product's quantity, removing a line, emptying the basket, the coupon and the reward points.
 *
 * Every write on the basket answers the basket as it is now: the hooks put that answer in the
 * cache of `getCartDetails`. The coupon and points calls answer what is applied: the hooks keep
 * it under `appliedPromotions` and refresh the rewards.
 */
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { basketCheckoutOf } from '../checkout';
import type {
  AppliedPromotions,
  BasketCheckout,
  CartDetails,
  DeliveryType,
  RequestOf,
  Rewards,
  TimeSlot,
} from '../contract';
import type { ApiError } from '../errors';
import type { MutationHookOptions, QueryHookOptions } from './accounts';
import { useApiClient } from './context';
import { queryKeys } from './queryKeys';
import { useSession } from './useSession';

export type AddToCartRequest = RequestOf<'addToCart'>;
export type AddMultipleToCartRequest = RequestOf<'addMultipleToCart'>;
export type UpdateProductQtyRequest = RequestOf<'updateProductQty'>;
export type CartItemRequest = RequestOf<'removeProductFromCart'>;
export type ApplyCouponRequest = RequestOf<'applyCoupon'>;
export type ApplyRewardsRequest = RequestOf<'applyRewards'>;

/** Query definitions of the basket calls, for `useQuery`, `ensureQueryData` or `prefetchQuery`. */
export const basketQueries = {
  cart: (client: ApiClient) =>
    queryOptions<CartDetails, ApiError, CartDetails, readonly unknown[]>({
      queryKey: queryKeys.cart,
      queryFn: async ({ signal }) => (await client.getCartDetails({}, { signal })).data,
    }),
  checkout: (client: ApiClient) =>
    queryOptions<BasketCheckout, ApiError, BasketCheckout, readonly unknown[]>({
      queryKey: queryKeys.basketCheckout,
      queryFn: async ({ signal }) =>
        basketCheckoutOf((await client.getCheckoutDetails({ cart: true }, { signal })).data),
    }),
  timeSlots: (client: ApiClient, itemId: string, deliveryType: DeliveryType) =>
    queryOptions<TimeSlot[], ApiError, TimeSlot[], readonly unknown[]>({
      queryKey: queryKeys.basketTimeSlots(itemId, deliveryType),
      queryFn: async ({ signal }) =>
        (
          await client.getTimeSlots(
            { cart: true, deliveryType, ...(itemId === '' ? {} : { itemId }) },
            { signal },
          )
        ).data,
    }),
  rewards: (client: ApiClient) =>
    queryOptions<Rewards, ApiError, Rewards, readonly unknown[]>({
      queryKey: queryKeys.rewards,
      queryFn: async ({ signal }) => (await client.getRewards(undefined, { signal })).data,
    }),
};

/** `getCartDetails`: the signed-in buyer's basket, its lines priced now and its totals. */
export function useCartDetails(
  options?: QueryHookOptions<CartDetails>,
): UseQueryResult<CartDetails, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    ...options,
    ...basketQueries.cart(client),
    enabled: isLoggedIn && options?.enabled !== false,
  });
}

/** `getRewards`: the buyer's points, what they are worth and how many are applied. */
export function useRewards(options?: QueryHookOptions<Rewards>): UseQueryResult<Rewards, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    ...options,
    ...basketQueries.rewards(client),
    enabled: isLoggedIn && options?.enabled !== false,
  });
}

/**
 * A basket write: its answer becomes the cached basket (a read of the basket still in flight,
 * older than this answer, is cancelled first so it cannot overwrite it), then the caller's
 * `onSuccess`.
 */
function useCartMutation<TVariables>(
  mutationFn: (client: ApiClient, variables: TVariables) => Promise<{ data: CartDetails }>,
  options: MutationHookOptions<CartDetails, TVariables> | undefined,
): UseMutationResult<CartDetails, ApiError, TVariables> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<CartDetails, ApiError, TVariables>({
    ...options,
    mutationFn: async (variables) => (await mutationFn(client, variables)).data,
    onSuccess: async (...args) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.cart });
      queryClient.setQueryData(queryKeys.cart, args[0]);
      return options?.onSuccess?.(...args);
    },
  });
}

/**
 * A coupon or points write: its answer is what is applied; the rewards and the basket (whose
 * `promotions` price the coupon and points) are fetched again.
 */
function usePromotionMutation<TVariables>(
  mutationFn: (client: ApiClient, variables: TVariables) => Promise<{ data: AppliedPromotions }>,
  options: MutationHookOptions<AppliedPromotions, TVariables> | undefined,
): UseMutationResult<AppliedPromotions, ApiError, TVariables> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<AppliedPromotions, ApiError, TVariables>({
    ...options,
    mutationFn: async (variables) => (await mutationFn(client, variables)).data,
    onSuccess: (...args) => {
      queryClient.setQueryData(queryKeys.appliedPromotions, args[0]);
      void queryClient.invalidateQueries({ queryKey: queryKeys.rewards });
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      return options?.onSuccess?.(...args);
    },
  });
}

/** `addToCart`: a vehicle (`{ auctionId }`) or a product (`{ productId, quantity? }`). */
export function useAddToCart(options?: MutationHookOptions<CartDetails, AddToCartRequest>) {
  return useCartMutation((client, input: AddToCartRequest) => client.addToCart(input), options);
}

/** `addMultipleToCart`: several items at once, all or none ("Pay for all won vehicles"). */
export function useAddMultipleToCart(
  options?: MutationHookOptions<CartDetails, AddMultipleToCartRequest>,
) {
  return useCartMutation(
    (client, input: AddMultipleToCartRequest) => client.addMultipleToCart(input),
    options,
  );
}

/** `updateProductQty`: a product line's quantity (`{ itemId, quantity }`), within its limit. */
export function useUpdateProductQty(
  options?: MutationHookOptions<CartDetails, UpdateProductQtyRequest>,
) {
  return useCartMutation(
    (client, input: UpdateProductQtyRequest) => client.updateProductQty(input),
    options,
  );
}

/** `removeProductFromCart`: removes one line (`{ itemId }`), a vehicle or a product. */
export function useRemoveFromCart(options?: MutationHookOptions<CartDetails, CartItemRequest>) {
  return useCartMutation(
    (client, input: CartItemRequest) => client.removeProductFromCart(input),
    options,
  );
}

/** `deleteCart`: empties the basket. */
export function useDeleteCart(options?: MutationHookOptions<CartDetails, void>) {
  return useCartMutation((client) => client.deleteCart(), options);
}

/** `applyCoupon`: `{ code }` becomes the basket's coupon (a refusal is keyed on `code`). */
export function useApplyCoupon(
  options?: MutationHookOptions<AppliedPromotions, ApplyCouponRequest>,
) {
  return usePromotionMutation(
    (client, input: ApplyCouponRequest) => client.applyCoupon(input),
    options,
  );
}

/** `removeCoupon`: the basket's coupon goes. */
export function useRemoveCoupon(options?: MutationHookOptions<AppliedPromotions, void>) {
  return usePromotionMutation((client) => client.removeCoupon(), options);
}

/** `applyRewards`: `{ points }` to spend on this basket (spent at payment). */
export function useApplyRewards(
  options?: MutationHookOptions<AppliedPromotions, ApplyRewardsRequest>,
) {
  return usePromotionMutation(
    (client, input: ApplyRewardsRequest) => client.applyRewards(input),
    options,
  );
}

/** `removeRewards`: no points applied any more. */
export function useRemoveRewards(options?: MutationHookOptions<AppliedPromotions, void>) {
  return usePromotionMutation((client) => client.removeRewards(), options);
}

/** The coupon and points applied, as the last coupon or points call answered (undefined: none yet). */
export function useAppliedPromotions(): AppliedPromotions | undefined {
  const queryClient = useQueryClient();
  const { data } = useQuery<AppliedPromotions | null, ApiError, AppliedPromotions | null>({
    queryKey: queryKeys.appliedPromotions,
    queryFn: () => queryClient.getQueryData<AppliedPromotions>(queryKeys.appliedPromotions) ?? null,
    staleTime: Infinity,
  });
  return data ?? undefined;
}

/**
 * `getCheckoutDetails {cart: true}`: the basket's checkout (each vehicle and add-on with its fee,
 * discount and taxes, the coupon, the points and the total). Update it with
 * `useUpdateCheckoutDetails` (`{ cart: true, ... }`) and pay with `useCreatePayment({ cart: true })`.
 */
export function useBasketCheckout(
  options?: QueryHookOptions<BasketCheckout>,
): UseQueryResult<BasketCheckout, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    ...options,
    ...basketQueries.checkout(client),
    enabled: isLoggedIn && options?.enabled !== false,
  });
}

/** `getTimeSlots {cart: true}`: the windows of the dealer of the vehicle line `itemId`. */
export function useBasketTimeSlots(
  itemId: string,
  deliveryType: DeliveryType,
  options?: QueryHookOptions<TimeSlot[]>,
): UseQueryResult<TimeSlot[], ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    ...options,
    ...basketQueries.timeSlots(client, itemId, deliveryType),
    enabled: isLoggedIn && options?.enabled !== false,
  });
}

/**
 * `updateChekoutQty` (the seed's spelling): a product's quantity on the checkout page; the answer
 * is the basket's checkout, cached at once, and the basket is read again.
 */
export function useUpdateCheckoutQty(
  options?: MutationHookOptions<BasketCheckout, UpdateProductQtyRequest>,
): UseMutationResult<BasketCheckout, ApiError, UpdateProductQtyRequest> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<BasketCheckout, ApiError, UpdateProductQtyRequest>({
    ...options,
    mutationFn: async (input) => (await client.updateChekoutQty(input)).data,
    onSuccess: async (...args) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.basketCheckout });
      queryClient.setQueryData(queryKeys.basketCheckout, args[0]);
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      return options?.onSuccess?.(...args);
    },
  });
}
