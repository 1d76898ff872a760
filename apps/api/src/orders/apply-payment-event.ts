import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { WebhookData } from '@marketdrop/api-client';
import type { Executor } from '../db/client';
import type { Deps } from '../shared/deps';
import { changeOrderStatus } from './change-order-status';
import { findOrderRecord, toCheckoutDetails } from './order-records';
import type { PaymentEvent, PaymentGateway } from './payments/payment-gateway';
import { paymentEvents, payments, orders, type PaymentStatus } from './tables';
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
  if (event.amountCents !== payment.amountCents || event.currency !== payment.currency) {
    deps.log.error(
      { paymentId: payment.id, asked: payment.amountCents, paid: event.amountCents },
      'A payment was made for another amount than asked: to refund',
    );
    await setPayment('refund_due');
    return 'amount_mismatch';
  }
  const record = await findOrderRecord(tx, payment.orderId);
  const owes =
    record !== undefined && toCheckoutDetails(record, now).totalCents === payment.amountCents;
  if (order.status !== 'pending_payment' || !owes) {
    deps.log.warn(
      { paymentId: payment.id, orderId: payment.orderId, status: order.status },
      'A payment arrived for an order that no longer owes it: to refund',
    );
    await setPayment('refund_due');
    return 'refund_due';
  }
  const changed = await changeOrderStatus(tx, {
    orderId: payment.orderId,
    from: ['pending_payment'],
    to: 'payment_completed',
    by: 'payment',
    now,
    dealerUserId: record?.dealer.userId ?? null,
    amountCents: payment.amountCents,
  });
  if (changed === null) {
    await setPayment('refund_due');
    return 'refund_due';
  }
  await setPayment('paid');
  // E.g. the buyer's reward points (docs/product.md §14.5), committed with the payment.
  if (deps.onOrderPaid !== undefined && order.buyerId !== null) {
    await deps.onOrderPaid(
      { db: tx },
      { userId: order.buyerId, orderId: order.id, paidCents: payment.amountCents, now },
    );
  }
  return 'paid';
}
