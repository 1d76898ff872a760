import { useContext, useEffect, useState, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nContext, I18nextProvider } from 'react-i18next';
import { createMarketDropI18n } from './createMarketDropI18n';
import type { MarketDropLanguage } from './languages';
import { UI_NAMESPACE } from './types';

export type MarketDropI18nProviderProps = {
  children?: ReactNode;
  /**
   * The instance to use (the web app's, from `createMarketDropI18n`). Without it, an instance
   * above that knows the `ui` namespace is reused, else the provider creates its own (partner
   * widgets, Storybook).
   */
  i18n?: I18n;
  /** Switches the instance to this language (French loads on demand). Leave out to keep it. */
  language?: MarketDropLanguage;
};

function knowsUi(instance: I18n | undefined): instance is I18n {
  return Boolean(instance?.hasResourceBundle?.('en', UI_NAMESPACE));
}

/** Gives every component below a MarketDrop i18next instance, whatever the host app has. */
export function MarketDropI18nProvider({ children, i18n, language }: MarketDropI18nProviderProps) {
  const inherited = useContext(I18nContext)?.i18n;
  const [own] = useState<I18n | undefined>(() =>
    i18n || knowsUi(inherited) ? undefined : createMarketDropI18n({ language }),
  );
  const instance = i18n ?? (knowsUi(inherited) ? inherited : own) ?? createMarketDropI18nOnce();

  useEffect(() => {
    if (language && instance.language !== language) void instance.changeLanguage(language);
  }, [instance, language]);

  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}

let fallbackInstance: I18n | undefined;

/** Only reached if the inherited instance disappears after the first render. */
function createMarketDropI18nOnce(): I18n {
  fallbackInstance ??= createMarketDropI18n();
  return fallbackInstance;
}
