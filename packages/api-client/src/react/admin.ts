/**
 * TanStack Query hooks of the admin console (docs/product.md §6.3): the dealer verification queue,
 * listing moderation, users (suspend / reinstate) and the Contact Support inbox. The server
 * refuses them to every account but an admin (403). Each write refetches the lists it changes.
 */
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ApiClient } from '../client';
import type {
  AdminDealerOrdersData,
  AdminListingsData,
  AdminListingsRequest,
  AdminUsersData,
  AdminUsersRequest,
  CallName,
  ContactInboxData,
  ContactInboxRequest,
  ContactMessageIdRequest,
  DealerOrdersRequest,
  Pagination,
  ResponseOf,
  UnpublishListingRequest,
  UserIdRequest,
  UserReasonRequest,
  VerificationQueueData,
  VerificationQueueRequest,
} from '../contract';
import { errorFromResponse, networkError, type ApiError } from '../errors';
import type { MutationHookOptions, QueryHookOptions } from './accounts';
import { useApiClient } from './context';
import { queryKeys } from './queryKeys';
import { useSession } from './useSession';

type Paged<T> = T & { pagination: Pagination };

function usePagedQuery<T>(
  queryKey: readonly unknown[],
  load: (signal: AbortSignal) => Promise<Paged<T>>,
  options: QueryHookOptions<Paged<T>> | undefined,
): UseQueryResult<Paged<T>, ApiError> {
  const { isLoggedIn } = useSession();
  return useQuery({
    placeholderData: keepPreviousData,
    ...options,
    queryKey,
    queryFn: ({ signal }) => load(signal),
    enabled: isLoggedIn && options?.enabled !== false,
  });
}

/** `getVerificationQueue`: dealers by verification status (default submitted), oldest first. */
export function useVerificationQueue(
  request: VerificationQueueRequest = {},
  options?: QueryHookOptions<Paged<VerificationQueueData>>,
) {
  const client = useApiClient();
  return usePagedQuery(
    queryKeys.verificationQueue(request),
    async (signal) => {
      const answer = await client.getVerificationQueue(request, { signal });
      return { ...answer.data, pagination: answer.pagination };
    },
    options,
  );
}

/** `getAdminListings`: every dealer's listings by state and search text. */
export function useAdminListings(
  request: AdminListingsRequest = {},
  options?: QueryHookOptions<Paged<AdminListingsData>>,
) {
  const client = useApiClient();
  return usePagedQuery(
    queryKeys.adminListings(request),
    async (signal) => {
      const answer = await client.getAdminListings(request, { signal });
      return { ...answer.data, pagination: answer.pagination };
    },
    options,
  );
}

/** `getUsers`: every account by role, standing and search text. */
export function useAdminUsers(
  request: AdminUsersRequest = {},
  options?: QueryHookOptions<Paged<AdminUsersData>>,
) {
  const client = useApiClient();
  return usePagedQuery(
    queryKeys.adminUsers(request),
    async (signal) => {
      const answer = await client.getUsers(request, { signal });
      return { ...answer.data, pagination: answer.pagination };
    },
    options,
  );
}

/**
 * `getDealerOpenOrders`: a dealer's orders still moving (for a suspended dealer: what to follow up
 * on), with buyer, vehicle, status and amount.
 */
export function useDealerOpenOrders(
  request: DealerOrdersRequest,
  options?: QueryHookOptions<Paged<AdminDealerOrdersData>>,
) {
  const client = useApiClient();
  return usePagedQuery(
    queryKeys.dealerOpenOrders(request),
    async (signal) => {
      const answer = await client.getDealerOpenOrders(request, { signal });
      return { ...answer.data, pagination: answer.pagination };
    },
    options,
  );
}

/** `getContactInbox`: Contact Support messages (open or handled), with the open count. */
export function useContactInbox(
  request: ContactInboxRequest = {},
  options?: QueryHookOptions<Paged<ContactInboxData>>,
) {
  const client = useApiClient();
  return usePagedQuery(
    queryKeys.contactInbox(request),
    async (signal) => {
      const answer = await client.getContactInbox(request, { signal });
      return { ...answer.data, pagination: answer.pagination };
    },
    options,
  );
}

/** An admin write that refetches the lists under `lists` once it succeeds. */
function useAdminMutation<N extends CallName, TVariables>(
  call: (client: ApiClient, variables: TVariables) => Promise<ResponseOf<N>>,
  lists: readonly (readonly unknown[])[],
  options: MutationHookOptions<ResponseOf<N>, TVariables> | undefined,
): UseMutationResult<ResponseOf<N>, ApiError, TVariables> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<ResponseOf<N>, ApiError, TVariables>({
    ...options,
    mutationFn: (variables) => call(client, variables),
    onSuccess: async (...args) => {
      await Promise.all(lists.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      return options?.onSuccess?.(...args);
    },
  });
}

/** `verifyDealer`: the dealer may list from now on (told in app and by e-mail). */
export function useVerifyDealer(
  options?: MutationHookOptions<ResponseOf<'verifyDealer'>, UserIdRequest>,
) {
  return useAdminMutation<'verifyDealer', UserIdRequest>(
    (client, input) => client.verifyDealer(input),
    [queryKeys.verificationQueueLists, queryKeys.adminUserLists],
    options,
  );
}

/** `rejectDealer`: with the reason the dealer is told. */
export function useRejectDealer(
  options?: MutationHookOptions<ResponseOf<'rejectDealer'>, UserReasonRequest>,
) {
  return useAdminMutation<'rejectDealer', UserReasonRequest>(
    (client, input) => client.rejectDealer(input),
    [queryKeys.verificationQueueLists, queryKeys.adminUserLists],
    options,
  );
}

/** `unpublishListing`: takes a listing off sale with the reason its dealer sees. */
export function useUnpublishListing(
  options?: MutationHookOptions<ResponseOf<'unpublishListing'>, UnpublishListingRequest>,
) {
  return useAdminMutation<'unpublishListing', UnpublishListingRequest>(
    (client, input) => client.unpublishListing(input),
    [queryKeys.adminListingLists],
    options,
  );
}

/**
 * `suspendUser`: the user's sessions end and signing in is refused; a dealer's sales are paused
 * (its open orders, under the users' queries, are asked again).
 */
export function useSuspendUser(
  options?: MutationHookOptions<ResponseOf<'suspendUser'>, UserReasonRequest>,
) {
  return useAdminMutation<'suspendUser', UserReasonRequest>(
    (client, input) => client.suspendUser(input),
    [queryKeys.adminUserLists],
    options,
  );
}

/** `reinstateUser`: the user may sign in again; a dealer's paused sales resume. */
export function useReinstateUser(
  options?: MutationHookOptions<ResponseOf<'reinstateUser'>, UserIdRequest>,
) {
  return useAdminMutation<'reinstateUser', UserIdRequest>(
    (client, input) => client.reinstateUser(input),
    [queryKeys.adminUserLists],
    options,
  );
}

/** `markContactHandled`. */
export function useMarkContactHandled(
  options?: MutationHookOptions<ResponseOf<'markContactHandled'>, ContactMessageIdRequest>,
) {
  return useAdminMutation<'markContactHandled', ContactMessageIdRequest>(
    (client, input) => client.markContactHandled(input),
    [queryKeys.contactInboxLists],
    options,
  );
}

/**
 * Fetches a private file of the API host (a dealer's verification document: `DealerDocument.url`)
 * with the session's bearer token, which a plain link cannot send. Rejects with an `ApiError`.
 */
export async function fetchPrivateFile(
  client: ApiClient,
  path: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const token = client.session.getToken();
  let response: Response;
  try {
    response = await fetch(client.url(path), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError(error, 'privateFile');
  }
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    throw errorFromResponse(response.status, body, 'privateFile');
  }
  return response.blob();
}

/**
 * An object URL of a private file (see `fetchPrivateFile`) for an `<img>`, an `<iframe>` or a
 * download link; undefined while it loads or without a path. Revoked when the path changes or the
 * component unmounts.
 */
export function usePrivateFileUrl(path: string | undefined): {
  url: string | undefined;
  error: ApiError | undefined;
} {
  const client = useApiClient();
  const [state, setState] = useState<{ url?: string; error?: ApiError }>({});
  useEffect(() => {
    if (path === undefined || path === '') {
      setState({});
      return undefined;
    }
    const controller = new AbortController();
    let objectUrl: string | undefined;
    fetchPrivateFile(client, path, controller.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ url: objectUrl });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ error: error as ApiError });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl !== undefined) URL.revokeObjectURL(objectUrl);
    };
  }, [client, path]);
  return { url: state.url, error: state.error };
}
