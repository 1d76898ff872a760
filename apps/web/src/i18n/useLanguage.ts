import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { languageOfPath, type ApiClient } from '@marketdrop/api-client';
import { applyActiveLanguage, useApiClient, useSession } from '@marketdrop/api-client/react';
import {
  isMarketDropLanguage,
  languageOf,
  useTranslation,
  type MarketDropLanguage,
} from '@marketdrop/ui';
import { toast } from '../toast';
import { storeLanguage } from './language';
import { addressIn } from './language-address';

/** The language the address of the page shown names (`/fr/...` French, else English). */
const addressLanguage = (): MarketDropLanguage => languageOfPath(window.location.pathname);

/** The e-mail of an account just signed up in this tab: its first sign-in keeps the visitor's language. */
let newAccountEmail: string | undefined;

/**
 * Call when a sign-up succeeded. A new account has the default language on the server; when it
 * signs in, the language the visitor was using is saved on it instead of being replaced.
 */
export function markNewAccount(email: string): void {
  newAccountEmail = email.trim().toLowerCase();
}

/**
 * Saves the language on the signed-in account (`setActiveLanguage`) and applies it to the session's
 * user and, once it is loaded, the query cache (`../query`, not part of the landing page's load).
 */
async function saveAccountLanguage(client: ApiClient, language: MarketDropLanguage): Promise<void> {
  const result = await client.setActiveLanguage({ language });
  const { queryClient } = await import('../query');
  applyActiveLanguage(client, queryClient, result.data.language);
}

/**
 * Switches the language: the texts (French loads on demand), `<html lang>`, the browser's memory
 * (localStorage and the cookie the server reads) and, for a signed-in user, the account
 * (`setActiveLanguage`). On a page whose address names its language (a public page, or under
 * `/fr`) the browser moves to the page's address in the other language instead (query kept).
 */
export function useChooseLanguage(): (language: MarketDropLanguage) => Promise<void> {
  const { t, i18n } = useTranslation('web');
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useCallback(
    async (language) => {
      storeLanguage(language);
      const address = addressIn(language);
      if (address !== null) {
        if (language === addressLanguage()) return;
        if (isLoggedIn) await saveAccountLanguage(client, language).catch(() => {});
        window.location.assign(address);
        return;
      }
      await i18n.changeLanguage(language);
      if (!isLoggedIn) return;
      try {
        await saveAccountLanguage(client, language);
      } catch {
        toast.error(t('common.languageNotSaved'));
      }
    },
    [client, i18n, isLoggedIn, t],
  );
}

/**
 * A page whose address names its language is shown in it: when the browser, showing French at
 * English addresses (a signed-in page opened in the language chosen earlier), follows a link to a
 * public page, it goes to that page's French address instead.
 */
export function useLanguageFollowsAddress(): void {
  const { i18n } = useTranslation('web');
  const location = useLocation();
  useEffect(() => {
    const shown = languageOf(i18n);
    if (shown === addressLanguage()) return;
    const address = addressIn(shown);
    if (address !== null) window.location.replace(address);
  }, [location, i18n]);
}

/**
 * On each sign-in (and on a page load with a session), shows the account's language: the one the
 * user chose on any device (remembered only, on a page whose address names its language). A
 * brand-new account instead keeps (and saves) the visitor's language.
 */
export function useAccountLanguage(): void {
  const { i18n } = useTranslation('web');
  const client = useApiClient();
  const { user, isLoggedIn } = useSession();
  const signedIn = useRef<string | undefined>(undefined);
  const userId = isLoggedIn ? user?._id : undefined;
  const serverLanguage = user?.language;
  const email = user?.email?.trim().toLowerCase();

  useEffect(() => {
    if (userId === signedIn.current) return;
    signedIn.current = userId;
    if (userId === undefined) return;
    const shown = languageOf(i18n);
    if (email !== undefined && email === newAccountEmail) {
      newAccountEmail = undefined;
      // Not saved (the server unreachable): the account keeps the default; nothing to show.
      if (serverLanguage !== shown) saveAccountLanguage(client, shown).catch(() => {});
      return;
    }
    if (isMarketDropLanguage(serverLanguage) && serverLanguage !== shown) {
      storeLanguage(serverLanguage);
      // On a page whose address names its language, the account's is remembered, not shown.
      if (addressIn(serverLanguage) === null) void i18n.changeLanguage(serverLanguage);
    }
  }, [userId, serverLanguage, email, i18n, client]);
}
