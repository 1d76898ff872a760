import { describe, expect, it } from 'vitest';
import { isLanguage, languageOf, type LanguageRequest } from '../../src/shared/language';

const request = (language: 'en' | 'fr' | null, acceptLanguage?: string): LanguageRequest => ({
  user: language === null ? null : { language },
  headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
});

describe('languageOf', () => {
  it('takes the language the request asks for first, when it is en or fr', () => {
    expect(languageOf(request('en', 'en'), { asked: 'fr', owner: 'en' })).toBe('fr');
    expect(languageOf(request('fr'), { asked: 'en' })).toBe('en');
    // Anything else asked is ignored.
    expect(languageOf(request('fr'), { asked: 'de' })).toBe('fr');
    expect(languageOf(request(null), { asked: 42 })).toBe('en');
  });

  it("then the signed-in user's, then the owner's, then the browser's, else English", () => {
    expect(languageOf(request('fr', 'en-CA'), { owner: 'en' })).toBe('fr');
    expect(languageOf(request(null, 'en-CA'), { owner: 'fr' })).toBe('fr');
    expect(languageOf(request(null, 'fr-CA,fr;q=0.9,en;q=0.8'))).toBe('fr');
    expect(languageOf(request(null, 'en-CA,fr;q=0.9'))).toBe('en');
    expect(languageOf(request(null, 'french'))).toBe('en');
    expect(languageOf(request(null))).toBe('en');
  });

  it('knows the site’s languages', () => {
    expect(['en', 'fr', 'de', '', undefined].map(isLanguage)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
