/**
 * The price a buyer saw (docs/product.md §4.6): a claim or a Buy Now may carry `expectedPrice`;
 * when the server's price now is another one, nothing is bought (409 PRICE_CHANGED with the price
 * now), and bad values are 400 with the field's message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseData } from '@marketdrop/api-client';
import { auctionMessages } from '@marketdrop/validation';
import { applyPriceDrops } from '../../src/auctions/apply-price-drops';
import { drivers } from '../helpers/build-test-app';
import {
  MINUTE,
  T0,
  auctionRow,
  buildAuctionApp,
  call,
  createDealer,
  createListing,
  createUser,
  orderRows,
  type Answer,
  type AuctionApp,
  type ListingSpec,
  type TestUser,
} from './auction-fixture';

describe.each(drivers)('expectedPrice of claims and Buy Now on %s', (driver) => {
  let t: AuctionApp;
  let dealerId: string;
  let alice: TestUser;

  beforeAll(async () => {
    t = await buildAuctionApp(driver);
    const seller = await createUser(t.app, 'dealer');
    dealerId = await createDealer(t.app, seller.userId);
    alice = await createUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const listing = (spec: Omit<ListingSpec, 'dealerId'>) => {
    t.setClock(T0);
    return createListing(t.app, { dealerId, ...spec });
  };
  const claim = (auctionId: string, body: Record<string, unknown>) =>
    call(t.app, '/user/claimAuction', { auctionId, ...body }, alice);
  const buyNow = (auctionId: string, body: Record<string, unknown>) =>
    call(t.app, '/user/buyNow', { auctionId, ...body }, alice);

  it('ClaimPOINT: another price is 409 PRICE_CHANGED with the price now, nothing bought; the same price buys', async () => {
    const id = await listing({ type: 'claimpoint', startingBid: 16_000, claimPrice: 15_000 });
    const before = await auctionRow(t.app, id);
    const refused = await claim(id, { expectedPrice: 99_000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'PRICE_CHANGED',
      message: 'The price changed to $15,000. Review it and try again.',
      data: { currentPrice: 15_000 },
    });
    expect(await orderRows(t.app, id)).toEqual([]);
    expect(await auctionRow(t.app, id)).toEqual(before);

    const bought = await claim(id, { expectedPrice: 15_000 });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json<Answer<PurchaseData>>().data.order).toMatchObject({
      price: 15_000,
      buyerId: alice.userId,
    });
  });

  it('Buy Now: another price is 409 PRICE_CHANGED, nothing bought; the Buy Now price buys', async () => {
    const id = await listing({ startingBid: 10_000, buyNowPrice: 15_000 });
    const refused = await buyNow(id, { expectedPrice: 14_000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PRICE_CHANGED',
      data: { currentPrice: 15_000 },
    });
    expect(await orderRows(t.app, id)).toEqual([]);
    expect((await auctionRow(t.app, id)).status).toBe('open');

    const bought = await buyNow(id, { expectedPrice: 15_000 });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json<Answer<PurchaseData>>().data.order).toMatchObject({
      price: 15_000,
      source: 'buyNow',
    });
  });

  it('MarketDropAI: the schedule’s price now buys; once a drop interval passed, the old price is 409', async () => {
    // Started 59 minutes before T0 with a 15-minute interval: $28,500 at T0 (three drops).
    const spec = {
      type: 'marketdropai' as const,
      startingBid: 30_000,
      floorPrice: 25_000,
      dropAmount: 500,
      dropIntervalMinutes: 15,
      startsAt: new Date(T0.getTime() - 59 * MINUTE),
    };
    const now = await listing(spec);
    const bought = await claim(now, { expectedPrice: 28_500 });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json<Answer<PurchaseData>>().data.order.price).toBe(28_500);

    const later = await listing(spec);
    // One minute later the fourth drop is due (the drop job has not run: the clock decides).
    t.setClock(new Date(T0.getTime() + MINUTE));
    const stale = await claim(later, { expectedPrice: 28_500 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: 'PRICE_CHANGED',
      message: 'The price changed to $28,000. Review it and try again.',
      data: { currentPrice: 28_000 },
    });
    expect(await orderRows(t.app, later)).toEqual([]);
    // The drop job changes nothing about it: the price a claim pays is the clock's.
    await applyPriceDrops(t.app);
    const fresh = await claim(later, { expectedPrice: 28_000 });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json<Answer<PurchaseData>>().data.order.price).toBe(28_000);
  });

  it('without expectedPrice a claim still buys at the price now (older clients)', async () => {
    const id = await listing({ type: 'claimpoint', startingBid: 9_000, claimPrice: 8_000 });
    const bought = await claim(id, {});
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json<Answer<PurchaseData>>().data.order.price).toBe(8_000);
  });

  it('OpenAPI documents expectedPrice, the disclosure call and the detail’s disclosures', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    type Operation = {
      requestBody?: { content: Record<string, { schema: { properties?: object } }> };
      responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
    };
    const paths = response.json<{ paths: Record<string, { post?: Operation }> }>().paths;
    for (const call of ['claimAuction', 'buyNow']) {
      const body = paths[`/user/${call}`]?.post?.requestBody?.content['application/json'];
      expect(body?.schema.properties).toHaveProperty('expectedPrice');
    }
    const disclosure = paths['/user/addListingDisclosure']?.post;
    expect(disclosure?.requestBody?.content['application/json']?.schema.properties).toHaveProperty(
      'text',
    );
    const detail = JSON.stringify(paths['/user/auctionScreen']?.post?.responses['200']);
    expect(detail).toContain('"disclosures"');
  });

  it('bad expectedPrice values are 400 with the field message, and buy nothing', async () => {
    const claimable = await listing({ type: 'claimpoint', startingBid: 9_000, claimPrice: 8_000 });
    const buyable = await listing({ startingBid: 5_000, buyNowPrice: 8_000 });
    for (const expectedPrice of [1.5, 8_000.5, -8_000, 0, '8000', 10_000_001, true]) {
      for (const [id, send] of [
        [claimable, claim],
        [buyable, buyNow],
      ] as const) {
        const response = await send(id, { expectedPrice });
        expect(response.statusCode, JSON.stringify(expectedPrice)).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          errors: { expectedPrice: auctionMessages.expectedPrice },
        });
      }
    }
    expect(await orderRows(t.app, claimable)).toEqual([]);
    expect(await orderRows(t.app, buyable)).toEqual([]);
  });
});
