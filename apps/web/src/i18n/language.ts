import {
  LANGUAGE_COOKIE,
  isPublicPage,
  languageOfPath,
  type SiteLanguage,
} from '@marketdrop/api-client';
import {
  MARKETDROP_LOCALES,
  createMarketDropI18n,
  isMarketDropLanguage,
  type MarketDropI18n,
  type MarketDropLanguage,
} from '@marketdrop/ui';
import { webEnBundled } from './en';
import { WEB_NAMESPACE } from './types';

/** Where the visitor's choice of language is remembered in the browser (the cookie's name too). */
export const LANGUAGE_STORAGE_KEY = LANGUAGE_COOKIE;

/** The language chosen earlier in this browser, or null when none (or storage is unavailable). */
export function readChosenLanguage(): MarketDropLanguage | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isMarketDropLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The language chosen earlier in this browser, English when none (or storage is unavailable). */
export function readStoredLanguage(): MarketDropLanguage {
  return readChosenLanguage() ?? 'en';
}

/**
 * The language a page opened at `pathname` and not rendered by the server shows (a rendered page
 * shows the language it was rendered in, its address's; decision 034). Its address decides on a
 * public page and under `/fr` (`/listing` English, `/fr/listing` French, whatever was chosen
 * before: each is a page of its own for search engines and links). Any other page (signed-in
 * pages, `/`) shows the language chosen in this browser; without one, the one the server answered
 * `/` in (its `<html lang>`: the cookie, else the browser's `Accept-Language`), else English.
 */
export function startLanguage(pathname: string): MarketDropLanguage {
  const addressLanguage: SiteLanguage = languageOfPath(pathname);
  if (addressLanguage === 'fr' || isPublicPage(pathname)) return addressLanguage;
  const chosen = readChosenLanguage();
  if (chosen !== null) return chosen;
  return document.documentElement.lang.startsWith('fr') ? 'fr' : 'en';
}

/** The language cookie, for a year on the whole site (not sent to other sites). */
export function rememberLanguageForServer(language: MarketDropLanguage): void {
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // Cookies blocked: `/` is answered in the browser's language, then shown in the stored one.
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
