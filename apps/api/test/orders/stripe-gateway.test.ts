import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentData } from '@marketdrop/api-client';
import { payments } from '../../src/db/schema';
import { buildAuctionApp, type AuctionApp } from '../auctions/auction-fixture';
import { drivers } from '../helpers/build-test-app';
import {
  buyNowOrder,
  call,
  createBuyer,
  createShop,
  json,
  orderRow,
  readyToPay,
  type Shop,
} from './order-fixture';

const WEBHOOK_SECRET = 'whsec_local_stripe_test';

type Received = {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: IncomingMessage['headers'];
};

/**
 * A local stand-in for Stripe's API: `POST /v1/checkout/sessions` answers a Checkout Session
 * (or a 500 while `failing`), and every request is kept for the test to read.
 */
async function startStripeStub() {
  const received: Received[] = [];
  const state = { failing: false };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        form,
        headers: request.headers,
      });
      response.setHeader('content-type', 'application/json');
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
        response.statusCode = 404;
        response.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such route' } }),
        );
        return;
      }
      if (state.failing) {
        response.statusCode = 500;
        response.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is down' } }));
        return;
      }
      const id = `cs_test_${received.length}`;
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          client_reference_id: form.get('client_reference_id'),
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]'),
          payment_status: 'unpaid',
          status: 'open',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(drivers)(
  'Stripe Checkout through the official SDK, against a local stub, on %s',
  (driver) => {
    let stub: Awaited<ReturnType<typeof startStripeStub>>;
    let t: AuctionApp;
    let shop: Shop;

    beforeAll(async () => {
      stub = await startStripeStub();
      t = await buildAuctionApp(driver, {
        env: {
          PAYMENT_PROVIDER: 'stripe',
          STRIPE_SECRET_KEY: 'sk_test_local',
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_API_URL: stub.url,
        },
      });
      shop = await createShop(t.app);
    });
    afterAll(async () => {
      await t?.close();
      await stub?.close();
    });
    beforeEach(() => {
      stub.state.failing = false;
    });

    /** A Checkout Session event as Stripe sends it, signed by the SDK's own test helper. */
    const stripeEvent = (
      session: Record<string, unknown>,
      options: { type?: string; signedAt?: number; secret?: string; id?: string } = {},
    ) => {
      const payload = JSON.stringify({
        id: options.id ?? `evt_${Math.random().toString(36).slice(2)}`,
        object: 'event',
        type: options.type ?? 'checkout.session.completed',
        data: { object: { object: 'checkout.session', ...session } },
      });
      const header = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? WEBHOOK_SECRET,
        timestamp: Math.floor((options.signedAt ?? t.clock.now().getTime()) / 1000),
      });
      return t.app.inject({
        method: 'POST',
        url: '/user/webhookpayment',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
        payload,
      });
    };

    it('createPayment opens a Checkout Session for the total; the signed completed event pays the order', async () => {
      const buyer = await createBuyer(t.app, 'QC');
      const orderId = await buyNowOrder(t, shop, buyer, 20_000);
      await readyToPay(t.app, buyer, orderId);
      const created = await call(t.app, '/user/createPayment', { orderId }, buyer);
      expect(created.statusCode, created.body).toBe(200);
      const payment = json<PaymentData>(created).data;
      // Picked up at the dealer in Ontario: Ontario's HST, whatever the buyer's province (QC).
      expect(payment).toMatchObject({
        provider: 'stripe',
        amountCents: 2_271_187,
        url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/),
      });

      const sent = stub.received.at(-1);
      expect(sent?.headers.authorization).toBe('Bearer sk_test_local');
      expect(sent?.headers['idempotency-key']).toBe(`checkout-${payment.paymentId}`);
      const form = sent?.form;
      expect(form?.get('mode')).toBe('payment');
      expect(form?.get('client_reference_id')).toBe(payment.paymentId);
      expect(form?.get('metadata[orderId]')).toBe(orderId);
      expect(form?.get('line_items[0][price_data][unit_amount]')).toBe('2271187');
      expect(form?.get('line_items[0][price_data][currency]')).toBe('cad');
      expect(form?.get('line_items[0][price_data][product_data][name]')).toBe(
        '2021 Hyundai Tucson Preferred',
      );
      expect(form?.get('success_url')).toBe(
        `${t.config.publicUrl}/my-order/${orderId}?payment=success`,
      );
      expect(form?.get('cancel_url')).toBe(
        `${t.config.publicUrl}/my-order/${orderId}?payment=cancelled`,
      );
      const expiresAt = Number(form?.get('expires_at')) * 1000;
      expect(expiresAt - t.clock.now().getTime()).toBeLessThanOrEqual(24 * 3_600_000);
      expect(expiresAt - t.clock.now().getTime()).toBeGreaterThanOrEqual(30 * 60_000);
      const [row] = await t.app.db
        .select()
        .from(payments)
        .where(eq(payments.id, payment.paymentId));
      expect(row).toMatchObject({ providerRef: `cs_test_${stub.received.length}`, status: 'open' });

      const session = {
        id: row?.providerRef,
        client_reference_id: payment.paymentId,
        metadata: { paymentId: payment.paymentId, orderId },
        amount_total: 2_271_187,
        currency: 'cad',
        payment_status: 'paid',
      };
      // Signed with another secret, or more than 5 minutes ago: refused, nothing changes.
      const forged = await stripeEvent(session, { secret: 'whsec_someone_else' });
      expect(forged.statusCode).toBe(400);
      expect(json(forged).code).toBe('WEBHOOK_SIGNATURE_INVALID');
      const old = await stripeEvent(session, { signedAt: t.clock.now().getTime() - 6 * 60_000 });
      expect(old.statusCode).toBe(400);
      expect(json(old).code).toBe('WEBHOOK_TIMESTAMP_EXPIRED');
      expect((await orderRow(t.app, orderId)).status).toBe('pending_payment');

      const paid = await stripeEvent(session, { id: 'evt_completed_1' });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(json(paid).data).toEqual({ eventId: 'evt_completed_1', applied: true });
      expect((await orderRow(t.app, orderId)).status).toBe('payment_completed');
      const twice = await stripeEvent(session, { id: 'evt_completed_1' });
      expect(json(twice).data).toEqual({ eventId: 'evt_completed_1', applied: false });
      // Stripe's expiry of the session, late: harmless.
      await stripeEvent(
        { ...session, payment_status: 'unpaid' },
        { type: 'checkout.session.expired' },
      );
      expect((await orderRow(t.app, orderId)).status).toBe('payment_completed');
      // An event of another kind is recorded and changes nothing.
      const other = await stripeEvent({ id: 'pi_1' }, { type: 'payment_intent.created' });
      expect(json(other).data).toMatchObject({ applied: false });
    });

    it('a bank debit completes unpaid, then its async success pays', async () => {
      const buyer = await createBuyer(t.app, 'ON');
      const orderId = await buyNowOrder(t, shop, buyer, 15_000);
      await readyToPay(t.app, buyer, orderId);
      const payment = json<PaymentData>(
        await call(t.app, '/user/createPayment', { orderId }, buyer),
      ).data;
      const session = {
        client_reference_id: payment.paymentId,
        amount_total: payment.amountCents,
        currency: 'cad',
        payment_status: 'unpaid',
      };
      await stripeEvent(session);
      expect((await orderRow(t.app, orderId)).status).toBe('pending_payment');
      await stripeEvent(
        { ...session, payment_status: 'paid' },
        { type: 'checkout.session.async_payment_succeeded' },
      );
      expect((await orderRow(t.app, orderId)).status).toBe('payment_completed');
    });

    it('Stripe failing: 503 with Retry-After, the attempt closed; there is no test payment page', async () => {
      const buyer = await createBuyer(t.app);
      const orderId = await buyNowOrder(t, shop, buyer);
      await readyToPay(t.app, buyer, orderId);
      stub.state.failing = true;
      const refused = await call(t.app, '/user/createPayment', { orderId }, buyer);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('10');
      expect(json(refused)).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The payment service is not available. Try again in a moment.',
      });
      const attempts = await t.app.db.select().from(payments).where(eq(payments.orderId, orderId));
      expect(attempts.map((a) => a.status)).toEqual(['declined']);
      stub.state.failing = false;
      expect((await call(t.app, '/user/createPayment', { orderId }, buyer)).statusCode).toBe(200);

      const page = await t.app.inject({
        method: 'GET',
        url: `/user/testPayment/${attempts[0]?.id}`,
      });
      expect(page.statusCode).toBe(404);
    });
  },
);
