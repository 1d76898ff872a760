import type { Decorator } from '@storybook/react-vite';
import { isMarketDropLanguage } from '../i18n/languages';
import { MarketDropThemeProvider } from '../MarketDropThemeProvider';

/**
 * Wraps every story in the MUI theme, CssBaseline and the i18n instance, in the language of
 * the toolbar's Locale (`globals.locale`) or of a story's `globals: { locale: 'fr' }` (used by
 * `.storybook/preview.tsx`; kept here so its JSX resolves React from this package).
 */
export const withMarketDropTheme: Decorator = (Story, context) => {
  const locale: unknown = context.globals['locale'];
  return (
    <MarketDropThemeProvider language={isMarketDropLanguage(locale) ? locale : 'en'}>
      <Story />
    </MarketDropThemeProvider>
  );
};

/** Gives a form the width it has on its page. */
export const withFormWidth: Decorator = (Story) => (
  <div style={{ maxWidth: 480 }}>
    <Story />
  </div>
);
