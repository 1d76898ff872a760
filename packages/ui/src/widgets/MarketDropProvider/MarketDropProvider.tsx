import { useMemo, type ReactNode } from 'react';
import type { Theme } from '@mui/material/styles';
import type { QueryClient } from '@tanstack/react-query';
import { createApiClient, createSessionStore, type ApiClient } from '@marketdrop/api-client';
import { ApiProvider } from '@marketdrop/api-client/react';
import type { MarketDropLanguage } from '../../i18n/languages';
import type { MarketDropI18n } from '../../i18n/runtime';
import { ImageBaseUrlProvider } from '../../internal/imageUrl';
import { MarketDropThemeProvider } from '../../MarketDropThemeProvider';

/**
 * Where an embedded widget keeps a MarketDrop session in the partner's localStorage: its own keys,
 * so it never reads (or sends to MarketDrop) a `token` the partner site keeps for itself.
 */
export const WIDGET_SESSION_KEYS = { user: 'marketdrop.user', token: 'marketdrop.token' } as const;

export type MarketDropProviderProps = {
  /** The MarketDrop API origin, e.g. `https://api.marketdrop.ca` (the partner's origin must be in its CORS_ORIGINS). */
  apiBaseUrl?: string;
  /**
   * A ready API client instead of `apiBaseUrl` (its own base URL and session). Stories and tests
   * pass one answered in memory; a site that signs users in passes its own.
   */
  client?: ApiClient;
  /** `en` (default) or `fr`. */
  language?: MarketDropLanguage;
  /** The MUI theme (default `marketDropTheme`; adjust it with `createMarketDropTheme`). */
  theme?: Theme;
  /** A TanStack QueryClient to share with the host page (default: a new one). */
  queryClient?: QueryClient;
  /** The host's MarketDrop i18n instance (`createMarketDropI18n`), to share its language and texts. */
  i18n?: MarketDropI18n;
  /** Add MUI's CSS baseline to the page. Default false: a partner page keeps its own styles. */
  baseline?: boolean;
  children?: ReactNode;
};

/**
 * Everything the MarketDrop widgets need, in one wrapper for a partner site: theme, texts
 * (English/French), the API client and its query cache, and the image address of the API host.
 *
 * ```tsx
 * <MarketDropProvider apiBaseUrl="https://api.marketdrop.ca" language="fr">
 *   <VehicleListing linkBase="/inventory/" />
 * </MarketDropProvider>
 * ```
 */
export function MarketDropProvider({
  apiBaseUrl = '',
  client,
  language,
  theme,
  queryClient,
  i18n,
  baseline = false,
  children,
}: MarketDropProviderProps) {
  const api = useMemo(
    () =>
      client ??
      createApiClient({
        baseUrl: apiBaseUrl,
        session: createSessionStore({ keys: WIDGET_SESSION_KEYS }),
      }),
    [client, apiBaseUrl],
  );
  return (
    <MarketDropThemeProvider theme={theme} baseline={baseline} language={language} i18n={i18n}>
      <ApiProvider client={api} queryClient={queryClient}>
        <ImageBaseUrlProvider baseUrl={api.baseUrl}>{children}</ImageBaseUrlProvider>
      </ApiProvider>
    </MarketDropThemeProvider>
  );
}
