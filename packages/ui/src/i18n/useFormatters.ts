import { useMemo } from 'react';
import {
  formatCents,
  formatDate,
  formatDateTime,
  formatDateTimeZone,
  formatKilometres,
  formatMoney,
  formatNumber,
  formatTime,
  type DateInput,
  type DateStyle,
} from './format';
import type { MarketDropLanguage } from './languages';
import { useMarketDropLanguage } from './useTranslation';
import { useShownTimeZone } from '../internal/clock';

export { useMarketDropLanguage };

/** The formatters bound to the language being shown. */
export type MarketDropFormatters = {
  language: MarketDropLanguage;
  money: (amount: number) => string;
  /** Whole cents as dollars to the cent (`formatCents`). */
  cents: (cents: number) => string;
  number: (value: number, maximumFractionDigits?: number) => string;
  kilometres: (value: number) => string;
  date: (value: DateInput, style?: DateStyle) => string;
  /** With `seconds`: `Jan 5, 2026, 3:30:12 p.m.`. */
  dateTime: (value: DateInput, seconds?: boolean) => string;
  /** With the weekday and the time zone (`formatDateTimeZone`): an auction's end. */
  dateTimeZone: (value: DateInput) => string;
  /** With `seconds`: `3:30:12 p.m.`. */
  time: (value: DateInput, seconds?: boolean) => string;
};

/** `formatMoney`, `formatCents`, `formatDate`... in the language shown now: `const f = useFormatters(); f.money(25000)`. */
export function useFormatters(): MarketDropFormatters {
  const language = useMarketDropLanguage();
  // A server render's zone on the server and while hydrating, then the device's.
  const timeZone = useShownTimeZone();
  return useMemo(
    () => ({
      language,
      money: (amount) => formatMoney(amount, language),
      cents: (cents) => formatCents(cents, language),
      number: (value, digits) => formatNumber(value, language, digits),
      kilometres: (value) => formatKilometres(value, language),
      date: (value, style) => formatDate(value, language, style, timeZone),
      dateTime: (value, seconds) => formatDateTime(value, language, timeZone, seconds),
      dateTimeZone: (value) => formatDateTimeZone(value, language, timeZone),
      time: (value, seconds) => formatTime(value, language, timeZone, seconds),
    }),
    [language, timeZone],
  );
}
