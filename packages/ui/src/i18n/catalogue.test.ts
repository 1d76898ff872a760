import { describe, expect, it } from 'vitest';
import { messageKeys, messages } from '@marketdrop/validation';
import { findCatalogueProblems } from './catalogueProblems';
import { createMarketDropI18n } from './createMarketDropI18n';
import { uiEn } from './en';
import { uiFr } from './fr';
import { validationTextKeyOf } from './useValidationMessage';

describe('the ui catalogue', () => {
  it('has the same keys and placeholders in French as in English, none empty', () => {
    expect(findCatalogueProblems(uiEn, uiFr)).toEqual([]);
  });

  it('has real French: no sentence copied from English', () => {
    // Single words may be the same in both languages (Province, Notifications, Menu, brand names).
    const same: string[] = [];
    const walk = (en: object, fr: object, path: string) => {
      for (const [key, value] of Object.entries(en)) {
        const other = (fr as Record<string, unknown>)[key];
        if (typeof value === 'string' && value === other && /[a-z]\s+[a-z]/i.test(value))
          same.push(`${path}${key}`);
        else if (value && typeof value === 'object' && other && typeof other === 'object')
          walk(value, other, `${path}${key}.`);
      }
    };
    walk(uiEn, uiFr, '');
    // Language names are written in their own language on purpose.
    expect(same.filter((key) => !key.startsWith('common.language.'))).toEqual([]);
  });

  it('translates every validation message, with its values', async () => {
    const i18n = createMarketDropI18n({ language: 'en' });
    // English `validation` is the catalogue French is checked against; a page shows the
    // messages' own English (`useValidationMessage`), so no component registers it.
    i18n.addAreas('en', 'ui', { validation: uiEn.validation });
    expect(Object.keys(uiEn.validation.messages).sort()).toEqual(Object.keys(messages).sort());
    expect(i18n.t('validation.messages.tooLong', { field: 'Name', max: 50 })).toBe(
      messages.tooLong('Name', 50),
    );
    await i18n.changeLanguage('fr');
    expect(i18n.t('validation.messages.required', { field: 'Le prénom' })).toBe(
      'Le prénom est obligatoire',
    );
  });

  it('has a French text for every key of the validation dictionaries', () => {
    // Every message the server or a form can send, by key (`MESSAGE_DICTIONARIES`): its text in
    // the catalogue (`validation.<domain>.<name>`, or the listing form's `dealer.errors.<name>`).
    const textOf = (texts: object, path: string): unknown =>
      path.split('.').reduce<unknown>((node, part) => {
        if (typeof node !== 'object' || node === null) return undefined;
        return (node as Record<string, unknown>)[part];
      }, texts);
    const keys = messageKeys();
    expect(keys).toContain('listings.photoUnreadable');
    expect(keys).toContain('catalogue.ids');
    const untranslated = keys.filter((key) => {
      const textKey =
        validationTextKeyOf(key, (textKey) => typeof textOf(uiEn, textKey) === 'string') ??
        (key.startsWith('listings.') ? `dealer.errors.${key.slice(9)}` : undefined);
      if (textKey === undefined) return true;
      const fr = textOf(uiFr, textKey);
      return typeof fr !== 'string' || fr === '' || fr === textOf(uiEn, textKey);
    });
    expect(untranslated).toEqual([]);
  });
});

describe('findCatalogueProblems', () => {
  it('reports missing, extra, empty and mismatched texts', () => {
    expect(
      findCatalogueProblems(
        { a: 'A', b: { c: 'Hi {{name}}', d: 'D' }, e: 'E' },
        { a: '', b: { c: 'Salut {{nom}}', x: 'X' }, e: { f: 'F' } },
      ),
    ).toEqual([
      'a: empty',
      'b.c: placeholders differ',
      'b.d: missing in the translation',
      'b.x: not in English',
      'e: not a text',
    ]);
  });
});
