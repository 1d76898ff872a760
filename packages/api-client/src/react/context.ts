import { createContext, useContext } from 'react';
import type { ApiClient } from '../client';

/** The client the hooks use; set by `ApiProvider`. */
export const ApiClientContext = createContext<ApiClient | null>(null);
ApiClientContext.displayName = 'MarketDropApiClient';

/** The API client of the nearest `ApiProvider`. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (client === null) {
    throw new Error(
      'useApiClient must be used inside <ApiProvider>: wrap your app in <ApiProvider baseUrl="...">.',
    );
  }
  return client;
}
