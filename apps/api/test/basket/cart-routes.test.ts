import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, cartLines, products } from '../../src/db/schema';
import {
  HOUR,
  buildAuctionApp,
  claim,
  createListing,
  createUser,
  type AuctionApp,
} from '../auctions/auction-fixture';
import { createShop, wonAuctionOrder } from '../orders/order-fixture';
import { drivers } from '../helpers/build-test-app';
import { bearer } from '../helpers/fixtures';
import { body, cartCall, cartOf, productOf } from './cart-fixture';

describe.each(drivers)('the basket of a signed-in buyer on %s', (driver) => {
  let t: AuctionApp;
  beforeAll(async () => {
    t = await buildAuctionApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  const buyNowListing = async (dealerId: string, buyNowPrice = 25_000) =>
    createListing(t.app, { dealerId, startingBid: 10_000, buyNowPrice });

  it('starts empty, and needs a session', async () => {
    const buyer = await createUser(t.app);
    expect(await cartOf(t.app, buyer)).toEqual({
      lines: [],
      count: 0,
      vehicleCount: 0,
      vehiclesCents: 0,
      productsCents: 0,
      documentationFeesCents: 0,
      subtotalCents: 0,
      promotions: {
        freeLines: [],
        coupon: null,
        points: { applied: 0, used: 0, discountCents: 0 },
        discountCents: 0,
        totalBeforeTaxesCents: 0,
      },
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/user/getCartDetails' });
    expect(anonymous.statusCode).toBe(401);
    const write = await t.app.inject({ method: 'POST', url: '/user/addToCart', payload: {} });
    expect(write.statusCode).toBe(401);
  });

  it('adds a Buy Now vehicle and products, priced now with the documentation fee per vehicle', async () => {
    const shop = await createShop(t.app);
    const buyer = await createUser(t.app);
    const auctionId = await buyNowListing(shop.dealerId, 25_000);
    const plan = await productOf(t.app, 'protection-plan');
    const mats = await productOf(t.app, 'floor-mats');

    const added = await cartCall(t.app, 'addToCart', { auctionId }, buyer);
    expect(added.statusCode, added.body).toBe(200);
    expect(body(added).message).toBe('Added to your basket');
    // The same vehicle again is still one line.
    expect(
      (await cartCall(t.app, 'addToCart', { auctionId: auctionId.toUpperCase() }, buyer))
        .statusCode,
    ).toBe(200);
    await cartCall(t.app, 'addToCart', { productId: plan.id }, buyer);
    const withMats = await cartCall(t.app, 'addToCart', { productId: mats.id, quantity: 2 }, buyer);
    expect(withMats.statusCode, withMats.body).toBe(200);
    await cartCall(t.app, 'addToCart', { productId: mats.id, quantity: 1 }, buyer);

    const cart = await cartOf(t.app, buyer);
    expect(cart.count).toBe(3);
    expect(cart.vehicleCount).toBe(1);
    const [vehicle, planLine, matsLine] = cart.lines;
    expect(vehicle).toMatchObject({
      kind: 'vehicle',
      status: 'available',
      statusMessage: null,
      quantity: 1,
      unitPriceCents: 2_500_000,
      lineTotalCents: 2_500_000,
      documentationFeeCents: 9_900,
      product: null,
      vehicle: {
        auctionId,
        auctionType: 'auction',
        vehicleName: '2021 Hyundai Tucson Preferred',
        orderId: null,
        paymentDueAt: null,
      },
    });
    expect(planLine).toMatchObject({
      kind: 'product',
      quantity: 1,
      unitPriceCents: plan.priceCents,
    });
    expect(planLine?.product?.slug).toBe('protection-plan');
    expect(matsLine).toMatchObject({ quantity: 3, lineTotalCents: mats.priceCents * 3 });
    expect(cart.vehiclesCents).toBe(2_500_000);
    expect(cart.productsCents).toBe(plan.priceCents + mats.priceCents * 3);
    expect(cart.documentationFeesCents).toBe(9_900);
    expect(cart.subtotalCents).toBe(2_500_000 + 9_900 + plan.priceCents + mats.priceCents * 3);
    // French product texts when asked.
    const french = await cartOf(t.app, buyer, '?language=fr');
    expect(french.lines[1]?.product?.language).toBe('fr');
  });

  it('takes the unpaid order of a vehicle the buyer won or claimed, at the order price', async () => {
    const shop = await createShop(t.app);
    const buyer = await createUser(t.app);
    const { auctionId, orderId } = await wonAuctionOrder(t, shop, buyer, 18_000);
    const claimable = await createListing(t.app, {
      dealerId: shop.dealerId,
      type: 'claimpoint',
      startingBid: 12_000,
      claimPrice: 12_000,
    });
    expect((await claim(t.app, buyer, claimable)).statusCode).toBe(200);
    const added = await cartCall(
      t.app,
      'addMultipleToCart',
      { items: [{ auctionId }, { auctionId: claimable }] },
      buyer,
    );
    expect(added.statusCode, added.body).toBe(200);
    const cart = body(added).data;
    expect(cart.lines.map((line) => [line.vehicle?.auctionId, line.unitPriceCents])).toEqual([
      [auctionId, 1_800_000],
      [claimable, 1_200_000],
    ]);
    expect(cart.lines[0]?.vehicle?.orderId).toBe(orderId);
    expect(cart.lines[0]?.vehicle?.paymentDueAt).toEqual(expect.any(String));
    expect(cart.documentationFeesCents).toBe(2 * 9_900);
  });

  it('refuses what cannot go in the basket, with keyed messages', async () => {
    const shop = await createShop(t.app);
    const buyer = await createUser(t.app);
    const other = await createUser(t.app);
    const refusal = async (payload: unknown, who = buyer) => {
      const response = await cartCall(t.app, 'addToCart', payload, who);
      return { status: response.statusCode, ...body<never>(response) };
    };

    // An auction the buyer has not won: open without Buy Now, and ended won by someone else.
    const plain = await createListing(t.app, { dealerId: shop.dealerId });
    expect(await refusal({ auctionId: plain })).toMatchObject({
      status: 409,
      code: 'NO_BUY_NOW',
      errorKeys: { auctionId: { key: 'basket.noBuyNow' } },
    });
    const lost = await wonAuctionOrder(t, shop, other, 15_000);
    expect(await refusal({ auctionId: lost.auctionId })).toMatchObject({
      status: 409,
      code: 'ALREADY_SOLD',
      message: 'This vehicle has already been sold',
      errorKeys: { auctionId: { key: 'basket.alreadySold' } },
    });
    const ended = await createListing(t.app, {
      dealerId: shop.dealerId,
      endsAt: new Date(t.clock.now().getTime() + HOUR),
    });
    t.clock.advance(2 * HOUR);
    expect(await refusal({ auctionId: ended })).toMatchObject({
      status: 409,
      code: 'NOT_WON',
      message: 'You have not won or claimed this vehicle',
    });
    // A sale not started yet, and one whose seller's sales are paused.
    const later = await createListing(t.app, {
      dealerId: shop.dealerId,
      buyNowPrice: 30_000,
      startsAt: new Date(t.clock.now().getTime() + HOUR),
    });
    expect(await refusal({ auctionId: later })).toMatchObject({
      status: 409,
      code: 'AUCTION_NOT_OPEN',
      message: 'This sale has not started yet',
    });
    const paused = await buyNowListing(shop.dealerId);
    await t.app.db.update(auctions).set({ pausedAt: t.clock.now() }).where(eq(auctions.id, paused));
    expect(await refusal({ auctionId: paused })).toMatchObject({
      status: 409,
      code: 'SELLER_SUSPENDED',
      errorKeys: { auctionId: { key: 'basket.sellerSuspended' } },
    });
    // The dealer's own listing.
    const own = await buyNowListing(shop.dealerId);
    expect(await refusal({ auctionId: own }, shop.seller)).toMatchObject({
      status: 403,
      code: 'OWN_LISTING',
      errorKeys: { auctionId: { key: 'basket.ownListing' } },
    });
    // Unknown ids.
    expect(await refusal({ auctionId: '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f' })).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await refusal({ productId: '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f' })).toMatchObject({
      status: 404,
      message: 'Product not found',
    });
    // Malformed requests.
    const mats = await productOf(t.app, 'floor-mats');
    for (const quantity of [1.5, 0, -1, 100, 'two']) {
      expect(await refusal({ productId: mats.id, quantity })).toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
        errors: { quantity: 'Quantity must be a whole number from 1 to 99' },
      });
    }
    expect(await refusal({})).toMatchObject({
      status: 400,
      errors: { auctionId: 'Name a vehicle (auctionId) or a product (productId)' },
    });
    expect(await refusal({ auctionId: plain, productId: mats.id })).toMatchObject({
      status: 400,
      errors: { auctionId: 'Name a vehicle or a product, not both' },
    });
    expect(await refusal({ auctionId: plain, quantity: 2 })).toMatchObject({
      status: 400,
      errors: { quantity: 'A vehicle line always holds one vehicle' },
    });
    expect(await refusal({ auctionId: 'nope' })).toMatchObject({
      status: 400,
      errors: { auctionId: 'Auction id must be the id of an auction' },
    });
    // Beyond the product's own limit, and a per-vehicle product without a vehicle.
    expect(await refusal({ productId: mats.id, quantity: mats.maxQuantity + 1 })).toMatchObject({
      status: 409,
      code: 'QUANTITY_LIMIT',
      message: `At most ${mats.maxQuantity} of this product per basket`,
      errorKeys: {
        quantity: { key: 'basket.productQuantityMax', values: { max: mats.maxQuantity } },
      },
    });
    const plan = await productOf(t.app, 'protection-plan');
    expect(await refusal({ productId: plan.id })).toMatchObject({
      status: 409,
      code: 'QUANTITY_LIMIT',
      message: 'At most one of this product per vehicle in your basket',
    });
    // A withdrawn product.
    const cam = await productOf(t.app, 'dash-cam');
    await t.app.db.update(products).set({ active: false }).where(eq(products.id, cam.id));
    try {
      expect(await refusal({ productId: cam.id })).toMatchObject({
        status: 409,
        code: 'PRODUCT_WITHDRAWN',
        message: 'This product is no longer sold',
      });
    } finally {
      await t.app.db.update(products).set({ active: true }).where(eq(products.id, cam.id));
    }
    // An admin is not a buyer.
    const admin = await createUser(t.app, 'admin');
    expect(await refusal({ productId: mats.id }, admin)).toMatchObject({
      status: 403,
      code: 'ADMIN_NOT_BUYER',
    });
    // Nothing was added by any refusal.
    expect((await cartOf(t.app, buyer)).count).toBe(0);
  });

  it('adds several items all or none', async () => {
    const shop = await createShop(t.app);
    const buyer = await createUser(t.app);
    const a = await buyNowListing(shop.dealerId);
    const b = await buyNowListing(shop.dealerId);
    const plain = await createListing(t.app, { dealerId: shop.dealerId });
    const plan = await productOf(t.app, 'protection-plan');
    const refused = await cartCall(
      t.app,
      'addMultipleToCart',
      { items: [{ auctionId: a }, { auctionId: plain }] },
      buyer,
    );
    expect(refused.statusCode).toBe(409);
    expect(body<never>(refused).errors).toEqual({ 'items[1].auctionId': expect.any(String) });
    expect((await cartOf(t.app, buyer)).count).toBe(0);
    // Vehicles first: two plans fit two vehicles given in the same call.
    const added = await cartCall(
      t.app,
      'addMultipleToCart',
      { items: [{ productId: plan.id, quantity: 2 }, { auctionId: a }, { auctionId: b }] },
      buyer,
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(body(added).data.count).toBe(3);
    for (const items of [[], undefined, Array.from({ length: 21 }, () => ({ auctionId: a }))]) {
      const bad = await cartCall(t.app, 'addMultipleToCart', { items }, buyer);
      expect(bad.statusCode).toBe(400);
    }
  });

  it('updates a quantity within limits, removes lines and empties the basket', async () => {
    const shop = await createShop(t.app);
    const buyer = await createUser(t.app);
    const a = await buyNowListing(shop.dealerId);
    const b = await buyNowListing(shop.dealerId);
    const plan = await productOf(t.app, 'protection-plan');
    const key = await productOf(t.app, 'spare-key');
    const added = await cartCall(
      t.app,
      'addMultipleToCart',
      {
        items: [
          { auctionId: a },
          { auctionId: b },
          { productId: plan.id, quantity: 2 },
          { productId: key.id },
        ],
      },
      buyer,
    );
    const lines = body(added).data.lines;
    const [vehicleA, , planLine, keyLine] = lines;
    if (!vehicleA || !planLine || !keyLine) throw new Error('lines missing');

    const updated = await cartCall(
      t.app,
      'updateProductQty',
      { itemId: keyLine._id, quantity: 2 },
      buyer,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(body(updated).data.lines[3]?.quantity).toBe(2);
    const tooMany = await cartCall(
      t.app,
      'updateProductQty',
      { itemId: keyLine._id, quantity: 3 },
      buyer,
    );
    expect(tooMany.statusCode).toBe(409);
    expect(body<never>(tooMany).code).toBe('QUANTITY_LIMIT');
    const planTooMany = await cartCall(
      t.app,
      'updateProductQty',
      { itemId: planLine._id, quantity: 3 },
      buyer,
    );
    expect(body<never>(planTooMany).errorKeys?.quantity?.key).toBe('basket.perVehicle');
    const vehicleQty = await cartCall(
      t.app,
      'updateProductQty',
      { itemId: vehicleA._id, quantity: 2 },
      buyer,
    );
    expect(vehicleQty.statusCode).toBe(400);
    for (const payload of [
      { itemId: keyLine._id, quantity: 0 },
      { itemId: keyLine._id, quantity: 1.5 },
      { itemId: keyLine._id },
      { itemId: 'x', quantity: 1 },
    ]) {
      expect((await cartCall(t.app, 'updateProductQty', payload, buyer)).statusCode).toBe(400);
    }
    const unknown = await cartCall(
      t.app,
      'updateProductQty',
      { itemId: '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f', quantity: 1 },
      buyer,
    );
    expect(unknown.statusCode).toBe(404);
    expect(body<never>(unknown).message).toBe('This item is not in your basket');
    // Someone else's line is not theirs to change.
    const stranger = await createUser(t.app);
    expect(
      (await cartCall(t.app, 'removeProductFromCart', { itemId: keyLine._id }, stranger))
        .statusCode,
    ).toBe(404);

    // A vehicle removed: the plans drop to one per vehicle left.
    const removed = await cartCall(t.app, 'removeProductFromCart', { itemId: vehicleA._id }, buyer);
    expect(removed.statusCode, removed.body).toBe(200);
    const after = body(removed).data;
    expect(after.vehicleCount).toBe(1);
    expect(after.lines.find((line) => line.product?.slug === 'protection-plan')?.quantity).toBe(1);
    expect((await cartCall(t.app, 'removeProductFromCart', {}, buyer)).statusCode).toBe(400);

    const emptied = await cartCall(t.app, 'deleteCart', {}, buyer);
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(body(emptied).data.count).toBe(0);
    expect((await cartOf(t.app, buyer)).lines).toEqual([]);
    // GET on a write is not a route (decision 039).
    const get = await t.app.inject({
      method: 'GET',
      url: '/user/deleteCart',
      headers: bearer(buyer.token),
    });
    expect(get.statusCode).toBe(404);
  });

  it('shows a line that cannot be bought any more, counted in no total', async () => {
    const shop = await createShop(t.app);
    const buyer = await createUser(t.app);
    const other = await createUser(t.app);
    const a = await buyNowListing(shop.dealerId, 30_000);
    const mats = await productOf(t.app, 'floor-mats');
    await cartCall(
      t.app,
      'addMultipleToCart',
      { items: [{ auctionId: a }, { productId: mats.id }] },
      buyer,
    );
    // Someone else buys it now.
    expect((await cartCall(t.app, 'buyNow', { auctionId: a }, other)).statusCode).toBe(200);
    const cart = await cartOf(t.app, buyer);
    expect(cart.lines[0]).toMatchObject({
      status: 'sold',
      statusMessage: 'No longer for sale: this vehicle has been sold',
    });
    expect(cart.vehiclesCents).toBe(0);
    expect(cart.documentationFeesCents).toBe(0);
    expect(cart.subtotalCents).toBe(mats.priceCents);
    expect(cart.count).toBe(2);
    const [row] = await t.app.db.select().from(auctions).where(eq(auctions.id, a));
    expect(row?.status).toBe('sold');
  });

  it('never passes a limit when two tabs add the same product at once', async () => {
    const buyer = await createUser(t.app);
    const mats = await productOf(t.app, 'floor-mats');
    const quantity = Math.ceil((mats.maxQuantity + 1) / 2);
    const answers = await Promise.all([
      cartCall(t.app, 'addToCart', { productId: mats.id, quantity }, buyer),
      cartCall(t.app, 'addToCart', { productId: mats.id, quantity }, buyer),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.app.db.select().from(cartLines).where(eq(cartLines.productId, mats.id));
    const mine = (await cartOf(t.app, buyer)).lines;
    expect(mine).toHaveLength(1);
    expect(mine[0]?.quantity).toBe(quantity);
    expect(rows.every((row) => row.quantity <= mats.maxQuantity)).toBe(true);
  });
});
