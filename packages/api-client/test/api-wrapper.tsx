import type { ReactNode } from 'react';
import type { ApiClient } from '../src/client';
import { ApiProvider, createQueryClient } from '../src/react';
import type { QueryClient } from '@tanstack/react-query';

/** The `wrapper` of `renderHook`: the hooks under test read `client` through `queryClient`. */
export function apiWrapper(client: ApiClient, queryClient: QueryClient = createQueryClient()) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ApiProvider client={client} queryClient={queryClient}>
        {children}
      </ApiProvider>
    );
  };
}
