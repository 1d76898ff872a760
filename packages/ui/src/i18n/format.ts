import { MARKETDROP_LOCALES, type MarketDropLanguage } from './languages';

/** A date as the API sends it (ISO string), a `Date`, or epoch milliseconds. */
export type DateInput = Date | string | number;

export type DateStyle = 'short' | 'medium' | 'long';

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat;

const cache = new Map<string, Formatter>();

/** One `Intl` formatter per language and options, made on first use. */
function cached<F extends Formatter>(id: string, make: () => F): F {
  let format = cache.get(id) as F | undefined;
  if (!format) {
    format = make();
    cache.set(id, format);
  }
  return format;
}

const numberFormat = (
  language: MarketDropLanguage,
  key: string,
  options: Intl.NumberFormatOptions,
) =>
  cached(
    `n:${language}:${key}`,
    () => new Intl.NumberFormat(MARKETDROP_LOCALES[language], options),
  );

const dateFormat = (
  language: MarketDropLanguage,
  key: string,
  options: Intl.DateTimeFormatOptions,
) =>
  cached(
    `d:${language}:${key}`,
    () => new Intl.DateTimeFormat(MARKETDROP_LOCALES[language], options),
  );

/** A calendar date without a time (`1990-05-17`): shown as that day wherever the reader is. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toDate(value: DateInput): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Canadian dollars in whole dollars: `$25,000` (en-CA), `25 000 $` (fr-CA). Cents are rounded.
 * French separators are no-break spaces, as `Intl` writes them.
 */
export function formatMoney(amount: number, language: MarketDropLanguage): string {
  return numberFormat(language, 'cad', {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);
}

/**
 * An amount kept in whole cents (checkout, orders), in dollars to the cent: `$14,349.87`
 * (en-CA), `14 349,87 $` (fr-CA).
 */
export function formatCents(cents: number, language: MarketDropLanguage): string {
  return numberFormat(language, 'cad-cents', {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** A whole or decimal number with the locale's grouping: `12,500` / `12 500`. */
export function formatNumber(
  value: number,
  language: MarketDropLanguage,
  maximumFractionDigits = 0,
): string {
  return numberFormat(language, `num:${maximumFractionDigits}`, { maximumFractionDigits }).format(
    value,
  );
}

/** A distance or odometer reading in kilometres: `12,500 km` / `12 500 km`. */
export function formatKilometres(value: number, language: MarketDropLanguage): string {
  return numberFormat(language, 'km', {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: 0,
  }).format(value);
}

/**
 * A length of time given in minutes, in words: `45 minutes`, `90 minutes`, `2 hours`, `24 hours`,
 * `3 days` / `2 heures`... Whole hours from two hours on, whole days from two days on.
 */
export function formatMinutes(minutes: number, language: MarketDropLanguage): string {
  const [value, unit] =
    minutes >= 2880 && minutes % 1440 === 0
      ? [minutes / 1440, 'day']
      : minutes >= 120 && minutes % 60 === 0
        ? [minutes / 60, 'hour']
        : [minutes, 'minute'];
  return numberFormat(language, `duration:${unit}`, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 0,
  }).format(value);
}

/**
 * A calendar date: `Jan 5, 2026` / `5 janv. 2026` (medium, the default), `2026-01-05` (short),
 * `January 5, 2026` / `5 janvier 2026` (long). A date-only string (`1990-05-17`) keeps its day in
 * every time zone. Returns `''` for an invalid date.
 */
export function formatDate(
  value: DateInput,
  language: MarketDropLanguage,
  style: DateStyle = 'medium',
  timeZone?: string,
): string {
  const date = toDate(value);
  if (!date) return '';
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const zone = dateOnly ? 'UTC' : timeZone;
  return dateFormat(language, `date:${style}:${zone ?? 'local'}`, {
    dateStyle: style,
    ...(zone === undefined ? {} : { timeZone: zone }),
  }).format(date);
}

/**
 * A date and time: `Jan 5, 2026, 3:30 p.m.` / `5 janv. 2026, 15 h 30`, in `timeZone` (an IANA
 * name; default: the device's); with `seconds`, `Jan 5, 2026, 3:30:12 p.m.`. `''` when invalid.
 */
export function formatDateTime(
  value: DateInput,
  language: MarketDropLanguage,
  timeZone?: string,
  seconds = false,
): string {
  const date = toDate(value);
  if (!date) return '';
  return dateFormat(language, `datetime:${seconds ? 's:' : ''}${timeZone ?? 'local'}`, {
    dateStyle: 'medium',
    timeStyle: seconds ? 'medium' : 'short',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(date);
}

/**
 * A date and time with the day of the week and the time zone, for an instant a reader must not
 * misread (an auction's end): `Fri, Dec 11, 2026, 3:30 p.m. EST` / `ven. 11 déc. 2026, 15 h 30 HNE`,
 * in `timeZone` (an IANA name; default: the device's). `''` when invalid.
 */
export function formatDateTimeZone(
  value: DateInput,
  language: MarketDropLanguage,
  timeZone?: string,
): string {
  const date = toDate(value);
  if (!date) return '';
  return dateFormat(language, `datetimezone:${timeZone ?? 'local'}`, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(date);
}

/**
 * A time of day: `3:30 p.m.` / `15 h 30`, in `timeZone` (default: the device's); with `seconds`,
 * `3:30:12 p.m.` / `15 h 30 min 12 s`. `''` when invalid.
 */
export function formatTime(
  value: DateInput,
  language: MarketDropLanguage,
  timeZone?: string,
  seconds = false,
): string {
  const date = toDate(value);
  if (!date) return '';
  return dateFormat(language, `time:${seconds ? 's:' : ''}${timeZone ?? 'local'}`, {
    timeStyle: seconds ? 'medium' : 'short',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(date);
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago (or in how long) `value` is from `now`, in words: `now`, `5 minutes ago`,
 * `yesterday`, `3 days ago` / `maintenant`, `il y a 5 minutes`, `hier`. A week or more away: the
 * date (`Jan 5, 2026`). `''` when invalid.
 */
export function formatRelativeTime(
  value: DateInput,
  language: MarketDropLanguage,
  now: DateInput = Date.now(),
): string {
  const date = toDate(value);
  const reference = toDate(now);
  if (!date || !reference) return '';
  const diff = date.getTime() - reference.getTime();
  const distance = Math.abs(diff);
  if (distance >= 7 * DAY_MS) return formatDate(date, language);
  const relative = cached(
    `r:${language}`,
    () => new Intl.RelativeTimeFormat(MARKETDROP_LOCALES[language], { numeric: 'auto' }),
  );
  // Rounded toward zero: 59 seconds is still "now", 119 minutes "1 hour ago".
  const whole = (unit: number) => Math.trunc(diff / unit) + 0;
  if (distance < MINUTE_MS) return relative.format(0, 'second');
  if (distance < HOUR_MS) return relative.format(whole(MINUTE_MS), 'minute');
  if (distance < DAY_MS) return relative.format(whole(HOUR_MS), 'hour');
  return relative.format(whole(DAY_MS), 'day');
}
