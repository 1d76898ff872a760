import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatDate,
  formatDateTime,
  formatDateTimeZone,
  formatKilometres,
  formatMinutes,
  formatMoney,
  formatNumber,
  formatRelativeTime,
  formatTime,
} from './format';

/** `Intl` separates French groups with no-break spaces: compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes Canadian dollars in whole dollars, English style', () => {
    expect(formatMoney(25000, 'en')).toBe('$25,000');
    expect(formatMoney(0, 'en')).toBe('$0');
    expect(formatMoney(1234567, 'en')).toBe('$1,234,567');
  });

  it('writes Canadian dollars in whole dollars, French style', () => {
    expect(plain(formatMoney(25000, 'fr'))).toBe('25 000 $');
    expect(plain(formatMoney(999, 'fr'))).toBe('999 $');
  });

  it('rounds cents to the nearest dollar', () => {
    expect(formatMoney(24999.5, 'en')).toBe('$25,000');
    expect(formatMoney(10.49, 'en')).toBe('$10');
  });
});

describe('formatCents', () => {
  it('writes whole cents as dollars to the cent, in both languages', () => {
    expect(formatCents(1_434_987, 'en')).toBe('$14,349.87');
    expect(formatCents(9_900, 'en')).toBe('$99.00');
    expect(formatCents(0, 'en')).toBe('$0.00');
    expect(plain(formatCents(1_434_987, 'fr'))).toBe('14 349,87 $');
  });
});

describe('formatNumber and formatKilometres', () => {
  it('groups digits per locale', () => {
    expect(formatNumber(12500, 'en')).toBe('12,500');
    expect(plain(formatNumber(12500, 'fr'))).toBe('12 500');
    expect(plain(formatNumber(3.14159, 'fr', 2))).toBe('3,14');
  });

  it('writes kilometres', () => {
    expect(formatKilometres(12500, 'en')).toBe('12,500 km');
    expect(plain(formatKilometres(12500, 'fr'))).toBe('12 500 km');
  });
});

describe('formatDate', () => {
  it('writes a medium date per locale', () => {
    expect(formatDate('2026-01-05', 'en')).toBe('Jan 5, 2026');
    expect(plain(formatDate('2026-01-05', 'fr'))).toBe('5 janv. 2026');
  });

  it('writes long and short dates', () => {
    expect(formatDate('2026-01-05', 'en', 'long')).toBe('January 5, 2026');
    expect(formatDate('2026-01-05', 'fr', 'long')).toBe('5 janvier 2026');
    expect(formatDate('2026-01-05', 'fr', 'short')).toBe('2026-01-05');
  });

  it('keeps the day of a date-only value in every time zone', () => {
    expect(formatDate('1990-12-31', 'en')).toBe('Dec 31, 1990');
  });

  it('formats Date objects and timestamps, and returns an empty string for invalid input', () => {
    const date = new Date(2026, 6, 1, 15, 30);
    expect(formatDate(date, 'en')).toBe('Jul 1, 2026');
    expect(formatDate(date.getTime(), 'fr')).toBe('1 juill. 2026');
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDateTime('nope', 'fr')).toBe('');
  });

  it('writes times per locale', () => {
    const date = new Date(2026, 6, 1, 15, 30);
    expect(plain(formatTime(date, 'en'))).toBe('3:30 p.m.');
    expect(plain(formatTime(date, 'fr'))).toBe('15 h 30');
    expect(plain(formatDateTime(date, 'fr'))).toBe('1 juill. 2026, 15 h 30');
  });

  it('writes times to the second when asked (two bids in one minute read apart)', () => {
    const date = new Date(Date.UTC(2026, 6, 1, 15, 30, 12));
    expect(plain(formatTime(date, 'en', 'UTC', true))).toBe('3:30:12 p.m.');
    expect(plain(formatTime(date, 'fr', 'UTC', true))).toBe('15 h 30 min 12 s');
    expect(plain(formatDateTime(date, 'en', 'UTC', true))).toBe('Jul 1, 2026, 3:30:12 p.m.');
    // The minute's formatter is not the second's (one cache entry each).
    expect(plain(formatTime(date, 'en', 'UTC'))).toBe('3:30 p.m.');
  });

  it('writes an instant with its weekday and time zone, in the zone asked for', () => {
    const end = '2026-12-11T20:30:00Z';
    expect(plain(formatDateTimeZone(end, 'en', 'America/Toronto'))).toBe(
      'Fri, Dec 11, 2026, 3:30 p.m. EST',
    );
    expect(plain(formatDateTimeZone(end, 'fr', 'America/Toronto'))).toBe(
      'ven. 11 déc. 2026, 15 h 30 HNE',
    );
    expect(plain(formatDateTimeZone(end, 'en', 'UTC'))).toBe('Fri, Dec 11, 2026, 8:30 p.m. UTC');
    expect(formatDateTimeZone('nope', 'en')).toBe('');
  });
});

describe('formatMinutes', () => {
  it('says a length of time in minutes, hours or days', () => {
    expect(formatMinutes(45, 'en')).toBe('45 minutes');
    expect(formatMinutes(60, 'en')).toBe('60 minutes');
    expect(formatMinutes(90, 'en')).toBe('90 minutes');
    expect(formatMinutes(120, 'en')).toBe('2 hours');
    expect(formatMinutes(1440, 'en')).toBe('24 hours');
    expect(formatMinutes(4320, 'en')).toBe('3 days');
    expect(plain(formatMinutes(180, 'fr'))).toBe('3 heures');
    expect(plain(formatMinutes(30, 'fr'))).toBe('30 minutes');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-25T15:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const MIN = 60_000;

  it('says how long ago, in English', () => {
    expect(formatRelativeTime(ago(20_000), 'en', now)).toBe('now');
    expect(formatRelativeTime(ago(MIN), 'en', now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(59 * MIN), 'en', now)).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(119 * MIN), 'en', now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(25 * 60 * MIN), 'en', now)).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * 24 * 60 * MIN), 'en', now)).toBe('3 days ago');
    expect(formatRelativeTime(now.getTime() + 5 * MIN, 'en', now)).toBe('in 5 minutes');
  });

  it('says how long ago, in French', () => {
    expect(formatRelativeTime(ago(10_000), 'fr', now)).toBe('maintenant');
    expect(plain(formatRelativeTime(ago(5 * MIN), 'fr', now))).toBe('il y a 5 minutes');
    expect(formatRelativeTime(ago(30 * 60 * MIN), 'fr', now)).toBe('hier');
  });

  it('gives the date a week or more away, and nothing for an invalid date', () => {
    expect(formatRelativeTime(ago(8 * 24 * 60 * MIN), 'en', now)).toBe(
      formatDate(ago(8 * 24 * 60 * MIN), 'en'),
    );
    expect(formatRelativeTime('not a date', 'en', now)).toBe('');
  });
});
