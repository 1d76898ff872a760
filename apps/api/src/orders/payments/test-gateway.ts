import { createHmac, randomUUID } from 'node:crypto';
import {
  verifySignedEvent,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentGateway,
} from './payment-gateway';

/** Where the test payment page of a payment attempt is served (under the API's `/user`). */
export function testPaymentPagePath(paymentId: string): string {
  return `/user/testPayment/${encodeURIComponent(paymentId)}`;
}

/**
 * The signature header of a webhook body, Stripe's scheme: `t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "t.body">`. Written here (not with the SDK's test helper) so that the SDK's
 * verification checks an independent signer.
 */
export function signWebhook(body: string, secret: string, nowMs: number): string {
  const timestamp = Math.floor(nowMs / 1000);
  const signature = createHmac('sha256', secret)
    .update(`${timestamp}.${body}`, 'utf8')
    .digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** The buyer's choice on the test page. */
export type TestPaymentDecision = 'pay' | 'decline';

/**
 * The event the test page sends for a decision: a Checkout Session event like Stripe's (paid:
 * `checkout.session.completed`, declined: `checkout.session.async_payment_failed`).
 */
export function testPaymentEvent(
  payment: { id: string; orderId: string | null; amountCents: number; currency: string },
  decision: TestPaymentDecision,
  nowMs: number,
): string {
  return JSON.stringify({
    id: `evt_test_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type:
      decision === 'pay' ? 'checkout.session.completed' : 'checkout.session.async_payment_failed',
    created: Math.floor(nowMs / 1000),
    livemode: false,
    data: {
      object: {
        id: payment.id,
        object: 'checkout.session',
        client_reference_id: payment.id,
        metadata: { paymentId: payment.id, orderId: payment.orderId },
        amount_total: payment.amountCents,
        currency: payment.currency.toLowerCase(),
        payment_status: decision === 'pay' ? 'paid' : 'unpaid',
      },
    },
  });
}

/**
 * The built-in test payment page (PAYMENT_PROVIDER=test, the default): the page is served by this
 * server (`payment-routes.ts`); its Pay and Decline post a webhook signed with
 * PAYMENT_WEBHOOK_SECRET, verified by the same code as Stripe's. No money moves.
 */
export function createTestGateway(config: { secret: string; publicUrl: string }): PaymentGateway {
  return {
    provider: 'test',
    signatureHeader: 'marketdrop-signature',
    async createCheckout(request: CheckoutRequest) {
      return {
        providerRef: request.paymentId,
        url: `${config.publicUrl}${testPaymentPagePath(request.paymentId)}`,
      };
    },
    verifyWebhook(rawBody: string, signature: string | undefined, nowMs: number): PaymentEvent {
      return verifySignedEvent(rawBody, signature, config.secret, nowMs);
    },
  };
}
