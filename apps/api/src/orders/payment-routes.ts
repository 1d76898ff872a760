import { Type } from '@marketdrop/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { orderPath, paths } from '@marketdrop/api-client';
import { keyedOrderMessages, type Language, isUuid } from '@marketdrop/validation';
import { authOf } from '../plugins/auth';
import { safeJsonParser } from '../plugins/errors';
import { fieldError } from '../shared/errors';
import { languageOf } from '../shared/language';
import { mountCalls, type CallRoutes } from '../shared/mount-call';
import { htmlPage, PUBLIC_SECURITY } from '../shared/openapi';
import { errorResponses } from '../shared/route-schemas';
import { applyPaymentEvent, type OrderPaidHook } from './apply-payment-event';
import { findPaymentOrders, type BasketCheckoutOps } from './basket-payment';
import { createPayment } from './create-payment';
import { findLiveSessionUserId } from '../accounts/find-session';
import { findOrderRecord } from './order-records';
import type { PaymentGateway } from './payments/payment-gateway';
import { testPaymentPage, type TestPaymentPageInput } from './payments/test-payment-page';
import { signWebhook, testPaymentEvent, type TestPaymentDecision } from './payments/test-gateway';
import {
  TICKET_PARAM,
  createTestPaymentTickets,
  type TestPaymentTickets,
} from './payments/test-payment-ticket';
import { payments, type PaymentStatus } from './tables';

export const PAYMENT_MESSAGES = {
  created: 'Payment page ready',
  received: 'Webhook received',
} as const;

const tags = ['orders'];

export type PaymentRoutesOptions = {
  gateway: PaymentGateway;
  onOrderPaid?: OrderPaidHook | undefined;
  basket: BasketCheckoutOps;
};

/** createPayment: where to pay an order (with the test provider, a ticket for the test page). */
export function paymentCalls(
  app: FastifyInstance,
  {
    gateway,
    tickets,
    basket,
  }: { gateway: PaymentGateway; tickets: TestPaymentTickets | null; basket: BasketCheckoutOps },
) {
  return {
    createPayment: {
      docs: {
        tags,
        summary: 'Where to pay an order: a Stripe Checkout page or the test payment page',
        description:
          'The buyer, once Delivery Details are given (409 CHECKOUT_INCOMPLETE before), before the 48-hour deadline (409 PAYMENT_DEADLINE_PASSED) and while the order waits for payment (409 ORDER_STATUS_CONFLICT). The page returns to /my-order/{id}?payment=success|cancelled; the webhook completes the order. With `cart: true`: one payment for the whole basket (decision 044): its Buy Now vehicles are bought at once (a vehicle sold meanwhile: 409 ALREADY_SOLD naming it, nothing written), its unpaid orders locked and given their Delivery Details, the coupon use and the points reserved; the page returns to /cart; the webhook marks every order paid, or on a decline puts the Buy Now vehicles back on sale and gives back the coupon and the points.',
      },
      handler: async (request) => {
        const auth = authOf(request);
        const deps = { db: app.db, clock: app.clock, gateway, publicUrl: app.config.publicUrl };
        const { orderId } = request.body;
        const data =
          request.body.cart === true || orderId === undefined
            ? await basket.pay(deps, { userId: auth.user.id })
            : await createPayment(deps, { userId: auth.user.id, orderId });
        if (tickets === null) return { message: PAYMENT_MESSAGES.created, data };
        // The test page is opened by a navigation (no bearer token): its address carries a ticket
        // bound to this buyer's session and this payment.
        const url = new URL(data.url);
        url.searchParams.set(
          TICKET_PARAM,
          tickets.issue({
            paymentId: data.paymentId,
            sessionId: auth.sessionId,
            nowMs: app.clock().getTime(),
          }),
        );
        return { message: PAYMENT_MESSAGES.created, data: { ...data, url: url.toString() } };
      },
    },
  } satisfies CallRoutes;
}

/** The provider's webhook, mounted where the body is read as the exact text it was signed over. */
export function webhookCalls(
  app: FastifyInstance,
  gateway: PaymentGateway,
  onOrderPaid: OrderPaidHook | undefined,
  basket: BasketCheckoutOps,
) {
  return {
    webhookpayment: {
      docs: {
        tags,
        summary: "The payment provider's signed event (not a client call)",
        description: `Header \`${gateway.signatureHeader}\`: Stripe's scheme (t=<unix>,v1=<HMAC-SHA256 of "t.body">). A bad signature: 400 WEBHOOK_SIGNATURE_INVALID; signed more than 5 minutes ago: 400 WEBHOOK_TIMESTAMP_EXPIRED; nothing changes. Each event id is applied once; events out of order are harmless.`,
      },
      handler: async (request) => {
        const header = request.headers[gateway.signatureHeader];
        const event = gateway.verifyWebhook(
          request.rawBody ?? '',
          typeof header === 'string' ? header : undefined,
          app.clock().getTime(),
        );
        const data = await applyPaymentEvent(
          {
            db: app.db,
            clock: app.clock,
            log: request.log,
            onOrderPaid,
            putBackOnSale: app.putBackOnSale,
            settleBasket: basket.settle,
          },
          { gateway, event },
        );
        return { message: PAYMENT_MESSAGES.received, data };
      },
    },
  } satisfies CallRoutes;
}

/**
 * Payment: createPayment (where to pay), the provider's webhook (`webhookpayment`, its body read
 * as the exact text it was signed over), and, with the test provider, the test payment page.
 */
export default async function paymentRoutes(app: FastifyInstance, opts: PaymentRoutesOptions) {
  const { gateway } = opts;
  const tickets =
    app.config.payments.provider === 'test'
      ? createTestPaymentTickets(app.config.payments.testWebhookSecret)
      : null;

  mountCalls(app, paymentCalls(app, { gateway, tickets, basket: opts.basket }));

  // The webhook reads its body as the provider signed it: a JSON parser of its own that keeps the
  // text (with the same hostile-input checks as every other JSON body).
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      safeJsonParser(webhook, { keepRaw: true }),
    );
    mountCalls(webhook, webhookCalls(app, gateway, opts.onOrderPaid, opts.basket));
  });

  if (app.config.payments.provider === 'test' && tickets !== null) {
    await app.register(testPaymentPageRoutes, {
      gateway,
      secret: app.config.payments.testWebhookSecret,
      tickets,
    });
  }
}

type TestPageOptions = { gateway: PaymentGateway; secret: string; tickets: TestPaymentTickets };

/**
 * The built-in test payment page (decision 022): `GET /user/testPayment/{paymentId}?ticket=...`
 * shows the amount with Pay and Decline; the choice is posted back here with the ticket, which
 * sends the signed webhook to `/user/webhookpayment` (the real route, signature verified) and then
 * returns the browser to the order's page. Only the buyer's ticket (`createPayment`'s address)
 * opens it: without one, with an expired one, or another user's, it is the page of an unknown
 * payment (404) and nothing changes. A decision is taken once, while the attempt is open.
 */
async function testPaymentPageRoutes(app: FastifyInstance, opts: TestPageOptions) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const params = Type.Object({ paymentId: Type.String() });
  const schema = {
    tags,
    summary: 'The test payment page (PAYMENT_PROVIDER=test; not a client call)',
    params,
    security: PUBLIC_SECURITY,
    response: {
      200: htmlPage('The page of the payment'),
      404: htmlPage('The page of an unknown payment (or a missing, expired or foreign ticket)'),
      ...errorResponses,
    },
  };

  /**
   * The payment, its order's record and its buyer's language, when `ticket` is the buyer's ticket
   * for it (genuine, unexpired, its session live and the order's buyer's); null otherwise, the
   * same whether the payment exists or not.
   */
  const load = async (paymentId: string, ticket: unknown) => {
    if (!isUuid(paymentId)) return null;
    const now = app.clock();
    const claims = opts.tickets.read({ paymentId, ticket, nowMs: now.getTime() });
    if (claims === null) return null;
    const [payment] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
    if (payment === undefined || payment.provider !== 'test') return null;
    // A basket payment (decision 044) shows its first order's vehicle and returns to the basket.
    const orderId =
      payment.orderId ??
      (await findPaymentOrders(app.db, { paymentId: payment.id }))[0]?.orderId ??
      null;
    const record = orderId === null ? undefined : await findOrderRecord(app.db, orderId);
    const buyerId = payment.orderId === null ? payment.buyerId : (record?.order.buyerId ?? null);
    if (buyerId === null || (payment.orderId !== null && record === undefined)) return null;
    const viewer = await findLiveSessionUserId(app, { sessionId: claims.sessionId, now });
    if (viewer !== buyerId) return null;
    const orderUrl = `${app.config.publicUrl}${
      payment.orderId === null ? paths.cart : orderPath(payment.orderId)
    }`;
    return {
      payment,
      vehicleName: record?.vehicle.vehicleName ?? null,
      orderUrl,
      language: record?.buyer?.language ?? 'en',
    };
  };

  /** What the page says of an attempt: open (Pay and Decline), paid, or closed. */
  const stateOf = (status: PaymentStatus): TestPaymentPageInput['state'] =>
    status === 'open' ? 'open' : status === 'paid' ? 'paid' : 'closed';

  /** The page of an unknown payment: nothing about the payment, whoever asks. */
  const notFound = (language: Language, action: string): TestPaymentPageInput => ({
    language,
    state: 'not-found',
    vehicleName: null,
    amountCents: null,
    orderUrl: null,
    action,
    ticket: null,
  });

  const send = (reply: FastifyReply, status: number, page: TestPaymentPageInput) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(testPaymentPage(page));

  app.get<{ Params: { paymentId: string }; Querystring: { lang?: string; ticket?: string } }>(
    '/testPayment/:paymentId',
    {
      schema: {
        ...schema,
        operationId: 'testPaymentPage',
        querystring: Type.Object({
          lang: Type.Optional(Type.String()),
          [TICKET_PARAM]: Type.Optional(Type.String()),
        }),
      },
    },
    async (request, reply) => {
      const found = await load(request.params.paymentId, request.query.ticket);
      const action = `/user/testPayment/${encodeURIComponent(request.params.paymentId)}`;
      if (found === null) {
        return send(
          reply,
          404,
          notFound(languageOf(request, { asked: request.query.lang }), action),
        );
      }
      const { payment } = found;
      return send(reply, 200, {
        language: languageOf(request, { asked: request.query.lang, owner: found.language }),
        state: stateOf(payment.status),
        vehicleName: found.vehicleName,
        amountCents: payment.amountCents,
        orderUrl: found.orderUrl,
        action,
        ticket: request.query.ticket ?? null,
      });
    },
  );

  app.post<{ Params: { paymentId: string }; Body: Record<string, unknown> | undefined }>(
    '/testPayment/:paymentId',
    {
      schema: {
        ...schema,
        operationId: 'testPaymentDecision',
        response: {
          ...schema.response,
          303: { description: "Decided: back to the order's page" },
          409: htmlPage('The payment was already decided'),
        },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const found = await load(request.params.paymentId, body[TICKET_PARAM]);
      const action = `/user/testPayment/${encodeURIComponent(request.params.paymentId)}`;
      if (found === null) {
        return send(reply, 404, notFound(languageOf(request, { asked: body.lang }), action));
      }
      const decision: TestPaymentDecision | null =
        body.decision === 'pay' || body.decision === 'decline' ? body.decision : null;
      if (decision === null) {
        throw fieldError('decision', keyedOrderMessages.decision);
      }
      const language = languageOf(request, { asked: body.lang, owner: found.language });
      const { payment, orderUrl } = found;
      const page = {
        language,
        vehicleName: found.vehicleName,
        amountCents: payment.amountCents,
        orderUrl,
        action,
        ticket: null,
      };
      // One decision per attempt: a paid, declined or superseded attempt takes no other.
      if (payment.status !== 'open') {
        return send(reply, 409, { ...page, state: stateOf(payment.status) });
      }
      const nowMs = app.clock().getTime();
      const event = testPaymentEvent(payment, decision, nowMs);
      const answer = await app.inject({
        method: 'POST',
        url: '/user/webhookpayment',
        headers: {
          'content-type': 'application/json',
          [opts.gateway.signatureHeader]: signWebhook(event, opts.secret, nowMs),
        },
        payload: event,
      });
      if (answer.statusCode !== 200) {
        request.log.error(
          { paymentId: payment.id, status: answer.statusCode, body: answer.body.slice(0, 300) },
          "The test payment page's webhook was refused",
        );
        return send(reply, 500, { ...page, state: 'failed' });
      }
      return reply.redirect(
        `${orderUrl}?payment=${decision === 'pay' ? 'success' : 'cancelled'}`,
        303,
      );
    },
  );
}
