import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  MyBid,
  OrderAddress,
  OrderDetails,
  OrderListItem,
  OrderReview,
  TrackOrderData,
} from '@marketdrop/api-client';
import { notifications, payments, timeSlots } from '../../src/db/schema';
import { runMailOutbox } from '../../src/notifications/mail-notifications';
import {
  claim,
  createListing,
  createUser,
  placeBid,
  type AuctionApp,
} from '../auctions/auction-fixture';
import { drivers } from '../helpers/build-test-app';
import {
  MONTREAL,
  buyNowOrder,
  call,
  chooseSlot,
  createBuyer,
  createShop,
  get,
  json,
  orderRow,
  readyToPay,
  startPayment,
  testWebhook,
  wonAuctionOrder,
  type AddressFields,
  type Party,
  type Shop,
  withShop,
} from './order-fixture';

describe.each(drivers)('orders after the sale on %s', (driver) => {
  let t: AuctionApp;
  let shop: Shop;

  withShop(driver, (ready) => ({ t, shop } = ready));

  /** An order paid for Pickup (or Delivery to Montréal). */
  const paidOrder = async (buyer: Party, deliveryType: 'pickup' | 'delivery' = 'pickup') => {
    const orderId = await buyNowOrder(t, shop, buyer);
    if (deliveryType === 'pickup') {
      await readyToPay(t.app, buyer, orderId);
    } else {
      const timeSlotId = await chooseSlot(t.app, buyer, orderId, 'delivery');
      const saved = await call(
        t.app,
        '/user/updateCheckoutDetails',
        { orderId, deliveryType, ...MONTREAL, timeSlotId },
        buyer,
      );
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const payment = await startPayment(t.app, buyer, orderId);
    const paid = await testWebhook(t.app, payment, 'pay').send();
    expect(paid.statusCode, paid.body).toBe(200);
    return orderId;
  };

  const move = (orderId: string, status: string, user: Party = shop.seller) =>
    call(t.app, '/user/updateOrderStatus', { orderId, status }, user);

  const kindsFor = async (userId: string, orderId: string) =>
    (
      await t.app.db
        .select({ kind: notifications.kind })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.orderId, orderId)))
    )
      .map((row) => row.kind)
      // The sale's own notices (won, sold) carry the order too.
      .filter((kind) => kind !== 'won' && kind !== 'sold')
      .sort();

  it('documents the order calls in OpenAPI, an order id in the path as a path parameter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    }>();
    for (const path of [
      '/user/myBids',
      '/user/getCheckoutDetails',
      '/user/getTimeSlots',
      '/user/getPreviousOrderAddresses',
      '/user/updateCheckoutDetails',
      '/user/createPayment',
      '/user/webhookpayment',
      '/user/orderHistory',
      '/user/viewOrderDetails/{id}',
      '/user/trackOrder/{id}',
      '/user/cancelOrder',
      '/user/reviewOrder',
      '/user/updateOrderStatus',
      '/user/getAllReviews',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const parameters = doc.paths['/user/viewOrderDetails/{id}']?.get?.parameters ?? [];
    expect(parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id' })]);
  });

  it('a stranger gets 404 from every order call, as for an unknown order', async () => {
    const buyer = await createBuyer(t.app);
    const orderId = await buyNowOrder(t, shop, buyer);
    const slot = await chooseSlot(t.app, buyer, orderId, 'pickup');
    const stranger = await createUser(t.app);
    const otherDealer = await createShop(t.app);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [orderId, unknown]) {
      for (const user of [stranger, otherDealer.seller]) {
        const answers = await Promise.all([
          get(t.app, '/user/getCheckoutDetails', { orderId: id }, user),
          get(t.app, '/user/getTimeSlots', { orderId: id, deliveryType: 'pickup' }, user),
          get(t.app, `/user/viewOrderDetails/${id}`, {}, user),
          get(t.app, `/user/trackOrder/${id}`, {}, user),
          call(
            t.app,
            '/user/updateCheckoutDetails',
            { orderId: id, deliveryType: 'pickup', timeSlotId: slot },
            user,
          ),
          call(t.app, '/user/createPayment', { orderId: id }, user),
          call(t.app, '/user/cancelOrder', { orderId: id, reason: 'Not mine' }, user),
          call(t.app, '/user/reviewOrder', { orderId: id, rating: 5 }, user),
          call(t.app, '/user/updateOrderStatus', { orderId: id, status: 'completed' }, user),
        ]);
        for (const answer of answers) {
          expect(answer.statusCode, answer.body).toBe(404);
          expect(json(answer)).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found' });
        }
      }
    }
    // Nothing changed for the buyer.
    expect(await orderRow(t.app, orderId)).toMatchObject({
      status: 'pending_payment',
      timeSlotId: null,
    });
    // Without a session: 401.
    const anonymous = await get(t.app, `/user/viewOrderDetails/${orderId}`);
    expect(anonymous.statusCode).toBe(401);
  });

  it('the selling dealer sees the order but cannot act as the buyer; the buyer cannot move it', async () => {
    const buyer = await createBuyer(t.app);
    const orderId = await buyNowOrder(t, shop, buyer);
    const slot = await chooseSlot(t.app, shop.seller, orderId, 'pickup');
    const seen = await get(t.app, `/user/viewOrderDetails/${orderId}`, {}, shop.seller);
    expect(seen.statusCode).toBe(200);
    expect(json<OrderDetails>(seen).data).toMatchObject({
      viewerRole: 'seller',
      buyer: { firstName: 'Ann', lastName: 'Lee', name: 'Ann Lee' },
      seller: { _id: shop.dealerId, city: 'Toronto', province: 'ON' },
      actions: { canPay: false, canCancel: false, canReview: false, nextStatuses: [] },
    });
    for (const answer of [
      await call(
        t.app,
        '/user/updateCheckoutDetails',
        { orderId, deliveryType: 'pickup', timeSlotId: slot },
        shop.seller,
      ),
      await call(t.app, '/user/createPayment', { orderId }, shop.seller),
      await call(t.app, '/user/cancelOrder', { orderId, reason: 'No' }, shop.seller),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(json(answer)).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Only the buyer can do this',
      });
    }
    const byBuyer = await move(orderId, 'ready_for_pickup', buyer);
    expect(byBuyer.statusCode).toBe(403);
    expect(json(byBuyer).message).toBe(
      'Only the selling dealer can change the status of this order',
    );
  });

  it('the dealer moves a paid pickup order to Ready for Pickup, then Completed; every other move is 409; the buyer is told each time', async () => {
    const buyer = await createBuyer(t.app);
    const orderId = await buyNowOrder(t, shop, buyer);

    // Before payment the dealer can do nothing.
    for (const status of ['payment_completed', 'ready_for_pickup', 'completed', 'cancelled']) {
      const refused = await move(orderId, status);
      expect(refused.statusCode, status).toBe(409);
      expect(json(refused).code).toBe('ORDER_STATUS_CONFLICT');
    }
    expect(json(await move(orderId, 'completed')).message).toBe(
      'An order cannot go from Pending Payment to Completed',
    );

    await readyToPay(t.app, buyer, orderId);
    const payment = await startPayment(t.app, buyer, orderId);
    await testWebhook(t.app, payment, 'pay').send();

    const seen = json<OrderDetails>(
      await get(t.app, `/user/viewOrderDetails/${orderId}`, {}, shop.seller),
    ).data;
    expect(seen.actions.nextStatuses).toEqual(['ready_for_pickup']);
    for (const status of [
      'in_delivery',
      'completed',
      'cancelled',
      'pending_payment',
      'payment_completed',
    ]) {
      expect((await move(orderId, status)).statusCode, status).toBe(409);
    }
    // The buyer can no longer cancel.
    const cancel = await call(
      t.app,
      '/user/cancelOrder',
      { orderId, reason: 'Changed my mind' },
      buyer,
    );
    expect(cancel.statusCode).toBe(409);
    expect(json(cancel)).toMatchObject({
      code: 'ORDER_STATUS_CONFLICT',
      message: 'An order can be cancelled only before it is paid',
    });

    t.clock.advance(60_000);
    const ready = await move(orderId, 'ready_for_pickup');
    expect(ready.statusCode, ready.body).toBe(200);
    expect(json<OrderDetails>(ready).data).toMatchObject({
      status: 'ready_for_pickup',
      actions: { nextStatuses: ['completed'] },
    });
    expect((await move(orderId, 'ready_for_pickup')).statusCode).toBe(409);

    t.clock.advance(60_000);
    const done = await move(orderId, 'completed');
    expect(done.statusCode).toBe(200);
    expect(json<OrderDetails>(done).data.completedAt).toBe(t.clock.now().toISOString());
    for (const status of ['ready_for_pickup', 'in_delivery', 'cancelled', 'completed']) {
      expect((await move(orderId, status)).statusCode).toBe(409);
    }

    const track = json<TrackOrderData>(
      await get(t.app, `/user/trackOrder/${orderId}`, {}, buyer),
    ).data;
    expect(track.status).toBe('completed');
    expect(track.timeline.map((step) => [step.status, step.by])).toEqual([
      ['pending_payment', 'system'],
      ['payment_completed', 'payment'],
      ['ready_for_pickup', 'seller'],
      ['completed', 'seller'],
    ]);
    expect(await kindsFor(buyer.userId, orderId)).toEqual([
      'orderCompleted',
      'paymentCompleted',
      'readyForPickup',
    ]);
  });

  it('a delivery order goes In Delivery (not Ready for Pickup)', async () => {
    const buyer = await createBuyer(t.app);
    const orderId = await paidOrder(buyer, 'delivery');
    expect((await move(orderId, 'ready_for_pickup')).statusCode).toBe(409);
    const moving = await move(orderId, 'in_delivery');
    expect(moving.statusCode).toBe(200);
    expect((await move(orderId, 'completed')).statusCode).toBe(200);
    expect(await kindsFor(buyer.userId, orderId)).toEqual([
      'inDelivery',
      'orderCompleted',
      'paymentCompleted',
    ]);
  });

  it('order notices are e-mailed in the user language with a link to the order', async () => {
    const buyer = await createBuyer(t.app);
    const orderId = await paidOrder(buyer);
    t.outbox.length = 0;
    await runMailOutbox(t.app, { now: t.clock.now() });
    const about = t.outbox.filter((m) => m.text.includes(`/my-order/${orderId}`));
    const mail = about.find((m) => m.subject.startsWith('MarketDrop: Payment received'));
    expect(mail?.subject).toBe('MarketDrop: Payment received: 2021 Hyundai Tucson Preferred');
    // What was charged (the order's total with the fee and taxes), not the $20,000 price.
    const [paid] = await t.app.db.select().from(payments).where(eq(payments.orderId, orderId));
    const total = `$${((paid?.amountCents ?? 0) / 100).toLocaleString('en-CA', { minimumFractionDigits: 2 })}`;
    expect(mail?.text).toContain(`Amount paid: ${total}.`);
    expect(mail?.text).not.toContain('$20,000');
    expect(mail?.text).toContain(`${t.config.publicUrl}/my-order/${orderId}`);
    const dealerMail = about.find((m) => m.subject.startsWith('MarketDrop: Paid:'));
    expect(dealerMail?.text).toContain('Mark it Ready for Pickup or In Delivery');
  });

  it('the buyer cancels an unpaid order with a reason; its slot place is free again; the dealer is told', async () => {
    const buyer = await createBuyer(t.app);
    const orderId = await buyNowOrder(t, shop, buyer);
    const slotId = await readyToPay(t.app, buyer, orderId);
    const [held] = await t.app.db.select().from(timeSlots).where(eq(timeSlots.id, slotId));
    const refused = await call(t.app, '/user/cancelOrder', { orderId, reason: '   ' }, buyer);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).errors).toEqual({ reason: 'Please tell us why you are cancelling' });

    const cancelled = await call(
      t.app,
      '/user/cancelOrder',
      { orderId, reason: 'Found another car' },
      buyer,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(json<OrderDetails>(cancelled).data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Found another car',
      actions: { canPay: false, canCancel: false },
      checkout: { timeSlot: null },
    });
    const [freed] = await t.app.db.select().from(timeSlots).where(eq(timeSlots.id, slotId));
    expect(freed?.booked).toBe((held?.booked ?? 0) - 1);
    expect(await kindsFor(buyer.userId, orderId)).toEqual(['orderCancelled']);
    expect(await kindsFor(shop.seller.userId, orderId)).toEqual(['orderCancelled']);
    const track = json<TrackOrderData>(
      await get(t.app, `/user/trackOrder/${orderId}`, {}, buyer),
    ).data;
    expect(track.timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      by: 'buyer',
      note: 'Found another car',
    });
    // Cancelled: nothing more is possible.
    expect(
      (await call(t.app, '/user/cancelOrder', { orderId, reason: 'Again' }, buyer)).statusCode,
    ).toBe(409);
    expect((await call(t.app, '/user/createPayment', { orderId }, buyer)).statusCode).toBe(409);
    expect(
      (
        await call(
          t.app,
          '/user/updateCheckoutDetails',
          { orderId, deliveryType: 'pickup', timeSlotId: slotId },
          buyer,
        )
      ).statusCode,
    ).toBe(409);
  });

  it('payment needs Delivery Details first, and is refused past the deadline', async () => {
    const buyer = await createBuyer(t.app);
    const orderId = await buyNowOrder(t, shop, buyer);
    const early = await call(t.app, '/user/createPayment', { orderId }, buyer);
    expect(early.statusCode).toBe(409);
    expect(json(early)).toMatchObject({
      code: 'CHECKOUT_INCOMPLETE',
      message: 'Choose Pickup or Delivery and a time slot before paying',
    });
    await readyToPay(t.app, buyer, orderId);
    const slot = await chooseSlot(t.app, buyer, orderId, 'pickup');

    const { paymentDueAt } = await orderRow(t.app, orderId);
    const start = t.clock.now().getTime();
    t.clock.advance(paymentDueAt.getTime() - start);
    try {
      const late = await call(t.app, '/user/createPayment', { orderId }, buyer);
      expect(late.statusCode).toBe(409);
      expect(json(late)).toMatchObject({
        code: 'PAYMENT_DEADLINE_PASSED',
        message: 'The 48-hour payment deadline of this order has passed',
      });
      const change = await call(
        t.app,
        '/user/updateCheckoutDetails',
        { orderId, deliveryType: 'pickup', timeSlotId: slot },
        buyer,
      );
      expect(json(change).code).toBe('PAYMENT_DEADLINE_PASSED');
      const checkout = await get(t.app, '/user/getCheckoutDetails', { orderId }, buyer);
      expect(json<{ readyToPay: boolean }>(checkout).data.readyToPay).toBe(false);
    } finally {
      t.clock.advance(start - t.clock.now().getTime());
    }
  });

  it('a declined payment leaves the order waiting; a late failure never undoes a payment; a payment after a cancel is marked to refund', async () => {
    const buyer = await createBuyer(t.app);
    const orderId = await buyNowOrder(t, shop, buyer);
    await readyToPay(t.app, buyer, orderId);
    const first = await startPayment(t.app, buyer, orderId);
    const declined = await testWebhook(t.app, first, 'decline').send();
    expect(json<{ applied: boolean }>(declined).data.applied).toBe(true);
    expect((await orderRow(t.app, orderId)).status).toBe('pending_payment');
    const [closed] = await t.app.db.select().from(payments).where(eq(payments.id, first.id));
    expect(closed?.status).toBe('declined');
    const page = await t.app.inject({ method: 'GET', url: first.pagePath });
    expect(page.body).toContain('This payment can no longer be made');

    const second = await startPayment(t.app, buyer, orderId);
    await testWebhook(t.app, second, 'pay').send();
    // The failure of the same attempt arrives late: harmless.
    const late = await testWebhook(t.app, second, 'decline').send();
    expect(late.statusCode).toBe(200);
    expect(json<{ applied: boolean }>(late).data.applied).toBe(false);
    expect((await orderRow(t.app, orderId)).status).toBe('payment_completed');

    const other = await createBuyer(t.app);
    const cancelledId = await buyNowOrder(t, shop, other);
    await readyToPay(t.app, other, cancelledId);
    const attempt = await startPayment(t.app, other, cancelledId);
    await call(t.app, '/user/cancelOrder', { orderId: cancelledId, reason: 'Too late' }, other);
    await testWebhook(t.app, attempt, 'pay').send();
    expect((await orderRow(t.app, cancelledId)).status).toBe('cancelled');
    const [refund] = await t.app.db.select().from(payments).where(eq(payments.id, attempt.id));
    expect(refund?.status).toBe('refund_due');
  });

  it('a payment for an amount the order no longer owes does not pay it (details changed meanwhile)', async () => {
    const buyer = await createBuyer(t.app);
    const orderId = await buyNowOrder(t, shop, buyer);
    await readyToPay(t.app, buyer, orderId);
    const pickup = await startPayment(t.app, buyer, orderId);
    const timeSlotId = await chooseSlot(t.app, buyer, orderId, 'delivery');
    await call(
      t.app,
      '/user/updateCheckoutDetails',
      { orderId, deliveryType: 'delivery', ...MONTREAL, timeSlotId },
      buyer,
    );
    const [superseded] = await t.app.db.select().from(payments).where(eq(payments.id, pickup.id));
    expect(superseded?.status).toBe('superseded');
    await testWebhook(t.app, pickup, 'pay').send();
    expect((await orderRow(t.app, orderId)).status).toBe('pending_payment');
    const [refund] = await t.app.db.select().from(payments).where(eq(payments.id, pickup.id));
    expect(refund?.status).toBe('refund_due');
  });

  it('reviews: completed orders only, once; listed on the seller, newest first, with the average', async () => {
    const reviewShop = await createShop(t.app);
    const buyer = await createBuyer(t.app);
    const orderId = await buyNowOrder(t, reviewShop, buyer);
    const early = await call(t.app, '/user/reviewOrder', { orderId, rating: 5 }, buyer);
    expect(early.statusCode).toBe(409);
    expect(json(early).message).toBe('An order can be reviewed once it is completed');

    await readyToPay(t.app, buyer, orderId);
    await testWebhook(t.app, await startPayment(t.app, buyer, orderId), 'pay').send();
    const asDealer = (status: string) =>
      call(t.app, '/user/updateOrderStatus', { orderId, status }, reviewShop.seller);
    await asDealer('ready_for_pickup');
    await asDealer('completed');

    const byDealer = await call(
      t.app,
      '/user/reviewOrder',
      { orderId, rating: 5 },
      reviewShop.seller,
    );
    expect(byDealer.statusCode).toBe(403);
    const review = await call(
      t.app,
      '/user/reviewOrder',
      { orderId, rating: 4, comment: '  Smooth pickup,\nfriendly staff.  ' },
      buyer,
    );
    expect(review.statusCode, review.body).toBe(200);
    expect(json<OrderReview>(review).data).toMatchObject({
      orderId,
      rating: 4,
      comment: 'Smooth pickup,\nfriendly staff.',
      buyerFirstName: 'Ann',
      vehicleName: '2021 Hyundai Tucson Preferred',
    });
    const again = await call(t.app, '/user/reviewOrder', { orderId, rating: 1 }, buyer);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      code: 'ALREADY_REVIEWED',
      message: 'You have already reviewed this order',
    });
    const details = json<OrderDetails>(
      await get(t.app, `/user/viewOrderDetails/${orderId}`, {}, buyer),
    ).data;
    expect(details.review?.rating).toBe(4);
    expect(details.actions.canReview).toBe(false);

    // A second buyer, later.
    const second = await createBuyer(t.app);
    const secondOrder = await buyNowOrder(t, reviewShop, second);
    await readyToPay(t.app, second, secondOrder);
    await testWebhook(t.app, await startPayment(t.app, second, secondOrder), 'pay').send();
    for (const status of ['ready_for_pickup', 'completed']) {
      await call(
        t.app,
        '/user/updateOrderStatus',
        { orderId: secondOrder, status },
        reviewShop.seller,
      );
    }
    t.clock.advance(60_000);
    await call(t.app, '/user/reviewOrder', { orderId: secondOrder, rating: 5 }, second);

    // Anyone may read them (no session needed).
    const listed = await call(t.app, '/user/getAllReviews', { sellerId: reviewShop.dealerId });
    expect(listed.statusCode, listed.body).toBe(200);
    const page = json<{ reviews: OrderReview[]; averageRating: number; total: number }>(listed);
    expect(page.data.total).toBe(2);
    expect(page.data.averageRating).toBe(4.5);
    expect(page.data.reviews.map((r) => [r.rating, r.comment])).toEqual([
      [5, null],
      [4, 'Smooth pickup,\nfriendly staff.'],
    ]);
    expect(page.pagination).toMatchObject({ total: 2, totalPages: 1 });

    const none = await call(t.app, '/user/getAllReviews', {
      sellerId: '00000000-0000-4000-8000-000000000000',
    });
    expect(none.statusCode).toBe(404);
    expect(json(none).message).toBe('Seller not found');
    const empty = json<{ reviews: OrderReview[]; averageRating: number | null }>(
      await call(t.app, '/user/getAllReviews', { sellerId: (await createShop(t.app)).dealerId }),
    ).data;
    expect(empty).toEqual({ reviews: [], averageRating: null, total: 0 });
  });

  it('My Bids: Active, Won (with the order) and Lost, filtered and sorted', async () => {
    const bidder = await createBuyer(t.app);
    const rival = await createBuyer(t.app);
    const activeLow = await createListing(t.app, { dealerId: shop.dealerId, startingBid: 5_000 });
    const activeHigh = await createListing(t.app, {
      dealerId: shop.dealerId,
      startingBid: 9_000,
      endsAt: new Date(t.clock.now().getTime() + 2 * 3_600_000),
    });
    expect(
      (await placeBid(t.app, bidder, { auctionId: activeLow, amount: 5_000, maxAmount: 6_000 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await placeBid(t.app, bidder, { auctionId: activeHigh, amount: 9_000 })).statusCode,
    ).toBe(200);
    expect(
      (await placeBid(t.app, rival, { auctionId: activeHigh, amount: 9_500 })).statusCode,
    ).toBe(200);
    const claimed = await createListing(t.app, {
      dealerId: shop.dealerId,
      type: 'claimpoint',
      claimPrice: 15_000,
    });
    const claimedAt = t.clock.now().toISOString();
    expect((await claim(t.app, bidder, claimed)).statusCode).toBe(200);
    const lostTo = await createListing(t.app, {
      dealerId: shop.dealerId,
      startingBid: 7_000,
      buyNowPrice: 20_000,
    });
    await placeBid(t.app, bidder, { auctionId: lostTo, amount: 7_000 });
    await call(t.app, '/user/buyNow', { auctionId: lostTo }, rival);
    const { auctionId: won } = await wonAuctionOrder(t, shop, bidder, 12_000);

    const tab = async (body: Record<string, unknown>) => {
      const answer = await call(t.app, '/user/myBids', body, bidder);
      expect(answer.statusCode, answer.body).toBe(200);
      return json<{ bids: MyBid[]; total: number }>(answer);
    };
    // The auction closing moved the clock: the open ones are still open (they end in a day).
    const active = await tab({ tab: 'active' });
    expect(active.data.total).toBe(2);
    expect(active.data.bids.map((b) => b.auction._id)).toEqual([activeHigh, activeLow]);
    const low = active.data.bids.find((b) => b.auction._id === activeLow);
    expect(low).toMatchObject({ yourBid: 5_000, yourMaxBid: 6_000, isLeader: true, order: null });
    const high = active.data.bids.find((b) => b.auction._id === activeHigh);
    expect(high).toMatchObject({ yourBid: 9_000, isLeader: false });
    const byBid = await tab({ tab: 'active', sortBy: 'bidHighToLow' });
    expect(byBid.data.bids.map((b) => b.yourBid)).toEqual([9_000, 5_000]);
    expect(byBid.pagination).toMatchObject({ total: 2, pageNumber: 1 });

    const wonTab = await tab({ tab: 'won', sortBy: 'bidLowToHigh' });
    expect(wonTab.data.bids.map((b) => b.auction._id)).toEqual([won, claimed]);
    expect(wonTab.data.bids[1]).toMatchObject({
      yourBid: null,
      isLeader: true,
      order: {
        status: 'pending_payment',
        price: 15_000,
        checkoutComplete: false,
        source: 'claim',
        soldAt: claimedAt,
      },
    });
    // The sale ended when it was claimed, not at its scheduled close (a day later).
    const claimedSale = wonTab.data.bids[1]!.auction;
    expect(claimedSale.closedAt).toBe(claimedAt);
    expect(claimedSale.schedule.endTime).not.toBe(claimedAt);
    expect(wonTab.data.bids[0]!.order).toMatchObject({ source: 'bid' });
    // Still running: no end yet.
    expect(active.data.bids.every((b) => b.auction.closedAt === null)).toBe(true);
    const onlyClaims = await tab({ tab: 'won', auctionType: ['claimpoint'] });
    expect(onlyClaims.data.bids.map((b) => b.auction._id)).toEqual([claimed]);

    const lost = await tab({ tab: 'lost' });
    expect(lost.data.bids.map((b) => b.auction._id)).toEqual([lostTo]);
    expect(lost.data.bids[0]).toMatchObject({ yourBid: 7_000, isLeader: false, order: null });

    // Someone else's bids are not in the caller's tabs.
    const rivalWon = json<{ bids: MyBid[] }>(
      await call(t.app, '/user/myBids', { tab: 'won' }, rival),
    ).data.bids.map((b) => b.auction._id);
    expect(rivalWon).toContain(lostTo);
    expect(rivalWon).not.toContain(claimed);
  });

  it('My Orders: Active and Completed, the buyer side and the dealer side; earlier addresses once each', async () => {
    const sellerShop = await createShop(t.app);
    const buyer = await createBuyer(t.app);
    // One second between orders: lists are newest first.
    const pending = await buyNowOrder(t, sellerShop, buyer, 10_000);
    t.clock.advance(1_000);
    const cancelled = await buyNowOrder(t, sellerShop, buyer, 11_000);
    await call(t.app, '/user/cancelOrder', { orderId: cancelled, reason: 'Oops' }, buyer);
    t.clock.advance(1_000);
    const delivery = async (orderId: string, address: AddressFields) => {
      const timeSlotId = await chooseSlot(t.app, buyer, orderId, 'delivery');
      const saved = await call(
        t.app,
        '/user/updateCheckoutDetails',
        { orderId, deliveryType: 'delivery', ...address, timeSlotId },
        buyer,
      );
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await delivery(pending, MONTREAL);
    t.clock.advance(1_000);
    const third = await buyNowOrder(t, sellerShop, buyer, 12_000);
    await delivery(third, { ...MONTREAL, postalCode: 'H2X1Y4' });
    t.clock.advance(1_000);
    const fourth = await buyNowOrder(t, sellerShop, buyer, 13_000);
    await delivery(fourth, {
      address: '10 Jasper Ave',
      city: 'Edmonton',
      province: 'AB',
      postalCode: 'T5J 0A1',
    });

    const list = async (body: Record<string, unknown>, user: Party = buyer) => {
      const answer = await call(t.app, '/user/orderHistory', body, user);
      expect(answer.statusCode, answer.body).toBe(200);
      return json<{ orders: OrderListItem[]; total: number }>(answer);
    };
    const active = await list({ tab: 'active' });
    expect(active.data.orders.map((o) => o._id)).toEqual([fourth, third, pending]);
    expect(active.data.orders[0]).toMatchObject({
      status: 'pending_payment',
      price: 13_000,
      deliveryType: 'delivery',
      viewerRole: 'buyer',
      seller: { _id: sellerShop.dealerId },
      vehicle: { vehicleName: '2021 Hyundai Tucson Preferred', make: expect.any(String) },
    });
    expect(active.data.orders[0]?.totalCents).toBeGreaterThan(1_300_000);
    const completed = await list({ tab: 'completed' });
    expect(completed.data.orders.map((o) => [o._id, o.status])).toEqual([[cancelled, 'cancelled']]);

    const sold = await list({ tab: 'active', role: 'seller' }, sellerShop.seller);
    expect(sold.data.orders.map((o) => o._id)).toEqual([fourth, third, pending]);
    expect(sold.data.orders[0]?.viewerRole).toBe('seller');
    // A buyer who manages no dealer has sold nothing.
    expect((await list({ tab: 'active', role: 'seller' })).data.total).toBe(0);
    const paged = await list({ tab: 'active', pageSize: 2, pageNumber: 2 });
    expect(paged.data.orders.map((o) => o._id)).toEqual([pending]);
    expect(paged.pagination).toMatchObject({ total: 3, totalPages: 2 });

    const addresses = json<OrderAddress[]>(
      await get(t.app, '/user/getPreviousOrderAddresses', {}, buyer),
    ).data;
    expect(addresses).toEqual([
      { address: '10 Jasper Ave', city: 'Edmonton', province: 'AB', postalCode: 'T5J 0A1' },
      { ...MONTREAL, province: 'QC', postalCode: 'H2X 1Y4' },
    ]);
    const nobody = await createUser(t.app);
    expect(json(await get(t.app, '/user/getPreviousOrderAddresses', {}, nobody)).data).toEqual([]);
  });

  it('bad input is a 400 naming the field, for every call', async () => {
    const buyer = await createBuyer(t.app);
    const orderId = await buyNowOrder(t, shop, buyer);
    const slot = await chooseSlot(t.app, buyer, orderId, 'pickup');
    const posts: [string, Record<string, unknown>, Record<string, string>][] = [
      ['/user/myBids', {}, { tab: 'Tab must be active, won or lost' }],
      [
        '/user/myBids',
        { tab: 'active', sortBy: 'cheapest' },
        { sortBy: 'Sort must be bidLowToHigh, bidHighToLow or endDate' },
      ],
      [
        '/user/myBids',
        { tab: 'won', auctionType: ['boat'] },
        { auctionType: 'Auction type must be auction, marketdropai or claimpoint' },
      ],
      [
        '/user/myBids',
        { tab: 'won', pageSize: 500 },
        { pageSize: 'Page size must be a whole number from 1 to 100' },
      ],
      [
        '/user/updateCheckoutDetails',
        { orderId },
        { deliveryType: 'Select Pickup or Delivery', timeSlotId: 'Select a time slot' },
      ],
      [
        '/user/updateCheckoutDetails',
        { orderId, deliveryType: 'drone', timeSlotId: slot },
        { deliveryType: 'Delivery type must be pickup or delivery' },
      ],
      [
        '/user/updateCheckoutDetails',
        { orderId, deliveryType: 'delivery', timeSlotId: slot },
        {
          address: 'Address is required',
          city: 'City is required',
          province: 'Select a province',
          postalCode: 'Postal code is required',
        },
      ],
      [
        '/user/updateCheckoutDetails',
        {
          orderId,
          deliveryType: 'delivery',
          timeSlotId: slot,
          address: '1 Main St',
          city: 'Halifax',
          province: 'NS',
          postalCode: '12345',
        },
        { postalCode: 'Enter a valid Canadian postal code, e.g. M5H 2N2' },
      ],
      [
        '/user/updateCheckoutDetails',
        {
          orderId,
          deliveryType: 'delivery',
          timeSlotId: slot,
          address: '1 Main St',
          city: 'Halifax',
          province: 'NS',
          postalCode: 'M5H 2N2',
        },
        { postalCode: 'This postal code is not in the selected province' },
      ],
      [
        '/user/updateCheckoutDetails',
        {
          orderId,
          deliveryType: 'delivery',
          timeSlotId: slot,
          address: '1 Main St',
          city: 'Paris',
          province: 'IDF',
          postalCode: 'M5H 2N2',
        },
        { province: 'Select a Canadian province or territory' },
      ],
      [
        '/user/updateCheckoutDetails',
        { orderId: 'not-an-id', deliveryType: 'pickup', timeSlotId: 'x' },
        { orderId: 'Order id must be a valid id', timeSlotId: 'Time slot must be a valid id' },
      ],
      ['/user/createPayment', {}, { orderId: 'Order id is required' }],
      ['/user/createPayment', { orderId: 'abc' }, { orderId: 'Order id must be a valid id' }],
      ['/user/orderHistory', { tab: 'old' }, { tab: 'Tab must be active or completed' }],
      [
        '/user/orderHistory',
        { tab: 'active', role: 'admin' },
        { role: 'Role must be buyer or seller' },
      ],
      ['/user/cancelOrder', { orderId }, { reason: 'Please tell us why you are cancelling' }],
      [
        '/user/cancelOrder',
        { orderId, reason: 'x'.repeat(501) },
        { reason: 'Reason should not be longer than 500 characters' },
      ],
      ['/user/reviewOrder', { orderId }, { rating: 'Choose a rating from 1 to 5 stars' }],
      [
        '/user/reviewOrder',
        { orderId, rating: 6 },
        { rating: 'Rating must be a whole number from 1 to 5' },
      ],
      [
        '/user/reviewOrder',
        { orderId, rating: 4.5 },
        { rating: 'Rating must be a whole number from 1 to 5' },
      ],
      [
        '/user/reviewOrder',
        { orderId, rating: '5' },
        { rating: 'Rating must be a whole number from 1 to 5' },
      ],
      [
        '/user/reviewOrder',
        { orderId, rating: 5, comment: 'x'.repeat(1001) },
        { comment: 'Comment should not be longer than 1000 characters' },
      ],
      [
        '/user/updateOrderStatus',
        { orderId, status: 'Shipped' },
        {
          status:
            'Status must be one of pending_payment, payment_completed, ready_for_pickup, in_delivery, completed, cancelled',
        },
      ],
      ['/user/updateOrderStatus', { orderId }, { status: 'Status is required' }],
      ['/user/getAllReviews', {}, { sellerId: 'Seller id is required' }],
      ['/user/getAllReviews', { sellerId: 'shop' }, { sellerId: 'Seller id must be a valid id' }],
    ];
    for (const [url, body, errors] of posts) {
      const answer = await call(t.app, url, body, buyer);
      expect(answer.statusCode, `${url} ${JSON.stringify(body)}: ${answer.body}`).toBe(400);
      expect(json(answer).code).toBe('VALIDATION_FAILED');
      expect(json(answer).errors, url).toEqual(errors);
    }
    const gets: [string, Record<string, string>, Record<string, string>][] = [
      ['/user/getCheckoutDetails', {}, { orderId: 'Order id is required' }],
      ['/user/getCheckoutDetails', { orderId: '42' }, { orderId: 'Order id must be a valid id' }],
      ['/user/getTimeSlots', { orderId }, { deliveryType: 'Select Pickup or Delivery' }],
      [
        '/user/getTimeSlots',
        { orderId, deliveryType: 'boat' },
        { deliveryType: 'Delivery type must be pickup or delivery' },
      ],
      ['/user/viewOrderDetails/nope', {}, { id: 'Order id must be a valid id' }],
      ['/user/trackOrder/12', {}, { id: 'Order id must be a valid id' }],
    ];
    for (const [url, query, errors] of gets) {
      const answer = await get(t.app, url, query, buyer);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(400);
      expect(json(answer).errors, url).toEqual(errors);
    }
    // The webhook: not JSON, or not an event.
    const junk = await t.app.inject({
      method: 'POST',
      url: '/user/webhookpayment',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":',
    });
    expect(junk.statusCode).toBe(400);
    // Nothing was written by any of them.
    expect(await orderRow(t.app, orderId)).toMatchObject({
      status: 'pending_payment',
      deliveryType: null,
      timeSlotId: null,
    });
  });

  it('a full or past slot, or another dealer’s, cannot be booked', async () => {
    const buyer = await createBuyer(t.app);
    const orderId = await buyNowOrder(t, shop, buyer);
    const otherShop = await createShop(t.app);
    const otherBuyer = await createBuyer(t.app);
    const otherOrder = await buyNowOrder(t, otherShop, otherBuyer);
    const foreign = await chooseSlot(t.app, otherBuyer, otherOrder, 'pickup');
    const refused = await call(
      t.app,
      '/user/updateCheckoutDetails',
      { orderId, deliveryType: 'pickup', timeSlotId: foreign },
      buyer,
    );
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      code: 'SLOT_UNAVAILABLE',
      errors: { timeSlotId: 'This time slot is no longer available. Please choose another one.' },
    });
    // A pickup slot offered for delivery.
    const pickup = await chooseSlot(t.app, buyer, orderId, 'pickup');
    const wrongType = await call(
      t.app,
      '/user/updateCheckoutDetails',
      { orderId, deliveryType: 'delivery', ...MONTREAL, timeSlotId: pickup },
      buyer,
    );
    expect(wrongType.statusCode).toBe(409);
    // Full: its places taken.
    await t.app.db.update(timeSlots).set({ booked: 2 }).where(eq(timeSlots.id, pickup));
    const full = await call(
      t.app,
      '/user/updateCheckoutDetails',
      { orderId, deliveryType: 'pickup', timeSlotId: pickup },
      buyer,
    );
    expect(full.statusCode).toBe(409);
    const listed = json<{ _id: string; startsAt: string }[]>(
      await get(t.app, '/user/getTimeSlots', { orderId, deliveryType: 'pickup' }, buyer),
    ).data;
    expect(listed.map((slot) => slot._id)).not.toContain(pickup);
    // Within 24 hours: no longer offered nor bookable.
    const [soon] = listed;
    const start = t.clock.now().getTime();
    t.clock.advance(new Date(soon?.startsAt as string).getTime() - start - 23 * 3_600_000);
    try {
      const tooSoon = await call(
        t.app,
        '/user/updateCheckoutDetails',
        { orderId, deliveryType: 'pickup', timeSlotId: soon?._id },
        buyer,
      );
      expect(tooSoon.statusCode).toBe(409);
      const now = json<{ _id: string }[]>(
        await get(t.app, '/user/getTimeSlots', { orderId, deliveryType: 'pickup' }, buyer),
      ).data;
      expect(now.map((slot) => slot._id)).not.toContain(soon?._id);
    } finally {
      t.clock.advance(start - t.clock.now().getTime());
    }
    expect((await orderRow(t.app, orderId)).timeSlotId).toBeNull();
  });
});
