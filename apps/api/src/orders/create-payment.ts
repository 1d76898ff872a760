import { and, eq, ne } from 'drizzle-orm';
import type { PaymentData } from '@marketdrop/api-client';
import { orderPath } from '@marketdrop/api-client';
import type { Language } from '@marketdrop/validation';
import { findMailRecipients } from '../accounts/find-mail-recipients';
import { AppError } from '../shared/errors';
import type { Deps } from '../shared/deps';
import { findOrderForBuyer } from './order-access';
import { checkoutComplete, findOrderRecord, toCheckoutDetails } from './order-records';
import { ORDER_MESSAGES } from './order-rules';
import type { PaymentGateway } from './payments/payment-gateway';
import { payments, type PaymentRow } from './tables';

export type CreatePaymentDeps = Pick<Deps, 'db'> &
  Pick<Deps, 'clock'> & { gateway: PaymentGateway; publicUrl: string };

/**
 * createPayment: opens a payment page for what the buyer owes now (the checkout's total). The
 * attempt is written first, in a transaction holding the order's row (unpaid, before its
 * deadline, Delivery Details given; earlier open attempts are superseded), then the provider is
 * asked for its page, outside the transaction. Its webhook later completes the order. The selling
 * dealer gets 403, anyone else 404.
 */
export async function createPayment(
  deps: CreatePaymentDeps,
  input: { userId: string; orderId: string },
): Promise<PaymentData> {
  const now = deps.clock();
  const attempt = await deps.db.transaction(async (tx) => {
    const { order } = await findOrderForBuyer(tx, { ...input, lock: true });
    if (order.status !== 'pending_payment') {
      throw new AppError(409, 'ORDER_STATUS_CONFLICT', ORDER_MESSAGES.notPending);
    }
    if (now.getTime() >= order.paymentDueAt.getTime()) {
      throw new AppError(409, 'PAYMENT_DEADLINE_PASSED', ORDER_MESSAGES.deadlinePassed);
    }
    if (!checkoutComplete(order)) {
      throw new AppError(409, 'CHECKOUT_INCOMPLETE', ORDER_MESSAGES.checkoutIncomplete);
    }
    const record = await findOrderRecord(tx, order.id);
    if (record === undefined) throw new AppError(404, 'NOT_FOUND', ORDER_MESSAGES.notFound);
    const checkout = toCheckoutDetails(record, now);
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        provider: deps.gateway.provider,
        amountCents: checkout.totalCents,
        currency: checkout.currency,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (payment === undefined) throw new Error('The payment attempt was not written');
    await tx
      .update(payments)
      .set({ status: 'superseded', updatedAt: now })
      .where(
        and(
          eq(payments.orderId, order.id),
          eq(payments.status, 'open'),
          ne(payments.id, payment.id),
        ),
      );
    const buyer = (await findMailRecipients({ db: tx }, { userIds: [input.userId] })).get(
      input.userId,
    );
    return { payment, order, checkout, buyer };
  });

  const { payment, order, checkout, buyer } = attempt;
  return openPaymentPage(deps, {
    payment,
    orderId: order.id,
    backPath: orderPath(order.id),
    description: checkout.vehicle.vehicleName,
    buyer: buyer ?? null,
    expiresAt: order.paymentDueAt,
  });
}

/**
 * Asks the provider for the page of a payment attempt written before (outside any transaction),
 * and stores its reference and address. No page opened: the attempt is closed (`declined`) and
 * the error thrown. Returns where to pay.
 */
export async function openPaymentPage(
  deps: CreatePaymentDeps,
  input: {
    payment: PaymentRow;
    /** The order paid, or a basket payment's first order (the provider's metadata). */
    orderId: string;
    /** Where the browser comes back to (`/my-order/{id}`, the basket's `/my-orders`). */
    backPath: string;
    description: string;
    buyer: { email: string | null; language: string | null } | null;
    expiresAt: Date;
  },
): Promise<PaymentData> {
  const { payment, buyer } = input;
  const back = `${deps.publicUrl}${input.backPath}`;
  const language: Language = buyer?.language === 'fr' ? 'fr' : 'en';
  let page: { providerRef: string; url: string };
  try {
    page = await deps.gateway.createCheckout({
      paymentId: payment.id,
      orderId: input.orderId,
      amountCents: payment.amountCents,
      currency: 'CAD',
      description: input.description,
      customerEmail: buyer?.email ?? null,
      language,
      successUrl: `${back}?payment=success`,
      cancelUrl: `${back}?payment=cancelled`,
      expiresAt: input.expiresAt,
    });
  } catch (error) {
    // No page was opened: the attempt can never be paid.
    await deps.db
      .update(payments)
      .set({ status: 'declined', updatedAt: deps.clock() })
      .where(eq(payments.id, payment.id));
    throw error;
  }
  await deps.db
    .update(payments)
    .set({ providerRef: page.providerRef, url: page.url, updatedAt: deps.clock() })
    .where(eq(payments.id, payment.id));
  return {
    paymentId: payment.id,
    provider: deps.gateway.provider,
    url: page.url,
    amountCents: payment.amountCents,
    currency: 'CAD',
  };
}
