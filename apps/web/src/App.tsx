import { useEffect, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { ApiClient } from '@marketdrop/api-client';
import { ApiClientContext } from '@marketdrop/api-client/react';
import { MarketDropThemeProvider, type MarketDropI18n, type RenderedTime } from '@marketdrop/ui';
import { apiClient } from './api';
import { ToastHost } from './ToastHost';
import { SiteOriginContext } from './content/SiteOrigin';

export type AppFrameProps = {
  i18n: MarketDropI18n;
  client: ApiClient;
  /** The router: the browser's `RouterProvider`, or a server render's `StaticRouterProvider`. */
  children: ReactNode;
  /** A server render's instant and time zone (in the render, and while the browser hydrates it). */
  renderedTime?: RenderedTime;
  /** The site's public address a server render names in its links (else the page's origin). */
  origin?: string;
};

/**
 * What wraps the router in the browser and in a server render alike (so the render the browser
 * hydrates is the same tree): theme and texts, API client, toasts.
 */
export function AppFrame({ i18n, client, children, renderedTime, origin }: AppFrameProps) {
  return (
    <MarketDropThemeProvider i18n={i18n} renderedTime={renderedTime}>
      <SiteOriginContext.Provider value={origin ?? null}>
        <ApiClientContext.Provider value={client}>
          {children}
          <ToastHost />
        </ApiClientContext.Provider>
      </SiteOriginContext.Provider>
    </MarketDropThemeProvider>
  );
}

export type AppProps = {
  /** The i18n instance (`createWebI18n`), English and French. */
  i18n: MarketDropI18n;
  /** The app's router (`createBrowserRouter(routes)`), started before the first render. */
  router: ReturnType<typeof createBrowserRouter>;
  /** The server render's instant and zone, when the browser hydrates its HTML. */
  renderedTime?: RenderedTime;
  /** The server render's site address, when the browser hydrates its HTML. */
  origin?: string;
};

/**
 * The app: theme and texts (English/French), API client (the query cache is given to the pages
 * that use it by `layouts/QueryLayout`), router, and the toasts
 * (top-right, 2000 ms, at most 6; loaded on the first action or toast, see `ToastHost`).
 */
export function App({ i18n, router, renderedTime, origin }: AppProps) {
  // Once the page answers (rendered by the browser, or the server's HTML hydrated):
  // `<html data-app-ready>`, what tests and monitors wait for before typing into the page.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <AppFrame i18n={i18n} client={apiClient} renderedTime={renderedTime} origin={origin}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
