import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '../client';
import { isApiError } from '../errors';
import { ApiClientContext } from './context';
import { queryKeys } from './queryKeys';

/** Retries a failed query at most twice, and never when the server refused it (4xx). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** A QueryClient with MarketDrop's defaults: no retry of 4xx answers, no retry of mutations. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * Whenever the session's token changes (sign-in, sign-out, 401), resets the signed-in user's
 * queries and the catalogue (whose auctions carry the caller's `isSaved`). Returns the function
 * that stops it. `ApiProvider` does this while mounted; an app that creates its QueryClient outside
 * React (e.g. loaded with the pages that use it) calls it once beside `createQueryClient()`.
 */
export function resetQueriesOnSessionChange(
  client: ApiClient,
  queryClient: QueryClient,
): () => void {
  let token = client.session.getSnapshot().token;
  return client.session.subscribe(() => {
    const next = client.session.getSnapshot().token;
    if (next === token) return;
    token = next;
    void queryClient.resetQueries({ queryKey: queryKeys.account });
    // Auctions carry the caller's `isSaved`.
    void queryClient.resetQueries({ queryKey: queryKeys.catalogue });
  });
}

export type ApiProviderProps = {
  /** The API origin, e.g. `https://api.marketdrop.ca`; `''` (default) means the page's origin. */
  baseUrl?: string;
  /** A ready client (its own base URL and session store); wins over `baseUrl`. */
  client?: ApiClient;
  /**
   * The TanStack QueryClient. Default: the one of an enclosing QueryClientProvider, else a new one
   * made by `createQueryClient()`.
   */
  queryClient?: QueryClient;
  children?: ReactNode;
};

/**
 * Gives the hooks of `@marketdrop/api-client/react` their API client and QueryClient. Whenever the
 * session's token changes (sign-in, sign-out, 401), the signed-in user's queries and the catalogue
 * (whose auctions carry the caller's `isSaved`) are reset.
 */
export function ApiProvider({ baseUrl = '', client, queryClient, children }: ApiProviderProps) {
  const api = useMemo(() => client ?? createApiClient({ baseUrl }), [client, baseUrl]);
  const enclosing = useContext(QueryClientContext);
  const [ownQueryClient] = useState(createQueryClient);
  const activeQueryClient = queryClient ?? enclosing ?? ownQueryClient;

  useEffect(() => resetQueriesOnSessionChange(api, activeQueryClient), [api, activeQueryClient]);

  const content = <ApiClientContext.Provider value={api}>{children}</ApiClientContext.Provider>;
  if (activeQueryClient === enclosing) return content;
  return <QueryClientProvider client={activeQueryClient}>{content}</QueryClientProvider>;
}
