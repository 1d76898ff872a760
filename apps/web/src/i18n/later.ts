import { useCallback } from 'react';
import { isApiError } from '@marketdrop/api-client';
import {
  useFormatters,
  useMarketDropI18n,
  useMarketDropLanguage,
  type AreaTextKey,
  type MarketDropResources,
  type TextValues,
} from '@marketdrop/ui';

/**
 * Texts a page shows only after an action (the toast of a call's answer), loaded then instead of
 * with the page: `const later = useTextLater(() => import('./en/orders'));`
 * `void later('orders.basket.added').then(toast.success)`. The French comes with the language's
 * texts, as for `useTranslation`.
 */
export function useTextLater<Areas extends Partial<MarketDropResources['web']>>(
  load: () => Promise<Areas>,
): (key: AreaTextKey<Areas>, values?: TextValues) => Promise<string> {
  const i18n = useMarketDropI18n();
  const language = useMarketDropLanguage();
  return useCallback(
    async (key, values) => {
      i18n.addAreas('en', 'web', await load());
      return i18n.translate(language, 'web', key, values);
    },
    [i18n, language, load],
  );
}

/**
 * `useErrorText` loaded on the first failure: the text of a failed call in the language shown,
 * for the calls a page makes only after an action (its texts, and the validation messages a
 * refused field names, are not part of the page's first load).
 */
export function useErrorTextLater(): (error: unknown, fallback?: string) => Promise<string> {
  const i18n = useMarketDropI18n();
  const language = useMarketDropLanguage();
  const { money, dateTime } = useFormatters();
  return useCallback(
    async (error, fallback) => {
      const translate = (key: string) => i18n.translate(language, 'web', key);
      try {
        const { errorTextIn } = await import('./useErrorText');
        return errorTextIn(i18n, language, { money, dateTime })(error, fallback);
      } catch {
        return bundledErrorText(translate, error, fallback);
      }
    },
    [i18n, language, money, dateTime],
  );
}

/**
 * What `useErrorTextLater` says when the texts could not load (the connection dropped since the
 * page loaded): the bundled fallback texts, the network's for a call that got no answer, else the
 * screen's `fallback` or the generic text, as `errorTextOf` does for those.
 */
export function bundledErrorText(
  translate: (key: 'fallback.network' | 'fallback.generic') => string,
  error: unknown,
  fallback?: string,
): string {
  if (isApiError(error) && error.isNetworkError) return translate('fallback.network');
  return fallback ?? translate('fallback.generic');
}
