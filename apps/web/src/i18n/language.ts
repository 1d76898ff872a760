import {
  MARKETDROP_LOCALES,
  createMarketDropI18n,
  isMarketDropLanguage,
  type MarketDropI18n,
  type MarketDropLanguage,
} from '@marketdrop/ui';
import { webEnBundled } from './en';
import { WEB_NAMESPACE } from './types';

/** Where the visitor's choice of language is remembered in the browser. */
export const LANGUAGE_STORAGE_KEY = 'marketdrop.language';

/** The language chosen earlier in this browser, English when none (or storage is unavailable). */
export function readStoredLanguage(): MarketDropLanguage {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isMarketDropLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

/**
 * The cookie that tells the server the language to render the public pages in (the same name as
 * the storage key; apps/api/src/plugins/web.ts reads it), so a French reader gets them in French.
 */
export const LANGUAGE_COOKIE = 'marketdrop.language';

/** The language cookie, for a year on the whole site (not sent to other sites). */
export function rememberLanguageForServer(language: MarketDropLanguage): void {
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // Cookies blocked: the server renders in English and the browser shows the page in French.
  }
}

/** Remembers the language in the browser (ignored when storage is unavailable), and for the server. */
export function storeLanguage(language: MarketDropLanguage): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage full: the choice lasts for this page only.
  }
  rememberLanguageForServer(language);
}

/** `<html lang>` follows the language shown (`en-CA` / `fr-CA`), for screen readers and search. */
function syncDocumentLanguage(language: MarketDropLanguage): void {
  document.documentElement.lang = MARKETDROP_LOCALES[language];
}

/**
 * The web app's texts (`ui` + `web` namespaces) in `language`, without touching the page: what a
 * server render uses. Await `ready` before rendering.
 */
export function createWebTexts(language: MarketDropLanguage): {
  i18n: MarketDropI18n;
  ready: Promise<unknown>;
} {
  const i18n = createMarketDropI18n({
    language,
    namespaces: {
      [WEB_NAMESPACE]: {
        en: webEnBundled,
        fr: () => import('./fr').then((module) => module.webFr),
      },
    },
  });
  return { i18n, ready: i18n.changeLanguage(language) };
}

/**
 * The web app's i18n instance: `ui` + `web` namespaces, in the remembered language, with
 * `<html lang>` following it. Await `ready` before the first render so a French visitor never sees
 * English first.
 */
export function createWebI18n(language: MarketDropLanguage = readStoredLanguage()): {
  i18n: MarketDropI18n;
  ready: Promise<unknown>;
} {
  const texts = createWebTexts(language);
  syncDocumentLanguage(texts.i18n.language);
  texts.i18n.on('languageChanged', syncDocumentLanguage);
  return texts;
}
