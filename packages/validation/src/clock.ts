import { EARLIEST_BIRTH_DATE, MIN_AGE_YEARS } from './constants';

/** Where "today" comes from; tests inject a fixed one. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** Parses a date of birth given as a Date or a `YYYY-MM-DD...` string; undefined when unreadable. */
export function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'string' && value.trim() !== '') {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
    if (!match) return undefined;
    const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  return undefined;
}

/** Whole years between the birth date and today (calendar dates, not milliseconds). */
export function ageOn(birth: Date, today: Date): number {
  const by = birth.getUTCFullYear();
  const bm = birth.getUTCMonth();
  const bd = birth.getUTCDate();
  let age = today.getUTCFullYear() - by;
  if (today.getUTCMonth() < bm || (today.getUTCMonth() === bm && today.getUTCDate() < bd)) age -= 1;
  return age;
}

export function isAdultOn(birth: Date, today: Date, minimum = MIN_AGE_YEARS): boolean {
  return ageOn(birth, today) >= minimum;
}

const EARLIEST = toDate(EARLIEST_BIRTH_DATE) as Date;

export function isOnOrAfterEarliestBirthDate(birth: Date): boolean {
  return birth.getTime() >= EARLIEST.getTime();
}
