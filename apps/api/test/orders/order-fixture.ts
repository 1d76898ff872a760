/**
 * Orders for the after-sale tests: a dealer with a location, buyers with a province, and orders
 * made the way the engine makes them (a won auction closed by the closing job, or a Buy Now).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { closeDueAuctions } from '../../src/auctions/close-due-auctions';
import { dealers, orders, payments, users } from '../../src/db/schema';
import type { PaymentRow } from '../../src/db/schema';
import { signWebhook, testPaymentEvent } from '../../src/orders/payments/test-gateway';
import { DEV_PAYMENT_WEBHOOK_SECRET } from '../../src/config';
import {
  HOUR,
  MINUTE,
  buildAuctionApp,
  buyNow,
  call,
  createDealer,
  createListing,
  createUser,
  placeBid,
  type AuctionApp,
  type TestUser,
} from '../auctions/auction-fixture';
import { bearer } from '../helpers/fixtures';
import type { Driver } from '../helpers/build-test-app';

export type Party = TestUser;

export type Shop = { seller: Party; dealerId: string };

/** A dealer in Toronto (ON) managed by a dealer user. */
export async function createShop(app: FastifyInstance, province = 'ON'): Promise<Shop> {
  const seller = await createUser(app, 'dealer');
  const dealerId = await createDealer(app, seller.userId);
  await app.db
    .update(dealers)
    .set({ address: '9 Queen St E', city: 'Toronto', province, postalCode: 'M5C 2Z1' })
    .where(eq(dealers.id, dealerId));
  return { seller, dealerId };
}

/**
 * The set-up of an after-sale suite: an auction app on `driver` with a shop (`createShop`), built
 * before the suite's tests and closed after them. `use` receives both once built:
 * `withShop(driver, (ready) => ({ t, shop } = ready));`
 */
export function withShop(
  driver: Driver,
  use: (ready: { t: AuctionApp; shop: Shop }) => void,
): void {
  let t: AuctionApp | undefined;
  beforeAll(async () => {
    t = await buildAuctionApp(driver);
    use({ t, shop: await createShop(t.app) });
  });
  afterAll(async () => {
    await t?.close();
  });
}

/** A buyer whose profile says `province` (and first name Ann). */
export async function createBuyer(app: FastifyInstance, province: string | null = 'ON') {
  const buyer = await createUser(app);
  await app.db
    .update(users)
    .set({ firstName: 'Ann', lastName: 'Lee', province, city: 'Toronto' })
    .where(eq(users.id, buyer.userId));
  return buyer;
}

export async function setProvince(app: FastifyInstance, user: Party, province: string | null) {
  await app.db.update(users).set({ province }).where(eq(users.id, user.userId));
}

/** An order of `price` dollars bought now (Buy Now). */
export async function buyNowOrder(
  t: AuctionApp,
  shop: Shop,
  buyer: Party,
  price = 20_000,
): Promise<string> {
  const auctionId = await createListing(t.app, {
    dealerId: shop.dealerId,
    startingBid: Math.min(1_000, price),
    buyNowPrice: price,
  });
  const response = await buyNow(t.app, buyer, auctionId);
  if (response.statusCode !== 200) throw new Error(`buyNow: ${response.body}`);
  return (response.json() as { data: { order: { _id: string } } }).data.order._id;
}

/** An auction won at `price` dollars: a bid, then the closing job after its end. */
export async function wonAuctionOrder(
  t: AuctionApp,
  shop: Shop,
  buyer: Party,
  price = 20_000,
): Promise<{ orderId: string; auctionId: string }> {
  const endsAt = new Date(t.clock.now().getTime() + 30 * MINUTE);
  const auctionId = await createListing(t.app, {
    dealerId: shop.dealerId,
    startingBid: price,
    endsAt,
  });
  const bid = await placeBid(t.app, buyer, { auctionId, amount: price });
  if (bid.statusCode !== 200) throw new Error(`placeBid: ${bid.body}`);
  t.clock.advance(31 * MINUTE);
  await closeDueAuctions(t.app);
  const [order] = await t.app.db.select().from(orders).where(eq(orders.auctionId, auctionId));
  if (order === undefined) throw new Error('The auction was not sold');
  return { orderId: order.id, auctionId };
}

export type Answer<T> = {
  message: string;
  data: T;
  code?: string;
  errors?: Record<string, string>;
  pagination?: { total: number; totalPages: number; pageNumber: number; pageSize: number };
};

export function json<T>(response: LightMyRequestResponse): Answer<T> {
  return response.json() as Answer<T>;
}

/** GETs a call with a query, with the user's session when given. */
export function get(
  app: FastifyInstance,
  url: string,
  query: Record<string, string> = {},
  user?: Party,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, query, headers: user ? bearer(user.token) : {} });
}

export { call, HOUR, MINUTE };

/** Delivery Details with the first free slot of the type. */
export async function chooseSlot(
  app: FastifyInstance,
  buyer: Party,
  orderId: string,
  deliveryType: 'pickup' | 'delivery',
): Promise<string> {
  const slots = await get(app, '/user/getTimeSlots', { orderId, deliveryType }, buyer);
  if (slots.statusCode !== 200) throw new Error(`getTimeSlots: ${slots.body}`);
  const first = json<{ _id: string }[]>(slots).data[0];
  if (first === undefined) throw new Error('No slot');
  return first._id;
}

export type AddressFields = { address: string; city: string; province: string; postalCode: string };

export const MONTREAL: AddressFields = {
  address: '1 Rue Sainte-Catherine O',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'h2x 1y4',
};

/** Pickup with the first free pickup window: the order is ready to pay. */
export async function readyToPay(app: FastifyInstance, buyer: Party, orderId: string) {
  const timeSlotId = await chooseSlot(app, buyer, orderId, 'pickup');
  const response = await call(
    app,
    '/user/updateCheckoutDetails',
    { orderId, deliveryType: 'pickup', timeSlotId },
    buyer,
  );
  if (response.statusCode !== 200) throw new Error(`updateCheckoutDetails: ${response.body}`);
  return timeSlotId;
}

/** createPayment: the payment attempt's row. */
/**
 * createPayment as the buyer: the attempt's row, and the path of its page as the browser opens it
 * (with the buyer's ticket, for the test provider).
 */
export async function startPayment(
  app: FastifyInstance,
  buyer: Party,
  orderId: string,
): Promise<PaymentRow & { pagePath: string }> {
  const response = await call(app, '/user/createPayment', { orderId }, buyer);
  if (response.statusCode !== 200) throw new Error(`createPayment: ${response.body}`);
  const { paymentId, url } = json<{ paymentId: string; url: string }>(response).data;
  const [row] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
  if (row === undefined) throw new Error('No payment row');
  const page = new URL(url);
  return { ...row, pagePath: `${page.pathname}${page.search}` };
}

/** The test provider's webhook for a decision, signed at `signedAt` (default: the app's now). */
export function testWebhook(
  app: FastifyInstance,
  payment: PaymentRow,
  decision: 'pay' | 'decline',
  options: { signedAt?: number; secret?: string; body?: string } = {},
) {
  const nowMs = options.signedAt ?? app.clock().getTime();
  const body = options.body ?? testPaymentEvent(payment, decision, nowMs);
  return {
    body,
    send: () =>
      app.inject({
        method: 'POST',
        url: '/user/webhookpayment',
        headers: {
          'content-type': 'application/json',
          'marketdrop-signature': signWebhook(
            body,
            options.secret ?? DEV_PAYMENT_WEBHOOK_SECRET,
            nowMs,
          ),
        },
        payload: body,
      }),
  };
}

export async function orderRow(app: FastifyInstance, orderId: string) {
  const [row] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  if (row === undefined) throw new Error(`No order ${orderId}`);
  return row;
}
