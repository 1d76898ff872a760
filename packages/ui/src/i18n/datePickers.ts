import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import type { MarketDropLanguage } from './languages';

/** The dayjs locale the date pickers use per language (`fr-ca` is registered with the French texts). */
const DAYJS_LOCALES: Record<MarketDropLanguage, string> = { en: 'en', fr: 'fr-ca' };

let frenchPickerText: PickersInputLocaleText | undefined;

/** Called by the French chunk once it has registered dayjs's `fr-ca` locale. */
export function registerFrenchDatePickers(localeText: PickersInputLocaleText): void {
  frenchPickerText = localeText;
}

/**
 * The date pickers' locale for a language: dayjs locale (month names, first day of the week) and
 * MUI's texts ("AAAA" placeholders, "Choisir une date"...). English until the French chunk loaded.
 */
export function datePickerLocale(language: MarketDropLanguage): {
  adapterLocale: string;
  localeText: PickersInputLocaleText | undefined;
} {
  if (language === 'fr' && frenchPickerText)
    return { adapterLocale: DAYJS_LOCALES.fr, localeText: frenchPickerText };
  return { adapterLocale: DAYJS_LOCALES.en, localeText: undefined };
}
