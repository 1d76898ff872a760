import { createContext, useContext } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { queryClient } from '../query';

/**
 * The query cache of a server render (one per request, ../entry-server.tsx); null in the browser,
 * where the app's own cache is used.
 */
export const RenderQueryClient = createContext<QueryClient | null>(null);

/** Gives the pages below it the query cache their `@marketdrop/api-client/react` hooks read. */
export function QueryLayout() {
  const rendering = useContext(RenderQueryClient);
  return (
    <QueryClientProvider client={rendering ?? queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
