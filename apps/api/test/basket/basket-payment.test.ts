import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasketCheckout, PaymentData, TimeSlot } from '@marketdrop/api-client';
import {
  basketPayments,
  cartLines,
  couponUses,
  orders,
  paymentOrders,
  payments,
  rewardBalances,
  rewardEntries,
} from '../../src/db/schema';
import {
  auctionRow,
  buildAuctionApp,
  createListing,
  HOUR,
  type AuctionApp,
  type TestUser,
} from '../auctions/auction-fixture';
import { drivers } from '../helpers/build-test-app';
import { bearer } from '../helpers/fixtures';
import {
  createBuyer,
  createShop,
  testWebhook,
  wonAuctionOrder,
  type Shop,
} from '../orders/order-fixture';
import { body, cartCall, productOf } from './cart-fixture';

const VEHICLE = '2021 Hyundai Tucson Preferred';

describe.each(drivers)('paying the basket at once on %s', (driver) => {
  let t: AuctionApp;
  let shop: Shop;
  beforeAll(async () => {
    t = await buildAuctionApp(driver);
    shop = await createShop(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, user?: TestUser) =>
    t.app.inject({ method: 'GET', url, headers: user ? bearer(user.token) : {} });
  const checkoutOf = async (user: TestUser) => {
    const response = await get('/user/getCheckoutDetails?cart=true', user);
    expect(response.statusCode, response.body).toBe(200);
    return body<BasketCheckout>(response).data;
  };
  const buyNowListing = (price = 20_000) =>
    createListing(t.app, { dealerId: shop.dealerId, startingBid: 1_000, buyNowPrice: price });
  const add = async (user: TestUser, item: Record<string, unknown>) => {
    const response = await cartCall(t.app, 'addToCart', item, user);
    expect(response.statusCode, response.body).toBe(200);
  };
  /** Pickup for every vehicle of the basket, in the first window of their one dealer. */
  const pickup = async (user: TestUser) => {
    const slots = await get('/user/getTimeSlots?cart=true&deliveryType=pickup', user);
    expect(slots.statusCode, slots.body).toBe(200);
    const slot = body<TimeSlot[]>(slots).data[0];
    const response = await cartCall(
      t.app,
      'updateCheckoutDetails',
      { cart: true, deliveryType: 'pickup', timeSlotId: slot?._id },
      user,
    );
    expect(response.statusCode, response.body).toBe(200);
    return body<BasketCheckout>(response).data;
  };
  const pay = (user: TestUser) => cartCall(t.app, 'createPayment', { cart: true }, user);
  const paymentRow = async (paymentId: string) => {
    const [row] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
    if (row === undefined) throw new Error('No payment');
    return row;
  };
  const ordersOf = (auctionId: string) =>
    t.app.db.select().from(orders).where(eq(orders.auctionId, auctionId));
  const balanceOf = async (user: TestUser) => {
    const [row] = await t.app.db
      .select()
      .from(rewardBalances)
      .where(eq(rewardBalances.userId, user.userId));
    return row?.points ?? 0;
  };

  it('checks out and pays a Buy Now vehicle, a won one and an add-on in one payment', async () => {
    const buyer = await createBuyer(t.app);
    const buyNowId = await buyNowListing(20_000);
    const won = await wonAuctionOrder(t, shop, buyer, 15_000);
    const dashCam = await productOf(t.app, 'dash-cam');
    await add(buyer, { auctionId: buyNowId });
    await add(buyer, { auctionId: won.auctionId });
    await add(buyer, { productId: dashCam.id, quantity: 2 });

    const before = await checkoutOf(buyer);
    expect(before).toMatchObject({ cart: true, readyToPay: false, currency: 'CAD' });
    expect(before.vehicles.map((v) => [v.orderId, v.detailsComplete])).toEqual([
      [null, false],
      [won.orderId, false],
    ]);
    // Not ready: 409 naming the vehicle, nothing written.
    const early = await pay(buyer);
    expect(early.statusCode).toBe(409);
    expect(body(early)).toMatchObject({ code: 'CHECKOUT_INCOMPLETE' });
    expect(body(early).message).toContain(VEHICLE);
    expect(await ordersOf(buyNowId)).toEqual([]);

    const ready = await pickup(buyer);
    expect(ready.readyToPay).toBe(true);
    // Each line: price + $99 fee - discount + its taxes (Ontario HST 13 %), to the cent.
    for (const vehicle of ready.vehicles) {
      const base =
        vehicle.vehiclePriceCents +
        vehicle.documentationFeeCents +
        vehicle.deliveryChargeCents -
        vehicle.discountCents;
      expect(vehicle.documentationFeeCents).toBe(9_900);
      expect(vehicle.taxes).toEqual([
        { code: 'HST', rate: 0.13, baseCents: base, amountCents: Math.round(base * 0.13) },
      ]);
      expect(vehicle.totalCents).toBe(base + vehicle.taxCents);
    }
    expect(ready.vehicles.map((v) => v.vehiclePriceCents)).toEqual([2_000_000, 1_500_000]);
    // The detailing promotion adds its product at $0 (a vehicle over $20,000 is not needed here:
    // whatever the seeded promotions give is a free line at $0 with no tax).
    for (const free of ready.products.filter((product) => product.free)) {
      expect(free).toMatchObject({ unitPriceCents: 0, totalCents: 0, taxCents: 0 });
    }
    expect(ready.products.filter((product) => !product.free)).toEqual([
      expect.objectContaining({
        productId: dashCam.id,
        quantity: 2,
        lineTotalCents: dashCam.priceCents * 2,
        free: false,
        taxCents: Math.round(dashCam.priceCents * 2 * 0.13),
      }),
    ]);
    const lines = [...ready.vehicles, ...ready.products];
    expect(ready.totalCents).toBe(lines.reduce((sum, line) => sum + line.totalCents, 0));
    expect(ready.totalCents).toBe(ready.subtotalCents - ready.discountCents + ready.taxCents);

    const paid = await pay(buyer);
    expect(paid.statusCode, paid.body).toBe(200);
    const payment = body<PaymentData>(paid).data;
    expect(payment).toMatchObject({ provider: 'test', amountCents: ready.totalCents });
    const row = await paymentRow(payment.paymentId);
    expect(row).toMatchObject({ orderId: null, buyerId: buyer.userId, status: 'open' });
    const [bought] = await ordersOf(buyNowId);
    expect(bought).toMatchObject({ buyerId: buyer.userId, source: 'buyNow' });
    expect((await auctionRow(t.app, buyNowId)).status).toBe('sold');
    const shares = await t.app.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.paymentId, payment.paymentId));
    expect(shares.map((share) => share.amountCents).reduce((a, b) => a + b, 0)).toBe(
      ready.vehicles.reduce((sum, v) => sum + v.totalCents, 0),
    );
    expect(shares.find((share) => share.orderId === bought?.id)?.releaseOnFailure).toBe(true);
    expect(shares.find((share) => share.orderId === won.orderId)?.releaseOnFailure).toBe(false);

    // The webhook, delivered twice at once: applied once.
    const event = testWebhook(t.app, row, 'pay');
    const answers = await Promise.all([event.send(), event.send()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(
      answers
        .map((answer) => (answer.json() as { data: { applied: boolean } }).data.applied)
        .sort(),
    ).toEqual([false, true]);
    const again = await testWebhook(t.app, row, 'pay').send();
    expect((again.json() as { data: { applied: boolean } }).data.applied).toBe(false);
    for (const id of [bought?.id, won.orderId]) {
      const [order] = await t.app.db
        .select()
        .from(orders)
        .where(eq(orders.id, id as string));
      expect(order?.status).toBe('payment_completed');
      expect(order?.timeSlotId).not.toBeNull();
    }
    expect((await paymentRow(payment.paymentId)).status).toBe('paid');
    const [held] = await t.app.db
      .select()
      .from(basketPayments)
      .where(eq(basketPayments.paymentId, payment.paymentId));
    expect(held?.status).toBe('confirmed');
    // Points earned once per order; the lines bought left the basket.
    const earned = await t.app.db
      .select()
      .from(rewardEntries)
      .where(eq(rewardEntries.userId, buyer.userId));
    expect(earned.filter((entry) => entry.kind === 'earned')).toHaveLength(2);
    const left = await t.app.db.select().from(cartLines);
    expect(left.filter((line) => line.auctionId === buyNowId)).toEqual([]);
    const empty = await get('/user/getCheckoutDetails?cart=true', buyer);
    expect(empty.statusCode).toBe(409);
    expect(body(empty)).toMatchObject({ code: 'CART_EMPTY', message: 'Your basket is empty' });
  });

  it('a declined payment puts the Buy Now vehicle back on sale and gives the points back', async () => {
    const buyer = await createBuyer(t.app);
    await t.app.db.insert(rewardBalances).values({ userId: buyer.userId, points: 50 });
    const buyNowId = await buyNowListing(18_000);
    const won = await wonAuctionOrder(t, shop, buyer, 12_000);
    await add(buyer, { auctionId: buyNowId });
    await add(buyer, { auctionId: won.auctionId });
    const points = await cartCall(t.app, 'applyRewards', { points: 20 }, buyer);
    expect(points.statusCode, points.body).toBe(200);
    const coupon = await cartCall(t.app, 'applyCoupon', { code: 'WELCOME25' }, buyer);
    expect(coupon.statusCode, coupon.body).toBe(200);
    const ready = await pickup(buyer);
    expect(ready.points.used).toBe(20);
    expect(ready.coupon).toMatchObject({ code: 'WELCOME25' });
    expect(ready.discountCents).toBe(
      ready.points.discountCents + (ready.coupon?.discountCents ?? 0),
    );
    // The discounts come off the fees only, never a vehicle's price.
    expect(ready.vehicles.reduce((sum, v) => sum + v.discountCents, 0)).toBe(ready.discountCents);
    for (const vehicle of ready.vehicles) {
      expect(vehicle.discountCents).toBeLessThanOrEqual(vehicle.documentationFeeCents);
    }
    const usesOf = () =>
      t.app.db.select().from(couponUses).where(eq(couponUses.userId, buyer.userId));

    const paid = await pay(buyer);
    expect(paid.statusCode, paid.body).toBe(200);
    const row = await paymentRow(body<PaymentData>(paid).data.paymentId);
    expect(row.amountCents).toBe(ready.totalCents);
    expect(await balanceOf(buyer)).toBe(30);
    expect(await usesOf()).toHaveLength(1);

    const declined = await testWebhook(t.app, row, 'decline').send();
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await paymentRow(row.id)).status).toBe('declined');
    const [released] = await ordersOf(buyNowId);
    expect(released).toMatchObject({ status: 'cancelled', countsAgainstBuyer: false });
    expect((await auctionRow(t.app, buyNowId)).status).toBe('open');
    const [wonOrder] = await t.app.db.select().from(orders).where(eq(orders.id, won.orderId));
    expect(wonOrder?.status).toBe('pending_payment');
    expect(await balanceOf(buyer)).toBe(50);
    expect(await usesOf()).toEqual([]);
    // A second delivery of a decline changes nothing.
    const twice = await testWebhook(t.app, row, 'decline').send();
    expect((twice.json() as { data: { applied: boolean } }).data.applied).toBe(false);
    expect(await balanceOf(buyer)).toBe(50);
  });

  it('two baskets holding the same Buy Now vehicle: exactly one pays, the other 409 ALREADY_SOLD', async () => {
    const one = await createBuyer(t.app);
    const two = await createBuyer(t.app);
    const auctionId = await buyNowListing(25_000);
    for (const buyer of [one, two]) {
      await add(buyer, { auctionId });
      await pickup(buyer);
    }
    const answers = await Promise.all([pay(one), pay(two)]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409);
    expect(body(lost ?? answers[0]!)).toMatchObject({ code: 'ALREADY_SOLD' });
    expect(body(lost ?? answers[0]!).message).toBe(`${VEHICLE} has already been sold`);
    expect(await ordersOf(auctionId)).toHaveLength(1);
    const loser = answers[0]?.statusCode === 409 ? one : two;
    const charged = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.buyerId, loser.userId));
    expect(charged).toEqual([]);
  });

  it('one buyer paying from two tabs at once: one open payment, points and coupon spent once', async () => {
    const buyer = await createBuyer(t.app);
    await t.app.db.insert(rewardBalances).values({ userId: buyer.userId, points: 40 });
    const auctionId = await buyNowListing(19_000);
    await add(buyer, { auctionId });
    expect((await cartCall(t.app, 'applyRewards', { points: 30 }, buyer)).statusCode).toBe(200);
    expect((await cartCall(t.app, 'applyCoupon', { code: 'WELCOME25' }, buyer)).statusCode).toBe(
      200,
    );
    await pickup(buyer);
    const answers = await Promise.all([pay(buyer), pay(buyer)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const rows = await t.app.db.select().from(payments).where(eq(payments.buyerId, buyer.userId));
    expect(rows.map((row) => row.status).sort()).toEqual(['open', 'superseded']);
    expect(await ordersOf(auctionId)).toHaveLength(1);
    expect(await balanceOf(buyer)).toBe(10);
    const uses = await t.app.db
      .select()
      .from(couponUses)
      .where(eq(couponUses.userId, buyer.userId));
    expect(uses).toHaveLength(1);
    // The superseded attempt's decline is ignored: the vehicle stays with the newer attempt.
    const old = rows.find((row) => row.status === 'superseded');
    const ignored = await testWebhook(t.app, old!, 'decline').send();
    expect((ignored.json() as { data: { applied: boolean } }).data.applied).toBe(false);
    expect((await auctionRow(t.app, auctionId)).status).toBe('sold');
    const open = rows.find((row) => row.status === 'open');
    const declined = await testWebhook(t.app, open!, 'decline').send();
    expect(declined.statusCode).toBe(200);
    expect((await auctionRow(t.app, auctionId)).status).toBe('open');
    expect(await balanceOf(buyer)).toBe(40);
  });

  it('one window chosen for more vehicles than it has places: 409 naming the first that does not fit, nothing stored', async () => {
    const buyer = await createBuyer(t.app);
    for (const price of [20_000, 21_000, 22_000])
      await add(buyer, { auctionId: await buyNowListing(price) });
    const slots = await get('/user/getTimeSlots?cart=true&deliveryType=pickup', buyer);
    expect(slots.statusCode, slots.body).toBe(200);
    const slot = body<TimeSlot[]>(slots).data.find(
      (entry) => entry.capacity === 2 && entry.remaining === 2,
    );
    expect(slot, 'a pickup window with both places free').toBeDefined();
    const three = await cartCall(
      t.app,
      'updateCheckoutDetails',
      { cart: true, deliveryType: 'pickup', timeSlotId: slot?._id },
      buyer,
    );
    expect(three.statusCode, three.body).toBe(409);
    expect(body(three)).toMatchObject({ code: 'SLOT_UNAVAILABLE' });
    expect(body(three).message).toBe(
      `${VEHICLE}: this time slot has 2 places, taken by your basket's other vehicles; give this vehicle another window in vehicles`,
    );
    const after = await checkoutOf(buyer);
    expect(after.vehicles.map((vehicle) => vehicle.detailsComplete)).toEqual([false, false, false]);
  });

  it('refuses bad inputs with 4xx and a message', async () => {
    const buyer = await createBuyer(t.app);
    const other = await createBuyer(t.app);
    const none = await pay(buyer);
    expect(none.statusCode).toBe(409);
    expect(body(none)).toMatchObject({ code: 'CART_EMPTY' });
    const anonymous = await get('/user/getCheckoutDetails?cart=true');
    expect(anonymous.statusCode).toBe(401);
    const neither = await get('/user/getCheckoutDetails', buyer);
    expect(neither.statusCode).toBe(400);
    expect(body(neither).errors).toEqual({ orderId: 'Order id is required' });
    const notTrue = await cartCall(t.app, 'createPayment', { cart: 'yes' }, buyer);
    expect(notTrue.statusCode).toBe(400);

    const mats = await productOf(t.app, 'floor-mats');
    await add(buyer, { productId: mats.id, quantity: 1 });
    const [line] = await t.app.db.select().from(cartLines).where(eq(cartLines.productId, mats.id));
    const itemId = line?.id as string;
    for (const quantity of [0, 1.5, 100]) {
      const bad = await cartCall(t.app, 'updateChekoutQty', { itemId, quantity }, buyer);
      expect(bad.statusCode, `quantity ${quantity}`).toBe(400);
    }
    const over = await cartCall(
      t.app,
      'updateChekoutQty',
      { itemId, quantity: mats.maxQuantity + 1 },
      buyer,
    );
    expect(over.statusCode).toBe(409);
    expect(body(over)).toMatchObject({ code: 'QUANTITY_LIMIT' });
    const foreign = await cartCall(t.app, 'updateChekoutQty', { itemId, quantity: 2 }, other);
    expect(foreign.statusCode).toBe(404);
    const updated = await cartCall(t.app, 'updateChekoutQty', { itemId, quantity: 3 }, buyer);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(body<BasketCheckout>(updated).data.products[0]).toMatchObject({
      quantity: 3,
      lineTotalCents: mats.priceCents * 3,
    });

    // Another buyer's line, and a basket of two dealers' vehicles without a line named.
    const elsewhere = await createShop(t.app);
    const mine = await buyNowListing(21_000);
    const theirs = await createListing(t.app, {
      dealerId: elsewhere.dealerId,
      startingBid: 1_000,
      buyNowPrice: 22_000,
    });
    await add(buyer, { auctionId: mine });
    await add(buyer, { auctionId: theirs });
    const ambiguous = await get('/user/getTimeSlots?cart=true&deliveryType=pickup', buyer);
    expect(ambiguous.statusCode).toBe(400);
    expect(body(ambiguous).message).toContain('several dealers');
    const [line2] = await t.app.db.select().from(cartLines).where(eq(cartLines.auctionId, mine));
    const slots = await get(
      `/user/getTimeSlots?cart=true&deliveryType=pickup&itemId=${line2?.id}`,
      buyer,
    );
    expect(slots.statusCode, slots.body).toBe(200);
    const slotId = body<TimeSlot[]>(slots).data[0]?._id;
    // One window for both: the other dealer's vehicle needs its own (409 naming it).
    const oneForAll = await cartCall(
      t.app,
      'updateCheckoutDetails',
      { cart: true, deliveryType: 'pickup', timeSlotId: slotId },
      buyer,
    );
    expect(oneForAll.statusCode).toBe(409);
    expect(body(oneForAll)).toMatchObject({ code: 'SLOT_UNAVAILABLE' });
    expect(body(oneForAll).message).toContain(VEHICLE);
    const extra = await buyNowListing(9_000);
    await add(other, { auctionId: extra });
    const notMine = await cartCall(
      t.app,
      'updateCheckoutDetails',
      {
        cart: true,
        deliveryType: 'pickup',
        timeSlotId: slotId,
        vehicles: [{ itemId: line2?.id, deliveryType: 'pickup', timeSlotId: slotId }],
      },
      other,
    );
    expect(notMine.statusCode, notMine.body).toBe(404);
    expect(body(notMine)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This item is not a vehicle of your basket',
    });
    const [extraLine] = await t.app.db
      .select()
      .from(cartLines)
      .where(eq(cartLines.auctionId, extra));
    const removed = await cartCall(
      t.app,
      'removeProductFromCart',
      { itemId: extraLine?.id },
      other,
    );
    expect(removed.statusCode, removed.body).toBe(200);

    // A won order past its 48-hour deadline cannot be paid with the basket.
    const won = await wonAuctionOrder(t, shop, other, 11_000);
    await add(other, { auctionId: won.auctionId });
    await pickup(other);
    t.clock.advance(49 * HOUR);
    const late = await pay(other);
    expect(late.statusCode).toBe(409);
    expect(body(late).code).toBe('PAYMENT_DEADLINE_PASSED');
    expect(body(late).message).toContain(VEHICLE);
    const uses = await t.app.db
      .select()
      .from(couponUses)
      .where(eq(couponUses.userId, other.userId));
    expect(uses).toEqual([]);
  });
});
