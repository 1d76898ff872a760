import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderActor, OrderStatus } from '@marketdrop/api-client';
import type { Executor } from '../db/client';
import { notify } from '../notifications/notify';
import { noticesOf } from './order-rules';
import { orders, orderStatusEvents, timeSlots, type OrderRow } from './tables';

export type StatusChange = {
  orderId: string;
  /** The statuses the order may be in for the move (the guard). */
  from: readonly OrderStatus[];
  to: OrderStatus;
  by: OrderActor;
  now: Date;
  /** A cancellation's reason (kept on the order and in the timeline). */
  note?: string | null;
  /** The user of the selling dealer, told of payments and cancellations. */
  dealerUserId: string | null;
  /** A cancellation by the buyer or the deadline: it counts toward the buyer's limit (§5.5). */
  countsAgainstBuyer?: boolean;
  /**
   * Cents actually charged (a payment's amount: the order's total with fees and taxes): the
   * payment notices name it instead of the vehicle's price.
   */
  amountCents?: number | null;
};

/**
 * Moves an order, inside the caller's transaction (`tx`), with one guarded statement: the order
 * changes only if it is still in one of `from`, so of two concurrent moves (a payment and a
 * cancellation, two dealers' clicks) exactly one applies. The move is written to the timeline, the
 * buyer (and for payments and cancellations the dealer) is told, and a cancelled order gives its
 * time slot's place back. Answers the changed order, or null when the guard refused (nothing
 * written).
 */
export async function changeOrderStatus(
  tx: Executor,
  change: StatusChange,
): Promise<OrderRow | null> {
  const { orderId, to, now } = change;
  const [order] = await tx
    .update(orders)
    .set({
      status: to,
      updatedAt: now,
      ...(to === 'payment_completed' ? { paidAt: now } : {}),
      ...(to === 'completed' ? { completedAt: now } : {}),
      ...(to === 'cancelled'
        ? {
            cancelledAt: now,
            cancelReason: change.note ?? null,
            countsAgainstBuyer: change.countsAgainstBuyer ?? false,
          }
        : {}),
    })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...change.from])))
    .returning();
  if (order === undefined) return null;

  if (to === 'cancelled' && order.timeSlotId !== null) {
    // The place the order held in its slot is free again (the row is this transaction's now).
    await tx
      .update(timeSlots)
      .set({ booked: sql`${timeSlots.booked} - 1` })
      .where(and(eq(timeSlots.id, order.timeSlotId), sql`${timeSlots.booked} > 0`));
    await tx.update(orders).set({ timeSlotId: null }).where(eq(orders.id, orderId));
    order.timeSlotId = null;
  }
  await tx.insert(orderStatusEvents).values({
    orderId,
    status: to,
    actor: change.by,
    note: change.note ?? null,
    createdAt: now,
  });
  const notices = noticesOf(to);
  const paid = change.amountCents ?? null;
  const about = {
    auctionId: order.auctionId,
    orderId,
    // A payment's notices name what was charged (the total), never the vehicle's price.
    amount: paid === null ? order.price : null,
    amountCents: paid,
    now,
  };
  if (notices.buyer !== null && order.buyerId !== null) {
    await notify(
      { db: tx },
      {
        ...about,
        userId: order.buyerId,
        kind: notices.buyer,
        dedupeKey: `${notices.buyer}:${orderId}`,
      },
    );
  }
  if (notices.seller !== null && change.dealerUserId !== null) {
    await notify(
      { db: tx },
      {
        ...about,
        userId: change.dealerUserId,
        kind: notices.seller,
        dedupeKey: `${notices.seller}:${orderId}`,
      },
    );
  }
  return order;
}
