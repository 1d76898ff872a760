/**
 * The dealer's side of a cancelled sale (docs/product.md §4.11, §6.2): the listing follows its
 * auction (live again, not sold), and a sale with no time left is relisted in one click with the
 * same terms, to the next Thursday close at least a day away.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealerListing, DealerListingsData, OrderSummary } from '@marketdrop/api-client';
import { thursdayCloses } from '@marketdrop/validation';
import { closeDueAuctions } from '../../src/auctions/close-due-auctions';
import { bids, notifications } from '../../src/db/schema';
import { DEALER_MESSAGES } from '../../src/dealers/messages';
import { auctionRow } from '../auctions/auction-fixture';
import { drivers } from '../helpers/build-test-app';
import {
  HOUR,
  buildDealerWorld,
  createAccount,
  createDraft,
  post,
  publishedListing,
  type DealerAccount,
  type DealerWorld,
} from './dealer-fixture';

type Body<T = unknown> = { message: string; code?: string; data: T };

const DAY = 24 * HOUR;

describe.each(drivers)('a cancelled sale on the dealer side on %s', (driver) => {
  let w: DealerWorld;
  let dealer: DealerAccount;

  beforeAll(async () => {
    w = await buildDealerWorld(driver);
    dealer = await createAccount(w.app, 'dealer');
  });
  afterAll(async () => {
    await w?.close();
  });

  const listingOf = async (listingId: string) => {
    const response = await post(w.app, '/user/getDealerListing', dealer.token, { listingId });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Body<DealerListing>>().data;
  };
  const relist = (listingId: string, token = dealer.token) =>
    post(w.app, '/user/relistListing', token, { listingId });
  const cancel = (buyer: DealerAccount, orderId: string) =>
    post(w.app, '/user/cancelOrder', buyer.token, { orderId, reason: 'Found another car' });
  const told = (userId: string, kind: string) =>
    w.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind as never)));

  it('Buy Now then cancel with time left: the listing is live again, not sold', async () => {
    w.setClock(new Date(Date.parse(w.closeAt) - 30 * HOUR));
    const listing = await publishedListing(w, dealer);
    const buyer = await createAccount(w.app, 'consumer');
    const bought = await post(w.app, '/user/buyNow', buyer.token, {
      auctionId: listing.auctionId,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    expect((await listingOf(listing._id)).state).toBe('sold');
    const order = bought.json<Body<{ order: OrderSummary }>>().data.order;
    expect((await cancel(buyer, order._id)).statusCode).toBe(200);

    const after = await listingOf(listing._id);
    expect(after).toMatchObject({
      state: 'live',
      termsLocked: false,
      canRelist: false,
      currentPrice: 4000,
    });
    const list = await post(w.app, '/user/getDealerListings', dealer.token, { state: 'live' });
    expect(list.json<Body<DealerListingsData>>().data.listings.map((l) => l._id)).toContain(
      listing._id,
    );
    // Live: it takes bids again.
    const bid = await post(w.app, '/user/placeBid', buyer.token, {
      auctionId: listing.auctionId,
      amount: 4000,
    });
    expect(bid.statusCode, bid.body).toBe(200);
  });

  it('a claim cancelled after the close: unsold, the dealer told; relisted in one click with the same terms', async () => {
    w.setClock(new Date(Date.parse(w.closeAt) - 30 * HOUR));
    const listing = await publishedListing(w, dealer, {
      auctionType: 'claimpoint',
      claimPrice: 7500,
    });
    const [buyer, saver] = [
      await createAccount(w.app, 'consumer'),
      await createAccount(w.app, 'consumer'),
    ];
    const saved = await post(w.app, '/user/toggleAuction', saver.token, {
      auctionId: listing.auctionId,
      isLiked: true,
    });
    expect(saved.statusCode).toBe(200);
    const claimed = await post(w.app, '/user/claimAuction', buyer.token, {
      auctionId: listing.auctionId,
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const order = claimed.json<Body<{ order: OrderSummary }>>().data.order;

    // Past the Thursday close the buyer cancels: no time left.
    w.setClock(new Date(Date.parse(w.closeAt) + HOUR));
    expect((await cancel(buyer, order._id)).statusCode).toBe(200);
    const ended = await listingOf(listing._id);
    expect(ended).toMatchObject({ state: 'unsold', canRelist: true, reserveOffer: null });
    expect(await told(dealer.userId, 'saleRelistable')).toHaveLength(1);

    const relisted = await relist(listing._id);
    expect(relisted.statusCode, relisted.body).toBe(200);
    const body = relisted.json<Body<DealerListing>>();
    expect(body.message).toBe(DEALER_MESSAGES.relisted);
    const now = w.clock.now();
    const close = thursdayCloses(now, 2).find((at) => at.getTime() - now.getTime() >= DAY);
    expect(body.data).toMatchObject({
      state: 'live',
      canRelist: false,
      currentPrice: 7500,
      terms: {
        auctionType: 'claimpoint',
        claimPrice: 7500,
        startsAt: now.toISOString(),
        endsAt: close?.toISOString(),
      },
    });
    expect(await auctionRow(w.app, listing.auctionId as string)).toMatchObject({
      status: 'open',
      closedAt: null,
      currentPrice: 7500,
      leaderId: null,
    });
    // Its watchers are told; a second click answers it as it is.
    expect((await told(saver.userId, 'backOnSale')).map((n) => n.amount)).toEqual([7500]);
    const again = await relist(listing._id);
    expect(again.statusCode).toBe(200);
    expect(again.json<Body<DealerListing>>().data.terms.endsAt).toBe(close?.toISOString());
    expect(await told(saver.userId, 'backOnSale')).toHaveLength(1);

    // And it sells again, at its price.
    const next = await post(w.app, '/user/claimAuction', saver.token, {
      auctionId: listing.auctionId,
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json<Body<{ order: OrderSummary }>>().data.order.price).toBe(7500);
  });

  it('an auction with an offer still open is not relisted; once declined, a new sale starts without the old bids', async () => {
    w.setClock(new Date(Date.parse(w.closeAt) - 30 * HOUR));
    const listing = await publishedListing(w, dealer);
    const bidder = await createAccount(w.app, 'consumer');
    expect(
      (
        await post(w.app, '/user/placeBid', bidder.token, {
          auctionId: listing.auctionId,
          amount: 4500,
        })
      ).statusCode,
    ).toBe(200);
    w.setClock(new Date(Date.parse(w.closeAt) + 1000));
    await closeDueAuctions(w.app, { now: w.clock.now() });
    expect((await listingOf(listing._id)).reserveOffer?.status).toBe('open');

    const refused = await relist(listing._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Body>().code).toBe('NOT_RELISTABLE');
    expect(
      (await post(w.app, '/user/declineReserveOffer', dealer.token, { listingId: listing._id }))
        .statusCode,
    ).toBe(200);
    expect((await listingOf(listing._id)).canRelist).toBe(true);

    const relisted = await relist(listing._id);
    expect(relisted.statusCode, relisted.body).toBe(200);
    expect(relisted.json<Body<DealerListing>>().data).toMatchObject({
      state: 'live',
      highestBid: null,
      reserveOffer: null,
      stats: { bids: 0 },
      currentPrice: 4000,
      terms: { startingBid: 4000, reservePrice: 6000, buyNowPrice: 8000 },
    });
    const left = await w.app.db
      .select()
      .from(bids)
      .where(eq(bids.auctionId, listing.auctionId as string));
    expect(left).toEqual([]);
    expect((await told(bidder.userId, 'backOnSale')).map((n) => n.amount)).toEqual([4000]);
  });

  it('an accepted offer whose buyer cancels: unsold, no offer left, relistable', async () => {
    w.setClock(new Date(Date.parse(w.closeAt) - 30 * HOUR));
    const listing = await publishedListing(w, dealer);
    const bidder = await createAccount(w.app, 'consumer');
    await post(w.app, '/user/placeBid', bidder.token, {
      auctionId: listing.auctionId,
      amount: 4500,
    });
    w.setClock(new Date(Date.parse(w.closeAt) + 1000));
    await closeDueAuctions(w.app, { now: w.clock.now() });
    const accepted = await post(w.app, '/user/acceptReserveOffer', dealer.token, {
      listingId: listing._id,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const order = accepted.json<Body<{ order: OrderSummary }>>().data.order;
    expect((await cancel(bidder, order._id)).statusCode).toBe(200);
    expect(await listingOf(listing._id)).toMatchObject({
      state: 'unsold',
      reserveOffer: null,
      canRelist: true,
    });
    expect((await relist(listing._id)).statusCode).toBe(200);
  });

  it('refusals: a draft, a sold listing, another dealer, a consumer, an unknown or missing id', async () => {
    w.setClock(new Date(Date.parse(w.closeAt) - 30 * HOUR));
    const draft = await createDraft(w, dealer);
    const onDraft = await relist(draft._id);
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json<Body>().code).toBe('NOT_RELISTABLE');

    const sold = await publishedListing(w, dealer);
    const buyer = await createAccount(w.app, 'consumer');
    await post(w.app, '/user/buyNow', buyer.token, { auctionId: sold.auctionId });
    const onSold = await relist(sold._id);
    expect(onSold.statusCode).toBe(409);
    expect(onSold.json<Body>().code).toBe('NOT_RELISTABLE');

    const other = await createAccount(w.app, 'dealer');
    expect((await relist(sold._id, other.token)).statusCode).toBe(404);
    const consumer = await createAccount(w.app, 'consumer');
    expect((await relist(sold._id, consumer.token)).statusCode).toBe(403);
    expect((await relist('not-an-id')).statusCode).toBe(404);
    const bad = await post(w.app, '/user/relistListing', dealer.token, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Body>().code).toBe('VALIDATION_FAILED');
  });
});
