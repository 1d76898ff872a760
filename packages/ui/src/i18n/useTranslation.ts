import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { MarketDropI18n, type TFunction } from './runtime';
import type { MarketDropLanguage } from './languages';
import type { Namespace, PrefixedTextKey, TextKey } from './types';

/** The instance `MarketDropI18nProvider` gives the components below it. */
export const MarketDropI18nContext = createContext<MarketDropI18n | undefined>(undefined);

let withoutTexts: MarketDropI18n | undefined;

/**
 * The instance of the nearest `MarketDropI18nProvider` (`MarketDropThemeProvider` has one). Outside
 * any provider, an instance without texts: keys show instead of texts. (Not a default instance
 * with the texts: every component would then bundle both languages' texts.)
 */
export function useMarketDropI18n(): MarketDropI18n {
  return useContext(MarketDropI18nContext) ?? (withoutTexts ??= new MarketDropI18n({}));
}

/** The language shown now (`en` or `fr`); re-renders when it changes. */
export function useMarketDropLanguage(): MarketDropLanguage {
  const i18n = useMarketDropI18n();
  return useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
}

/**
 * The texts of a namespace in the language shown: `const { t } = useTranslation('ui');`
 * `t('header.links.home')`. Re-renders when the language changes. With a list (`['web', 'ui']`)
 * keys are the first namespace's, and the others' with their name in front (`t('ui:...')`).
 */
export function useTranslation<N extends Namespace, Other extends Namespace = never>(
  namespaces: N | readonly [N, ...Other[]],
): { t: TFunction<TextKey<N> | PrefixedTextKey<Other>>; i18n: MarketDropI18n } {
  const i18n = useMarketDropI18n();
  const language = useMarketDropLanguage();
  const namespace = typeof namespaces === 'string' ? namespaces : namespaces[0];
  const t = useMemo(
    (): TFunction<string> => (key, values) => i18n.translate(language, namespace, key, values),
    [i18n, language, namespace],
  );
  return { t, i18n };
}
