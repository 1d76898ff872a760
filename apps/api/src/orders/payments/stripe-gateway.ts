import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import { AppError } from '../../shared/errors';
import {
  verifySignedEvent,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentGateway,
} from './payment-gateway';

const unavailable = () =>
  new AppError(
    503,
    'SERVICE_UNAVAILABLE',
    'The payment service is not available. Try again in a moment.',
    {
      headers: { 'retry-after': '10' },
    },
  );

/** Stripe keeps a Checkout Session open 30 minutes to 24 hours. */
const MIN_SESSION_MS = 30 * 60_000 + 60_000;
const MAX_SESSION_MS = 24 * 60 * 60_000 - 60_000;

/**
 * Stripe Checkout through the official SDK (PAYMENT_PROVIDER=stripe): a Checkout Session per
 * payment attempt, its id our payment's (`client_reference_id`), and the webhook verified by the
 * SDK with STRIPE_WEBHOOK_SECRET. STRIPE_API_URL points the SDK at another API origin (tests use a
 * local stub).
 */
export function createStripeGateway(
  config: StripeConfig,
  deps: { clock: () => Date; log: FastifyBaseLogger },
): PaymentGateway {
  const { clock, log } = deps;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(config.api === null
      ? {}
      : { host: config.api.host, port: config.api.port, protocol: config.api.protocol }),
  });
  return {
    provider: 'stripe',
    signatureHeader: 'stripe-signature',
    async createCheckout(request: CheckoutRequest) {
      const now = clock().getTime();
      const expires = Math.min(
        Math.max(request.expiresAt.getTime(), now + MIN_SESSION_MS),
        now + MAX_SESSION_MS,
      );
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: request.paymentId,
            metadata: { paymentId: request.paymentId, orderId: request.orderId },
            ...(request.customerEmail === null ? {} : { customer_email: request.customerEmail }),
            locale: request.language,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.amountCents,
                  product_data: { name: request.description },
                },
              },
            ],
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.floor(expires / 1000),
          },
          { idempotencyKey: `checkout-${request.paymentId}` },
        );
      } catch (error) {
        log.error(
          { err: error, paymentId: request.paymentId },
          'Stripe refused a Checkout Session',
        );
        throw unavailable();
      }
      if (typeof session.url !== 'string') throw unavailable();
      return { providerRef: session.id, url: session.url };
    },
    verifyWebhook(rawBody: string, signature: string | undefined, nowMs: number): PaymentEvent {
      return verifySignedEvent(rawBody, signature, config.webhookSecret, nowMs);
    },
  };
}
