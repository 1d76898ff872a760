import type { DeliveryType } from '@marketdrop/api-client';
import type { ProvinceCode } from '@marketdrop/validation';

/**
 * The dealers' pickup and delivery windows (decision 022), in the dealer's local time: Pickup at
 * the dealer on business days (Monday to Friday) 10-12, 13-15 and 15-17, two buyers a window;
 * Delivery Monday to Saturday 9-13 and 13-17, one vehicle a window. Windows start at least
 * `SLOT_LEAD_MS` after now and are offered `SLOT_HORIZON_DAYS` ahead. Public holidays are not
 * known: a dealer closed that day moves the booking with the buyer.
 */

/** Local windows per type: [start hour, end hour], and the places of each window. */
export const SLOT_PLAN: Readonly<
  Record<
    DeliveryType,
    { days: readonly number[]; windows: readonly [number, number][]; capacity: number }
  >
> = {
  // Days are `Date.getUTCDay()` numbers of the local date: 1 Monday ... 6 Saturday.
  pickup: {
    days: [1, 2, 3, 4, 5],
    windows: [
      [10, 12],
      [13, 15],
      [15, 17],
    ],
    capacity: 2,
  },
  delivery: {
    days: [1, 2, 3, 4, 5, 6],
    windows: [
      [9, 13],
      [13, 17],
    ],
    capacity: 1,
  },
};

/** The first window starts at least this long after now (time to prepare the vehicle). */
export const SLOT_LEAD_MS = 24 * 60 * 60_000;
/** Windows are offered this many days ahead. */
export const SLOT_HORIZON_DAYS = 14;

/** Each province's time zone (its most populated one). */
export const PROVINCE_TIME_ZONES: Readonly<Record<ProvinceCode, string>> = {
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  MB: 'America/Winnipeg',
  NB: 'America/Moncton',
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
  ON: 'America/Toronto',
  PE: 'America/Halifax',
  QC: 'America/Toronto',
  SK: 'America/Regina',
  YT: 'America/Whitehorse',
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a time zone. */
function localParts(at: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far a time zone is ahead of UTC at an instant, in ms. */
function offsetAt(at: Date, timeZone: string): number {
  const p = localParts(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of a local date and hour in a time zone. */
export function zonedInstant(
  date: { year: number; month: number; day: number },
  hour: number,
  timeZone: string,
): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day, hour);
  const first = guess - offsetAt(new Date(guess), timeZone);
  // Across a daylight-saving change the offset at the result may differ from the guess's.
  return new Date(guess - offsetAt(new Date(first), timeZone));
}

export type SlotSpec = {
  deliveryType: DeliveryType;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  capacity: number;
};

/** The windows of one type a dealer in `timeZone` offers from `now` (lead time and horizon applied). */
export function slotsAhead(deliveryType: DeliveryType, timeZone: string, now: Date): SlotSpec[] {
  const plan = SLOT_PLAN[deliveryType];
  const earliest = now.getTime() + SLOT_LEAD_MS;
  const latest = now.getTime() + SLOT_HORIZON_DAYS * 24 * 60 * 60_000;
  const today = localParts(now, timeZone);
  const specs: SlotSpec[] = [];
  for (let offset = 0; offset <= SLOT_HORIZON_DAYS + 1; offset += 1) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    if (!plan.days.includes(day.getUTCDay())) continue;
    const date = {
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      day: day.getUTCDate(),
    };
    for (const [start, end] of plan.windows) {
      const startsAt = zonedInstant(date, start, timeZone);
      if (startsAt.getTime() < earliest || startsAt.getTime() > latest) continue;
      specs.push({
        deliveryType,
        startsAt,
        endsAt: zonedInstant(date, end, timeZone),
        timeZone,
        capacity: plan.capacity,
      });
    }
  }
  return specs;
}
