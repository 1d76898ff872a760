import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import type { Theme } from '@mui/material/styles';
// MUI's own provider for a theme without CSS variables (what `@mui/material/styles`' ThemeProvider
// renders for such a theme): that one also carries the CSS-variables provider, 3 kB of every
// page's first load that no MarketDrop theme uses.
import { ThemeProvider } from '@mui/system';
import { MarketDropI18nProvider } from '../i18n/MarketDropI18nProvider';
import type { MarketDropLanguage } from '../i18n/languages';
import type { MarketDropI18n } from '../i18n/runtime';
import { marketDropTheme } from '../theme';
import { ClockContext, systemClock, type RenderedTime } from '../internal/clock';

export type { RenderedTime };

export type MarketDropThemeProviderProps = {
  children?: ReactNode;
  /**
   * Defaults to `marketDropTheme`; pass `createMarketDropTheme(overrides)` to adjust it (a theme
   * without CSS variables: `cssVariables` is not supported).
   */
  theme?: Theme;
  /** Adds MUI's `CssBaseline` (default true); a partner site embedding widgets may turn it off. */
  baseline?: boolean;
  /** The app's i18n instance (`createMarketDropI18n`); without one the components get their own. */
  i18n?: MarketDropI18n;
  /** The language to show (`en` or `fr`); leave out to follow the instance. */
  language?: MarketDropLanguage;
  /**
   * When and in which time zone the page was rendered on the server: given to the server render
   * and to the browser that hydrates it, so countdowns and times read the same on both sides
   * (then the real time and the device's zone). Leave out for a page rendered in the browser.
   */
  renderedTime?: RenderedTime;
};

/**
 * The MUI theme, the CSS baseline and the i18n instance (English/French texts) every component
 * needs. The date picker brings its own dayjs localization (see internal/DateOfBirthField).
 */
export function MarketDropThemeProvider({
  children,
  theme = marketDropTheme,
  baseline = true,
  i18n,
  language,
  renderedTime,
}: MarketDropThemeProviderProps) {
  const at = renderedTime?.at;
  const timeZone = renderedTime?.timeZone;
  const clockOffset = renderedTime?.clockOffset;
  const clock = useMemo(
    () =>
      at === undefined || timeZone === undefined
        ? systemClock
        : { ...systemClock, rendered: { at, timeZone, clockOffset } },
    [at, timeZone, clockOffset],
  );
  return (
    <MarketDropI18nProvider i18n={i18n} language={language}>
      <ThemeProvider theme={theme}>
        <ClockContext.Provider value={clock}>
          {baseline ? <CssBaseline /> : null}
          {children}
        </ClockContext.Provider>
      </ThemeProvider>
    </MarketDropI18nProvider>
  );
}
