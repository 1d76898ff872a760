/**
 * Story wiring for the partner widgets: each story gets a fresh IN-MEMORY stand-in of the API
 * (`./inMemoryApi.ts`, through the real `ApiClient`) and a fresh query cache, inside
 * `MarketDropProvider`. Set the stand-in's options with `parameters.inMemoryApi`; play functions
 * read what was requested from `loaded.api`.
 */
import { useState, type ReactNode } from 'react';
import type { Decorator, Loader } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { MarketDropProvider } from '../widgets/MarketDropProvider';
import { createInMemoryApi, type InMemoryApi, type InMemoryApiOptions } from './inMemoryApi';

/** Creates the story's stand-in from `parameters.inMemoryApi`. */
export const inMemoryApiLoader: Loader = async ({ parameters }) => ({
  api: createInMemoryApi((parameters.inMemoryApi ?? {}) as InMemoryApiOptions),
});

/** The stand-in a story's loader made (for play functions). */
export function storyApi(loaded: Record<string, unknown>): InMemoryApi {
  return loaded.api as InMemoryApi;
}

function InMemoryMarketDrop({ api, children }: { api: InMemoryApi; children: ReactNode }) {
  // No retries: a failure shows at once in the error stories.
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      }),
  );
  return (
    <MarketDropProvider client={api.client} queryClient={queryClient}>
      {children}
    </MarketDropProvider>
  );
}

/** Wraps the story in `MarketDropProvider` with the loader's in-memory client. */
export const withInMemoryApi: Decorator = (Story, { loaded }) => (
  <InMemoryMarketDrop api={storyApi(loaded)}>
    <Story />
  </InMemoryMarketDrop>
);
