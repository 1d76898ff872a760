/**
 * The Storybook pages are drawn from the theme: render them with MarketDrop's theme and with
 * another (a token changed through `createMarketDropTheme`), and the page shows the other values.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMarketDropTheme, marketDropTheme } from '../theme';
import {
  Breakpoints,
  ColourPalette,
  contrastLevel,
  contrastRatio,
  Elevation,
  Motion,
  Radii,
  SpacingScale,
  TypeScale,
} from './Foundations';
import { FormatExamples, formatExamples, messageCatalogue } from './Content';
import { ThemePlayground, themeCall } from './ThemePlayground';
import { messageKeys } from '@marketdrop/validation';

let root: Root | null = null;
let container: HTMLElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

async function render(element: React.ReactElement): Promise<HTMLElement> {
  container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container!);
    root.render(element);
  });
  return container;
}

const text = (root: HTMLElement, selector: string) =>
  root.querySelector(selector)?.textContent ?? null;

describe('Foundations pages', () => {
  it('the colours page shows the theme’s colours and their contrast, and follows a changed token', async () => {
    const page = await render(<ColourPalette />);
    const row = '[data-token="primary.main"]';
    expect(text(page, `${row} [data-part="colour"]`)).toBe('#0B4FD8');
    // White on #0B4FD8 (theme.ts says 6.7:1).
    expect(text(page, `${row} [data-part="ratio"]`)).toBe('6.7:1');
    expect(text(page, `${row} [data-part="level"]`)).toBe('AA');

    act(() => root?.unmount());
    const purple = createMarketDropTheme({ palette: { primary: { main: '#7A1FA2' } } });
    const changed = await render(<ColourPalette theme={purple} />);
    expect(text(changed, `${row} [data-part="colour"]`)).toBe('#7A1FA2');
    expect(text(changed, `${row} [data-part="ratio"]`)).toBe(
      `${contrastRatio('#FFFFFF', '#7A1FA2').toFixed(1)}:1`,
    );
    expect(text(changed, `${row} [data-part="ratio"]`)).not.toBe('6.7:1');

    // A pale brand colour fails with white text, and the page says so.
    const pale = createMarketDropTheme({ palette: { primary: { main: '#FFD60A' } } });
    act(() => root?.unmount());
    const failing = await render(<ColourPalette theme={pale} />);
    expect(text(failing, `${row} [data-part="level"]`)).toBe('Fails');
  });

  it('rates contrast as WCAG does', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBe(21);
    expect(contrastLevel(7)).toBe('AAA');
    expect(contrastLevel(4.5)).toBe('AA');
    expect(contrastLevel(3.2)).toBe('AA large');
    expect(contrastLevel(2.9)).toBe('Fails');
  });

  it('typography, spacing, radii, elevation, breakpoints and motion follow the theme', async () => {
    const serif = createMarketDropTheme({
      typography: { fontFamily: 'Georgia, serif', h1: { fontWeight: 800 } },
      spacing: 4,
      shape: { borderRadius: 2 },
      breakpoints: { values: { xs: 0, sm: 480, md: 900, lg: 1200, xl: 1536 } },
      transitions: { duration: { short: 123 } },
    });
    const pages = (theme = marketDropTheme) => (
      <>
        <TypeScale theme={theme} />
        <SpacingScale theme={theme} />
        <Radii theme={theme} />
        <Elevation theme={theme} />
        <Breakpoints theme={theme} />
        <Motion theme={theme} />
      </>
    );
    const before = await render(pages());
    expect(text(before, '[data-part="font-family"]')).toContain('"Inter"');
    expect(text(before, '[data-variant="h1"] [data-part="weight"]')).toBe('700');
    expect(text(before, '[data-step="2"] [data-part="value"]')).toBe('16px');
    expect(text(before, '[data-part="radius"]')).toBe('10px');
    expect(text(before, '[data-breakpoint="sm"] [data-part="value"]')).toBe('600px');
    expect(text(before, '[data-duration="short"] [data-part="value"]')).toBe('250ms');
    expect(before.querySelectorAll('[data-level]')).toHaveLength(7);

    act(() => root?.unmount());
    const after = await render(pages(serif));
    expect(text(after, '[data-part="font-family"]')).toContain('Georgia, serif');
    expect(text(after, '[data-variant="h1"] [data-part="weight"]')).toBe('800');
    expect(text(after, '[data-step="2"] [data-part="value"]')).toBe('8px');
    expect(text(after, '[data-part="radius"]')).toBe('2px');
    expect(text(after, '[data-breakpoint="sm"] [data-part="value"]')).toBe('480px');
    expect(text(after, '[data-duration="short"] [data-part="value"]')).toBe('123ms');
  });
});

describe('createMarketDropTheme', () => {
  it('derives the theme from the overrides: a font reaches every variant, a spacing number is the unit', () => {
    const theme = createMarketDropTheme({
      typography: { fontFamily: 'Georgia, serif' },
      spacing: 4,
      palette: { primary: { main: '#7A1FA2' } },
    });
    expect(theme.typography.h1.fontFamily).toBe('Georgia, serif');
    expect(theme.typography.body1.fontFamily).toBe('Georgia, serif');
    // MarketDrop's own choices stay where the overrides say nothing.
    expect(theme.typography.h1.fontWeight).toBe(700);
    expect(theme.typography.button.textTransform).toBe('none');
    expect(theme.spacing(2)).toBe('8px');
    expect(theme.palette.primary.main).toBe('#7A1FA2');
    expect(theme.palette.primary.dark).toBe('#1A3FA8');
    expect(theme.palette.secondary.main).toBe('#C2410C');
    expect(theme.shape.borderRadius).toBe(10);
    // The default theme is what it always was.
    expect(marketDropTheme.typography.h1.fontFamily).toContain('"Inter"');
    expect(marketDropTheme.spacing(2)).toBe('16px');
  });
});

describe('Theming playground', () => {
  it('restyles the components with the colour picked and gives the call that makes the theme', async () => {
    const page = await render(<ThemePlayground initialPrimary="#1B7F3B" />);
    const button = [...page.querySelectorAll('button')].find((b) => b.textContent === 'Place Bid');
    expect(button).toBeDefined();
    expect(getComputedStyle(button!).backgroundColor).toBe('rgb(27, 127, 59)');
    const call = text(page, '[data-testid="theme-call"]') ?? '';
    expect(call).toContain("main: '#1B7F3B'");
    expect(call).toContain('createMarketDropTheme({');
    expect(text(page, '[data-part="contrast"]')).toContain('meets WCAG AA');
    // The preview shows a card, a detail piece and the listing (its four cards, a row per pass).
    await vi.waitFor(() => expect(page.querySelectorAll('article').length).toBe(5));
    expect(getComputedStyle(page.querySelector('article h3')!).fontFamily).toContain('Inter');
  });

  it('the font picked reaches the components', async () => {
    const page = await render(
      <ThemePlayground initialFont={'Georgia, "Times New Roman", serif'} />,
    );
    expect(getComputedStyle(page.querySelector('article h3')!).fontFamily).toContain('Georgia');
  });

  it('picks the text colour on the brand colour that reads best', () => {
    expect(themeCall('#0B4FD8', 'Georgia, serif')).toContain("contrastText: '#FFFFFF'");
    expect(themeCall('#FFD60A', 'Georgia, serif')).toContain("contrastText: '#0F172A'");
    expect(themeCall('#FFD60A', 'Georgia, serif')).toContain("fontFamily: 'Georgia, serif'");
  });
});

describe('Content page', () => {
  it('lists every validation message with an English and a French text', () => {
    const catalogue = messageCatalogue();
    expect(catalogue.map((entry) => entry.key)).toEqual(messageKeys());
    const missing = catalogue.filter((entry) => entry.en === '' || entry.fr === '');
    expect(missing.map((entry) => entry.key)).toEqual([]);
    const required = catalogue.find((entry) => entry.key === 'required');
    expect(required).toMatchObject({
      en: '{{field}} is required',
      fr: '{{field}} est obligatoire',
    });
  });

  it('writes money, numbers and dates as en-CA and fr-CA do', async () => {
    const rows = formatExamples();
    const money = rows.find((row) => row.call.startsWith('formatMoney'));
    expect(money?.en).toBe('$24,500');
    expect(money?.fr).toBe('24\u00a0500\u00a0$');
    const page = await render(<FormatExamples />);
    expect(page.querySelectorAll('tbody tr')).toHaveLength(rows.length);
  });
});
