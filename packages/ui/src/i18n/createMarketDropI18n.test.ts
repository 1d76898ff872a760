import { describe, expect, it } from 'vitest';
import { createMarketDropI18n, languageOf } from './createMarketDropI18n';

describe('createMarketDropI18n', () => {
  it('shows English at once (bundled)', () => {
    const i18n = createMarketDropI18n();
    expect(i18n.t('common.language.label')).toBe('Language');
    expect(languageOf(i18n)).toBe('en');
    expect(i18n.hasResourceBundle('fr', 'ui')).toBe(false);
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
