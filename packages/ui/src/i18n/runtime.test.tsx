import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMarketDropI18n } from './createMarketDropI18n';
import { catalogue } from './en/catalogue';
import { auctions } from './en/auctions';
import { MarketDropI18nProvider } from './MarketDropI18nProvider';
import { interpolate, type MarketDropNamespace, type TextValues, type Texts } from './runtime';
import { Trans } from './Trans';
import { useTranslation } from './useTranslation';

/** `Intl` separates French groups with no-break spaces: compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const shopEn = {
  greeting: 'Hello {{name}}',
  wait_one: 'Wait {{count}} second',
  wait_other: 'Wait {{count}} seconds',
  onlyEnglish: 'Only in English',
  nested: { deeper: { text: 'Deep' } },
};
const shopFr = {
  greeting: 'Bonjour {{name}}',
  wait_one: 'Attendez {{count}} seconde',
  wait_other: 'Attendez {{count}} secondes',
  nested: { deeper: { text: 'Profond' } },
};

/** An instance with a `shop` namespace whose French loader is a spy (resolving when told). */
function shopI18n(loadFrench: () => Promise<Texts> = () => Promise.resolve(shopFr)) {
  const fr = vi.fn(loadFrench);
  const shop: MarketDropNamespace = { en: shopEn, fr };
  const i18n = createMarketDropI18n({ namespaces: { shop } });
  /** `shop` is not in `MarketDropResources`: its keys go through the untyped lookup. */
  const t = (key: string, values?: TextValues) =>
    i18n.translate(i18n.language, 'shop', key, values);
  return { i18n, t, fr };
}

describe('interpolate', () => {
  it('fills in placeholders without escaping, and leaves unknown ones alone', () => {
    expect(interpolate('Hi {{name}}, {{ other }}', { name: '<b>Lea</b>' }, 'en')).toBe(
      'Hi <b>Lea</b>, {{ other }}',
    );
    expect(interpolate('{{a}}|{{b}}|{{c}}', { a: undefined, b: null, c: 0 }, 'en')).toBe('||0');
    expect(interpolate('No values {{x}}', undefined, 'en')).toBe('No values {{x}}');
  });

  it('formats `{{count, number}}` in the language', () => {
    expect(interpolate('{{count, number}} Bids', { count: 12345 }, 'en')).toBe('12,345 Bids');
    expect(plain(interpolate('{{count, number}} mises', { count: 12345 }, 'fr'))).toBe(
      '12 345 mises',
    );
  });
});

describe('MarketDropI18n', () => {
  it('finds nested keys and `ns:key`, else gives the key back', () => {
    const { i18n, t } = shopI18n();
    expect(t('nested.deeper.text')).toBe('Deep');
    expect(t('greeting', { name: 'Lea' })).toBe('Hello Lea');
    expect(i18n.translate('en', 'ui', 'shop:greeting', { name: 'Max' })).toBe('Hello Max');
    i18n.addAreas('en', 'ui', { catalogue });
    expect(i18n.t('catalogue.card.bidsOther', { count: 1500 })).toBe('1,500 Bids');
    expect(t('nested.missing')).toBe('nested.missing');
    expect(t('nested')).toBe('nested');
  });

  it("picks the plural text by `count` with each language's rules", async () => {
    const { i18n, t } = shopI18n();
    expect(t('wait', { count: 1 })).toBe('Wait 1 second');
    expect(t('wait', { count: 0 })).toBe('Wait 0 seconds');
    expect(t('wait', { count: 2 })).toBe('Wait 2 seconds');
    await i18n.changeLanguage('fr');
    // French: 0 and 1 are singular; `many` (millions) falls back to `_other`.
    expect(t('wait', { count: 0 })).toBe('Attendez 0 seconde');
    expect(t('wait', { count: 1 })).toBe('Attendez 1 seconde');
    expect(t('wait', { count: 2 })).toBe('Attendez 2 secondes');
    expect(t('wait', { count: 1000000 })).toBe('Attendez 1000000 secondes');
  });

  it('falls back to English for a text French does not have', async () => {
    const { i18n, t } = shopI18n();
    await i18n.changeLanguage('fr');
    expect(t('greeting', { name: 'Lea' })).toBe('Bonjour Lea');
    expect(t('onlyEnglish')).toBe('Only in English');
  });

  it('loads French once, on demand, and switches when it is there', async () => {
    let resolve: (texts: Texts) => void = () => {};
    const { i18n, t, fr } = shopI18n(() => new Promise((done) => (resolve = done)));
    expect(fr).not.toHaveBeenCalled();
    expect(i18n.hasResourceBundle('fr', 'shop')).toBe(false);

    const switched = i18n.changeLanguage('fr-CA');
    const again = i18n.changeLanguage('fr');
    expect(fr).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('en');
    expect(t('nested.deeper.text')).toBe('Deep');

    resolve(shopFr);
    await Promise.all([switched, again]);
    expect(i18n.language).toBe('fr');
    expect(i18n.hasResourceBundle('fr', 'shop')).toBe(true);
    expect(t('nested.deeper.text')).toBe('Profond');

    await i18n.changeLanguage('en');
    await i18n.changeLanguage('fr');
    expect(fr).toHaveBeenCalledTimes(1);
  });

  it('keeps the language asked for last when an earlier switch finishes later', async () => {
    let resolve: (texts: Texts) => void = () => {};
    const { i18n } = shopI18n(() => new Promise((done) => (resolve = done)));
    const toFrench = i18n.changeLanguage('fr');
    await i18n.changeLanguage('en');
    resolve(shopFr);
    await toFrench;
    expect(i18n.language).toBe('en');
  });

  it('rejects and keeps the language when French cannot load; asking again retries', async () => {
    let fail = true;
    const { i18n, t, fr } = shopI18n(() =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve(shopFr),
    );
    await expect(i18n.changeLanguage('fr')).rejects.toThrow('offline');
    expect(i18n.language).toBe('en');
    fail = false;
    await i18n.changeLanguage('fr');
    expect(fr).toHaveBeenCalledTimes(2);
    expect(t('greeting', { name: 'Lea' })).toBe('Bonjour Lea');
  });

  it("starts loading the first language's texts at once", async () => {
    const fr = vi.fn(() => Promise.resolve(shopFr));
    const i18n = createMarketDropI18n({ language: 'fr', namespaces: { shop: { en: shopEn, fr } } });
    expect(fr).toHaveBeenCalledTimes(1);
    await i18n.changeLanguage('fr');
    expect(fr).toHaveBeenCalledTimes(1);
    expect(i18n.t('common.language.label')).toBe('Langue');
  });

  it('tells listeners about each change of language, until they stop listening', async () => {
    const { i18n } = shopI18n();
    const seen: string[] = [];
    const stop = i18n.on('languageChanged', (language) => seen.push(language));
    await i18n.changeLanguage('fr');
    await i18n.changeLanguage('fr');
    await i18n.changeLanguage('en');
    stop();
    await i18n.changeLanguage('fr');
    expect(seen).toEqual(['fr', 'en']);
  });
});

describe('React bindings', () => {
  let cleanup: (() => void) | undefined;
  afterEach(() => {
    cleanup?.();
    cleanup = undefined;
  });

  async function render(node: ReactNode): Promise<HTMLElement> {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(node));
    cleanup = () => {
      act(() => root.unmount());
      container.remove();
    };
    return container;
  }

  function Label() {
    const { t } = useTranslation('ui');
    return <span>{t('common.language.label')}</span>;
  }

  it('useTranslation re-renders when the language changes', async () => {
    const i18n = createMarketDropI18n();
    const container = await render(
      <MarketDropI18nProvider i18n={i18n}>
        <Label />
      </MarketDropI18nProvider>,
    );
    expect(container.textContent).toBe('Language');
    await act(() => i18n.changeLanguage('fr'));
    expect(container.textContent).toBe('Langue');
    await act(() => i18n.changeLanguage('en'));
    expect(container.textContent).toBe('Language');
  });

  function BidTitle() {
    const { t } = useTranslation('ui', { auctions });
    return <span>{t('auctions.bid.title')}</span>;
  }

  it('useTranslation adds the areas it is given before the first text is read', async () => {
    const i18n = createMarketDropI18n();
    expect(i18n.t('auctions.bid.title')).toBe('auctions.bid.title');
    const container = await render(
      <MarketDropI18nProvider i18n={i18n}>
        <BidTitle />
        <Label />
      </MarketDropI18nProvider>,
    );
    // The first render already shows the text, never the key.
    expect(container.textContent).toBe('Place Your BidLanguage');
    expect(i18n.t('auctions.bid.title')).toBe('Place Your Bid');
    await act(() => i18n.changeLanguage('fr'));
    expect(container.textContent).toBe('Placer votre miseLangue');
  });

  it('a provider reuses the instance above it, and switches it to its `language`', async () => {
    const i18n = createMarketDropI18n();
    const container = await render(
      <MarketDropI18nProvider i18n={i18n}>
        <MarketDropI18nProvider language="fr">
          <Label />
        </MarketDropI18nProvider>
      </MarketDropI18nProvider>,
    );
    await act(() => i18n.changeLanguage('fr'));
    expect(i18n.language).toBe('fr');
    expect(container.textContent).toBe('Langue');
  });

  it('Trans turns tags into elements and never a value into markup', async () => {
    const t = (key: 'sentTo') => (key === 'sentTo' ? 'Sent to <email>{{email}}</email>.' : key);
    const container = await render(
      <Trans
        t={t}
        i18nKey="sentTo"
        values={{ email: '<email>x</email>@example.ca' }}
        components={{ email: <strong /> }}
      />,
    );
    expect(container.innerHTML).toBe(
      'Sent to <strong>&lt;email&gt;x&lt;/email&gt;@example.ca</strong>.',
    );
  });
});
