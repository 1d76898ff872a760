import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AppliedPromotions,
  CartDetails,
  Coupon,
  FreeProductPromotion,
  Product,
  RewardEntry,
  Rewards,
} from '@marketdrop/api-client';
import {
  basketPromotions,
  couponUses,
  coupons,
  freeProductPromotions,
  rewardBalances,
  rewardEntries,
} from '../../src/db/schema';
import { priceBasketPromotions } from '../../src/basket/promotions-basket';
import { applyCoupon, recordCouponUse } from '../../src/basket/promotions-coupons';
import {
  earnRewardPoints,
  expireRewardPoints,
  redeemRewardPoints,
} from '../../src/basket/promotions-rewards';
import { seedPromotions } from '../../src/basket/promotions-seed';
import type { PricedBasketLine } from '../../src/basket/promotions-pricing';
import { COUPONS, FREE_PRODUCTS } from '../../src/seed-data/promotions';
import {
  buildAuctionApp,
  createUser,
  type AuctionApp,
  type TestUser,
} from '../auctions/auction-fixture';
import {
  buyNowOrder,
  createBuyer,
  createShop,
  readyToPay,
  startPayment,
  testWebhook,
  type Shop,
} from '../orders/order-fixture';
import { drivers } from '../helpers/build-test-app';
import { bearer } from '../helpers/fixtures';

type Body<T> = {
  message: string;
  data?: T;
  errors?: Record<string, string>;
  errorKeys?: Record<string, { key: string; values?: Record<string, unknown> }>;
  code?: string;
};

const DAY = 86_400_000;

describe.each(drivers)('promotions on %s', (driver) => {
  let t: AuctionApp;
  let shop: Shop;
  beforeAll(async () => {
    t = await buildAuctionApp(driver);
    shop = await createShop(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const now = () => t.clock.now();
  const get = (url: string, user?: TestUser) =>
    t.app.inject({ method: 'GET', url, headers: user ? bearer(user.token) : {} });
  const post = (url: string, payload: unknown, user?: TestUser) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: user ? bearer(user.token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const ok = <T>(response: LightMyRequestResponse): T => {
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<Body<T>>().data;
    if (data === undefined) throw new Error('no data');
    return data;
  };
  const refusal = (response: LightMyRequestResponse, field: string) => {
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<Body<never>>();
    return { text: body.errors?.[field], key: body.errorKeys?.[field]?.key, code: body.code };
  };
  /** A coupon of the test's own (dates around the test clock). */
  const addCoupon = async (code: string, values: Partial<typeof coupons.$inferInsert> = {}) => {
    const [row] = await t.app.db
      .insert(coupons)
      .values({
        code,
        kind: 'amount',
        amountCents: 1_000,
        target: 'fees',
        startsAt: new Date(now().getTime() - DAY),
        descriptionEn: `${code} in English`,
        descriptionFr: `${code} en français`,
        ...values,
      })
      .returning();
    if (!row) throw new Error('no coupon');
    return row;
  };
  /** An order of `price` dollars bought and paid through the signed webhook. */
  const paidOrder = async (buyer: TestUser, price: number) => {
    const orderId = await buyNowOrder(t, shop, buyer, price);
    await readyToPay(t.app, buyer, orderId);
    const payment = await startPayment(t.app, buyer, orderId);
    const webhook = testWebhook(t.app, payment, 'pay');
    const response = await webhook.send();
    expect(response.statusCode, response.body).toBe(200);
    return { orderId, payment, webhook };
  };

  describe('coupons', () => {
    it('lists the seeded codes a new buyer may use now, in their language', async () => {
      const buyer = await createUser(t.app);
      const list = ok<Coupon[]>(await get('/user/getCoupons', buyer));
      expect(list.map((coupon) => coupon.code)).toEqual(
        COUPONS.map((coupon) => coupon.code).sort(),
      );
      expect(list.find((coupon) => coupon.code === 'WELCOME25')).toEqual({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        code: 'WELCOME25',
        kind: 'amount',
        amountCents: 2_500,
        percent: null,
        maxDiscountCents: null,
        target: 'fees',
        minBasketCents: 0,
        startsAt: '2026-01-01T05:00:00.000Z',
        endsAt: null,
        oncePerAccount: true,
        firstPurchaseOnly: true,
        language: 'en',
        description: '$25 off the documentation fees of your first purchase.',
      });
      expect((await get('/user/getCoupons')).statusCode).toBe(401);
    });

    it('leaves out codes outside their dates, used ones and first-purchase ones after a purchase', async () => {
      await addCoupon('PAST-1', { endsAt: new Date(now().getTime() - 1) });
      await addCoupon('SOON-1', { startsAt: new Date(now().getTime() + DAY) });
      await addCoupon('OFF-1', { active: false });
      const buyer = await createBuyer(t.app);
      const codes = async () =>
        ok<Coupon[]>(await get('/user/getCoupons', buyer)).map((coupon) => coupon.code);
      expect(await codes()).not.toEqual(expect.arrayContaining(['PAST-1']));
      expect(await codes()).not.toContain('SOON-1');
      expect(await codes()).not.toContain('OFF-1');
      const [addons] = await t.app.db.select().from(coupons).where(eq(coupons.code, 'ADDONS10'));
      if (!addons) throw new Error('no ADDONS10');
      await recordCouponUse(t.app, {
        userId: buyer.userId,
        couponId: addons.id,
        orderId: null,
        discountCents: 1_990,
        now: now(),
      });
      expect(await codes()).not.toContain('ADDONS10');
      expect(await codes()).toContain('WELCOME25');
      await paidOrder(buyer, 15_000);
      expect(await codes()).not.toContain('WELCOME25');
      // A coupon usable again stays.
      expect(await codes()).toContain('FLEET99');
    });

    it('applies a code in any case, replaces it with another, and removes it by POST', async () => {
      const buyer = await createUser(t.app);
      const applied = ok<AppliedPromotions>(
        await post('/user/applyCoupon', { code: ' welcome25 ' }, buyer),
      );
      expect(applied).toMatchObject({ coupon: { code: 'WELCOME25' }, points: 0, pointsBalance: 0 });
      const other = ok<AppliedPromotions>(
        await post('/user/applyCoupon', { code: 'ADDONS10' }, buyer),
      );
      expect(other.coupon?.code).toBe('ADDONS10');
      const [stored] = await t.app.db
        .select()
        .from(basketPromotions)
        .where(eq(basketPromotions.userId, buyer.userId));
      expect(stored?.couponId).toBe(other.coupon?._id);

      expect((await get('/user/removeCoupon', buyer)).statusCode).toBe(404);
      const removed = ok<AppliedPromotions>(await post('/user/removeCoupon', undefined, buyer));
      expect(removed.coupon).toBeNull();
      // Removing again changes nothing.
      expect(
        ok<AppliedPromotions>(await post('/user/removeCoupon', undefined, buyer)).coupon,
      ).toBeNull();
      expect((await post('/user/applyCoupon', { code: 'WELCOME25' })).statusCode).toBe(401);
      expect((await post('/user/removeCoupon', undefined)).statusCode).toBe(401);
    });

    it('answers French descriptions to a French account', async () => {
      const buyer = await createUser(t.app);
      const language = await post('/user/setActiveLanguage', { language: 'fr' }, buyer);
      expect(language.statusCode, language.body).toBe(200);
      const applied = ok<AppliedPromotions>(
        await post('/user/applyCoupon', { code: 'WELCOME25' }, buyer),
      );
      expect(applied.coupon).toMatchObject({
        language: 'fr',
        description: '25 $ de rabais sur les frais de documentation de votre premier achat.',
      });
    });

    it('refuses each kind of bad code with its own message and key', async () => {
      await addCoupon('GONE-2', { endsAt: new Date(now().getTime() - 1) });
      await addCoupon('LATER-2', { startsAt: new Date(now().getTime() + DAY) });
      const buyer = await createBuyer(t.app);
      const cases: Array<[unknown, string, string]> = [
        ['NOPE-123', 'This coupon code does not exist', 'basket.couponUnknown'],
        ['GONE-2', 'This coupon has expired', 'basket.couponExpired'],
        ['LATER-2', 'This coupon is not valid yet', 'basket.couponNotYetValid'],
        [
          'FLEET99',
          'This coupon needs a basket of at least $50,000.00',
          'basket.couponMinimumNotMet',
        ],
        [undefined, 'Coupon code is required', 'basket.couponCodeRequired'],
        ['', 'Coupon code is required', 'basket.couponCodeRequired'],
        ['a b c', 'Coupon code must be 3 to 32 letters, digits, - or _', 'basket.couponCode'],
        // An object is refused before the schema, as on every call.
        [{ code: 'x' }, 'Must be a single text value', 'wrongType'],
        [
          'X'.repeat(33),
          'Coupon code must be 3 to 32 letters, digits, - or _',
          'basket.couponCode',
        ],
      ];
      for (const [code, text, key] of cases) {
        const answer = refusal(await post('/user/applyCoupon', { code }, buyer), 'code');
        expect(answer, String(code)).toEqual({ text, key, code: 'VALIDATION_FAILED' });
      }

      const [addons] = await t.app.db.select().from(coupons).where(eq(coupons.code, 'ADDONS10'));
      if (!addons) throw new Error('no ADDONS10');
      await recordCouponUse(t.app, {
        userId: buyer.userId,
        couponId: addons.id,
        orderId: null,
        discountCents: 500,
        now: now(),
      });
      expect(refusal(await post('/user/applyCoupon', { code: 'addons10' }, buyer), 'code')).toEqual(
        {
          text: 'You have already used this coupon',
          key: 'basket.couponAlreadyUsed',
          code: 'VALIDATION_FAILED',
        },
      );

      await paidOrder(buyer, 12_000);
      expect(
        refusal(await post('/user/applyCoupon', { code: 'WELCOME25' }, buyer), 'code'),
      ).toEqual({
        text: 'This coupon is for a first purchase only',
        key: 'basket.couponFirstPurchaseOnly',
        code: 'VALIDATION_FAILED',
      });
      // Nothing was stored by the refusals.
      const [stored] = await t.app.db
        .select()
        .from(basketPromotions)
        .where(eq(basketPromotions.userId, buyer.userId));
      expect(stored?.couponId ?? null).toBeNull();
    });

    it('takes a coupon with a minimum once the basket reaches it (the operation, with a subtotal)', async () => {
      const buyer = await createUser(t.app);
      await expect(
        applyCoupon(t.app, {
          userId: buyer.userId,
          code: 'fleet99',
          subtotalCents: 4_999_999,
          now: now(),
        }),
      ).rejects.toMatchObject({
        statusCode: 400,
        errors: { code: expect.stringContaining('$50,000.00') },
      });
      const row = await applyCoupon(t.app, {
        userId: buyer.userId,
        code: 'fleet99',
        subtotalCents: 5_000_000,
        now: now(),
      });
      expect(row.code).toBe('FLEET99');
      expect(
        ok<AppliedPromotions>(await post('/user/removeCoupon', undefined, buyer)).coupon,
      ).toBeNull();
    });

    it('prices the basket over HTTP: a minimum reached by its add-ons, the discount in getCartDetails', async () => {
      const buyer = await createUser(t.app);
      const productsList = ok<Product[]>(await get('/user/getProducts'));
      const productId = (kind: string) => {
        const found = productsList.find((product) => product.kind === kind);
        if (!found) throw new Error(`no ${kind}`);
        return found._id;
      };
      // $179 of floor mats: under WINTER15's $1,000.00.
      ok<CartDetails>(
        await post('/user/addToCart', { productId: productId('floor_mats'), quantity: 1 }, buyer),
      );
      const under = refusal(await post('/user/applyCoupon', { code: 'WINTER15' }, buyer), 'code');
      expect(under.text).toContain('$1,000.00');
      // A winter tire set ($1,199) takes the basket to $1,378: the coupon is taken.
      ok<CartDetails>(
        await post('/user/addToCart', { productId: productId('winter_tires'), quantity: 1 }, buyer),
      );
      ok<AppliedPromotions>(await post('/user/applyCoupon', { code: 'WINTER15' }, buyer));
      const basket = ok<CartDetails>(await get('/user/getCartDetails', buyer));
      expect(basket.subtotalCents).toBe(137_800);
      // 15 % of the add-ons: $206.70.
      expect(basket.promotions).toMatchObject({
        coupon: { code: 'WINTER15', status: 'applied', discountCents: 20_670 },
        points: { applied: 0, used: 0, discountCents: 0 },
        discountCents: 20_670,
        totalBeforeTaxesCents: 137_800 - 20_670,
        freeLines: [],
      });
      // Back under the minimum: the coupon stays applied and takes nothing off for now.
      const tires = basket.lines.find((line) => line.product?.kind === 'winter_tires');
      const after = ok<CartDetails>(
        await post('/user/removeProductFromCart', { itemId: tires?._id }, buyer),
      );
      expect(after.promotions).toMatchObject({
        coupon: { code: 'WINTER15', status: 'minimum_not_met', minBasketCents: 100_000 },
        discountCents: 0,
        totalBeforeTaxesCents: 17_900,
      });
    });

    it('records a once-per-account coupon once even from two payments at once', async () => {
      const buyer = await createUser(t.app);
      const coupon = await addCoupon('TWO-TABS');
      await post('/user/applyCoupon', { code: 'two-tabs' }, buyer);
      const pay = () =>
        t.app.db.transaction((tx) =>
          recordCouponUse(
            { db: tx },
            {
              userId: buyer.userId,
              couponId: coupon.id,
              orderId: null,
              discountCents: 1_000,
              now: now(),
            },
          ),
        );
      const results = await Promise.allSettled([pay(), pay(), pay()]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected') {
          expect(result.reason).toMatchObject({
            statusCode: 409,
            code: 'COUPON_ALREADY_USED',
            message: 'You have already used this coupon',
          });
        }
      }
      const uses = await t.app.db
        .select()
        .from(couponUses)
        .where(and(eq(couponUses.userId, buyer.userId), eq(couponUses.couponId, coupon.id)));
      expect(uses).toHaveLength(1);
      // The basket's coupon is cleared by the recorded use.
      const [stored] = await t.app.db
        .select()
        .from(basketPromotions)
        .where(eq(basketPromotions.userId, buyer.userId));
      expect(stored?.couponId).toBeNull();
      // Another account may still use it; a coupon usable again records every order's use.
      const other = await createUser(t.app);
      await expect(
        recordCouponUse(t.app, {
          userId: other.userId,
          couponId: coupon.id,
          orderId: null,
          discountCents: 1_000,
          now: now(),
        }),
      ).resolves.toMatchObject({ useId: expect.any(String) });
      const again = await addCoupon('AGAIN-1', { oncePerAccount: false });
      const twice = await Promise.allSettled([
        recordCouponUse(t.app, {
          userId: buyer.userId,
          couponId: again.id,
          orderId: null,
          discountCents: 1,
          now: now(),
        }),
        recordCouponUse(t.app, {
          userId: buyer.userId,
          couponId: again.id,
          orderId: null,
          discountCents: 1,
          now: now(),
        }),
      ]);
      expect(twice.every((result) => result.status === 'fulfilled')).toBe(true);
    });
  });

  describe('reward points', () => {
    it('starts at zero, with its value and rules', async () => {
      const buyer = await createUser(t.app);
      expect(ok<Rewards>(await get('/user/getRewards', buyer))).toEqual({
        balance: 0,
        valueCents: 0,
        appliedPoints: 0,
        pointValueCents: 1,
        dollarsPerPoint: 10,
      });
      expect(ok<RewardEntry[]>(await get('/user/getRewardHistory', buyer))).toEqual([]);
      expect((await get('/user/getRewards')).statusCode).toBe(401);
      expect((await get('/user/getRewardHistory')).statusCode).toBe(401);
    });

    it('earns 1 point per $10 paid when the webhook marks an order paid, once', async () => {
      const buyer = await createBuyer(t.app);
      const { orderId, payment, webhook } = await paidOrder(buyer, 20_000);
      const points = Math.floor(payment.amountCents / 1_000);
      expect(points).toBeGreaterThanOrEqual(2_000);
      expect(ok<Rewards>(await get('/user/getRewards', buyer))).toMatchObject({
        balance: points,
        valueCents: points,
      });
      const history = ok<RewardEntry[]>(await get('/user/getRewardHistory', buyer));
      expect(history).toEqual([
        {
          _id: expect.any(String),
          kind: 'earned',
          points,
          orderId,
          createdAt: now().toISOString(),
          expiresAt: new Date(now().getTime() + 365 * DAY).toISOString(),
        },
      ]);
      // The same webhook again, and the operation again: nothing more.
      expect((await webhook.send()).statusCode).toBe(200);
      expect(
        await earnRewardPoints(t.app, {
          userId: buyer.userId,
          orderId,
          paidCents: payment.amountCents,
          now: now(),
        }),
      ).toBe(0);
      expect(ok<Rewards>(await get('/user/getRewards', buyer)).balance).toBe(points);
    });

    it('applies points up to the balance, refuses bad numbers, removes them by POST', async () => {
      const buyer = await createUser(t.app);
      await t.app.db.insert(rewardBalances).values({ userId: buyer.userId, points: 500 });
      const applied = ok<AppliedPromotions>(
        await post('/user/applyRewards', { points: 300 }, buyer),
      );
      expect(applied).toEqual({ coupon: null, points: 300, pointsBalance: 500 });
      expect(ok<Rewards>(await get('/user/getRewards', buyer))).toMatchObject({
        balance: 500,
        valueCents: 500,
        appliedPoints: 300,
      });
      const cases: Array<[unknown, string, string]> = [
        [501, 'You have 500 points to spend', 'basket.pointsOverBalance'],
        [0, 'Points must be more than 0', 'basket.pointsPositive'],
        [-10, 'Points must be more than 0', 'basket.pointsPositive'],
        [2.5, 'Points must be a whole number', 'basket.pointsInteger'],
        ['100', 'Points must be a whole number', 'basket.pointsInteger'],
        [undefined, 'Points are required', 'basket.pointsRequired'],
        [1e12, 'Points must be at most 10000000', 'basket.pointsTooMany'],
      ];
      for (const [points, text, key] of cases) {
        const answer = refusal(await post('/user/applyRewards', { points }, buyer), 'points');
        expect(answer, String(points)).toEqual({ text, key, code: 'VALIDATION_FAILED' });
      }
      expect(ok<Rewards>(await get('/user/getRewards', buyer)).appliedPoints).toBe(300);
      expect((await get('/user/removeRewards', buyer)).statusCode).toBe(404);
      expect(
        ok<AppliedPromotions>(await post('/user/removeRewards', undefined, buyer)).points,
      ).toBe(0);
      expect((await post('/user/applyRewards', { points: 1 })).statusCode).toBe(401);
      expect((await post('/user/removeRewards', undefined)).statusCode).toBe(401);
    });

    it('never spends points twice: of two redemptions at once, one gets them', async () => {
      const buyer = await createUser(t.app);
      await t.app.db.insert(rewardBalances).values({ userId: buyer.userId, points: 100 });
      await post('/user/applyRewards', { points: 60 }, buyer);
      const redeem = () =>
        redeemRewardPoints(t.app, { userId: buyer.userId, points: 60, orderId: null, now: now() });
      const results = await Promise.allSettled([redeem(), redeem()]);
      const fulfilled = results.filter((result) => result.status === 'fulfilled');
      expect(fulfilled).toHaveLength(1);
      expect(fulfilled[0]).toMatchObject({ value: { balance: 40 } });
      const rejected = results.find((result) => result.status === 'rejected');
      expect(rejected).toMatchObject({
        reason: {
          statusCode: 409,
          code: 'POINTS_INSUFFICIENT',
          message: 'You have 40 points to spend',
        },
      });
      expect(ok<Rewards>(await get('/user/getRewards', buyer))).toMatchObject({
        balance: 40,
        appliedPoints: 0,
      });
      const history = ok<RewardEntry[]>(await get('/user/getRewardHistory', buyer));
      expect(history.map((entry) => [entry.kind, entry.points])).toEqual([['redeemed', 60]]);
      // Exactly the balance, then nothing left.
      await expect(
        redeemRewardPoints(t.app, { userId: buyer.userId, points: 40, orderId: null, now: now() }),
      ).resolves.toMatchObject({ balance: 0 });
      await expect(
        redeemRewardPoints(t.app, { userId: buyer.userId, points: 1, orderId: null, now: now() }),
      ).rejects.toMatchObject({ code: 'POINTS_INSUFFICIENT' });
      await expect(
        redeemRewardPoints(t.app, { userId: buyer.userId, points: 0, orderId: null, now: now() }),
      ).rejects.toMatchObject({ statusCode: 400 });
    });

    it('spends points for one order once, and a failed redemption changes nothing', async () => {
      const buyer = await createBuyer(t.app);
      const { orderId } = await paidOrder(buyer, 10_000);
      const before = ok<Rewards>(await get('/user/getRewards', buyer)).balance;
      await redeemRewardPoints(t.app, { userId: buyer.userId, points: 10, orderId, now: now() });
      await expect(
        redeemRewardPoints(t.app, { userId: buyer.userId, points: 10, orderId, now: now() }),
      ).rejects.toMatchObject({
        code: 'POINTS_INSUFFICIENT',
        message: 'These points were already spent',
      });
      expect(ok<Rewards>(await get('/user/getRewards', buyer)).balance).toBe(before - 10);
      const redeemed = await t.app.db
        .select()
        .from(rewardEntries)
        .where(and(eq(rewardEntries.userId, buyer.userId), eq(rewardEntries.kind, 'redeemed')));
      expect(redeemed).toHaveLength(1);
    });
    it('expires what is left of each lot after 365 days, oldest first, once', async () => {
      const buyer = await createBuyer(t.app);
      const t0 = now().getTime();
      const { payment } = await paidOrder(buyer, 12_000);
      const first = Math.floor(payment.amountCents / 1_000);
      const unpaid = await buyNowOrder(t, shop, buyer, 9_000);
      const later = new Date(t0 + 200 * DAY);
      expect(
        await earnRewardPoints(t.app, {
          userId: buyer.userId,
          orderId: unpaid,
          paidCents: 50_000,
          now: later,
        }),
      ).toBe(50);
      await redeemRewardPoints(t.app, {
        userId: buyer.userId,
        points: 10,
        orderId: null,
        now: new Date(t0 + DAY),
      });
      const balance = async () => ok<Rewards>(await get('/user/getRewards', buyer)).balance;
      expect(await balance()).toBe(first + 40);

      expect(
        (await expireRewardPoints(t.app, { now: new Date(t0 + 365 * DAY - 1) })).get(buyer.userId),
      ).toBeUndefined();
      // Two processes at once: the first lot's rest expires once.
      const at365 = new Date(t0 + 365 * DAY);
      const runs = await Promise.all([
        expireRewardPoints(t.app, { now: at365 }),
        expireRewardPoints(t.app, { now: at365 }),
      ]);
      expect(runs.map((run) => run.get(buyer.userId) ?? 0).sort((a, b) => a - b)).toEqual([
        0,
        first - 10,
      ]);
      expect(await balance()).toBe(50);
      expect(
        (await expireRewardPoints(t.app, { now: new Date(t0 + 565 * DAY) })).get(buyer.userId),
      ).toBe(50);
      expect(await balance()).toBe(0);
      const history = ok<RewardEntry[]>(await get('/user/getRewardHistory', buyer));
      expect(history.map((entry) => [entry.kind, entry.points])).toEqual([
        ['expired', 50],
        ['expired', first - 10],
        ['earned', 50],
        ['redeemed', 10],
        ['earned', first],
      ]);
    });
  });

  describe('free products', () => {
    it('lists the seeded promotions with their products, in English or French', async () => {
      const list = ok<FreeProductPromotion[]>(await get('/user/getAllFreeProducts'));
      expect(list.map((promotion) => promotion.slug)).toEqual(FREE_PRODUCTS.map((p) => p.slug));
      expect(list[0]).toMatchObject({
        title: 'Free detailing with any vehicle of $20,000 or more',
        language: 'en',
        minVehiclePriceCents: 2_000_000,
        minVehicles: 1,
        endsAt: null,
        product: { slug: 'detailing', kind: 'detailing', language: 'en' },
      });
      const french = ok<FreeProductPromotion[]>(await get('/user/getAllFreeProducts?language=fr'));
      expect(french[1]).toMatchObject({
        title: 'Tapis toutes saisons offerts avec 3 véhicules ou plus dans un même panier',
        product: { slug: 'floor-mats', language: 'fr', name: 'Tapis toutes saisons' },
      });
      const bad = await get('/user/getAllFreeProducts?language=de');
      expect(bad.statusCode).toBe(400);
      expect(bad.json<Body<never>>().errors).toEqual({ language: 'Language must be en or fr' });
    });

    it('leaves out a promotion past its end, and seeds again without duplicates', async () => {
      await t.app.db
        .update(freeProductPromotions)
        .set({ endsAt: now() })
        .where(eq(freeProductPromotions.slug, 'floor-mats-three-vehicles'));
      try {
        const list = ok<FreeProductPromotion[]>(await get('/user/getAllFreeProducts'));
        expect(list.map((promotion) => promotion.slug)).toEqual(['detailing-over-20000']);
        await seedPromotions(t.app);
        expect(await t.app.db.select().from(freeProductPromotions)).toHaveLength(
          FREE_PRODUCTS.length,
        );
        expect(
          (await t.app.db.select().from(coupons).where(eq(coupons.code, 'WELCOME25'))).length,
        ).toBe(1);
      } finally {
        await t.app.db
          .update(freeProductPromotions)
          .set({ endsAt: null })
          .where(eq(freeProductPromotions.slug, 'floor-mats-three-vehicles'));
      }
    });
  });

  it('prices a buyer basket with what they applied: free detailing, coupon, points', async () => {
    const buyer = await createUser(t.app);
    await t.app.db.insert(rewardBalances).values({ userId: buyer.userId, points: 1_000 });
    ok(await post('/user/applyCoupon', { code: 'ADDONS10' }, buyer));
    ok(await post('/user/applyRewards', { points: 1_000 }, buyer));
    const lines: PricedBasketLine[] = [
      {
        lineId: 'v',
        kind: 'vehicle',
        unitCents: 2_450_000,
        quantity: 1,
        feeCents: 9_900,
        taxClass: 'vehicle',
      },
      {
        lineId: 'k',
        kind: 'product',
        productKind: 'spare_key',
        unitCents: 34_900,
        quantity: 1,
        feeCents: 0,
        taxClass: 'standard',
      },
    ];
    const priced = await priceBasketPromotions(t.app, { userId: buyer.userId, lines, now: now() });
    expect(priced.freeLines.map((line) => [line.promotionSlug, line.unitCents])).toEqual([
      ['detailing-over-20000', 0],
    ]);
    // 10 % of the $349 key: $34.90; then 1 000 points ($10).
    expect(priced.coupon).toMatchObject({
      code: 'ADDONS10',
      status: 'applied',
      discountCents: 3_490,
    });
    expect(priced.points).toEqual({ applied: 1_000, used: 1_000, discountCents: 1_000 });
    expect(priced.totalBeforeTaxesCents).toBe(2_450_000 + 9_900 + 34_900 - 4_490);

    // Once the coupon is used (another payment), the basket no longer carries it.
    const [addons] = await t.app.db.select().from(coupons).where(eq(coupons.code, 'ADDONS10'));
    if (!addons) throw new Error('no ADDONS10');
    await t.app.db.insert(couponUses).values({
      userId: buyer.userId,
      couponId: addons.id,
      scope: 'account',
      discountCents: 3_490,
      usedAt: now(),
    });
    const after = await priceBasketPromotions(t.app, {
      userId: buyer.userId,
      lines: lines.slice(1),
      now: now(),
    });
    expect(after.coupon).toBeNull();
    expect(after.freeLines).toEqual([]);
  });
});

describe('applyCoupon is limited per buyer', () => {
  let t: AuctionApp;
  beforeAll(async () => {
    t = await buildAuctionApp('pglite', {
      configure: (config) => ({
        ...config,
        rateLimit: {
          ...config.rateLimit,
          perUser: { ...config.rateLimit.perUser, applyCoupon: { max: 3, windowMs: 60_000 } },
        },
      }),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 after the limit of codes tried, for that buyer only', async () => {
    const guesser = await createUser(t.app);
    const other = await createUser(t.app);
    const tryCode = (user: TestUser, code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/user/applyCoupon',
        headers: bearer(user.token),
        payload: { code },
      });
    for (const code of ['GUESS-1', 'GUESS-2', 'GUESS-3']) {
      expect((await tryCode(guesser, code)).statusCode).toBe(400);
    }
    const limited = await tryCode(guesser, 'WELCOME25');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<Body<never>>().code).toBe('RATE_LIMITED');
    expect((await tryCode(other, 'WELCOME25')).statusCode).toBe(200);
  });
});
