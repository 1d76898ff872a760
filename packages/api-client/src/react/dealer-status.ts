/**
 * The signed-in dealer's verification (`getDealerStatus`), apart from the dashboard's hooks
 * (./dealers.ts): the auction pages ask it to know whether a sale is the viewer's own
 * (apps/web `useOwnSellerId`), and in a module of its own they load this query alone, not every
 * dealer hook and the infinite query those need.
 */
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { DealerStatusData } from '../contract';
import type { ApiError } from '../errors';
import type { QueryHookOptions } from './accounts';
import { useApiClient } from './context';
import { queryKeys } from './queryKeys';
import { useSession } from './useSession';

/** The query of `getDealerStatus` (`dealerQueries.status`). */
export const dealerStatusQuery = (client: ApiClient) =>
  queryOptions<DealerStatusData, ApiError, DealerStatusData, readonly unknown[]>({
    queryKey: queryKeys.dealerStatus,
    queryFn: async ({ signal }) => (await client.getDealerStatus(undefined, { signal })).data,
  });

/** `getDealerStatus`: where the signed-in dealer's verification stands. Signed in only. */
export function useDealerStatus(
  options?: QueryHookOptions<DealerStatusData>,
): UseQueryResult<DealerStatusData, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    ...options,
    ...dealerStatusQuery(client),
    enabled: isLoggedIn && options?.enabled !== false,
  });
}
