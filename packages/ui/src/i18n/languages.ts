import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@marketdrop/validation';

/** The languages MarketDrop is written in (`en`, `fr`), as the API stores them. */
export type MarketDropLanguage = Language;

/** Every language, English first. */
export const MARKETDROP_LANGUAGES: readonly MarketDropLanguage[] = LANGUAGES;

/** English: the binding texts of docs/product.md, bundled with the app; French loads on demand. */
export const DEFAULT_MARKETDROP_LANGUAGE: MarketDropLanguage = DEFAULT_LANGUAGE;

/** The Canadian locale each language formats money, dates and numbers in. */
export const MARKETDROP_LOCALES: Record<MarketDropLanguage, 'en-CA' | 'fr-CA'> = {
  en: 'en-CA',
  fr: 'fr-CA',
};

/** True for `en` and `fr` (and only them): use it to trust a stored or server value. */
export function isMarketDropLanguage(value: unknown): value is MarketDropLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps `fr`, `fr-CA`, `FR` to `fr`; anything that is not French to English. */
export function toMarketDropLanguage(value: string | null | undefined): MarketDropLanguage {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return isMarketDropLanguage(base) ? base : DEFAULT_MARKETDROP_LANGUAGE;
}
