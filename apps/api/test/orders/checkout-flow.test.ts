import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  CheckoutDetails,
  OrderDetails,
  PaymentData,
  TimeSlot,
  TrackOrderData,
} from '@marketdrop/api-client';
import { DEV_PAYMENT_WEBHOOK_SECRET } from '../../src/config';
import { notifications, orderStatusEvents, paymentEvents, payments } from '../../src/db/schema';
import { signWebhook } from '../../src/orders/payments/test-gateway';
import type { AuctionApp } from '../auctions/auction-fixture';
import { drivers } from '../helpers/build-test-app';
import {
  MONTREAL,
  call,
  chooseSlot,
  createBuyer,
  createShop,
  get,
  json,
  orderRow,
  readyToPay,
  setProvince,
  startPayment,
  testWebhook,
  wonAuctionOrder,
  type Party,
  type Shop,
  withShop,
} from './order-fixture';

describe.each(drivers)('after the sale: checkout and payment on %s', (driver) => {
  let t: AuctionApp;
  let shop: Shop;

  withShop(driver, (ready) => ({ t, shop } = ready));

  const checkout = async (buyer: Party, orderId: string) => {
    const response = await get(t.app, '/user/getCheckoutDetails', { orderId }, buyer);
    expect(response.statusCode, response.body).toBe(200);
    return json<CheckoutDetails>(response).data;
  };

  it('Pickup is taxed where the vehicle is handed over: a Québec buyer picking up in Ontario pays Ontario’s HST', async () => {
    const buyer = await createBuyer(t.app, 'QC');
    // A Toronto dealer of its own (its pickup slots are this test's).
    const toronto = await createShop(t.app, 'ON');
    const { orderId } = await wonAuctionOrder(t, toronto, buyer, 20_000);
    // Before the choice: an estimate at the buyer's province.
    expect(await checkout(buyer, orderId)).toMatchObject({
      taxProvince: 'QC',
      taxProvinceSource: 'profile',
      totalCents: 2_310_883,
    });
    await readyToPay(t.app, buyer, orderId);
    const pickup = await checkout(buyer, orderId);
    expect(pickup).toMatchObject({
      deliveryType: 'pickup',
      taxProvince: 'ON',
      taxProvinceSource: 'dealer',
      deliveryChargeCents: 0,
      taxes: [{ code: 'HST', rate: 0.13, baseCents: 2_009_900, amountCents: 261_287 }],
      totalCents: 2_271_187,
      readyToPay: true,
    });
    // What the payment asks for is that amount.
    const payment = await call(t.app, '/user/createPayment', { orderId }, buyer);
    expect(payment.statusCode, payment.body).toBe(200);
    expect(json<PaymentData>(payment).data.amountCents).toBe(2_271_187);
    // A dealer in Alberta: the GST alone, for the same Québec buyer.
    const calgary = await createShop(t.app, 'AB');
    const albertan = await wonAuctionOrder(t, calgary, buyer, 20_000);
    await readyToPay(t.app, buyer, albertan.orderId);
    expect(await checkout(buyer, albertan.orderId)).toMatchObject({
      taxProvince: 'AB',
      taxProvinceSource: 'dealer',
      taxes: [{ code: 'GST', rate: 0.05, baseCents: 2_009_900, amountCents: 100_495 }],
      totalCents: 2_110_395,
    });
  });

  it('won auction -> the right taxes for ON, QC, AB and BC -> Delivery Details -> pay on the test page -> Payment Completed', async () => {
    const buyer = await createBuyer(t.app, 'ON');
    const { orderId } = await wonAuctionOrder(t, shop, buyer, 20_000);

    // The price, the $99 fee and the taxes of the buyer's province on their sum, in cents.
    const on = await checkout(buyer, orderId);
    expect(on).toMatchObject({
      status: 'pending_payment',
      taxProvince: 'ON',
      taxProvinceSource: 'profile',
      ratesAsOf: '2026-01-01',
      vehiclePriceCents: 2_000_000,
      documentationFeeCents: 9_900,
      buyersPremiumCents: 0,
      deliveryChargeCents: 0,
      taxes: [{ code: 'HST', rate: 0.13, baseCents: 2_009_900, amountCents: 261_287 }],
      taxCents: 261_287,
      totalCents: 2_271_187,
      deliveryType: null,
      timeSlot: null,
      readyToPay: false,
    });
    const sold = await orderRow(t.app, orderId);
    expect(on.paymentDeadline).toBe(
      new Date(sold.createdAt.getTime() + 48 * 3_600_000).toISOString(),
    );

    await setProvince(t.app, buyer, 'Québec');
    const qc = await checkout(buyer, orderId);
    expect(qc.taxes).toEqual([
      { code: 'GST', rate: 0.05, baseCents: 2_009_900, amountCents: 100_495 },
      { code: 'QST', rate: 0.09975, baseCents: 2_009_900, amountCents: 200_488 },
    ]);
    expect(qc.totalCents).toBe(2_310_883);

    await setProvince(t.app, buyer, 'AB');
    const ab = await checkout(buyer, orderId);
    expect(ab.taxes.map((tax) => [tax.code, tax.amountCents])).toEqual([['GST', 100_495]]);
    expect(ab.totalCents).toBe(2_110_395);

    await setProvince(t.app, buyer, 'BC');
    const bc = await checkout(buyer, orderId);
    expect(bc.taxes.map((tax) => [tax.code, tax.rate, tax.amountCents])).toEqual([
      ['GST', 0.05, 100_495],
      ['PST', 0.07, 140_693],
    ]);
    expect(bc.totalCents).toBe(2_251_088);
    await setProvince(t.app, buyer, 'ON');

    // Pickup slots: business days at the dealer, none within 24 hours.
    const slotsAnswer = await get(
      t.app,
      '/user/getTimeSlots',
      { orderId, deliveryType: 'pickup' },
      buyer,
    );
    expect(slotsAnswer.statusCode).toBe(200);
    const slots = json<TimeSlot[]>(slotsAnswer).data;
    expect(slots.length).toBeGreaterThan(10);
    const now = t.clock.now().getTime();
    for (const slot of slots) {
      expect(new Date(slot.startsAt).getTime()).toBeGreaterThanOrEqual(now + 24 * 3_600_000);
      expect(slot).toMatchObject({
        deliveryType: 'pickup',
        timeZone: 'America/Toronto',
        capacity: 2,
      });
      const local = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'America/Toronto',
        weekday: 'short',
        hour: 'numeric',
        hourCycle: 'h23',
      }).formatToParts(new Date(slot.startsAt));
      expect(['Sat', 'Sun']).not.toContain(local.find((p) => p.type === 'weekday')?.value);
      expect(['10', '13', '15']).toContain(local.find((p) => p.type === 'hour')?.value);
    }

    // Delivery to Montréal: the delivery charge to another province, Québec's taxes on it all.
    const deliverySlot = await chooseSlot(t.app, buyer, orderId, 'delivery');
    const toMontreal = await call(
      t.app,
      '/user/updateCheckoutDetails',
      { orderId, deliveryType: 'delivery', ...MONTREAL, timeSlotId: deliverySlot },
      buyer,
    );
    expect(toMontreal.statusCode, toMontreal.body).toBe(200);
    expect(json<CheckoutDetails>(toMontreal).data).toMatchObject({
      deliveryType: 'delivery',
      address: { ...MONTREAL, province: 'QC', postalCode: 'H2X 1Y4' },
      timeSlot: { _id: deliverySlot, deliveryType: 'delivery' },
      taxProvince: 'QC',
      taxProvinceSource: 'delivery',
      deliveryChargeCents: 65_000,
      taxes: [
        { code: 'GST', baseCents: 2_074_900, amountCents: 103_745 },
        { code: 'QST', baseCents: 2_074_900, amountCents: 206_971 },
      ],
      totalCents: 2_074_900 + 103_745 + 206_971,
      readyToPay: true,
    });

    // Back to Pickup: the delivery window's place is given back.
    const pickupSlot = await readyToPay(t.app, buyer, orderId);
    const ready = await checkout(buyer, orderId);
    expect(ready).toMatchObject({
      deliveryType: 'pickup',
      address: null,
      timeSlot: { _id: pickupSlot, remaining: 1 },
      deliveryChargeCents: 0,
      totalCents: 2_271_187,
      readyToPay: true,
    });
    const deliverySlots = json<TimeSlot[]>(
      await get(t.app, '/user/getTimeSlots', { orderId, deliveryType: 'delivery' }, buyer),
    ).data;
    expect(deliverySlots.find((slot) => slot._id === deliverySlot)?.remaining).toBe(1);

    // createPayment -> the test payment page -> Pay.
    const created = await call(t.app, '/user/createPayment', { orderId }, buyer);
    expect(created.statusCode, created.body).toBe(200);
    const payment = json<PaymentData>(created).data;
    expect(payment).toMatchObject({ provider: 'test', amountCents: 2_271_187, currency: 'CAD' });
    // The page's address carries the buyer's ticket: the browser opens it without a bearer token.
    const pageUrl = new URL(payment.url);
    expect(pageUrl.pathname).toBe(`/user/testPayment/${payment.paymentId}`);
    const ticket = pageUrl.searchParams.get('ticket') ?? '';
    expect(ticket).not.toBe('');
    const pagePath = `${pageUrl.pathname}${pageUrl.search}`;

    const page = await t.app.inject({ method: 'GET', url: pagePath });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Test payment');
    expect(page.body).toContain('No card is asked for, nothing is charged and no money moves');
    expect(page.body).toContain('$22,711.87');
    expect(page.body).toContain('>Pay</button>');
    expect(page.body).toContain('>Decline</button>');
    expect(page.body).toContain(`name="ticket" value="${ticket}"`);
    const french = await t.app.inject({ method: 'GET', url: `${pagePath}&lang=fr` });
    expect(french.body).toContain('Paiement de test');
    expect(french.body).toContain('>Payer</button>');
    expect(french.body).toMatch(/22\s711,87\s\$/);

    const paid = await t.app.inject({
      method: 'POST',
      url: pagePath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=pay&lang=en&ticket=${encodeURIComponent(ticket)}`,
    });
    expect(paid.statusCode, paid.body).toBe(303);
    expect(paid.headers.location).toBe(`${t.config.publicUrl}/my-order/${orderId}?payment=success`);

    const details = json<OrderDetails>(
      await get(t.app, `/user/viewOrderDetails/${orderId}`, {}, buyer),
    ).data;
    expect(details).toMatchObject({
      status: 'payment_completed',
      viewerRole: 'buyer',
      actions: { canPay: false, canCancel: false, canReview: false, nextStatuses: [] },
      checkout: { totalCents: 2_271_187, status: 'payment_completed' },
    });
    expect(details.paidAt).toBe(t.clock.now().toISOString());
    const track = json<TrackOrderData>(
      await get(t.app, `/user/trackOrder/${orderId}`, {}, buyer),
    ).data;
    expect(track.timeline.map((step) => [step.status, step.by])).toEqual([
      ['pending_payment', 'system'],
      ['payment_completed', 'payment'],
    ]);
    const [stored] = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.id, payment.paymentId));
    expect(stored?.status).toBe('paid');

    const told = await t.app.db
      .select({ userId: notifications.userId, kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.orderId, orderId));
    expect(told).toEqual(
      expect.arrayContaining([
        { userId: buyer.userId, kind: 'paymentCompleted' },
        { userId: shop.seller.userId, kind: 'paymentReceived' },
      ]),
    );

    // The page of a paid attempt says so, with no buttons.
    const after = await t.app.inject({ method: 'GET', url: pagePath });
    expect(after.body).toContain('This payment is done.');
    expect(after.body).not.toContain('>Pay</button>');
  });

  it('the same webhook twice applies once', async () => {
    const buyer = await createBuyer(t.app);
    const { orderId } = await wonAuctionOrder(t, shop, buyer);
    await readyToPay(t.app, buyer, orderId);
    const payment = await startPayment(t.app, buyer, orderId);
    const webhook = testWebhook(t.app, payment, 'pay');

    const first = await webhook.send();
    expect(first.statusCode, first.body).toBe(200);
    expect(json<{ applied: boolean }>(first).data.applied).toBe(true);
    const second = await webhook.send();
    expect(second.statusCode).toBe(200);
    expect(json<{ applied: boolean }>(second).data.applied).toBe(false);

    expect((await orderRow(t.app, orderId)).status).toBe('payment_completed');
    const steps = await t.app.db
      .select()
      .from(orderStatusEvents)
      .where(
        and(
          eq(orderStatusEvents.orderId, orderId),
          eq(orderStatusEvents.status, 'payment_completed'),
        ),
      );
    expect(steps).toHaveLength(1);
    const notices = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, orderId), eq(notifications.kind, 'paymentCompleted')));
    expect(notices).toHaveLength(1);
    const events = await t.app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, payment.id));
    expect(events).toHaveLength(1);
  });

  it('a bad signature is a 400 and changes nothing', async () => {
    const buyer = await createBuyer(t.app);
    const { orderId } = await wonAuctionOrder(t, shop, buyer);
    await readyToPay(t.app, buyer, orderId);
    const payment = await startPayment(t.app, buyer, orderId);

    const forged = await testWebhook(t.app, payment, 'pay', { secret: 'whsec_not_ours' }).send();
    expect(forged.statusCode).toBe(400);
    expect(json(forged)).toMatchObject({
      code: 'WEBHOOK_SIGNATURE_INVALID',
      message: 'The webhook signature is missing or not valid',
    });

    // A genuine signature over another body (the amount changed in transit).
    const genuine = testWebhook(t.app, payment, 'pay');
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/user/webhookpayment',
      headers: {
        'content-type': 'application/json',
        'marketdrop-signature': signWebhook(
          genuine.body,
          DEV_PAYMENT_WEBHOOK_SECRET,
          t.clock.now().getTime(),
        ),
      },
      payload: genuine.body.replace(`"amount_total":${payment.amountCents}`, '"amount_total":1'),
    });
    expect(tampered.statusCode).toBe(400);
    expect(json(tampered).code).toBe('WEBHOOK_SIGNATURE_INVALID');

    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/user/webhookpayment',
      headers: { 'content-type': 'application/json' },
      payload: genuine.body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(json(unsigned).code).toBe('WEBHOOK_SIGNATURE_INVALID');

    expect((await orderRow(t.app, orderId)).status).toBe('pending_payment');
    const events = await t.app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, payment.id));
    expect(events).toHaveLength(0);
  });

  it('a webhook signed more than 5 minutes ago is refused', async () => {
    const buyer = await createBuyer(t.app);
    const { orderId } = await wonAuctionOrder(t, shop, buyer);
    await readyToPay(t.app, buyer, orderId);
    const payment = await startPayment(t.app, buyer, orderId);
    const old = await testWebhook(t.app, payment, 'pay', {
      signedAt: t.clock.now().getTime() - 5 * 60_000 - 1_000,
    }).send();
    expect(old.statusCode).toBe(400);
    expect(json(old)).toMatchObject({
      code: 'WEBHOOK_TIMESTAMP_EXPIRED',
      message: 'The webhook was signed more than 5 minutes ago',
    });
    expect((await orderRow(t.app, orderId)).status).toBe('pending_payment');

    // Within the 5 minutes it is accepted.
    const recent = await testWebhook(t.app, payment, 'pay', {
      signedAt: t.clock.now().getTime() - 4 * 60_000,
    }).send();
    expect(recent.statusCode, recent.body).toBe(200);
    expect((await orderRow(t.app, orderId)).status).toBe('payment_completed');
  });
});
