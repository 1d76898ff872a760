import Stripe from 'stripe';
import type { PaymentProvider } from '@marketdrop/api-client';
import { AppError } from '../../shared/errors';

/**
 * The payment provider interface (decision 022): a provider opens a hosted payment page for an
 * amount and later tells the server, through a signed webhook, how it went. Two implement it:
 * Stripe Checkout (`stripe-gateway.ts`) and the built-in test payment page (`test-gateway.ts`).
 * Both sign their webhooks with Stripe's scheme (HMAC-SHA256 over `timestamp.body`) and both are
 * verified here by the official SDK, so the test page exercises the real verification path.
 */

/** What a payment page is opened for. */
export type CheckoutRequest = {
  /** Our payment attempt (`payments.id`): the provider sends it back with every event. */
  paymentId: string;
  orderId: string;
  amountCents: number;
  currency: 'CAD';
  /** The line the buyer sees, e.g. `2021 Hyundai Tucson Preferred`. */
  description: string;
  customerEmail: string | null;
  language: 'en' | 'fr';
  /** Where the browser returns: paid, or cancelled. */
  successUrl: string;
  cancelUrl: string;
  /** The attempt is not paid after this (the order's payment deadline, within the provider's limits). */
  expiresAt: Date;
};

/** A provider's webhook event, verified and reduced to what the orders need. */
export type PaymentEvent = {
  /** The provider's event id (each is applied once). */
  id: string;
  /** The provider's event type, as it names it. */
  type: string;
  /** What it means for a payment attempt; `other` changes nothing. */
  outcome: 'succeeded' | 'failed' | 'expired' | 'other';
  /** Our payment attempt it is about (null: none of ours). */
  paymentId: string | null;
  /** The amount paid (succeeded) in cents, and its currency. */
  amountCents: number | null;
  currency: string | null;
};

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** The header that carries the webhook's signature. */
  readonly signatureHeader: string;
  /** Opens the hosted payment page: its id at the provider, and its address. */
  createCheckout(request: CheckoutRequest): Promise<{ providerRef: string; url: string }>;
  /**
   * Verifies a webhook (signature over the raw body, timestamp at most 5 minutes old as of
   * `nowMs`) and reads its event; a 400 AppError when it is not genuine or too old.
   */
  verifyWebhook(rawBody: string, signature: string | undefined, nowMs: number): PaymentEvent;
}

/** Webhooks signed longer ago than this are refused (a replay), in seconds. */
export const WEBHOOK_TOLERANCE_S = 5 * 60;

export const WEBHOOK_MESSAGES = {
  signature: 'The webhook signature is missing or not valid',
  expired: 'The webhook was signed more than 5 minutes ago',
  unreadable: 'The webhook event could not be read',
} as const;

type SessionLike = {
  id?: unknown;
  client_reference_id?: unknown;
  metadata?: { paymentId?: unknown } | null;
  amount_total?: unknown;
  currency?: unknown;
  payment_status?: unknown;
};

/** Our payment id of a Checkout Session: its client reference, else its metadata. */
function paymentIdOf(session: SessionLike): string | null {
  if (typeof session.client_reference_id === 'string') return session.client_reference_id;
  const fromMetadata = session.metadata?.paymentId;
  return typeof fromMetadata === 'string' ? fromMetadata : null;
}

/** What a Checkout Session event says (Stripe's event types, which the test page sends too). */
function outcomeOf(type: string, session: SessionLike): PaymentEvent['outcome'] {
  switch (type) {
    case 'checkout.session.completed':
      // Paid at once by card; a delayed method (bank debit) completes unpaid, then succeeds.
      return session.payment_status === 'paid' ? 'succeeded' : 'other';
    case 'checkout.session.async_payment_succeeded':
      return 'succeeded';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return 'other';
  }
}

/**
 * Verifies a webhook signed with Stripe's scheme by the official SDK (`constructEvent`: the
 * HMAC-SHA256 of `timestamp.body` with `secret`, at most `WEBHOOK_TOLERANCE_S` old as of `nowMs`)
 * and reads its Checkout Session event.
 */
export function verifySignedEvent(
  rawBody: string,
  signature: string | undefined,
  secret: string,
  nowMs: number,
): PaymentEvent {
  if (signature === undefined || signature === '') {
    throw new AppError(400, 'WEBHOOK_SIGNATURE_INVALID', WEBHOOK_MESSAGES.signature);
  }
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      WEBHOOK_TOLERANCE_S,
      undefined,
      nowMs,
    );
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeSignatureVerificationError &&
      /tolerance/i.test(error.message)
    ) {
      throw new AppError(400, 'WEBHOOK_TIMESTAMP_EXPIRED', WEBHOOK_MESSAGES.expired);
    }
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new AppError(400, 'WEBHOOK_SIGNATURE_INVALID', WEBHOOK_MESSAGES.signature);
    }
    throw new AppError(400, 'VALIDATION_FAILED', WEBHOOK_MESSAGES.unreadable);
  }
  const raw = event as unknown as { id?: unknown; type?: unknown; data?: { object?: unknown } };
  if (typeof raw.id !== 'string' || raw.id === '' || typeof raw.type !== 'string') {
    throw new AppError(400, 'VALIDATION_FAILED', WEBHOOK_MESSAGES.unreadable);
  }
  const object = raw.data?.object;
  const session: SessionLike = typeof object === 'object' && object !== null ? object : {};
  return {
    id: raw.id,
    type: raw.type,
    outcome: outcomeOf(raw.type, session),
    paymentId: raw.type.startsWith('checkout.session.') ? paymentIdOf(session) : null,
    amountCents: typeof session.amount_total === 'number' ? session.amount_total : null,
    currency: typeof session.currency === 'string' ? session.currency.toUpperCase() : null,
  };
}
