import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@marketdrop/validation';

/**
 * The ticket that opens the test payment page (decision 022, issue 19). The page is opened by a
 * browser navigation, which carries no bearer token, so `createPayment` answers the page's address
 * with a ticket: the buyer's session and an expiry, signed (HMAC-SHA256, with a key derived from
 * PAYMENT_WEBHOOK_SECRET) over the payment id too. The page and its Pay and Decline honour it while
 * it has not expired and the session is still live (not signed out, not expired, not suspended)
 * and is the order's buyer's; anyone else sees the page of an unknown payment (404). It acts once:
 * Pay or Decline closes the attempt, and a closed attempt takes no decision.
 */

/** How long a ticket opens the page: the time to read it and choose, not to keep a link. */
export const TEST_PAYMENT_TICKET_TTL_MS = 30 * 60_000;

/** The query parameter (and form field) that carries the ticket. */
export const TICKET_PARAM = 'ticket';

/** What a genuine, unexpired ticket names: the session it was issued to. */
export type TicketClaims = { sessionId: string };

export type TestPaymentTickets = {
  /** A ticket for `paymentId`, issued to `sessionId` at `nowMs`. */
  issue: (input: { paymentId: string; sessionId: string; nowMs: number }) => string;
  /** The session of a ticket genuine for `paymentId` and not expired at `nowMs`; null otherwise. */
  read: (input: { paymentId: string; ticket: unknown; nowMs: number }) => TicketClaims | null;
};

export function createTestPaymentTickets(webhookSecret: string): TestPaymentTickets {
  // A key of its own: a ticket's signature is never a valid webhook signature, nor the reverse.
  const key = createHmac('sha256', webhookSecret).update('marketdrop test payment ticket').digest();
  const sign = (paymentId: string, sessionId: string, expires: number) =>
    createHmac('sha256', key).update(`${paymentId}.${sessionId}.${expires}`).digest();

  return {
    issue({ paymentId, sessionId, nowMs }) {
      const expires = Math.floor((nowMs + TEST_PAYMENT_TICKET_TTL_MS) / 1000);
      const signature = sign(paymentId, sessionId, expires).toString('base64url');
      return `${sessionId}.${expires}.${signature}`;
    },
    read({ paymentId, ticket, nowMs }) {
      if (typeof ticket !== 'string' || ticket.length > 200) return null;
      const [sessionId, expiresText, signatureText, ...rest] = ticket.split('.');
      if (rest.length > 0 || sessionId === undefined || signatureText === undefined) return null;
      if (!isUuid(sessionId) || !/^\d{1,12}$/.test(expiresText ?? '')) return null;
      const expires = Number(expiresText);
      const expected = sign(paymentId, sessionId, expires);
      const given = Buffer.from(signatureText, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (expires * 1000 <= nowMs) return null;
      return { sessionId: sessionId.toLowerCase() };
    },
  };
}
