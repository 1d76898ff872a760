import { describe, expect, it } from 'vitest';
import { createMarketDropI18n, languageOf } from './createMarketDropI18n';
import { uiEnBundled } from './en';
import { account } from './en/account';
import { auctions } from './en/auctions';

describe('createMarketDropI18n', () => {
  it('shows English at once (bundled)', () => {
    const i18n = createMarketDropI18n();
    expect(i18n.t('common.language.label')).toBe('Language');
    expect(languageOf(i18n)).toBe('en');
    expect(i18n.hasResourceBundle('fr', 'ui')).toBe(false);
  });

  it("bundles the frame's areas; another area's English is there once added, French has all", async () => {
    const i18n = createMarketDropI18n();
    const changes: string[] = [];
    i18n.on('languageChanged', (language) => changes.push(language));
    expect(Object.keys(uiEnBundled).sort()).toEqual(['common', 'header', 'loader']);
    expect(i18n.t('auctions.bid.title')).toBe('auctions.bid.title');

    i18n.addAreas('en', 'ui', { auctions });
    expect(i18n.t('auctions.bid.title')).toBe('Place Your Bid');
    expect(i18n.t('common.language.label')).toBe('Language');
    // An area already there stays as it is; the bundled object itself is never changed.
    i18n.addAreas('en', 'ui', { auctions: { bid: { title: 'Other' } }, account });
    expect(i18n.t('auctions.bid.title')).toBe('Place Your Bid');
    expect(i18n.t('account.sidebar.logout')).toBe(account.sidebar.logout);
    expect(Object.keys(uiEnBundled)).not.toContain('auctions');
    // Adding texts changes no text shown: nobody is told.
    expect(changes).toEqual([]);

    // A second instance has only the bundled areas.
    expect(createMarketDropI18n().t('auctions.bid.title')).toBe('auctions.bid.title');
    await i18n.changeLanguage('fr');
    expect(i18n.t('auctions.purchase.claim')).toBe('Réclamer maintenant');
  });

  it('loads French on demand and switches only once it is there', async () => {
    const i18n = createMarketDropI18n();
    await i18n.changeLanguage('fr');
    expect(i18n.hasResourceBundle('fr', 'ui')).toBe(true);
    expect(i18n.t('common.language.label')).toBe('Langue');
    expect(languageOf(i18n)).toBe('fr');
    await i18n.changeLanguage('en');
    expect(i18n.t('common.language.label')).toBe('Language');
  });

  it("loads the host's namespaces in both languages", async () => {
    const i18n = createMarketDropI18n({
      language: 'fr',
      namespaces: {
        shop: { en: { hello: 'Hello' }, fr: () => Promise.resolve({ hello: 'Bonjour' }) },
      },
    });
    await i18n.changeLanguage('fr');
    // `shop` is not in `MarketDropResources`, so its keys are not typed: the untyped lookup.
    expect(i18n.translate(i18n.language, 'shop', 'hello')).toBe('Bonjour');
    expect(i18n.hasResourceBundle('fr', 'shop')).toBe(true);
    await i18n.changeLanguage('en');
    expect(i18n.translate(i18n.language, 'shop', 'hello')).toBe('Hello');
  });

  it('treats an unsupported language as English', async () => {
    const i18n = createMarketDropI18n();
    await i18n.changeLanguage('de');
    expect(languageOf(i18n)).toBe('en');
    expect(i18n.t('common.language.label')).toBe('Language');
  });
});
