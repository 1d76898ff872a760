import { and, asc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { ProvinceCode } from '@marketdrop/validation';
import type { DeliveryType, TimeSlot } from '@marketdrop/api-client';
import { AppError } from '../shared/errors';
import type { DbDeps, Deps } from '../shared/deps';
import type { Executor } from '../db/client';
import { viewerRoleOf } from './order-access';
import { dealerProvinceOf, findOrderRecord, toTimeSlot } from './order-records';
import { ORDER_MESSAGES } from './order-rules';
import { PROVINCE_TIME_ZONES, SLOT_HORIZON_DAYS, SLOT_LEAD_MS, slotsAhead } from './slot-calendar';
import { timeSlots, type TimeSlotRow } from './tables';

export type { TimeSlotRow };

/**
 * Writes a dealer's windows of one type for the days ahead, if they are not there yet (several
 * processes may do it at once: a window that exists is left as it is).
 */
export async function ensureTimeSlots(
  db: Executor,
  input: { dealerId: string; deliveryType: DeliveryType; timeZone: string; now: Date },
): Promise<void> {
  const specs = slotsAhead(input.deliveryType, input.timeZone, input.now);
  if (specs.length === 0) return;
  await db
    .insert(timeSlots)
    .values(specs.map((spec) => ({ ...spec, dealerId: input.dealerId })))
    .onConflictDoNothing({
      target: [timeSlots.dealerId, timeSlots.deliveryType, timeSlots.startsAt],
    });
}

/**
 * getTimeSlots: the pickup (at the dealer, business days) or delivery windows of an order's
 * dealer that can still be booked: none in the past or within the lead time, none full. The
 * buyer and the selling dealer only; anyone else 404.
 */
export async function findTimeSlots(
  deps: DbDeps & Pick<Deps, 'clock'>,
  input: { userId: string; orderId: string; deliveryType: DeliveryType },
): Promise<TimeSlot[]> {
  const record = await findOrderRecord(deps.db, input.orderId);
  if (record === undefined) throw new AppError(404, 'NOT_FOUND', ORDER_MESSAGES.notFound);
  viewerRoleOf(record, input.userId);
  return findDealerTimeSlots(deps, {
    dealerId: record.order.dealerId,
    dealerProvince: dealerProvinceOf(record),
    deliveryType: input.deliveryType,
  });
}

/**
 * The bookable pickup or delivery windows of a dealer (`getTimeSlots` of an order, and of a
 * basket's vehicle): written ahead when missing, none in the past, within the lead time or full.
 */
export async function findDealerTimeSlots(
  deps: DbDeps & Pick<Deps, 'clock'>,
  input: { dealerId: string; dealerProvince: ProvinceCode | null; deliveryType: DeliveryType },
): Promise<TimeSlot[]> {
  const now = deps.clock();
  const timeZone = PROVINCE_TIME_ZONES[input.dealerProvince ?? 'ON'];
  await ensureTimeSlots(deps.db, {
    dealerId: input.dealerId,
    deliveryType: input.deliveryType,
    timeZone,
    now,
  });
  const rows = await deps.db
    .select()
    .from(timeSlots)
    .where(
      and(
        eq(timeSlots.dealerId, input.dealerId),
        eq(timeSlots.deliveryType, input.deliveryType),
        gt(timeSlots.startsAt, new Date(now.getTime() + SLOT_LEAD_MS - 1)),
        lte(timeSlots.startsAt, new Date(now.getTime() + SLOT_HORIZON_DAYS * 24 * 60 * 60_000)),
        lt(timeSlots.booked, sql`${timeSlots.capacity}`),
      ),
    )
    .orderBy(asc(timeSlots.startsAt));
  return rows.map(toTimeSlot);
}

/** Some time slots by id (unknown ids left out), for the basket's checkout. */
export async function findTimeSlotsByIds(
  deps: DbDeps,
  input: { ids: readonly string[] },
): Promise<Map<string, TimeSlotRow>> {
  if (input.ids.length === 0) return new Map();
  const rows = await deps.db
    .select()
    .from(timeSlots)
    .where(inArray(timeSlots.id, [...new Set(input.ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
