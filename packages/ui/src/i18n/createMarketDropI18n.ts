import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { uiEn } from './en';
import {
  DEFAULT_MARKETDROP_LANGUAGE,
  MARKETDROP_LANGUAGES,
  isMarketDropLanguage,
  type MarketDropLanguage,
} from './languages';
import { UI_NAMESPACE } from './types';

/** A namespace's texts: English bundled, every other language loaded on demand (a lazy chunk). */
export type MarketDropNamespace = {
  en: ResourceKey;
  /** e.g. `() => import('./fr').then((m) => m.webFr)`. */
  fr: () => Promise<ResourceKey>;
};

export type CreateMarketDropI18nOptions = {
  /** The starting language (default `en`). French texts start loading at once when it is `fr`. */
  language?: MarketDropLanguage;
  /** The host app's own namespaces, besides `ui` (apps/web passes `web`). */
  namespaces?: Record<string, MarketDropNamespace>;
};

const uiNamespace: MarketDropNamespace = {
  en: uiEn,
  fr: () => import('./fr').then((module) => module.uiFr),
};

/** Loads the non-English texts of a namespace through the namespace's loader. */
function lazyLanguageBackend(namespaces: Record<string, MarketDropNamespace>): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language, namespace, callback) {
      const entry = namespaces[namespace];
      if (!entry || !isMarketDropLanguage(language)) {
        callback(null, {});
        return;
      }
      if (language === 'en') {
        callback(null, entry.en);
        return;
      }
      entry.fr().then(
        (resources) => callback(null, resources),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  };
}

/**
 * A new i18next instance for MarketDrop: namespace `ui` (the components' texts) plus the host's
 * namespaces, English bundled and used as the fallback, French fetched as a separate chunk the
 * first time it is needed. `await i18n.changeLanguage(language)` resolves once that language's
 * texts are loaded. Give it to `<MarketDropThemeProvider i18n={...}>`.
 */
export function createMarketDropI18n(options: CreateMarketDropI18nOptions = {}): I18n {
  const { language = DEFAULT_MARKETDROP_LANGUAGE, namespaces = {} } = options;
  const all: Record<string, MarketDropNamespace> = { ...namespaces, [UI_NAMESPACE]: uiNamespace };
  const names = Object.keys(all);
  const instance = i18next.createInstance();
  void instance
    .use(lazyLanguageBackend(all))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_MARKETDROP_LANGUAGE,
      supportedLngs: [...MARKETDROP_LANGUAGES],
      nonExplicitSupportedLngs: false,
      load: 'languageOnly',
      ns: names,
      defaultNS: UI_NAMESPACE,
      // English is bundled: the backend is asked only for what is missing (French).
      resources: { en: Object.fromEntries(names.map((name) => [name, all[name]?.en ?? {}])) },
      partialBundledLanguages: true,
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes already.
      returnNull: false,
      react: { useSuspense: false },
    });
  return instance;
}

/** The current language of an instance as `en` or `fr` (English while it is anything else). */
export function languageOf(
  instance: Pick<I18n, 'resolvedLanguage' | 'language'>,
): MarketDropLanguage {
  const current = instance.resolvedLanguage ?? instance.language;
  return isMarketDropLanguage(current) ? current : DEFAULT_MARKETDROP_LANGUAGE;
}
