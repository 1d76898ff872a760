import { useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { ApiProvider } from '@marketdrop/api-client/react';
import { MarketDropThemeProvider } from '@marketdrop/ui';
import { API_BASE_URL } from './config';
import { routes } from './routing/routes';
import { ToastHost } from './ToastHost';

export type AppProps = {
  /** The i18next instance (`createWebI18n`), English and French. */
  i18n: I18n;
};

/**
 * The app: theme and texts (English/French), API client and query cache, router, and the toasts
 * (top-right, 2000 ms, at most 6; mounted after the first paint, see `ToastHost`).
 */
export function App({ i18n }: AppProps) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <MarketDropThemeProvider i18n={i18n}>
      <ApiProvider baseUrl={API_BASE_URL}>
        <RouterProvider router={router} />
        <ToastHost />
      </ApiProvider>
    </MarketDropThemeProvider>
  );
}
