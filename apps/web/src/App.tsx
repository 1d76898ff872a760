import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ApiClientContext } from '@marketdrop/api-client/react';
import { MarketDropThemeProvider, type MarketDropI18n } from '@marketdrop/ui';
import { apiClient } from './api';
import { ToastHost } from './ToastHost';

export type AppProps = {
  /** The i18n instance (`createWebI18n`), English and French. */
  i18n: MarketDropI18n;
  /** The app's router (`createBrowserRouter(routes)`), started before the first render. */
  router: ReturnType<typeof createBrowserRouter>;
};

/**
 * The app: theme and texts (English/French), API client (the query cache is given to the pages
 * that use it by `layouts/QueryLayout`), router, and the toasts
 * (top-right, 2000 ms, at most 6; loaded on the first action or toast, see `ToastHost`).
 */
export function App({ i18n, router }: AppProps) {
  return (
    <MarketDropThemeProvider i18n={i18n}>
      <ApiClientContext.Provider value={apiClient}>
        <RouterProvider router={router} />
        <ToastHost />
      </ApiClientContext.Provider>
    </MarketDropThemeProvider>
  );
}
