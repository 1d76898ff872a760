import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type {
  BasketCheckout,
  DeliveryType,
  PaymentData,
  PaymentProvider,
  TimeSlot,
} from '@marketdrop/api-client';
import type { Language } from '@marketdrop/validation';
import type { Executor } from '../db/client';
import type { Deps } from '../shared/deps';
import type { CreatePaymentDeps } from './create-payment';
import type { OrderDeliveryDetails } from './update-checkout-details';
import { AppError } from '../shared/errors';
import { ORDER_MESSAGES } from './order-rules';
import { orders, paymentOrders, payments, type OrderRow, type PaymentRow } from './tables';

/**
 * The orders' side of paying a basket at once (decision 044): the buyer's unpaid orders locked,
 * one payment attempt for several orders (`payment_orders`, each order's share), and what the
 * webhook reads back. The basket domain calls these inside its one transaction.
 */

/**
 * Locks `buyerId`'s orders `orderIds` in id order (the order every writer of several orders takes
 * them in) and checks each still waits for payment before its deadline: 409
 * ORDER_STATUS_CONFLICT or PAYMENT_DEADLINE_PASSED naming the vehicle (`names`) otherwise.
 */
export async function lockUnpaidOrders(
  tx: Executor,
  input: {
    buyerId: string;
    orderIds: readonly string[];
    names: ReadonlyMap<string, string>;
    now: Date;
  },
): Promise<OrderRow[]> {
  if (input.orderIds.length === 0) return [];
  const rows = await tx
    .select()
    .from(orders)
    .where(and(inArray(orders.id, [...input.orderIds]), eq(orders.buyerId, input.buyerId)))
    .orderBy(asc(orders.id))
    .for('update');
  for (const id of input.orderIds) {
    const row = rows.find((candidate) => candidate.id === id);
    const name = input.names.get(id) ?? 'A vehicle';
    if (row === undefined) throw new AppError(404, 'NOT_FOUND', ORDER_MESSAGES.notFound);
    if (row.status !== 'pending_payment') {
      throw new AppError(409, 'ORDER_STATUS_CONFLICT', `${name}: ${ORDER_MESSAGES.notPending}`);
    }
    if (input.now.getTime() >= row.paymentDueAt.getTime()) {
      throw new AppError(
        409,
        'PAYMENT_DEADLINE_PASSED',
        `${name}: ${ORDER_MESSAGES.deadlinePassed}`,
      );
    }
  }
  return rows;
}

/** One order of a basket payment: its share, and whether a decline puts its vehicle back on sale. */
export type BasketPaymentOrder = {
  orderId: string;
  amountCents: number;
  releaseOnFailure: boolean;
};

/**
 * Writes one payment attempt for a basket, in the caller's transaction: the buyer's open basket
 * attempts are superseded first (their Buy Now vehicles stay taken and pass to this attempt:
 * `releaseOnFailure` is kept), then the attempt and its orders. Returns the attempt and the ids of
 * the attempts it superseded (their coupon and points are the basket's to give back).
 */
export async function openBasketPayment(
  tx: Executor,
  input: {
    buyerId: string;
    provider: PaymentProvider;
    amountCents: number;
    orders: readonly BasketPaymentOrder[];
    now: Date;
  },
): Promise<{ payment: PaymentRow; superseded: string[] }> {
  const { now } = input;
  const open = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.buyerId, input.buyerId),
        isNull(payments.orderId),
        eq(payments.status, 'open'),
      ),
    )
    .orderBy(asc(payments.id))
    .for('update');
  const superseded = open.map((row) => row.id);
  const heldBefore = new Set<string>();
  if (superseded.length > 0) {
    const held = await tx
      .select({ orderId: paymentOrders.orderId })
      .from(paymentOrders)
      .where(
        and(inArray(paymentOrders.paymentId, superseded), eq(paymentOrders.releaseOnFailure, true)),
      );
    for (const row of held) heldBefore.add(row.orderId);
    await tx
      .update(payments)
      .set({ status: 'superseded', updatedAt: now })
      .where(inArray(payments.id, superseded));
  }
  const [payment] = await tx
    .insert(payments)
    .values({
      orderId: null,
      buyerId: input.buyerId,
      provider: input.provider,
      amountCents: input.amountCents,
      currency: 'CAD',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (payment === undefined) throw new Error('The payment attempt was not written');
  if (input.orders.length > 0) {
    await tx.insert(paymentOrders).values(
      input.orders.map((order) => ({
        paymentId: payment.id,
        orderId: order.orderId,
        amountCents: order.amountCents,
        releaseOnFailure: order.releaseOnFailure || heldBefore.has(order.orderId),
      })),
    );
  }
  return { payment, superseded };
}

/** The orders of a basket payment, in id order. */
export async function findPaymentOrders(
  db: Executor,
  input: { paymentId: string },
): Promise<Array<{ orderId: string; amountCents: number; releaseOnFailure: boolean }>> {
  return db
    .select({
      orderId: paymentOrders.orderId,
      amountCents: paymentOrders.amountCents,
      releaseOnFailure: paymentOrders.releaseOnFailure,
    })
    .from(paymentOrders)
    .where(eq(paymentOrders.paymentId, input.paymentId))
    .orderBy(asc(paymentOrders.orderId));
}

/**
 * The basket's side of the checkout calls' `cart: true` variant (the basket domain's operations,
 * given by app.ts: the orders domain does not import the basket above it, decision 032).
 */
export type BasketCheckoutOps = {
  details: (
    deps: Pick<Deps, 'db' | 'clock'>,
    input: { userId: string; language: Language },
  ) => Promise<BasketCheckout>;
  update: (
    deps: Pick<Deps, 'db' | 'clock'>,
    input: OrderDeliveryDetails & {
      userId: string;
      language: Language;
      vehicles?: Array<OrderDeliveryDetails & { itemId: string }> | undefined;
    },
  ) => Promise<BasketCheckout>;
  timeSlots: (
    deps: Pick<Deps, 'db' | 'clock'>,
    input: { userId: string; itemId?: string | undefined; deliveryType: DeliveryType },
  ) => Promise<TimeSlot[]>;
  pay: (deps: CreatePaymentDeps, input: { userId: string }) => Promise<PaymentData>;
  /**
   * What a basket payment holds besides its orders, settled in the webhook's transaction: paid
   * (`confirmed`) or declined, expired (`released`). Once per payment.
   */
  settle: (
    deps: { db: Executor },
    input: {
      paymentId: string;
      outcome: 'confirmed' | 'released';
      auctionIds: readonly string[];
      now: Date;
    },
  ) => Promise<boolean>;
};
