/**
 * The Storybook "Theming" page's playground: a brand colour and a font, the components restyled
 * live with `createMarketDropTheme(...)`, and the call to copy.
 */
import { useMemo, useState, type CSSProperties } from 'react';
import { darken, getContrastRatio, lighten, type ThemeOptions } from '@mui/material/styles';
import Button from '@mui/material/Button';
import { MarketDropThemeProvider } from '../MarketDropThemeProvider';
import { PriceBreakdown } from '../PriceBreakdown';
import { VehicleCard } from '../VehicleCard';
import { VehicleGrid } from '../VehicleGrid';
import { VehicleFacts } from '../AuctionDetail/VehicleFacts';
import { makeAuction, sampleAuctions } from '../storybook/catalogueFixtures';
import { brandColors, createMarketDropTheme } from '../theme';

/** Fonts a partner site commonly uses (the first is MarketDrop's own). */
export const PLAYGROUND_FONTS = [
  '"Inter", "Roboto", "Helvetica Neue", Arial, sans-serif',
  'Georgia, "Times New Roman", serif',
  '"Trebuchet MS", "Segoe UI", sans-serif',
  'Verdana, Geneva, sans-serif',
  'ui-monospace, Menlo, Consolas, monospace',
] as const;

/**
 * The theme options for a brand colour and a font: the primary colour with its hover (`dark`) and
 * soft (`light`) shades derived from it, and the text colour on it that reads best (white or the
 * text colour, whichever has the higher contrast).
 */
export function brandThemeOptions(primary: string, fontFamily: string): ThemeOptions {
  const contrastText =
    getContrastRatio('#FFFFFF', primary) >= getContrastRatio(brandColors.text, primary)
      ? '#FFFFFF'
      : brandColors.text;
  return {
    palette: {
      primary: {
        main: primary,
        dark: darken(primary, 0.2),
        light: lighten(primary, 0.88),
        contrastText,
      },
    },
    typography: { fontFamily },
  };
}

/** The `createMarketDropTheme(...)` call that makes the theme of `brandThemeOptions`. */
export function themeCall(primary: string, fontFamily: string): string {
  const { palette, typography } = brandThemeOptions(primary, fontFamily);
  const main = palette?.primary as {
    main: string;
    dark: string;
    light: string;
    contrastText: string;
  };
  return [
    "import { createMarketDropTheme } from '@marketdrop/ui';",
    '',
    'const theme = createMarketDropTheme({',
    '  palette: {',
    '    primary: {',
    `      main: '${main.main}',`,
    `      dark: '${main.dark}',`,
    `      light: '${main.light}',`,
    `      contrastText: '${main.contrastText}',`,
    '    },',
    '  },',
    `  typography: { fontFamily: '${String(typography && 'fontFamily' in typography ? typography.fontFamily : '')}' },`,
    '});',
    '',
    '// <MarketDropProvider apiBaseUrl="..." theme={theme}> or <MarketDropThemeProvider theme={theme}>',
  ].join('\n');
}

const label: CSSProperties = { display: 'grid', gap: 4, fontSize: 14, fontWeight: 600 };
const panel: CSSProperties = { border: '1px solid #E4E7EC', borderRadius: 8, padding: 16 };

/** Pick a brand colour and a font; the card, the listing and a detail piece follow. */
export function ThemePlayground({
  initialPrimary = brandColors.primary,
  initialFont = PLAYGROUND_FONTS[0],
}: {
  initialPrimary?: string;
  initialFont?: string;
}) {
  const [primary, setPrimary] = useState(initialPrimary);
  const [font, setFont] = useState(initialFont);
  const [copied, setCopied] = useState(false);
  const theme = useMemo(
    () => createMarketDropTheme(brandThemeOptions(primary, font)),
    [primary, font],
  );
  const code = themeCall(primary, font);
  const ratio = Math.round(getContrastRatio(theme.palette.primary.contrastText, primary) * 10) / 10;
  const auction = useMemo(() => makeAuction(), []);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'end' }}>
        <label style={label}>
          Brand colour
          <input
            type="color"
            value={primary}
            onChange={(event) => setPrimary(event.target.value)}
          />
        </label>
        <label style={label}>
          Brand colour (hex)
          <input
            type="text"
            value={primary}
            pattern="#[0-9a-fA-F]{6}"
            onChange={(event) => {
              if (/^#[0-9a-fA-F]{6}$/.test(event.target.value)) setPrimary(event.target.value);
            }}
            style={{ padding: '4px 6px', width: 100 }}
          />
        </label>
        <label style={label}>
          Font
          <select
            value={font}
            onChange={(event) => setFont(event.target.value)}
            style={{ padding: '4px 6px' }}
          >
            {PLAYGROUND_FONTS.map((family) => (
              <option key={family} value={family}>
                {family.split(',')[0]?.replaceAll('"', '')}
              </option>
            ))}
          </select>
        </label>
        <p role="status" style={{ margin: 0, fontSize: 14 }} data-part="contrast">
          Button text on the brand colour: {ratio.toFixed(1)}:1{' '}
          {ratio >= 4.5 ? '(meets WCAG AA)' : '(below WCAG AA 4.5:1: pick a darker colour)'}
        </p>
      </div>
      <MarketDropThemeProvider theme={theme} baseline={false}>
        <div
          style={{ display: 'grid', gap: 16, fontFamily: font }}
          data-testid="playground-preview"
        >
          <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'start' }}>
            <section style={{ ...panel, width: 320 }} aria-label="Vehicle card">
              <VehicleCard auction={auction} />
            </section>
            <section style={{ ...panel, flex: '1 1 320px' }} aria-label="Detail">
              <div style={{ display: 'flex', gap: 8, marginBottom: 16, flexWrap: 'wrap' }}>
                <Button variant="contained">Place Bid</Button>
                <Button variant="contained" color="secondary">
                  Claim Now
                </Button>
                <Button variant="outlined">Watch</Button>
              </div>
              <PriceBreakdown price={12350} province="ON" />
              <VehicleFacts vehicle={auction.vehicle} baseUrl="" />
            </section>
          </div>
          <section style={panel} aria-label="Listing">
            <VehicleGrid auctions={sampleAuctions.slice(0, 4)} />
          </section>
        </div>
      </MarketDropThemeProvider>
      <div>
        <pre
          style={{
            background: '#0F172A',
            color: '#F8FAFC',
            padding: 16,
            borderRadius: 8,
            overflowX: 'auto',
            fontSize: 13,
          }}
        >
          <code data-testid="theme-call">{code}</code>
        </pre>
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(code).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy the call'}
        </button>
      </div>
    </div>
  );
}
