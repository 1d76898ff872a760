import { useCallback, useEffect, useRef } from 'react';
import { useSession, useSetActiveLanguage } from '@marketdrop/api-client/react';
import {
  isMarketDropLanguage,
  languageOf,
  useTranslation,
  type MarketDropLanguage,
} from '@marketdrop/ui';
import { toast } from '../toast';
import { storeLanguage } from './language';

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
 * Switches the language: the texts (French loads on demand), `<html lang>`, the browser's memory
 * (localStorage) and, for a signed-in user, the account (`setActiveLanguage`).
 */
export function useChooseLanguage(): (language: MarketDropLanguage) => Promise<void> {
  const { t, i18n } = useTranslation('web');
  const { isLoggedIn } = useSession();
  const { mutateAsync } = useSetActiveLanguage();
  return useCallback(
    async (language) => {
      storeLanguage(language);
      await i18n.changeLanguage(language);
      if (!isLoggedIn) return;
      try {
        await mutateAsync({ language });
      } catch {
        toast.error(t('messages.app.languageNotSaved'));
      }
    },
    [i18n, isLoggedIn, mutateAsync, t],
  );
}

/**
 * On each sign-in (and on a page load with a session), shows the account's language: the one the
 * user chose on any device. A brand-new account instead keeps (and saves) the visitor's language.
 */
export function useAccountLanguage(): void {
  const { i18n } = useTranslation('web');
  const { user, isLoggedIn } = useSession();
  const { mutate } = useSetActiveLanguage();
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
      if (serverLanguage !== shown) mutate({ language: shown });
      return;
    }
    if (isMarketDropLanguage(serverLanguage) && serverLanguage !== shown) {
      storeLanguage(serverLanguage);
      void i18n.changeLanguage(serverLanguage);
    }
  }, [userId, serverLanguage, email, i18n, mutate]);
}
