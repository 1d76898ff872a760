import { useContext, useEffect, useState, type ReactNode } from 'react';
import { createMarketDropI18n } from './createMarketDropI18n';
import type { MarketDropLanguage } from './languages';
import type { MarketDropI18n } from './runtime';
import { MarketDropI18nContext } from './useTranslation';

export type MarketDropI18nProviderProps = {
  children?: ReactNode;
  /**
   * The instance to use (the web app's, from `createMarketDropI18n`). Without it, the instance of
   * a provider above is reused, else the provider creates its own (partner widgets, Storybook).
   */
  i18n?: MarketDropI18n;
  /** Switches the instance to this language (French loads on demand). Leave out to keep it. */
  language?: MarketDropLanguage;
};

/** Gives every component below a MarketDrop i18n instance, whatever the host app has. */
export function MarketDropI18nProvider({ children, i18n, language }: MarketDropI18nProviderProps) {
  const inherited = useContext(MarketDropI18nContext);
  const [own] = useState(() =>
    i18n || inherited ? undefined : createMarketDropI18n({ language }),
  );
  // No `own` when an instance was given or inherited at first: if it goes, a shared one.
  const instance = i18n ?? inherited ?? own ?? sharedI18n();

  useEffect(() => {
    if (language && instance.language !== language) void instance.changeLanguage(language);
  }, [instance, language]);

  return <MarketDropI18nContext value={instance}>{children}</MarketDropI18nContext>;
}

let shared: MarketDropI18n | undefined;

/** Only reached if the given or inherited instance disappears after the first render. */
function sharedI18n(): MarketDropI18n {
  shared ??= createMarketDropI18n();
  return shared;
}
