/**
 * TanStack Query hooks of the guest basket (docs/product.md §14): a visitor without an account
 * fills a basket under a guest token (`guestUser`, kept by `client.guest`), sent in the
 * `X-Guest-Token` header; signing in (`useLogin`, `useVerifyOtp`, the social sign-in) brings the
 * token along, the lines join the account's basket and the token is forgotten.
 *
 * Every guest write answers the guest basket as it is now: the hooks put that answer in the cache
 * of `getGuestCartDetails`. A token the server no longer knows (30 days idle) is forgotten; adding
 * then starts a new guest basket.
 */
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { CartDetails } from '../contract';
import { currentDeviceType } from '../device';
import { isApiError, type ApiError } from '../errors';
import { guestHeaders } from '../guest-token';
import type { MutationHookOptions, QueryHookOptions } from './accounts';
import type { AddToCartRequest, CartItemRequest, UpdateProductQtyRequest } from './basket';
import { useApiClient } from './context';
import { queryKeys } from './queryKeys';
import { useGuestToken, useSession } from './useSession';

/** Whether the server no longer knows the token the call carried. */
function isGuestTokenInvalid(error: unknown): boolean {
  return isApiError(error) && error.code === 'GUEST_TOKEN_INVALID';
}

/**
 * `getGuestCartDetails`: the guest basket of a visitor (no session) who has a guest token; off
 * otherwise. A token the server no longer knows is forgotten (the basket shows empty).
 */
export function useGuestCartDetails(
  options?: QueryHookOptions<CartDetails>,
): UseQueryResult<CartDetails, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  const token = useGuestToken();
  return useQuery<CartDetails, ApiError, CartDetails, readonly unknown[]>({
    ...options,
    queryKey: [...queryKeys.guestCart, token],
    queryFn: async ({ signal }) => {
      try {
        return (await client.getGuestCartDetails({}, { signal, headers: guestHeaders(token!) }))
          .data;
      } catch (error) {
        if (isGuestTokenInvalid(error)) client.guest.clear();
        throw error;
      }
    },
    enabled: !isLoggedIn && token !== null && options?.enabled !== false,
    retry: (failures, error) => !isGuestTokenInvalid(error) && failures < 2,
  });
}

/**
 * A guest write with the stored token. `create`: with no token (or one the server no longer
 * knows), a new guest basket is started (`guestUser`) and the write sent again with its token.
 */
function useGuestCartMutation<TVariables>(
  send: (client: ApiClient, variables: TVariables, token: string) => Promise<{ data: CartDetails }>,
  options: MutationHookOptions<CartDetails, TVariables> | undefined,
  create = false,
): UseMutationResult<CartDetails, ApiError, TVariables> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const newToken = async () => {
    const { data } = await client.guestUser({ deviceType: currentDeviceType() });
    client.guest.set(data.guestToken);
    return data.guestToken;
  };
  return useMutation<CartDetails, ApiError, TVariables>({
    ...options,
    mutationFn: async (variables) => {
      const stored = client.guest.getSnapshot();
      if (stored === null && !create) throw new TypeError('No guest basket yet');
      const token = stored ?? (await newToken());
      try {
        return (await send(client, variables, token)).data;
      } catch (error) {
        if (!isGuestTokenInvalid(error)) throw error;
        client.guest.clear();
        if (!create) throw error;
        return (await send(client, variables, await newToken())).data;
      }
    },
    onSuccess: async (...args) => {
      const key = [...queryKeys.guestCart, client.guest.getSnapshot()];
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, args[0]);
      return options?.onSuccess?.(...args);
    },
  });
}

/**
 * `addToGuestCart`: a Buy Now vehicle (`{ auctionId }`) or a product (`{ productId, quantity? }`)
 * into the guest basket, started first (`guestUser`) when there is none.
 */
export function useAddToGuestCart(options?: MutationHookOptions<CartDetails, AddToCartRequest>) {
  return useGuestCartMutation(
    (client, input: AddToCartRequest, token) =>
      client.addToGuestCart(input, { headers: guestHeaders(token) }),
    options,
    true,
  );
}

/** `updateProductQtyForGuest`: a guest product line's quantity, within its limit. */
export function useUpdateGuestProductQty(
  options?: MutationHookOptions<CartDetails, UpdateProductQtyRequest>,
) {
  return useGuestCartMutation(
    (client, input: UpdateProductQtyRequest, token) =>
      client.updateProductQtyForGuest(input, { headers: guestHeaders(token) }),
    options,
  );
}

/** `removeProductFromGuestCart`: removes one line of the guest basket. */
export function useRemoveFromGuestCart(
  options?: MutationHookOptions<CartDetails, CartItemRequest>,
) {
  return useGuestCartMutation(
    (client, input: CartItemRequest, token) =>
      client.removeProductFromGuestCart(input, { headers: guestHeaders(token) }),
    options,
  );
}

/** `deleteGuestCart`: empties the guest basket. */
export function useDeleteGuestCart(options?: MutationHookOptions<CartDetails, void>) {
  return useGuestCartMutation(
    (client, _input: void, token) =>
      client.deleteGuestCart(undefined, { headers: guestHeaders(token) }),
    options,
  );
}
