/**
 * Doc blocks of the Storybook "Foundations" pages: each reads a `Theme` (default the one
 * `createMarketDropTheme()` makes) and draws its tokens, so the pages show what the components
 * get and never drift from `theme.ts`. Pass another theme (`createMarketDropTheme(overrides)`) to
 * see a partner's: `foundations.test.tsx` does, and checks the page changes with it.
 */
import type { CSSProperties, ReactNode } from 'react';
import { getContrastRatio, type Theme } from '@mui/material/styles';
import { marketDropTheme } from '../theme';

type ThemeProp = { /** The theme drawn; default `marketDropTheme`. */ theme?: Theme };

const cell: CSSProperties = {
  padding: '6px 10px',
  borderBottom: '1px solid #E4E7EC',
  textAlign: 'left',
  verticalAlign: 'middle',
};
const mono: CSSProperties = {
  fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
  fontSize: 13,
};

function Table({ head, children, label }: { head: string[]; children: ReactNode; label: string }) {
  return (
    <table aria-label={label} style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} scope="col" style={{ ...cell, fontWeight: 600 }}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** WCAG 2.1 contrast ratio of two colours, to one decimal (`6.7`). */
export function contrastRatio(foreground: string, background: string): number {
  return Math.round(getContrastRatio(foreground, background) * 10) / 10;
}

/** The WCAG level a ratio reaches for normal text (AAA 7:1, AA 4.5:1, large text only 3:1). */
export function contrastLevel(ratio: number): 'AAA' | 'AA' | 'AA large' | 'Fails' {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA large';
  return 'Fails';
}

/** The colour pairs the components draw: a background, the text on it, and what it is for. */
export function colourPairs(theme: Theme) {
  const { palette } = theme;
  return [
    {
      token: 'primary.main',
      colour: palette.primary.main,
      on: palette.primary.contrastText,
      use: 'Buttons, links, active states',
    },
    {
      token: 'primary.dark',
      colour: palette.primary.dark,
      on: palette.primary.contrastText,
      use: 'Hover and pressed buttons',
    },
    {
      token: 'primary.light',
      colour: palette.primary.light,
      on: palette.text.primary,
      use: 'Selected rows, soft highlights',
    },
    {
      token: 'secondary.main',
      colour: palette.secondary.main,
      on: palette.secondary.contrastText,
      use: 'Calls to action that must stand out (Claim Now, badges)',
    },
    {
      token: 'error.main',
      colour: palette.error.main,
      on: palette.error.contrastText,
      use: 'Errors, destructive actions, Outbid',
    },
    {
      token: 'success.main',
      colour: palette.success.main,
      on: palette.success.contrastText,
      use: 'Leading, Won, Paid',
    },
    {
      token: 'warning.main',
      colour: palette.warning.main,
      on: palette.warning.contrastText,
      use: 'Warnings, in standard alerts (soft background, dark text): a changed price, no slots, a reserve not met',
    },
    {
      token: 'info.main',
      colour: palette.info.main,
      on: palette.info.contrastText,
      use: 'Notices, in standard alerts; the dealer verification under review',
    },
    {
      token: 'background.paper',
      colour: palette.background.paper,
      on: palette.text.primary,
      use: 'Cards, dialogs: text.primary on it',
    },
    {
      token: 'background.paper (secondary text)',
      colour: palette.background.paper,
      on: palette.text.secondary,
      use: 'Labels, captions: text.secondary on it',
    },
    {
      token: 'background.default',
      colour: palette.background.default,
      on: palette.text.primary,
      use: 'The page behind the cards',
    },
    {
      token: 'background.default (secondary text)',
      colour: palette.background.default,
      on: palette.text.secondary,
      use: 'Captions on the page',
    },
  ] as const;
}

/** The palette: every colour pair with its contrast ratio and WCAG level. */
export function ColourPalette({ theme = marketDropTheme }: ThemeProp) {
  return (
    <Table
      label="Colours"
      head={[
        'Token',
        'Sample',
        'Colour',
        'Text on it',
        'Contrast',
        'WCAG (normal text)',
        'Used for',
      ]}
    >
      {colourPairs(theme).map((pair) => {
        const ratio = contrastRatio(pair.on, pair.colour);
        return (
          <tr key={pair.token} data-token={pair.token}>
            <td style={{ ...cell, ...mono }}>{pair.token}</td>
            <td style={cell}>
              <span
                style={{
                  display: 'inline-block',
                  minWidth: 72,
                  padding: '8px 12px',
                  borderRadius: 6,
                  border: '1px solid #D0D5DD',
                  background: pair.colour,
                  color: pair.on,
                  fontWeight: 600,
                }}
              >
                Aa 123
              </span>
            </td>
            <td style={{ ...cell, ...mono }} data-part="colour">
              {pair.colour}
            </td>
            <td style={{ ...cell, ...mono }}>{pair.on}</td>
            <td style={{ ...cell, ...mono }} data-part="ratio">
              {ratio.toFixed(1)}:1
            </td>
            <td style={cell} data-part="level">
              {contrastLevel(ratio)}
            </td>
            <td style={cell}>{pair.use}</td>
          </tr>
        );
      })}
    </Table>
  );
}

const VARIANTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
] as const;

/** The type scale: each variant in its own style, with its size, weight and line height. */
export function TypeScale({
  theme = marketDropTheme,
  sample = 'Bid on a 2021 Honda Civic',
}: ThemeProp & { sample?: string }) {
  const { typography } = theme;
  return (
    <div>
      <p style={{ ...mono, margin: '0 0 12px' }} data-part="font-family">
        fontFamily: {typography.fontFamily}
      </p>
      <Table label="Type scale" head={['Variant', 'Sample', 'Size', 'Weight', 'Line height']}>
        {VARIANTS.map((variant) => {
          const style = typography[variant];
          const size =
            typeof style.fontSize === 'number' ? `${style.fontSize}px` : String(style.fontSize);
          const px = String(style.fontSize).endsWith('rem')
            ? ` (${Math.round(parseFloat(String(style.fontSize)) * typography.htmlFontSize)}px)`
            : '';
          return (
            <tr key={variant} data-variant={variant}>
              <td style={{ ...cell, ...mono }}>{variant}</td>
              <td style={cell}>
                <span
                  style={{
                    fontFamily: style.fontFamily,
                    fontSize: style.fontSize,
                    fontWeight: style.fontWeight,
                    lineHeight: style.lineHeight,
                    letterSpacing: style.letterSpacing,
                    textTransform: style.textTransform,
                    color: theme.palette.text.primary,
                  }}
                >
                  {sample}
                </span>
              </td>
              <td style={{ ...cell, ...mono }}>
                {size}
                {px}
              </td>
              <td style={{ ...cell, ...mono }} data-part="weight">
                {String(style.fontWeight)}
              </td>
              <td style={{ ...cell, ...mono }}>{String(style.lineHeight)}</td>
            </tr>
          );
        })}
      </Table>
    </div>
  );
}

/** The spacing scale: `theme.spacing(n)` for the steps the components use. */
export function SpacingScale({ theme = marketDropTheme }: ThemeProp) {
  return (
    <Table label="Spacing" head={['Call', 'Value', 'Size']}>
      {[0.5, 1, 1.5, 2, 3, 4, 5, 6, 8].map((step) => {
        const value = theme.spacing(step);
        return (
          <tr key={step} data-step={step}>
            <td style={{ ...cell, ...mono }}>theme.spacing({step})</td>
            <td style={{ ...cell, ...mono }} data-part="value">
              {value}
            </td>
            <td style={cell}>
              <span
                style={{
                  display: 'inline-block',
                  height: 12,
                  width: value,
                  background: theme.palette.primary.main,
                  borderRadius: 2,
                }}
              />
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

/** The corner radii: `shape.borderRadius` and its multiples the components use (chips, dialogs). */
export function Radii({ theme = marketDropTheme }: ThemeProp) {
  const base = Number(theme.shape.borderRadius);
  const radii = [
    { name: 'shape.borderRadius (buttons, fields, cards)', value: base },
    { name: 'shape.borderRadius × 2 (dialogs, large cards)', value: base * 2 },
    { name: 'Pill (chips, the countdown)', value: 999 },
  ];
  return (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }} aria-label="Radii" role="list">
      {radii.map((radius) => (
        <div key={radius.name} role="listitem" style={{ width: 180 }}>
          <div
            style={{
              height: 72,
              borderRadius: radius.value,
              border: `2px solid ${theme.palette.primary.main}`,
              background: theme.palette.primary.light,
            }}
          />
          <p style={{ margin: '8px 0 0', fontSize: 13 }}>{radius.name}</p>
          <p style={{ ...mono, margin: 0 }} data-part="radius">
            {radius.value}px
          </p>
        </div>
      ))}
    </div>
  );
}

/** The elevation: the shadows of `theme.shadows` the components use (cards 1, menus 8, dialogs 24). */
export function Elevation({ theme = marketDropTheme }: ThemeProp) {
  const levels = [
    { level: 0, use: 'Flat: buttons (disableElevation), outlined cards' },
    { level: 1, use: 'Cards, the header' },
    { level: 2, use: 'A card on hover' },
    { level: 4, use: 'App bar when scrolled' },
    { level: 8, use: 'Menus, popovers, the notification list' },
    { level: 16, use: 'Drawers (filters on a phone)' },
    { level: 24, use: 'Dialogs' },
  ];
  return (
    <div
      style={{ display: 'flex', gap: 24, flexWrap: 'wrap', padding: 8 }}
      role="list"
      aria-label="Elevation"
    >
      {levels.map(({ level, use }) => (
        <div key={level} role="listitem" data-level={level} style={{ width: 180 }}>
          <div
            style={{
              height: 72,
              borderRadius: Number(theme.shape.borderRadius),
              background: theme.palette.background.paper,
              boxShadow: theme.shadows[level],
            }}
          />
          <p style={{ ...mono, margin: '8px 0 0' }}>elevation {level}</p>
          <p style={{ margin: 0, fontSize: 13 }}>{use}</p>
        </div>
      ))}
    </div>
  );
}

/** The breakpoints: `theme.breakpoints.values` and the media query each gives. */
export function Breakpoints({ theme = marketDropTheme }: ThemeProp) {
  const entries = Object.entries(theme.breakpoints.values) as [
    keyof typeof theme.breakpoints.values,
    number,
  ][];
  const uses: Record<string, string> = {
    xs: 'Phones: one card per row, filters in a drawer, the menu behind a button',
    sm: 'Large phones, small tablets: two cards per row',
    md: 'Tablets: the filter sidebar shows beside the grid',
    lg: 'Desktops: four cards per row, the detail page in two columns',
    xl: 'Wide screens: content stays centred in its container',
  };
  return (
    <Table label="Breakpoints" head={['Key', 'From', 'Media query (up)', 'What changes']}>
      {entries.map(([key, value]) => (
        <tr key={key} data-breakpoint={key}>
          <td style={{ ...cell, ...mono }}>{key}</td>
          <td style={{ ...cell, ...mono }} data-part="value">
            {value}px
          </td>
          <td style={{ ...cell, ...mono }}>{theme.breakpoints.up(key)}</td>
          <td style={cell}>{uses[key] ?? ''}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The motion tokens: `theme.transitions` durations and easings. */
export function Motion({ theme = marketDropTheme }: ThemeProp) {
  const { duration, easing } = theme.transitions;
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <Table label="Durations" head={['Token', 'Duration']}>
        {Object.entries(duration).map(([name, ms]) => (
          <tr key={name} data-duration={name}>
            <td style={{ ...cell, ...mono }}>transitions.duration.{name}</td>
            <td style={{ ...cell, ...mono }} data-part="value">
              {ms}ms
            </td>
          </tr>
        ))}
      </Table>
      <Table label="Easings" head={['Token', 'Curve']}>
        {Object.entries(easing).map(([name, curve]) => (
          <tr key={name}>
            <td style={{ ...cell, ...mono }}>transitions.easing.{name}</td>
            <td style={{ ...cell, ...mono }}>{curve}</td>
          </tr>
        ))}
      </Table>
    </div>
  );
}
