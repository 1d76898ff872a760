import { describe, expect, it } from 'vitest';
import { uiEn, uiEnBundled } from '../../../packages/ui/src/i18n/en';
import { webEn, webEnBundled } from '../src/i18n/en';
import { TEXT_FAMILIES, textChunkOf } from './text-chunks';

const root = '/work/marketdrop';
const ui = (folder: string, area: string) => `${root}/packages/ui/src/i18n/${folder}/${area}.ts`;
const web = (folder: string, area: string) => `${root}/apps/web/src/i18n/${folder}/${area}.ts`;

describe('textChunkOf', () => {
  it('leaves the bundled areas in the entry (uiEnBundled, webEnBundled)', () => {
    for (const area of Object.keys(uiEnBundled))
      expect(textChunkOf(ui('en', area))).toBeUndefined();
    for (const area of Object.keys(webEnBundled))
      expect(textChunkOf(web('en', area))).toBeUndefined();
    expect(textChunkOf(ui('en', 'index'))).toBeUndefined();
    expect(textChunkOf(web('en', 'index'))).toBeUndefined();
  });

  it('gives every other English area a text chunk, by family', () => {
    const lazyUi = Object.keys(uiEn).filter((area) => !(area in uiEnBundled));
    const lazyWeb = Object.keys(webEn).filter((area) => !(area in webEnBundled));
    expect(lazyUi.length).toBeGreaterThan(0);
    expect(lazyWeb.length).toBeGreaterThan(0);
    for (const area of lazyUi) expect(textChunkOf(ui('en', area))).toMatch(/^texts-/);
    for (const area of lazyWeb) expect(textChunkOf(web('en', area))).toMatch(/^texts-/);
    expect(textChunkOf(ui('en', 'widgets'))).toBe(textChunkOf(ui('en', 'catalogue')));
    expect(textChunkOf(ui('en', 'validation'))).not.toBe(textChunkOf(web('en', 'messages')));
    expect(textChunkOf(web('en', 'catalogue'))).toBe('texts-catalogue');
    expect(textChunkOf(ui('en', 'someNewArea'))).toBe('texts-ui-someNewArea');
  });

  it('names only areas that exist (a renamed area would get a chunk of its own)', () => {
    expect(Object.keys(TEXT_FAMILIES.ui).filter((area) => !(area in uiEn))).toEqual([]);
    expect(Object.keys(TEXT_FAMILIES.web).filter((area) => !(area in webEn))).toEqual([]);
  });

  it('puts the French of both namespaces in one chunk, on Windows paths too', () => {
    expect(textChunkOf(ui('fr', 'auctions'))).toBe('texts-fr');
    expect(textChunkOf(web('fr', 'index'))).toBe('texts-fr');
    expect(textChunkOf('C:\\md\\packages\\ui\\src\\i18n\\fr\\index.ts')).toBe('texts-fr');
  });

  it('leaves every other module to Rollup', () => {
    expect(textChunkOf(`${root}/packages/ui/src/i18n/runtime.ts`)).toBeUndefined();
    expect(textChunkOf(`${root}/apps/web/src/pages/LandingPage.tsx`)).toBeUndefined();
    expect(textChunkOf(`${root}/node_modules/react/index.js`)).toBeUndefined();
  });
});
