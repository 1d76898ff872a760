import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { CheckoutDetails, DeliveryType } from '@marketdrop/api-client';
import { keyedOrderMessages, normalizePostalCode } from '@marketdrop/validation';
import { AppError, fieldError } from '../shared/errors';
import type { Deps } from '../shared/deps';
import { findOrderForBuyer } from './order-access';
import { findOrderRecord, toCheckoutDetails } from './order-records';
import { ORDER_MESSAGES } from './order-rules';
import { SLOT_LEAD_MS } from './slot-calendar';
import type { Executor } from '../db/client';
import { orders, payments, timeSlots, type OrderRow } from './tables';

export type CheckoutDetailsInput = {
  userId: string;
  orderId: string;
  deliveryType: DeliveryType;
  /** Delivery only (validated by the request schema: required for Delivery). */
  address?: string | undefined;
  city?: string | undefined;
  province?: string | undefined;
  postalCode?: string | undefined;
  timeSlotId: string;
};

/** 409 SLOT_UNAVAILABLE on `timeSlotId`: the window is full, past its lead time or not the dealer's. */
export const slotUnavailable = () =>
  fieldError('timeSlotId', keyedOrderMessages.slotUnavailable, 'SLOT_UNAVAILABLE', 409);

/**
 * updateCheckoutDetails: the buyer's Delivery Details of an unpaid order, in one transaction
 * holding the order's row: Pickup or Delivery (with its address), and a place in one of the
 * dealer's windows of that type. The place is taken with one guarded statement (`booked <
 * capacity`, the window not within the lead time), so of two buyers after the last place one gets
 * it and the other a 409 SLOT_UNAVAILABLE; the place held before is given back. Payment attempts
 * started before are superseded (their amount may no longer be what is owed). The selling dealer
 * gets 403, anyone else 404; a paid or cancelled order 409, a passed deadline 409.
 */
export async function updateCheckoutDetails(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: CheckoutDetailsInput,
): Promise<CheckoutDetails> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const { order } = await findOrderForBuyer(tx, {
      orderId: input.orderId,
      userId: input.userId,
      lock: true,
    });
    if (order.status !== 'pending_payment') {
      throw new AppError(409, 'ORDER_STATUS_CONFLICT', ORDER_MESSAGES.notPending);
    }
    if (now.getTime() >= order.paymentDueAt.getTime()) {
      throw new AppError(409, 'PAYMENT_DEADLINE_PASSED', ORDER_MESSAGES.deadlinePassed);
    }

    await setOrderDelivery(tx, { order, details: input, now });
  });
  const record = await findOrderRecord(deps.db, input.orderId);
  if (record === undefined) throw new AppError(404, 'NOT_FOUND', ORDER_MESSAGES.notFound);
  return toCheckoutDetails(record, now);
}

/** Delivery Details to give an order: the type, its address for Delivery, a window. */
export type OrderDeliveryDetails = Omit<CheckoutDetailsInput, 'userId' | 'orderId'>;

/**
 * Gives an unpaid order its Delivery Details inside the caller's transaction, which holds the
 * order's row (`updateCheckoutDetails`, and the basket's payment for each of its orders): a place
 * in the window is taken with one guarded statement (409 SLOT_UNAVAILABLE when none is left), the
 * place held before given back, the details written and the order's open payment attempts
 * superseded.
 */
export async function setOrderDelivery(
  tx: Executor,
  input: { order: OrderRow; details: OrderDeliveryDetails; now: Date },
): Promise<void> {
  const { order, details, now } = input;
  if (order.timeSlotId === details.timeSlotId) {
    // The place is already this order's: only its type must still match.
    const [slot] = await tx
      .select({ deliveryType: timeSlots.deliveryType })
      .from(timeSlots)
      .where(eq(timeSlots.id, details.timeSlotId));
    if (slot?.deliveryType !== details.deliveryType) throw slotUnavailable();
  } else {
    const take = async () => {
      const [taken] = await tx
        .update(timeSlots)
        .set({ booked: sql`${timeSlots.booked} + 1` })
        .where(
          and(
            eq(timeSlots.id, details.timeSlotId),
            eq(timeSlots.dealerId, order.dealerId),
            eq(timeSlots.deliveryType, details.deliveryType),
            gt(timeSlots.startsAt, new Date(now.getTime() + SLOT_LEAD_MS - 1)),
            lt(timeSlots.booked, sql`${timeSlots.capacity}`),
          ),
        )
        .returning({ id: timeSlots.id });
      if (taken === undefined) throw slotUnavailable();
    };
    const giveBack = async (slotId: string) => {
      await tx
        .update(timeSlots)
        .set({ booked: sql`${timeSlots.booked} - 1` })
        .where(and(eq(timeSlots.id, slotId), gt(timeSlots.booked, 0)));
    };
    // Two slot rows are always changed in the order of their ids (no two bookings deadlock);
    // a refused booking rolls the give-back back with it.
    const held = order.timeSlotId;
    if (held !== null && held < details.timeSlotId) {
      await giveBack(held);
      await take();
    } else {
      await take();
      if (held !== null) await giveBack(held);
    }
  }

  const delivery = details.deliveryType === 'delivery';
  await tx
    .update(orders)
    .set({
      deliveryType: details.deliveryType,
      deliveryAddress: delivery ? (details.address ?? null) : null,
      deliveryCity: delivery ? (details.city ?? null) : null,
      deliveryProvince: delivery ? (details.province?.toUpperCase() ?? null) : null,
      deliveryPostalCode:
        delivery && details.postalCode !== undefined
          ? normalizePostalCode(details.postalCode)
          : null,
      timeSlotId: details.timeSlotId,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  await tx
    .update(payments)
    .set({ status: 'superseded', updatedAt: now })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'open')));
}
