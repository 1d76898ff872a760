import { uiEnBundled } from './en';
import { DEFAULT_MARKETDROP_LANGUAGE, type MarketDropLanguage } from './languages';
import { MarketDropI18n, type MarketDropNamespace } from './runtime';
import { UI_NAMESPACE } from './types';

export type CreateMarketDropI18nOptions = {
  /** The starting language (default `en`). French texts start loading at once when it is `fr`. */
  language?: MarketDropLanguage;
  /** The host app's own namespaces, besides `ui` (apps/web passes `web`). */
  namespaces?: Record<string, MarketDropNamespace>;
};

/** English: the bundled areas; the others come with their components (`useTranslation`). */
const uiNamespace: MarketDropNamespace = {
  en: uiEnBundled,
  fr: () => import('./fr').then((module) => module.uiFr),
};

/**
 * A new MarketDrop i18n instance: namespace `ui` (the components' texts) plus the host's
 * namespaces, English bundled (each ui component brings the English of its own areas) and used as
 * the fallback, French fetched as a separate chunk the first time it is needed. `await i18n.changeLanguage(language)` resolves once that language's
 * texts are loaded. Give it to `<MarketDropThemeProvider i18n={...}>`.
 */
export function createMarketDropI18n(options: CreateMarketDropI18nOptions = {}): MarketDropI18n {
  const { language = DEFAULT_MARKETDROP_LANGUAGE, namespaces = {} } = options;
  return new MarketDropI18n({ ...namespaces, [UI_NAMESPACE]: uiNamespace }, language);
}

/** The language an instance shows now (`en` or `fr`). */
export function languageOf(instance: Pick<MarketDropI18n, 'language'>): MarketDropLanguage {
  return instance.language;
}
