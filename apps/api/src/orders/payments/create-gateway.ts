import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { PaymentGateway } from './payment-gateway';
import { createStripeGateway } from './stripe-gateway';
import { createTestGateway } from './test-gateway';

/** The configured payment provider (PAYMENT_PROVIDER). */
export function createPaymentGateway(
  config: Pick<AppConfig, 'payments' | 'publicUrl'>,
  deps: { clock: () => Date; log: FastifyBaseLogger },
): PaymentGateway {
  const { payments } = config;
  if (payments.provider === 'stripe') return createStripeGateway(payments.stripe, deps);
  return createTestGateway({ secret: payments.testWebhookSecret, publicUrl: config.publicUrl });
}
