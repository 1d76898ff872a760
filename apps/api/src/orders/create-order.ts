import { sql } from 'drizzle-orm';
import type { OrderSource, OrderSummary } from '@marketdrop/api-client';
import { AppError } from '../shared/errors';
import type { DbDeps } from '../shared/deps';
import { PAYMENT_DEADLINE_MS } from './order-rules';
import { orders, orderStatusEvents, type OrderRow } from './tables';

/** Someone else's order already holds the vehicle. */
export const ALREADY_SOLD_MESSAGE = 'This vehicle has already been sold';

/** An order row as the calls answer it. */
export function toOrderSummary(row: OrderRow): OrderSummary {
  return {
    _id: row.id,
    auctionId: row.auctionId,
    buyerId: row.buyerId,
    price: row.price,
    source: row.source,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Creates the order of a sale (a won bid, a claim, a Buy Now), status Pending Payment, to be paid
 * within 48 hours (its first step in the timeline). Run inside the transaction that marks the
 * auction sold (`{ db: tx }`). One order per auction that is not cancelled: the partial unique
 * index is the last line of defence behind the auction's row lock; a second order is refused with
 * 409 ALREADY_SOLD and writes nothing. Cancelled orders of the vehicle stay beside it.
 */
export async function createOrder(
  deps: DbDeps,
  input: {
    auctionId: string;
    buyerId: string;
    dealerId: string;
    price: number;
    source: OrderSource;
    now: Date;
  },
): Promise<{ order: OrderSummary; paymentDueAt: Date }> {
  const [row] = await deps.db
    .insert(orders)
    .values({
      auctionId: input.auctionId,
      buyerId: input.buyerId,
      dealerId: input.dealerId,
      price: input.price,
      source: input.source,
      paymentDueAt: new Date(input.now.getTime() + PAYMENT_DEADLINE_MS),
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing({ target: orders.auctionId, where: sql`status <> 'cancelled'` })
    .returning();
  if (row === undefined) throw new AppError(409, 'ALREADY_SOLD', ALREADY_SOLD_MESSAGE);
  await deps.db.insert(orderStatusEvents).values({
    orderId: row.id,
    status: 'pending_payment',
    actor: 'system',
    createdAt: input.now,
  });
  // The deadline as the order holds it, for the `won` notice's "pay by" (never computed twice).
  return { order: toOrderSummary(row), paymentDueAt: row.paymentDueAt };
}
