import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, DealerListing, OrderSummary } from '@marketdrop/api-client';
import { closeDueAuctions } from '../../src/auctions/close-due-auctions';
import { notifications, orders, reserveOffers } from '../../src/db/schema';
import { DEALER_MESSAGES } from '../../src/dealers/messages';
import { runReserveOffers } from '../../src/dealers/reserve-offers';
import { createPostgresDatabase, drivers } from '../helpers/build-test-app';
import { buildAuctionApp, type AuctionApp } from '../auctions/auction-fixture';
import { bearer } from '../helpers/fixtures';
import {
  HOUR,
  buildDealerWorld,
  createAccount,
  post,
  publishedListing,
  type DealerAccount,
  type DealerWorld,
} from './dealer-fixture';

type Body<T = unknown> = { message: string; code?: string; data: T };

describe.each(drivers)('reserve offers on %s', (driver) => {
  let w: DealerWorld;
  let dealer: DealerAccount;
  let buyer: DealerAccount;
  let other: DealerAccount;

  beforeAll(async () => {
    w = await buildDealerWorld(driver);
    dealer = await createAccount(w.app, 'dealer');
    buyer = await createAccount(w.app, 'consumer');
    other = await createAccount(w.app, 'consumer');
  });
  afterAll(async () => {
    await w?.close();
  });

  /** A listing whose auction closed below its reserve ($6,000) with a $4,100 leading bid. */
  async function closedBelowReserve(): Promise<DealerListing> {
    w.setClock(new Date(Date.parse(w.closeAt) - 50 * HOUR));
    const listing = await publishedListing(w, dealer);
    for (const [who, amount] of [
      [other, 4000],
      [buyer, 4100],
    ] as const) {
      const bid = await post(w.app, '/user/placeBid', who.token, {
        auctionId: listing.auctionId,
        amount,
      });
      expect(bid.statusCode, bid.body).toBe(200);
    }
    w.setClock(new Date(Date.parse(w.closeAt) + 1000));
    await closeDueAuctions(w.app, { now: w.clock.now() });
    const after = await post(w.app, '/user/getDealerListing', dealer.token, {
      listingId: listing._id,
    });
    return after.json<Body<DealerListing>>().data;
  }

  it('offers the highest bid for 24 hours; the job tells the dealer once', async () => {
    const listing = await closedBelowReserve();
    expect(listing).toMatchObject({
      state: 'unsold',
      reserveOffer: {
        highestBid: 4100,
        bidderName: 'Pat',
        status: 'open',
        orderId: null,
        expiresAt: new Date(w.clock.now().getTime() + 24 * HOUR).toISOString(),
      },
    });
    await runReserveOffers(w.app, { now: w.clock.now() });
    await runReserveOffers(w.app, { now: w.clock.now() });
    const told = await w.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.auctionId, listing.auctionId as string));
    expect(told.filter((n) => n.kind === 'reserveOffer')).toEqual([
      expect.objectContaining({ userId: dealer.userId, amount: 4100 }),
    ]);
  });

  it('accepting creates the order for the bidder, who is told they won', async () => {
    const listing = await closedBelowReserve();
    const response = await post(w.app, '/user/acceptReserveOffer', dealer.token, {
      listingId: listing._id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { order, listing: sold } =
      response.json<Body<{ order: OrderSummary; listing: DealerListing }>>().data;
    expect(order).toMatchObject({
      auctionId: listing.auctionId,
      buyerId: buyer.userId,
      price: 4100,
      status: 'pending_payment',
    });
    expect(sold).toMatchObject({
      state: 'sold',
      reserveOffer: { status: 'accepted', orderId: order._id },
    });
    const notices = await w.app.inject({
      method: 'GET',
      url: '/user/getNotification',
      headers: bearer(buyer.token),
    });
    expect(
      notices
        .json<Body<{ notifications: AppNotification[] }>>()
        .data.notifications.find((n) => n.auctionId === listing.auctionId && n.kind === 'won'),
    ).toMatchObject({ amount: 4100, orderId: order._id });
    const again = await post(w.app, '/user/acceptReserveOffer', dealer.token, {
      listingId: listing._id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<Body>()).toEqual({
      code: 'RESERVE_OFFER_CLOSED',
      message: DEALER_MESSAGES.offerClosed,
    });
  });

  it('two accepts at once make one order', async () => {
    const listing = await closedBelowReserve();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        post(w.app, '/user/acceptReserveOffer', dealer.token, { listingId: listing._id }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const made = await w.app.db
      .select()
      .from(orders)
      .where(eq(orders.auctionId, listing.auctionId as string));
    expect(made).toHaveLength(1);
  });

  it('declining closes the offer; another dealer cannot touch it (404)', async () => {
    const listing = await closedBelowReserve();
    const rival = await createAccount(w.app, 'dealer');
    const stolen = await post(w.app, '/user/acceptReserveOffer', rival.token, {
      listingId: listing._id,
    });
    expect(stolen.statusCode).toBe(404);
    const declined = await post(w.app, '/user/declineReserveOffer', dealer.token, {
      listingId: listing._id,
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<Body<DealerListing>>().data.reserveOffer?.status).toBe('declined');
    const accept = await post(w.app, '/user/acceptReserveOffer', dealer.token, {
      listingId: listing._id,
    });
    expect(accept.statusCode).toBe(409);
  });

  it('after 24 hours the offer lapses: the job records it, accepting is refused', async () => {
    const listing = await closedBelowReserve();
    w.clock.advance(24 * HOUR + 1000);
    const next = await runReserveOffers(w.app, { now: w.clock.now() });
    expect(next === null || next.getTime() > w.clock.now().getTime()).toBe(true);
    const [decision] = await w.app.db
      .select()
      .from(reserveOffers)
      .where(eq(reserveOffers.auctionId, listing.auctionId as string));
    expect(decision).toMatchObject({ status: 'lapsed', decidedBy: null });
    const accept = await post(w.app, '/user/acceptReserveOffer', dealer.token, {
      listingId: listing._id,
    });
    expect(accept.statusCode).toBe(409);
    const seen = await post(w.app, '/user/getDealerListing', dealer.token, {
      listingId: listing._id,
    });
    expect(seen.json<Body<DealerListing>>().data.reserveOffer?.status).toBe('lapsed');
  });

  it('a listing without an offer (live) is refused with 409', async () => {
    w.setClock(new Date(Date.parse(w.closeAt) - 50 * HOUR));
    const listing = await publishedListing(w, dealer);
    const accept = await post(w.app, '/user/acceptReserveOffer', dealer.token, {
      listingId: listing._id,
    });
    expect(accept.statusCode).toBe(409);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'a reserve offer accepted from two servers on one PostgreSQL',
  () => {
    let w: DealerWorld;
    let other: AuctionApp;
    let drop: () => Promise<void> = async () => {};

    beforeAll(async () => {
      const pg = await createPostgresDatabase();
      drop = pg.drop;
      const database = { driver: 'postgres', url: pg.url } as const;
      w = await buildDealerWorld('postgres', { database });
      other = await buildAuctionApp('postgres', { database });
    });
    afterAll(async () => {
      await w?.close();
      await other?.close();
      await drop();
    });

    it('six accepts split over both servers make one order', async () => {
      const dealer = await createAccount(w.app, 'dealer');
      const buyer = await createAccount(w.app, 'consumer');
      w.setClock(new Date(Date.parse(w.closeAt) - 50 * HOUR));
      const listing = await publishedListing(w, dealer);
      const bid = await post(w.app, '/user/placeBid', buyer.token, {
        auctionId: listing.auctionId,
        amount: 4500,
      });
      expect(bid.statusCode, bid.body).toBe(200);
      const closedAt = new Date(Date.parse(w.closeAt) + 1000);
      w.setClock(closedAt);
      other.setClock(closedAt);
      await closeDueAuctions(w.app, { now: closedAt });
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          post(i % 2 === 0 ? w.app : other.app, '/user/acceptReserveOffer', dealer.token, {
            listingId: listing._id,
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      const made = await w.app.db
        .select()
        .from(orders)
        .where(eq(orders.auctionId, listing.auctionId as string));
      expect(made).toEqual([expect.objectContaining({ buyerId: buyer.userId, price: 4500 })]);
    });
  },
);
