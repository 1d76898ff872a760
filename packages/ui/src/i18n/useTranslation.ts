import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { MarketDropI18n, type TFunction, type Texts } from './runtime';
import type { MarketDropLanguage } from './languages';
import type {
  AreaTextKey,
  BundledTextKey,
  MarketDropResources,
  Namespace,
  PrefixedBundledTextKey,
} from './types';

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
 *
 * `t` takes the keys of the areas the namespace bundles (`MarketDropBundledResources`) and of the
 * areas given as `areas`: the English of the other areas this component shows, imported by the
 * component (`import { auctions } from '../i18n/en/auctions'`, `useTranslation('ui', { auctions })`). So the
 * texts travel with the component's code: a page's chunk carries the texts of its own components,
 * and a component shows its texts wherever it is rendered (Storybook, a partner site). A key of an
 * area that is neither bundled nor given is a compile error.
 */
export function useTranslation<
  N extends Namespace,
  Other extends Namespace = never,
  Areas extends Partial<MarketDropResources[N]> = Record<never, never>,
>(
  namespaces: N | readonly [N, ...Other[]],
  areas?: Areas,
): {
  t: TFunction<BundledTextKey<N> | AreaTextKey<Areas> | PrefixedBundledTextKey<Other>>;
  i18n: MarketDropI18n;
} {
  const i18n = useMarketDropI18n();
  const language = useMarketDropLanguage();
  const namespace = typeof namespaces === 'string' ? namespaces : namespaces[0];
  // During render, before `t` is called: adding texts is idempotent and changes no text shown.
  if (areas) i18n.addAreas('en', namespace, areas as Texts);
  const t = useMemo(
    (): TFunction<string> => (key, values) => i18n.translate(language, namespace, key, values),
    [i18n, language, namespace],
  );
  return { t, i18n };
}
