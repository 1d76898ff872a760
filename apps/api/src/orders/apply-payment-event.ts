import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { WebhookData } from '@marketdrop/api-client';
import type { Executor } from '../db/client';
import type { Deps } from '../shared/deps';
import { findPaymentOrders, type BasketCheckoutOps } from './basket-payment';
import { cancelUnpaidOrder, type PutBackOnSale } from './cancel-unpaid-order';
import { changeOrderStatus } from './change-order-status';
import { findOrderRecord, toCheckoutDetails } from './order-records';
import type { PaymentEvent, PaymentGateway } from './payments/payment-gateway';
import {
  paymentEvents,
  payments,
  orders,
  type OrderRow,
  type PaymentRow,
  type PaymentStatus,
} from './tables';
import { isUuid } from '@marketdrop/validation';

/**
 * What another domain does when an order is paid, in the same transaction (the basket's reward
 * points: `earnRewardPoints`, given by app.ts). It must be idempotent per order.
 */
export type OrderPaidHook = (
  deps: { db: Executor },
  paid: { userId: string; orderId: string; paidCents: number; now: Date },
) => Promise<unknown>;

export type ApplyPaymentEventDeps = Pick<Deps, 'db' | 'clock'> & {
  log: FastifyBaseLogger;
  /** Called once an order is marked paid, in the webhook's transaction. */
  onOrderPaid?: OrderPaidHook | undefined;
  /** A declined basket payment puts the Buy Now vehicles it took back on sale (auctions'). */
  putBackOnSale?: PutBackOnSale | undefined;
  /** A basket payment's coupon, points and add-ons, settled in the same transaction (basket's). */
  settleBasket?: BasketCheckoutOps['settle'] | undefined;
};

/** What applying an event did (stored with it). */
export type PaymentEventOutcome =
  'paid' | 'declined' | 'expired' | 'ignored' | 'already_paid' | 'refund_due' | 'amount_mismatch';

/** The outcomes that changed a payment or an order. */
const APPLIED: ReadonlySet<PaymentEventOutcome> = new Set([
  'paid',
  'declined',
  'expired',
  'refund_due',
  'amount_mismatch',
]);

/**
 * webhookpayment, once its signature is verified: applies a provider's event once, in one
 * transaction. The event id is written first (a second delivery of it, even concurrent, finds it
 * and changes nothing); then the payment attempt's row and its order's row are locked and:
 * - paid, for the amount the attempt asked, in the currency, while the order waits for payment and
 *   still owes that amount: Payment Completed (the guarded change of `changeOrderStatus`), the
 *   buyer and the dealer told, then `onOrderPaid` (the buyer's reward points);
 * - paid, but the order was cancelled meanwhile, paid by another attempt, or now owes another
 *   amount (the details changed): nothing changes; the attempt is marked `refund_due` and logged;
 * - failed or expired: the attempt is closed unless it was paid; the order keeps waiting (until its
 *   deadline).
 * Events that arrive out of order are harmless: a late failure never undoes a payment, a success
 * after a failure still pays.
 */
export async function applyPaymentEvent(
  deps: ApplyPaymentEventDeps,
  input: { gateway: Pick<PaymentGateway, 'provider'>; event: PaymentEvent },
): Promise<WebhookData> {
  const { event } = input;
  const provider = input.gateway.provider;
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({
        provider,
        eventId: event.id,
        type: event.type,
        outcome: 'ignored',
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (fresh === undefined) return { eventId: event.id, applied: false };

    const outcome = await applyOnce(deps, tx, provider, event, now);
    await tx
      .update(paymentEvents)
      .set({ outcome })
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.id)));
    return { eventId: event.id, applied: APPLIED.has(outcome) };
  });
}

/** Whether the provider took another amount or currency than the attempt asked (logged: to refund). */
function paidOtherAmount(
  deps: Pick<ApplyPaymentEventDeps, 'log'>,
  payment: Pick<PaymentRow, 'id' | 'amountCents' | 'currency'>,
  event: PaymentEvent,
): boolean {
  if (event.amountCents === payment.amountCents && event.currency === payment.currency) {
    return false;
  }
  deps.log.error(
    { paymentId: payment.id, asked: payment.amountCents, paid: event.amountCents },
    'A payment was made for another amount than asked: to refund',
  );
  return true;
}

async function applyOnce(
  deps: ApplyPaymentEventDeps,
  tx: Executor,
  provider: PaymentGateway['provider'],
  event: PaymentEvent,
  now: Date,
): Promise<PaymentEventOutcome> {
  if (event.outcome === 'other' || event.paymentId === null || !isUuid(event.paymentId)) {
    return 'ignored';
  }
  // Locks in the order every writer of an order takes them: the order's row, then its payments.
  const [found] = await tx
    .select({ orderId: payments.orderId, provider: payments.provider })
    .from(payments)
    .where(eq(payments.id, event.paymentId));
  if (found === undefined || found.provider !== provider) return 'ignored';
  if (found.orderId === null) return applyBasketOnce(deps, tx, event, event.paymentId, now);
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, event.paymentId))
    .for('update');
  if (order === undefined || payment === undefined) return 'ignored';
  await tx
    .update(paymentEvents)
    .set({ paymentId: payment.id })
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.id)));
  const setPayment = (status: PaymentStatus) =>
    tx.update(payments).set({ status, updatedAt: now }).where(eq(payments.id, payment.id));

  if (event.outcome === 'failed' || event.outcome === 'expired') {
    if (payment.status === 'paid' || payment.status === 'refund_due') return 'ignored';
    await setPayment('declined');
    return event.outcome === 'failed' ? 'declined' : 'expired';
  }

  // Succeeded.
  if (payment.status === 'paid') return 'already_paid';
  if (paidOtherAmount(deps, payment, event)) {
    await setPayment('refund_due');
    return 'amount_mismatch';
  }
  const record = await findOrderRecord(tx, order.id);
  const owes =
    record !== undefined && toCheckoutDetails(record, now).totalCents === payment.amountCents;
  if (order.status !== 'pending_payment' || !owes) {
    deps.log.warn(
      { paymentId: payment.id, orderId: order.id, status: order.status },
      'A payment arrived for an order that no longer owes it: to refund',
    );
    await setPayment('refund_due');
    return 'refund_due';
  }
  const paid = await markOrderPaid(deps, tx, {
    order,
    dealerUserId: record?.dealer.userId ?? null,
    amountCents: payment.amountCents,
    now,
  });
  if (!paid) {
    await setPayment('refund_due');
    return 'refund_due';
  }
  await setPayment('paid');
  return 'paid';
}

/**
 * An order waiting for payment marked Payment Completed (the guarded change of
 * `changeOrderStatus`), then `onOrderPaid` (e.g. the buyer's reward points, docs/product.md
 * §14.5), in the webhook's transaction. False when the order was no longer waiting.
 */
async function markOrderPaid(
  deps: Pick<ApplyPaymentEventDeps, 'onOrderPaid'>,
  tx: Executor,
  input: { order: OrderRow; dealerUserId: string | null; amountCents: number; now: Date },
): Promise<boolean> {
  const { order, amountCents, now } = input;
  const changed = await changeOrderStatus(tx, {
    orderId: order.id,
    from: ['pending_payment'],
    to: 'payment_completed',
    by: 'payment',
    now,
    dealerUserId: input.dealerUserId,
    amountCents,
  });
  if (changed === null) return false;
  if (deps.onOrderPaid !== undefined && order.buyerId !== null) {
    await deps.onOrderPaid(
      { db: tx },
      { userId: order.buyerId, orderId: order.id, paidCents: amountCents, now },
    );
  }
  return true;
}

/**
 * A basket payment's event (decision 044), in the webhook's transaction: its orders locked in id
 * order, then the payment.
 * - paid, for the amount asked, while every order waits for payment: each order Payment Completed
 *   (the guarded change), `onOrderPaid` for each with its share (the reward points), then the
 *   basket's coupon use, points and add-ons confirmed and the lines bought taken out of the
 *   basket. An order no longer waiting (cancelled, paid otherwise): nothing changes, `refund_due`.
 * - failed or expired, while the attempt is open: closed; each Buy Now vehicle the basket took
 *   (`releaseOnFailure`) is cancelled without counting against the buyer and put back on sale
 *   (the rule of a cancelled unpaid order, decision 028); the won and claimed orders keep waiting
 *   until their deadline; the coupon use and the points are given back.
 */
async function applyBasketOnce(
  deps: ApplyPaymentEventDeps,
  tx: Executor,
  event: PaymentEvent,
  paymentId: string,
  now: Date,
): Promise<PaymentEventOutcome> {
  const shares = await findPaymentOrders(tx, { paymentId });
  const orderRows =
    shares.length === 0
      ? []
      : await tx
          .select()
          .from(orders)
          .where(
            inArray(
              orders.id,
              shares.map((share) => share.orderId),
            ),
          )
          .orderBy(asc(orders.id))
          .for('update');
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
  if (payment === undefined) return 'ignored';
  await tx
    .update(paymentEvents)
    .set({ paymentId: payment.id })
    .where(and(eq(paymentEvents.provider, payment.provider), eq(paymentEvents.eventId, event.id)));
  const setPayment = (status: PaymentStatus) =>
    tx.update(payments).set({ status, updatedAt: now }).where(eq(payments.id, payment.id));
  const settle = (outcome: 'confirmed' | 'released', auctionIds: readonly string[]) =>
    deps.settleBasket?.({ db: tx }, { paymentId: payment.id, outcome, auctionIds, now });

  if (event.outcome === 'failed' || event.outcome === 'expired') {
    // Only an open attempt is released: a superseded one handed its vehicles to the newer one.
    if (payment.status !== 'open') return 'ignored';
    await setPayment('declined');
    for (const share of shares) {
      if (!share.releaseOnFailure) continue;
      const order = orderRows.find((row) => row.id === share.orderId);
      if (order === undefined || deps.putBackOnSale === undefined) continue;
      const record = await findOrderRecord(tx, order.id);
      await cancelUnpaidOrder(
        { db: tx, putBackOnSale: deps.putBackOnSale },
        {
          orderId: order.id,
          why: 'paymentFailed',
          note: BASKET_RELEASE_NOTE,
          now,
          dealerUserId: record?.dealer.userId ?? null,
        },
      );
    }
    await settle('released', []);
    return event.outcome === 'failed' ? 'declined' : 'expired';
  }

  if (payment.status === 'paid') return 'already_paid';
  if (paidOtherAmount(deps, payment, event)) {
    await setPayment('refund_due');
    return 'amount_mismatch';
  }
  const waiting =
    orderRows.length === shares.length &&
    orderRows.every((order) => order.status === 'pending_payment');
  if (!waiting) {
    deps.log.warn(
      { paymentId: payment.id, orders: orderRows.map((order) => [order.id, order.status]) },
      'A basket payment arrived for orders that no longer owe it: to refund',
    );
    await setPayment('refund_due');
    return 'refund_due';
  }
  for (const share of shares) {
    const order = orderRows.find((row) => row.id === share.orderId);
    if (order === undefined) continue;
    const record = await findOrderRecord(tx, order.id);
    const paid = await markOrderPaid(deps, tx, {
      order,
      dealerUserId: record?.dealer.userId ?? null,
      amountCents: share.amountCents,
      now,
    });
    // The rows are locked and were checked above: a refusal here is a bug; undo it all.
    if (!paid) throw new Error(`Order ${order.id} could not be marked paid`);
  }
  await setPayment('paid');
  await settle(
    'confirmed',
    orderRows.map((order) => order.auctionId),
  );
  return 'paid';
}

/** Why a Buy Now vehicle taken by a basket went back on sale (its order's timeline). */
export const BASKET_RELEASE_NOTE = 'The payment of the basket was declined or expired';
