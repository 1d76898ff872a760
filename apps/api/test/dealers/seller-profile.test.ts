import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pagination, SellerProfileData } from '@marketdrop/api-client';
import { orderReviews } from '../../src/db/schema';
import { drivers } from '../helpers/build-test-app';
import {
  buildDealerWorld,
  createAccount,
  createDraft,
  post,
  publishedListing,
  type DealerWorld,
} from './dealer-fixture';

type Body = { message: string; code?: string; data: SellerProfileData; pagination: Pagination };

describe.each(drivers)('getSellerProfile on %s', (driver) => {
  let w: DealerWorld;
  beforeAll(async () => {
    w = await buildDealerWorld(driver);
  });
  afterAll(async () => {
    await w?.close();
  });

  it('answers the header and the live listings a page at a time (not drafts, not sold)', async () => {
    const dealer = await createAccount(w.app, 'dealer');
    const buyer = await createAccount(w.app, 'consumer');
    const first = await publishedListing(w, dealer, { model: 'First' });
    await publishedListing(w, dealer, { model: 'Second' });
    const sold = await publishedListing(w, dealer, { model: 'Third' });
    await createDraft(w, dealer, { model: 'Draft' });
    const bought = await post(w.app, '/user/buyNow', buyer.token, { auctionId: sold.auctionId });
    expect(bought.statusCode, bought.body).toBe(200);
    // Two reviews of the dealer's sales (the after-sale flow writes them; here straight in).
    const orderId = bought.json<{ data: { order: { _id: string } } }>().data.order._id;
    await w.app.db
      .insert(orderReviews)
      .values([{ orderId, buyerId: buyer.userId, dealerId: dealer.dealerId as string, rating: 5 }]);
    const other = await publishedListing(w, dealer, { model: 'Fourth' });
    const second = await post(w.app, '/user/buyNow', buyer.token, { auctionId: other.auctionId });
    await w.app.db.insert(orderReviews).values({
      orderId: second.json<{ data: { order: { _id: string } } }>().data.order._id,
      buyerId: buyer.userId,
      dealerId: dealer.dealerId as string,
      rating: 4,
    });
    await post(w.app, '/user/toggleAuction', buyer.token, {
      auctionId: first.auctionId,
      isLiked: true,
    });

    const page1 = await post(w.app, '/user/getSellerProfile', buyer.token, {
      sellerId: dealer.dealerId,
      pageNumber: 1,
      pageSize: 1,
    });
    expect(page1.statusCode, page1.body).toBe(200);
    const body = page1.json<Body>();
    expect(body.data.seller).toEqual({
      _id: dealer.dealerId,
      businessName: expect.stringMatching(/^Quinn Motors /),
      city: 'Toronto',
      province: 'ON',
      memberSince: expect.any(String),
      verified: true,
      vehiclesSold: 2,
      rating: { average: 4.5, count: 2 },
    });
    expect(body.pagination).toEqual({ pageNumber: 1, pageSize: 1, total: 2, totalPages: 2 });
    expect(body.data.listings).toHaveLength(1);
    const page2 = await post(w.app, '/user/getSellerProfile', buyer.token, {
      sellerId: dealer.dealerId,
      pageNumber: 2,
      pageSize: 1,
    });
    const all = [...body.data.listings, ...page2.json<Body>().data.listings];
    expect(all.map((a) => a.vehicle.model).sort()).toEqual(['First', 'Second']);
    expect(all.find((a) => a._id === first.auctionId)?.isSaved).toBe(true);
    // Anonymous callers see it too, without hearts.
    const anonymous = await post(w.app, '/user/getSellerProfile', null, {
      sellerId: dealer.dealerId,
    });
    expect(anonymous.json<Body>().data.listings.every((a) => !a.isSaved)).toBe(true);
  });

  it('unknown seller: 404; bad paging: 400', async () => {
    const fresh = await createAccount(w.app, 'dealer');
    const empty = await post(w.app, '/user/getSellerProfile', null, { sellerId: fresh.dealerId });
    expect(empty.json<Body>().data.seller).toMatchObject({
      vehiclesSold: 0,
      rating: { average: null, count: 0 },
    });
    expect(empty.json<Body>().data.listings).toEqual([]);
    for (const sellerId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await post(w.app, '/user/getSellerProfile', null, { sellerId });
      expect(response.statusCode).toBe(404);
      expect(response.json<Body>()).toEqual({ code: 'NOT_FOUND', message: 'Seller not found' });
    }
    const missing = await post(w.app, '/user/getSellerProfile', null, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Body>().message).toBe('Seller id is required');
    const bad = await post(w.app, '/user/getSellerProfile', null, {
      sellerId: '00000000-0000-4000-8000-000000000000',
      pageSize: 1000,
    });
    expect(bad.statusCode).toBe(400);
  });
});
