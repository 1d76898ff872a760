import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEV_PAYMENT_WEBHOOK_SECRET } from '../../src/config';
import { paymentEvents, payments, sessions } from '../../src/db/schema';
import {
  TEST_PAYMENT_TICKET_TTL_MS,
  createTestPaymentTickets,
} from '../../src/orders/payments/test-payment-ticket';
import type { AuctionApp } from '../auctions/auction-fixture';
import { drivers } from '../helpers/build-test-app';
import { bearer } from '../helpers/fixtures';
import {
  buyNowOrder,
  call,
  createBuyer,
  orderRow,
  readyToPay,
  startPayment,
  type Party,
  type Shop,
  withShop,
} from './order-fixture';

const NOT_FOUND_TEXT = 'This payment page does not exist or its link has expired.';

/** The page path of a payment with another ticket (or none). */
function withTicket(paymentId: string, ticket?: string): string {
  const path = `/user/testPayment/${paymentId}`;
  return ticket === undefined ? path : `${path}?ticket=${encodeURIComponent(ticket)}`;
}

describe.each(drivers)(
  'the test payment page belongs to the buyer on %s (decision 022)',
  (driver) => {
    let t: AuctionApp;
    let shop: Shop;
    const tickets = createTestPaymentTickets(DEV_PAYMENT_WEBHOOK_SECRET);

    withShop(driver, (ready) => ({ t, shop } = ready));

    /** An order of a fresh buyer, ready to pay, and its payment attempt (with the page's path). */
    const openAttempt = async () => {
      const buyer = await createBuyer(t.app);
      const orderId = await buyNowOrder(t, shop, buyer, 18_500);
      await readyToPay(t.app, buyer, orderId);
      const payment = await startPayment(t.app, buyer, orderId);
      return { buyer, orderId, payment };
    };
    const sessionOf = async (user: Party) => {
      const [row] = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.userId));
      if (row === undefined) throw new Error('No session');
      return row.id;
    };
    const post = (path: string, form: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });
    /** Nothing of the payment is shown: the page of an unknown payment. */
    const expectNothingShown = (response: { statusCode: number; body: string }) => {
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain(NOT_FOUND_TEXT);
      expect(response.body).not.toContain('$');
      expect(response.body).not.toContain('<form');
      expect(response.body).not.toContain('/my-order/');
    };
    /** The attempt is still open, its order unpaid, and no event was recorded for it. */
    const expectUnchanged = async (orderId: string, paymentId: string) => {
      expect((await orderRow(t.app, orderId)).status).toBe('pending_payment');
      const [row] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
      expect(row?.status).toBe('open');
      expect(await t.app.db.select().from(paymentEvents)).toEqual([]);
    };

    it('without a ticket: the page and its Pay show nothing and change nothing', async () => {
      const { orderId, payment } = await openAttempt();
      expectNothingShown(await t.app.inject({ method: 'GET', url: withTicket(payment.id) }));
      expectNothingShown(await post(withTicket(payment.id), { decision: 'pay', lang: 'en' }));
      // Not even with the buyer's bearer token: the page takes its ticket only.
      expectNothingShown(
        await t.app.inject({ method: 'GET', url: withTicket(payment.id), headers: {} }),
      );
      await expectUnchanged(orderId, payment.id);
    });

    it("with another user's ticket, another payment's, a forged or a tampered one: nothing shown or changed", async () => {
      const { buyer, orderId, payment } = await openAttempt();
      const other = await openAttempt();
      const otherTicket = new URL(other.payment.pagePath, 'http://x').searchParams.get('ticket');
      const mine = new URL(payment.pagePath, 'http://x').searchParams.get('ticket') ?? '';
      const nowMs = t.clock.now().getTime();
      const candidates = [
        // Another buyer's genuine ticket (for their own payment).
        otherTicket ?? '',
        // A ticket for this payment signed for another user's session, and for the seller's.
        tickets.issue({ paymentId: payment.id, sessionId: await sessionOf(other.buyer), nowMs }),
        tickets.issue({ paymentId: payment.id, sessionId: await sessionOf(shop.seller), nowMs }),
        // Signed with another secret.
        createTestPaymentTickets('whsec_guess').issue({
          paymentId: payment.id,
          sessionId: await sessionOf(buyer),
          nowMs,
        }),
        // The buyer's own, its expiry moved.
        mine.replace(/\.(\d+)\./, (_, expires: string) => `.${Number(expires) + 3600}.`),
        'not-a-ticket',
      ];
      for (const ticket of candidates) {
        expectNothingShown(
          await t.app.inject({ method: 'GET', url: withTicket(payment.id, ticket) }),
        );
        expectNothingShown(await post(withTicket(payment.id), { decision: 'pay', ticket }));
      }
      await expectUnchanged(orderId, payment.id);
      // The buyer's own ticket opens it.
      const page = await t.app.inject({ method: 'GET', url: payment.pagePath });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('$21,016.87'); // $18,500 + the $99 fee + 13 % HST
      expect(page.body).toContain('>Pay</button>');
    });

    it('the ticket lasts 30 minutes and its session: expired or signed out, nothing shown', async () => {
      const { buyer, orderId, payment } = await openAttempt();
      t.clock.advance(TEST_PAYMENT_TICKET_TTL_MS);
      expectNothingShown(await t.app.inject({ method: 'GET', url: payment.pagePath }));
      // A new attempt gives a new ticket; signing out ends it.
      const again = await startPayment(t.app, buyer, orderId);
      expect((await t.app.inject({ method: 'GET', url: again.pagePath })).statusCode).toBe(200);
      const logout = await t.app.inject({
        method: 'POST',
        url: '/user/logout',
        headers: bearer(buyer.token),
      });
      expect(logout.statusCode).toBe(200);
      expectNothingShown(await t.app.inject({ method: 'GET', url: again.pagePath }));
      const ticket = new URL(again.pagePath, 'http://x').searchParams.get('ticket') ?? '';
      expectNothingShown(await post(withTicket(again.id), { decision: 'pay', ticket }));
      expect((await orderRow(t.app, orderId)).status).toBe('pending_payment');
    });

    it("the buyer pays with the page's ticket, once: a second decision changes nothing", async () => {
      const { buyer, orderId, payment } = await openAttempt();
      const ticket = new URL(payment.pagePath, 'http://x').searchParams.get('ticket') ?? '';
      const paid = await post(payment.pagePath, { decision: 'pay', lang: 'en', ticket });
      expect(paid.statusCode, paid.body).toBe(303);
      expect(paid.headers.location).toBe(
        `${t.config.publicUrl}/my-order/${orderId}?payment=success`,
      );
      expect((await orderRow(t.app, orderId)).status).toBe('payment_completed');
      const events = await t.app.db.select().from(paymentEvents);

      const again = await post(payment.pagePath, { decision: 'decline', lang: 'en', ticket });
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain('This payment is done.');
      expect(again.body).not.toContain('<form');
      expect(await t.app.db.select().from(paymentEvents)).toEqual(events);
      const [row] = await t.app.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(row?.status).toBe('paid');
      // The buyer's order is paid: another createPayment is refused.
      const more = await call(t.app, '/user/createPayment', { orderId }, buyer);
      expect(more.statusCode).toBe(409);
    });
  },
);
