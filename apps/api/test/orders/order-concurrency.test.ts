import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  notifications,
  orderStatusEvents,
  orders,
  paymentEvents,
  payments,
  timeSlots,
} from '../../src/db/schema';
import { cancelExpiredOrders, DEADLINE_REASON } from '../../src/orders/cancel-expired-orders';
import { buildAuctionApp, type AuctionApp } from '../auctions/auction-fixture';
import { createPostgresDatabase, drivers } from '../helpers/build-test-app';
import {
  buyNowOrder,
  call,
  chooseSlot,
  createBuyer,
  createShop,
  json,
  orderRow,
  readyToPay,
  startPayment,
  testWebhook,
  type Shop,
  withShop,
} from './order-fixture';

const HOUR = 3_600_000;

describe.each(drivers)('orders under concurrency on %s', (driver) => {
  let t: AuctionApp;
  let shop: Shop;

  withShop(driver, (ready) => ({ t, shop } = ready));

  it('two buyers after the last place of a window: one gets it, the other a 409', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [a, b] = [await createBuyer(t.app), await createBuyer(t.app)];
      const [orderA, orderB] = [await buyNowOrder(t, shop, a), await buyNowOrder(t, shop, b)];
      // Delivery windows have one place; take the same free one.
      const slot = await chooseSlot(t.app, a, orderA, 'delivery');
      const body = (orderId: string) => ({
        orderId,
        deliveryType: 'delivery',
        address: '1 King St W',
        city: 'Toronto',
        province: 'ON',
        postalCode: 'M5H 1A1',
        timeSlotId: slot,
      });
      const answers = await Promise.all([
        call(t.app, '/user/updateCheckoutDetails', body(orderA), a),
        call(t.app, '/user/updateCheckoutDetails', body(orderB), b),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((r) => r.statusCode === 409);
      expect(json(loser as never).code).toBe('SLOT_UNAVAILABLE');
      const [row] = await t.app.db.select().from(timeSlots).where(eq(timeSlots.id, slot));
      expect(row).toMatchObject({ booked: 1, capacity: 1 });
      const holders = await t.app.db.select().from(orders).where(eq(orders.timeSlotId, slot));
      expect(holders).toHaveLength(1);
    }
  });

  it('three buyers after a pickup window of two places: two get one', async () => {
    const buyers = [await createBuyer(t.app), await createBuyer(t.app), await createBuyer(t.app)];
    const orderIds: string[] = [];
    for (const buyer of buyers) orderIds.push(await buyNowOrder(t, shop, buyer));
    const slot = await chooseSlot(t.app, buyers[0]!, orderIds[0]!, 'pickup');
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        call(
          t.app,
          '/user/updateCheckoutDetails',
          { orderId: orderIds[i], deliveryType: 'pickup', timeSlotId: slot },
          buyer,
        ),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 409]);
    const [row] = await t.app.db.select().from(timeSlots).where(eq(timeSlots.id, slot));
    expect(row?.booked).toBe(2);
  });

  it('a cancel and a payment at once: one consistent outcome', async () => {
    for (let round = 0; round < 4; round += 1) {
      const buyer = await createBuyer(t.app);
      const orderId = await buyNowOrder(t, shop, buyer);
      const slot = await readyToPay(t.app, buyer, orderId);
      const [before] = await t.app.db.select().from(timeSlots).where(eq(timeSlots.id, slot));
      const payment = await startPayment(t.app, buyer, orderId);
      const webhook = testWebhook(t.app, payment, 'pay');
      const cancel = () =>
        call(t.app, '/user/cancelOrder', { orderId, reason: 'Changed my mind' }, buyer);
      const [cancelled, paid] =
        round % 2 === 0
          ? await Promise.all([cancel(), webhook.send()])
          : await Promise.all([cancel(), webhook.send()].reverse()).then(([p, c]) => [c, p]);
      expect(paid?.statusCode).toBe(200);
      const order = await orderRow(t.app, orderId);
      const [attempt] = await t.app.db.select().from(payments).where(eq(payments.id, payment.id));
      const [slotAfter] = await t.app.db.select().from(timeSlots).where(eq(timeSlots.id, slot));
      const steps = await t.app.db
        .select({ status: orderStatusEvents.status })
        .from(orderStatusEvents)
        .where(eq(orderStatusEvents.orderId, orderId));
      if (order.status === 'cancelled') {
        expect(cancelled?.statusCode).toBe(200);
        expect(attempt?.status).toBe('refund_due');
        expect(slotAfter?.booked).toBe((before?.booked ?? 0) - 1);
        expect(steps.map((s) => s.status).sort()).toEqual(['cancelled', 'pending_payment']);
      } else {
        expect(order.status).toBe('payment_completed');
        expect(cancelled?.statusCode).toBe(409);
        expect(attempt?.status).toBe('paid');
        expect(slotAfter?.booked).toBe(before?.booked);
        expect(steps.map((s) => s.status).sort()).toEqual(['payment_completed', 'pending_payment']);
      }
    }
  });

  it('the same event delivered twice at once is applied once', async () => {
    const buyer = await createBuyer(t.app);
    const orderId = await buyNowOrder(t, shop, buyer);
    await readyToPay(t.app, buyer, orderId);
    const payment = await startPayment(t.app, buyer, orderId);
    const webhook = testWebhook(t.app, payment, 'pay');
    const answers = await Promise.all([webhook.send(), webhook.send(), webhook.send()]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((r) => json<{ applied: boolean }>(r).data.applied)).toHaveLength(1);
    const events = await t.app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, payment.id));
    expect(events).toHaveLength(1);
    const notices = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, orderId), eq(notifications.kind, 'paymentCompleted')));
    expect(notices).toHaveLength(1);
  });

  it('the deadline job (job runner, server clock) cancels an unpaid order after 48 hours, once', async () => {
    const jobShop = await createShop(t.app);
    const buyer = await createBuyer(t.app);
    const orderId = await buyNowOrder(t, jobShop, buyer);
    const slot = await readyToPay(t.app, buyer, orderId);
    const paidBuyer = await createBuyer(t.app);
    const paidOrder = await buyNowOrder(t, jobShop, paidBuyer);
    await readyToPay(t.app, paidBuyer, paidOrder);
    await testWebhook(t.app, await startPayment(t.app, paidBuyer, paidOrder), 'pay').send();
    const { paymentDueAt } = await orderRow(t.app, orderId);
    const [held] = await t.app.db.select().from(timeSlots).where(eq(timeSlots.id, slot));

    t.clock.advance(paymentDueAt.getTime() - t.clock.now().getTime() - 60_000);
    await t.app.jobs.runDue();
    expect((await orderRow(t.app, orderId)).status).toBe('pending_payment');

    t.clock.advance(60_000);
    await t.app.jobs.runDue();
    const cancelled = await orderRow(t.app, orderId);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelReason: DEADLINE_REASON,
      timeSlotId: null,
    });
    expect(cancelled.cancelledAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect((await orderRow(t.app, paidOrder)).status).toBe('payment_completed');
    const [freed] = await t.app.db.select().from(timeSlots).where(eq(timeSlots.id, slot));
    expect(freed?.booked).toBe((held?.booked ?? 0) - 1);
    const steps = await t.app.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, orderId));
    expect(steps.find((s) => s.status === 'cancelled')).toMatchObject({
      actor: 'system',
      note: DEADLINE_REASON,
    });
    const told = await t.app.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.orderId, orderId), eq(notifications.kind, 'orderCancelled')));
    expect(told.map((n) => n.userId).sort()).toEqual([buyer.userId, jobShop.seller.userId].sort());

    // Again: nothing more to do.
    expect((await cancelExpiredOrders(t.app)).cancelled).toBe(0);
    t.clock.advance(HOUR);
    await t.app.jobs.runDue();
    const again = await t.app.db
      .select()
      .from(orderStatusEvents)
      .where(
        and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.status, 'cancelled')),
      );
    expect(again).toHaveLength(1);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two app instances on one PostgreSQL cancelling unpaid orders at once',
  () => {
    it('cancels each expired order once, with one notice each', async () => {
      const pg = await createPostgresDatabase();
      const database = { driver: 'postgres' as const, url: pg.url };
      const a = await buildAuctionApp('postgres', { database });
      const b = await buildAuctionApp('postgres', { database });
      try {
        const shop = await createShop(a.app);
        const buyers = await Promise.all(Array.from({ length: 4 }, () => createBuyer(a.app)));
        const ids: string[] = [];
        for (let i = 0; i < 30; i += 1) {
          ids.push(await buyNowOrder(a, shop, buyers[i % buyers.length]!, 10_000 + i));
        }
        const later = new Date(a.clock.now().getTime() + 49 * HOUR);
        a.setClock(later);
        b.setClock(later);
        const results = await Promise.all([
          cancelExpiredOrders(a.app, { batchSize: 4 }),
          cancelExpiredOrders(b.app, { batchSize: 4 }),
          cancelExpiredOrders(a.app, { batchSize: 7 }),
          cancelExpiredOrders(b.app, { batchSize: 7 }),
        ]);
        expect(results.reduce((sum, r) => sum + r.cancelled, 0)).toBe(30);
        const rows = await a.app.db.select().from(orders).where(inArray(orders.id, ids));
        expect(rows.every((row) => row.status === 'cancelled')).toBe(true);
        const steps = await a.app.db
          .select()
          .from(orderStatusEvents)
          .where(
            and(inArray(orderStatusEvents.orderId, ids), eq(orderStatusEvents.status, 'cancelled')),
          );
        expect(steps).toHaveLength(30);
        const notices = await a.app.db
          .select()
          .from(notifications)
          .where(
            and(inArray(notifications.orderId, ids), eq(notifications.kind, 'orderCancelled')),
          );
        // The buyer and the dealer of each.
        expect(notices).toHaveLength(60);
      } finally {
        await a.close();
        await b.close();
        await pg.drop();
      }
    });
  },
);
