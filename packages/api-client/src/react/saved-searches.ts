/**
 * TanStack Query hooks of the saved searches (decision 035): the signed-in user's list, saving
 * the listing's filters under a name, deleting one. Each write leaves the list as the server has
 * it (the saved one added, the deleted one removed) without a refetch.
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
import type { SavedSearch, SavedSearchesData, SaveSearchRequest } from '../contract';
import type { ApiError } from '../errors';
import type { QueryHookOptions } from './accounts';
import { useApiClient } from './context';
import { queryKeys } from './queryKeys';
import { useSession } from './useSession';

/** Query definitions of the saved searches, for `useQuery` or a route loader. */
export const savedSearchQueries = {
  list: (client: ApiClient) =>
    queryOptions<SavedSearchesData, ApiError, SavedSearchesData, readonly unknown[]>({
      queryKey: queryKeys.savedSearches,
      queryFn: async () => (await client.getSavedSearches()).data,
    }),
};

/** `getSavedSearches`: the user's saved searches, newest first, and how many they may keep. */
export function useSavedSearches(
  options?: QueryHookOptions<SavedSearchesData>,
): UseQueryResult<SavedSearchesData, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    ...options,
    ...savedSearchQueries.list(client),
    enabled: isLoggedIn && options?.enabled !== false,
  });
}

/** `saveSearch`: saves filters under a name; rejects with `SAVED_SEARCH_LIMIT` at the limit. */
export function useSaveSearch(): UseMutationResult<SavedSearch, ApiError, SaveSearchRequest> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<SavedSearch, ApiError, SaveSearchRequest>({
    mutationFn: async (input) => (await client.saveSearch(input)).data,
    onSuccess: (saved) => {
      queryClient.setQueryData<SavedSearchesData>(queryKeys.savedSearches, (data) =>
        data ? { ...data, savedSearches: [saved, ...data.savedSearches] } : data,
      );
    },
  });
}

/** `deleteSavedSearch`: deletes one of the user's saved searches (and its notices). */
export function useDeleteSavedSearch(): UseMutationResult<
  { savedSearchId: string },
  ApiError,
  string
> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<{ savedSearchId: string }, ApiError, string>({
    mutationFn: async (savedSearchId) => (await client.deleteSavedSearch({ savedSearchId })).data,
    onSuccess: ({ savedSearchId }) => {
      queryClient.setQueryData<SavedSearchesData>(queryKeys.savedSearches, (data) =>
        data
          ? {
              ...data,
              savedSearches: data.savedSearches.filter((search) => search._id !== savedSearchId),
            }
          : data,
      );
      // Its notices went with it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.notificationLists });
    },
  });
}
