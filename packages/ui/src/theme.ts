import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';

/**
 * MarketDrop's brand colours. Every foreground/background pair used by the components meets WCAG AA
 * (4.5:1 for text): white on `primary.main` is 6.7:1, on `secondary.main` 5.2:1, on `error.main`
 * 6.6:1, on `success.main` 5.1:1; `text.secondary` on white is 7.7:1.
 */
export const brandColors = {
  /** Buttons, links, active states. */
  primary: '#0B4FD8',
  primaryDark: '#1A3FA8',
  primaryLight: '#E4EDFF',
  /** Calls to action that must stand out (Claim Now, badges). */
  secondary: '#C2410C',
  error: '#B42318',
  success: '#1B7F3B',
  text: '#0F172A',
  textSecondary: '#475467',
  background: '#F5F7FB',
  paper: '#FFFFFF',
  /** Footer background; light text on it. */
  footer: '#111827',
} as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** `overrides` deep-merged over `base` (plain objects merged key by key; anything else replaced). */
function mergeOptions(base: Record<string, unknown>, overrides: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    merged[key] =
      isPlainObject(current) && isPlainObject(value) ? mergeOptions(current, value) : value;
  }
  return merged;
}

/**
 * Creates the MarketDrop MUI theme; `overrides` are deep-merged over its options BEFORE the theme is
 * made (e.g. a partner's colours and font), so what MUI derives from them follows: a font reaches
 * every typography variant, a `spacing` number becomes the spacing function, breakpoints their
 * media queries.
 */
export function createMarketDropTheme(overrides: ThemeOptions = {}): Theme {
  return createTheme(
    mergeOptions(
      {
        palette: {
          mode: 'light',
          primary: {
            main: brandColors.primary,
            dark: brandColors.primaryDark,
            light: brandColors.primaryLight,
            contrastText: '#FFFFFF',
          },
          secondary: { main: brandColors.secondary, contrastText: '#FFFFFF' },
          error: { main: brandColors.error, contrastText: '#FFFFFF' },
          success: { main: brandColors.success, contrastText: '#FFFFFF' },
          text: { primary: brandColors.text, secondary: brandColors.textSecondary },
          background: { default: brandColors.background, paper: brandColors.paper },
        },
        shape: { borderRadius: 10 },
        typography: {
          fontFamily: '"Inter", "Roboto", "Helvetica Neue", Arial, sans-serif',
          button: { textTransform: 'none', fontWeight: 600 },
          h1: { fontWeight: 700 },
          h2: { fontWeight: 700 },
          h3: { fontWeight: 700 },
          h4: { fontWeight: 700 },
          h5: { fontWeight: 600 },
          h6: { fontWeight: 600 },
        },
        components: {
          MuiButton: { defaultProps: { disableElevation: true } },
          MuiTextField: { defaultProps: { fullWidth: true } },
          MuiLink: { defaultProps: { underline: 'hover' } },
        },
      } satisfies ThemeOptions,
      overrides as Record<string, unknown>,
    ) as ThemeOptions,
  );
}

/** The default MarketDrop theme. */
export const marketDropTheme: Theme = createMarketDropTheme();
