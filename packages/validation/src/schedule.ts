/**
 * The weekly sale calendar (docs/product.md §4.9): every sale closes on a Thursday at 19:00 Toronto
 * time. A listing's end is one of these closing slots.
 */

export const SALE_TIME_ZONE = 'America/Toronto';
/** The hour (Toronto time) sales close on Thursdays. */
export const SALE_CLOSE_HOUR = 19;
/** Thursday, as `Date.getUTCDay()` numbers it. */
const THURSDAY = 4;
const DAY_MS = 86_400_000;

/** The UTC offset (minutes) of Toronto at an instant. */
function torontoOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SALE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - at.getTime()) / 60_000);
}

/** The closing instant of the Thursday that is the calendar date of `day` (a UTC midnight). */
function closeOn(day: Date): Date {
  const guess = new Date(day.getTime() + SALE_CLOSE_HOUR * 3_600_000);
  return new Date(guess.getTime() - torontoOffsetMinutes(guess) * 60_000);
}

/** The next `count` Thursday closes (19:00 Toronto) strictly after `now`. */
export function thursdayCloses(now: Date, count: number): Date[] {
  const closes: Date[] = [];
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  for (let i = 0; closes.length < count && i < 7 * (count + 2); i += 1) {
    const d = new Date(day.getTime() + i * DAY_MS);
    if (d.getUTCDay() !== THURSDAY) continue;
    const close = closeOn(d);
    if (close.getTime() > now.getTime()) closes.push(close);
  }
  return closes;
}

/** Whether an instant is exactly a Thursday close (19:00:00.000 Toronto time on a Thursday). */
export function isThursdayClose(at: Date): boolean {
  if (Number.isNaN(at.getTime())) return false;
  const local = new Date(at.getTime() + torontoOffsetMinutes(at) * 60_000);
  if (local.getUTCDay() !== THURSDAY) return false;
  const day = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
  return closeOn(day).getTime() === at.getTime();
}
