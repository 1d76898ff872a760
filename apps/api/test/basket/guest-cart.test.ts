import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartMerge } from '@marketdrop/api-client';
import { awaitSocialSignIn, deleteIdleGuestCarts } from '../../src/basket/guest-cart';
import { mergeGuestCart } from '../../src/basket/merge-guest-cart';
import { carts } from '../../src/db/schema';
import { hashSessionToken } from '../../src/shared/tokens';
import {
  HOUR,
  buildAuctionApp,
  buyNow,
  call,
  createListing,
  createUser,
  type AuctionApp,
} from '../auctions/auction-fixture';
import { drivers } from '../helpers/build-test-app';
import { login, signUp, signUpVerified } from '../helpers/fixtures';
import { createShop } from '../orders/order-fixture';
import { body, cartCall, cartOf, guestCall, newGuest, productOf } from './cart-fixture';

const DAY = 24 * HOUR;

describe.each(drivers)('the guest basket on %s', (driver) => {
  let t: AuctionApp;
  beforeAll(async () => {
    t = await buildAuctionApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  const guestDetails = (token: string | undefined, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/user/getGuestCartDetails${query}`,
      headers: token === undefined ? {} : { 'x-guest-token': token },
    });

  it('gives a guest token for a device, kept 30 days after the last call', async () => {
    const response = await call(t.app, '/user/guestUser', { deviceType: 'mobile' });
    expect(response.statusCode, response.body).toBe(200);
    const data = body<{ guestToken: string; expiresAt: string }>(response).data;
    expect(data.guestToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(data.expiresAt).getTime()).toBe(t.clock.now().getTime() + 30 * DAY);
    // Only its hash is kept.
    const [row] = await t.app.db
      .select()
      .from(carts)
      .where(eq(carts.guestTokenHash, hashSessionToken(data.guestToken)));
    expect(row).toMatchObject({ deviceType: 'mobile', userId: null });

    for (const deviceType of [undefined, 'tv']) {
      const bad = await call(t.app, '/user/guestUser', { deviceType });
      expect(bad.statusCode).toBe(400);
      expect(body<never>(bad).errors?.deviceType).toBe(
        'Device type must be desktop, mobile or tablet',
      );
    }

    expect((await call(t.app, '/user/guestUser', { deviceType: 3 })).statusCode).toBe(400);

    // 29 days idle: still there, and the call keeps it 30 more days; then 30 days idle: gone.
    t.clock.advance(29 * DAY);
    expect((await guestDetails(data.guestToken)).statusCode).toBe(200);
    t.clock.advance(29 * DAY);
    expect((await guestDetails(data.guestToken)).statusCode).toBe(200);
    t.clock.advance(30 * DAY + 1);
    const expired = await guestDetails(data.guestToken);
    expect(expired.statusCode).toBe(401);
    expect(body<never>(expired)).toMatchObject({
      code: 'GUEST_TOKEN_INVALID',
      message: 'Your guest basket has expired or does not exist: start a new one',
      errorKeys: { guestToken: { key: 'basket.guestToken' } },
    });
    // The basket's job deletes it; a guest basket in use stays.
    const fresh = await newGuest(t.app);
    expect(await deleteIdleGuestCarts(t.app, { now: t.clock.now() })).toBeGreaterThanOrEqual(1);
    const left = await t.app.db
      .select({ hash: carts.guestTokenHash })
      .from(carts)
      .where(eq(carts.guestTokenHash, hashSessionToken(data.guestToken)));
    expect(left).toEqual([]);
    expect((await guestDetails(fresh)).statusCode).toBe(200);
  });

  it('refuses a guest call without a token or with an unknown one', async () => {
    const missing = await guestDetails(undefined);
    expect(missing.statusCode).toBe(401);
    expect(body<never>(missing)).toMatchObject({
      code: 'GUEST_TOKEN_INVALID',
      message: 'A guest token is required',
    });
    expect((await guestDetails('not-a-token')).statusCode).toBe(401);
    const mats = await productOf(t.app, 'floor-mats');
    const add = await guestCall(t.app, 'addToGuestCart', { productId: mats.id }, 'x'.repeat(43));
    expect(add.statusCode).toBe(401);
    expect((await call(t.app, '/user/deleteGuestCart', {})).statusCode).toBe(401);
  });

  it('mirrors the basket: Buy Now vehicles and products, quantities, removal, emptying', async () => {
    const shop = await createShop(t.app);
    const token = await newGuest(t.app);
    const car = await createListing(t.app, {
      dealerId: shop.dealerId,
      startingBid: 9_000,
      buyNowPrice: 21_000,
    });
    const plain = await createListing(t.app, { dealerId: shop.dealerId });
    const plan = await productOf(t.app, 'protection-plan');
    const mats = await productOf(t.app, 'floor-mats');

    const added = await guestCall(t.app, 'addToGuestCart', { auctionId: car }, token);
    expect(added.statusCode, added.body).toBe(200);
    await guestCall(t.app, 'addToGuestCart', { productId: plan.id }, token);
    const withMats = await guestCall(
      t.app,
      'addToGuestCart',
      { productId: mats.id, quantity: 2 },
      token,
    );
    const cart = body(withMats).data;
    expect(cart.count).toBe(3);
    // A guest has no coupon, points or free products until they sign in.
    expect(cart.promotions).toBeNull();
    expect(cart.subtotalCents).toBe(2_100_000 + 9_900 + plan.priceCents + 2 * mats.priceCents);

    // Not a Buy Now: a guest cannot have won it.
    const refused = await guestCall(t.app, 'addToGuestCart', { auctionId: plain }, token);
    expect(refused.statusCode).toBe(409);
    expect(body<never>(refused).code).toBe('NO_BUY_NOW');
    const tooMany = await guestCall(t.app, 'addToGuestCart', { productId: plan.id }, token);
    expect(body<never>(tooMany).code).toBe('QUANTITY_LIMIT');
    const badQuantity = await guestCall(
      t.app,
      'addToGuestCart',
      { productId: mats.id, quantity: 0.5 },
      token,
    );
    expect(badQuantity.statusCode).toBe(400);

    const matsLine = cart.lines[2];
    if (!matsLine) throw new Error('no mats line');
    const updated = await guestCall(
      t.app,
      'updateProductQtyForGuest',
      { itemId: matsLine._id, quantity: 5 },
      token,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(body(updated).data.lines[2]?.quantity).toBe(5);
    const over = await guestCall(
      t.app,
      'updateProductQtyForGuest',
      { itemId: matsLine._id, quantity: 6 },
      token,
    );
    expect(over.statusCode).toBe(409);
    expect(
      (await guestCall(t.app, 'updateProductQtyForGuest', { itemId: matsLine._id }, token))
        .statusCode,
    ).toBe(400);

    const french = await guestDetails(token, '?language=fr');
    expect(body(french).data.lines[1]?.product?.language).toBe('fr');

    // Another guest's token does not reach this basket's lines.
    const other = await newGuest(t.app);
    expect(
      (await guestCall(t.app, 'removeProductFromGuestCart', { itemId: matsLine._id }, other))
        .statusCode,
    ).toBe(404);

    // Removing the vehicle takes the protection plan with it (one per vehicle).
    const carLine = cart.lines[0];
    if (!carLine) throw new Error('no car line');
    const removed = await guestCall(
      t.app,
      'removeProductFromGuestCart',
      { itemId: carLine._id },
      token,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(body(removed).data.lines.map((line) => line.product?.slug)).toEqual(['floor-mats']);
    expect(
      (await guestCall(t.app, 'removeProductFromGuestCart', { itemId: 'x' }, token)).statusCode,
    ).toBe(400);

    const emptied = await guestCall(t.app, 'deleteGuestCart', {}, token);
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(body(emptied).data.count).toBe(0);
    // The token stays valid.
    expect(body(await guestDetails(token)).data.lines).toEqual([]);
  });

  it('merges the guest basket into the account on login: duplicates collapsed, limits applied, sold lines dropped with a notice', async () => {
    const shop = await createShop(t.app);
    const account = await signUpVerified(t.app);
    const user = { userId: account.userId, token: account.token };
    const a = await createListing(t.app, { dealerId: shop.dealerId, buyNowPrice: 20_000 });
    const b = await createListing(t.app, { dealerId: shop.dealerId, buyNowPrice: 22_000 });
    const mats = await productOf(t.app, 'floor-mats');
    const plan = await productOf(t.app, 'protection-plan');
    // The account already holds vehicle A and 4 floor mats (at most 5).
    expect(
      (
        await cartCall(
          t.app,
          'addMultipleToCart',
          { items: [{ auctionId: a }, { productId: mats.id, quantity: 4 }] },
          user,
        )
      ).statusCode,
    ).toBe(200);
    const token = await newGuest(t.app);
    const guestAdd = await guestCall(t.app, 'addMultipleToCart', {}, token);
    expect(guestAdd.statusCode).toBe(401); // the account calls need a session
    for (const item of [
      { auctionId: a },
      { auctionId: b },
      { productId: mats.id, quantity: 3 },
      { productId: plan.id, quantity: 2 },
    ]) {
      const response = await guestCall(t.app, 'addToGuestCart', item, token);
      expect(response.statusCode, response.body).toBe(200);
    }
    // Vehicle B is sold to someone else meanwhile.
    const rival = await createUser(t.app);
    expect((await buyNow(t.app, rival, b)).statusCode).toBe(200);

    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: {
        email: account.email,
        password: account.password,
        deviceType: 'desktop',
        guestToken: token,
      },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const merge = body<{ basketMerge: CartMerge }>(signedIn).data.basketMerge;
    expect(merge).toEqual({
      merged: 3,
      dropped: [
        {
          kind: 'vehicle',
          name: '2021 Hyundai Tucson Preferred',
          reason: 'sold',
          message: 'No longer for sale: this vehicle has been sold',
        },
      ],
      count: 3,
    });
    const cart = await cartOf(t.app, user);
    expect(
      cart.lines.map((line) => [line.vehicle?.auctionId ?? line.product?.slug, line.quantity]),
    ).toEqual([
      [a, 1],
      ['floor-mats', 5],
      ['protection-plan', 1],
    ]);
    // The guest basket is gone.
    expect((await guestDetails(token)).statusCode).toBe(401);
    // Signing in again with the spent token changes nothing and says nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { email: account.email, password: account.password, guestToken: token },
    });
    expect(again.statusCode).toBe(200);
    expect(body<Record<string, unknown>>(again).data.basketMerge).toBeUndefined();
    expect(
      (await login(t.app, account.email, account.password)).json().data.basketMerge,
    ).toBeUndefined();
    // A malformed token is a field error, never a 500.
    for (const guestToken of [42, 'x'.repeat(101)]) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/user/login',
        payload: { email: account.email, password: account.password, guestToken },
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(body<never>(bad).errors ?? {})).toEqual(['guestToken']);
    }
  });

  it("merges on verifyOtp, leaving out the account's own listing", async () => {
    const { email, otp } = await signUp(t.app);
    const token = await newGuest(t.app);
    const mats = await productOf(t.app, 'floor-mats');
    expect(
      (await guestCall(t.app, 'addToGuestCart', { productId: mats.id, quantity: 2 }, token))
        .statusCode,
    ).toBe(200);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/user/verifyOtp',
      payload: { email, otp, guestToken: token },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const data = body<{ basketMerge: CartMerge; token: string; user: { _id: string } }>(
      verified,
    ).data;
    expect(data.basketMerge).toEqual({ merged: 1, dropped: [], count: 1 });
    const cart = await cartOf(t.app, { userId: data.user._id, token: data.token });
    expect(cart.lines[0]).toMatchObject({ quantity: 2, product: { slug: 'floor-mats' } });

    // A dealer signing in with a guest basket holding their own listing.
    const shop = await createShop(t.app);
    const own = await createListing(t.app, { dealerId: shop.dealerId, buyNowPrice: 15_000 });
    const dealerToken = await newGuest(t.app);
    expect(
      (await guestCall(t.app, 'addToGuestCart', { auctionId: own }, dealerToken)).statusCode,
    ).toBe(200);
    const merged = await mergeGuestCart(t.app, {
      userId: shop.seller.userId,
      guest: { guestToken: dealerToken },
      language: 'fr',
    });
    expect(merged).toEqual({
      merged: 0,
      dropped: [
        {
          kind: 'vehicle',
          name: '2021 Hyundai Tucson Preferred',
          reason: 'ownListing',
          message: 'You cannot add your own listing to your basket',
        },
      ],
      count: 0,
    });
  });

  it('merges the guest basket a social sign-in was started with (by its browser key)', async () => {
    const buyer = await createUser(t.app);
    const token = await newGuest(t.app);
    const key = await productOf(t.app, 'spare-key');
    await guestCall(t.app, 'addToGuestCart', { productId: key.id }, token);
    await awaitSocialSignIn(t.app, { guestToken: token, browserKey: 'browser-key-of-the-tab' });
    expect(
      await mergeGuestCart(t.app, {
        userId: buyer.userId,
        guest: { browserKey: 'another-key' },
        language: 'en',
      }),
    ).toBeUndefined();
    expect(
      await mergeGuestCart(t.app, {
        userId: buyer.userId,
        guest: { browserKey: 'browser-key-of-the-tab' },
        language: 'en',
      }),
    ).toEqual({ merged: 1, dropped: [], count: 1 });
    expect((await cartOf(t.app, buyer)).lines[0]?.product?.slug).toBe('spare-key');
  });

  it('merges in one transaction: two sign-ins with one guest token merge it once', async () => {
    const buyer = await createUser(t.app);
    const token = await newGuest(t.app);
    const mats = await productOf(t.app, 'floor-mats');
    await guestCall(t.app, 'addToGuestCart', { productId: mats.id, quantity: 2 }, token);
    const results = await Promise.all([
      mergeGuestCart(t.app, { userId: buyer.userId, guest: { guestToken: token }, language: 'en' }),
      mergeGuestCart(t.app, { userId: buyer.userId, guest: { guestToken: token }, language: 'en' }),
    ]);
    expect(results.filter((result) => result !== undefined)).toHaveLength(1);
    expect((await cartOf(t.app, buyer)).lines[0]?.quantity).toBe(2);
  });
});
