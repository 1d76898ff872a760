/**
 * A live sale's price only goes down (docs/product.md §6.2): `updateListing` may lower the claim,
 * Buy Now, starting bid or a MarketDropAI schedule of a live sale, and watchers see the lower
 * price on the live stream; a raise is 409 PRICE_RAISE_NOT_ALLOWED and changes nothing. After the
 * first bid the terms stay locked, but a Buy Now price may still go down above the highest bid.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auctionEventsUrl,
  type AuctionDetailData,
  type DealerListing,
} from '@marketdrop/api-client';
import { listingMessages } from '@marketdrop/validation';
import { DEALER_MESSAGES } from '../../src/dealers/messages';
import { auctionRow, buildAuctionApp, orderRows } from '../auctions/auction-fixture';
import { drivers, sharedDatabase } from '../helpers/build-test-app';
import { openSse, type SseStream } from '../helpers/sse';
import {
  HOUR,
  buildDealerWorld,
  createAccount,
  listingForm,
  marketDropForm,
  post,
  publishedListing,
  type DealerAccount,
  type DealerWorld,
} from './dealer-fixture';

type Body<T = unknown> = {
  message: string;
  code?: string;
  errors?: Record<string, string>;
  data: T;
};

describe.each(drivers)('the price of a live sale on %s', (driver) => {
  let w: DealerWorld;
  let dealer: DealerAccount;
  let buyer: DealerAccount;
  let base: string;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    w = await buildDealerWorld(driver);
    dealer = await createAccount(w.app, 'dealer');
    buyer = await createAccount(w.app, 'consumer');
    await w.app.listen({ port: 0, host: '127.0.0.1' });
    const address = w.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('No port');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await w?.close();
  });

  const claimPointForm = (overrides: Record<string, unknown> = {}) => {
    const { startingBid: _s, reservePrice: _r, buyNowPrice: _b, ...vehicle } = listingForm(w);
    return { ...vehicle, auctionType: 'claimpoint', claimPrice: 15_000, ...overrides };
  };
  const update = (listing: DealerListing, form: Record<string, unknown>) =>
    post(w.app, '/user/updateListing', dealer.token, { ...form, listingId: listing._id });
  const watch = async (auctionId: string) => {
    const stream = await openSse(auctionEventsUrl(base, auctionId));
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next(() => true);
    return stream;
  };
  /** The listing's terms and its auction row, to show a refusal changed nothing. */
  const snapshot = async (listing: DealerListing) => {
    const mine = await post(w.app, '/user/getDealerListing', dealer.token, {
      listingId: listing._id,
    });
    return {
      terms: mine.json<Body<DealerListing>>().data.terms,
      auction: await auctionRow(w.app, listing.auctionId as string),
    };
  };
  const expectRaiseRefused = async (
    listing: DealerListing,
    form: Record<string, unknown>,
    message: string,
  ) => {
    const before = await snapshot(listing);
    const response = await update(listing, form);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json<Body>()).toEqual({ code: 'PRICE_RAISE_NOT_ALLOWED', message });
    expect(await snapshot(listing)).toEqual(before);
  };

  it('a raise of the claim price is 409 and changes nothing; a drop is 200 and seen live', async () => {
    const listing = await publishedListing(w, dealer, claimPointForm());
    expect(listing.state).toBe('live');
    await expectRaiseRefused(
      listing,
      claimPointForm({ claimPrice: 99_000 }),
      DEALER_MESSAGES.claimPriceRaise,
    );

    const stream = await watch(listing.auctionId as string);
    const dropped = await update(listing, claimPointForm({ claimPrice: 14_000 }));
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json<Body<DealerListing>>().data).toMatchObject({
      terms: { claimPrice: 14_000 },
      currentPrice: 14_000,
    });
    const seen = await stream.next((state) => state.currentPrice === 14_000);
    expect(seen).toMatchObject({ status: 'open', currentPrice: 14_000 });
    expect(seen.seq).toBe((await auctionRow(w.app, listing.auctionId as string)).seq);

    // The buyer who saw the old price is told it changed; the new one buys.
    const stale = await post(w.app, '/user/claimAuction', buyer.token, {
      auctionId: listing.auctionId,
      expectedPrice: 15_000,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'PRICE_CHANGED', data: { currentPrice: 14_000 } });
  });

  it('a raise or removal of the Buy Now price, or of the starting bid, is 409; a lower Buy Now is seen live', async () => {
    const listing = await publishedListing(w, dealer);
    await expectRaiseRefused(
      listing,
      listingForm(w, { buyNowPrice: 99_000 }),
      DEALER_MESSAGES.buyNowRaise,
    );
    await expectRaiseRefused(
      listing,
      listingForm(w, { buyNowPrice: null }),
      DEALER_MESSAGES.buyNowRaise,
    );
    await expectRaiseRefused(
      listing,
      listingForm(w, { startingBid: 5_000, reservePrice: 6_000 }),
      DEALER_MESSAGES.startingBidRaise,
    );
    await expectRaiseRefused(listing, claimPointForm(), DEALER_MESSAGES.formatLive);

    const stream = await watch(listing.auctionId as string);
    const dropped = await update(
      listing,
      listingForm(w, { buyNowPrice: 7_000, startingBid: 3_500 }),
    );
    expect(dropped.statusCode, dropped.body).toBe(200);
    const seen = await stream.next((state) => state.buyNowPrice === 7_000);
    expect(seen).toMatchObject({ currentPrice: 3_500, minimumBid: 3_500, buyNowPrice: 7_000 });
    const detail = await post(w.app, '/user/auctionScreen', buyer.token, {
      auctionId: listing.auctionId,
    });
    expect(detail.json<Body<AuctionDetailData>>().data).toMatchObject({ buyNowPrice: 7_000 });
  });

  it('MarketDropAI: no term may move against the buyer; lower sticker and floor with a larger drop is 200', async () => {
    const listing = await publishedListing(w, dealer, marketDropForm(w));
    const terms = {
      stickerPrice: 9000,
      floorPrice: 6000,
      dropAmount: 250,
      dropIntervalMinutes: 60,
    };
    for (const raise of [
      { stickerPrice: 9500 },
      { floorPrice: 6500 },
      { dropAmount: 200 },
      { dropIntervalMinutes: 90 },
    ]) {
      await expectRaiseRefused(
        listing,
        marketDropForm(w, { ...terms, ...raise }),
        DEALER_MESSAGES.marketDropRaise,
      );
    }
    const stream = await watch(listing.auctionId as string);
    const lower = marketDropForm(w, {
      stickerPrice: 8500,
      floorPrice: 5000,
      dropAmount: 500,
      dropIntervalMinutes: 30,
    });
    const dropped = await update(listing, lower);
    expect(dropped.statusCode, dropped.body).toBe(200);
    await stream.next((state) => state.currentPrice === 8500);
    // An hour later the new schedule has dropped twice: below where the old one would be.
    w.clock.advance(HOUR);
    const detail = await post(w.app, '/user/auctionScreen', buyer.token, {
      auctionId: listing.auctionId,
    });
    expect(detail.json<Body<AuctionDetailData>>().data.currentPrice).toBe(7500);
    w.clock.advance(-HOUR);
  });

  it('a scheduled sale (not live yet) may still change its price either way', async () => {
    const startsAt = new Date(w.clock.now().getTime() + 2 * HOUR).toISOString();
    const listing = await publishedListing(w, dealer, claimPointForm({ startsAt }));
    expect(listing.state).toBe('scheduled');
    const raised = await update(listing, claimPointForm({ startsAt, claimPrice: 16_000 }));
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json<Body<DealerListing>>().data.terms.claimPrice).toBe(16_000);
  });

  it('after a bid: a Buy Now price may go down above the highest bid, nothing else', async () => {
    const listing = await publishedListing(w, dealer);
    const bid = await post(w.app, '/user/placeBid', buyer.token, {
      auctionId: listing.auctionId,
      amount: 6_800,
    });
    expect(bid.statusCode, bid.body).toBe(200);
    const before = await auctionRow(w.app, listing.auctionId as string);

    for (const form of [
      listingForm(w, { buyNowPrice: 9_000 }),
      listingForm(w, { buyNowPrice: null }),
      listingForm(w, { startingBid: 3_000 }),
      listingForm(w, { buyNowPrice: 7_500, reservePrice: 5_000 }),
    ]) {
      const refused = await update(listing, form);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json<Body>()).toEqual({
        code: 'PRICE_TERMS_LOCKED',
        message: DEALER_MESSAGES.termsLocked,
      });
    }
    for (const buyNowPrice of [6_800, 6_500]) {
      const refused = await update(listing, listingForm(w, { buyNowPrice }));
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json<Body>()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { buyNowPrice: listingMessages.buyNowNotAboveBid(6_800) },
        errorKeys: { buyNowPrice: { key: 'listings.buyNowNotAboveBid', values: { bid: 6_800 } } },
      });
    }
    expect(await auctionRow(w.app, listing.auctionId as string)).toEqual(before);

    const stream = await watch(listing.auctionId as string);
    const lowered = await update(listing, listingForm(w, { buyNowPrice: 7_000 }));
    expect(lowered.statusCode, lowered.body).toBe(200);
    const seen = await stream.next((state) => state.buyNowPrice === 7_000);
    // The bidding stands as it was: price, leader, count.
    expect(seen).toMatchObject({ currentPrice: 6_800, highestBid: 6_800, bidCount: 1 });
    const after = await auctionRow(w.app, listing.auctionId as string);
    expect(after).toMatchObject({
      buyNowPrice: 7_000,
      startingBid: before.startingBid,
      currentPrice: before.currentPrice,
      highestBid: before.highestBid,
      leaderId: before.leaderId,
      reservePrice: before.reservePrice,
      endsAt: before.endsAt,
    });
    const bought = await post(w.app, '/user/buyNow', buyer.token, {
      auctionId: listing.auctionId,
      expectedPrice: 7_000,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    await vi.waitFor(() => expect(stream.states().at(-1)?.status).toBe('sold'));
  });
});

describe.each(drivers)('a price drop racing claims on %s', (driver) => {
  it('every claim either buys at the price its buyer saw or buys nothing; one order at most', async () => {
    const shared = await sharedDatabase(driver);
    const a = await buildDealerWorld(driver, { database: shared.database });
    // PostgreSQL: a second server process on the same database takes half the calls.
    const b =
      driver === 'postgres' ? await buildAuctionApp(driver, { database: shared.database }) : a;
    try {
      const dealer = await createAccount(a.app, 'dealer');
      const buyers = await Promise.all(
        Array.from({ length: 8 }, () => createAccount(a.app, 'consumer')),
      );
      const outcomes = { dropFirst: 0, claimFirst: 0 };
      for (let round = 0; round < 4; round += 1) {
        const { startingBid: _s, reservePrice: _r, buyNowPrice: _b, ...vehicle } = listingForm(a);
        const form = { ...vehicle, auctionType: 'claimpoint', claimPrice: 15_000 };
        const listing = await publishedListing(a, dealer, form);
        const claims = buyers.map((buyer, index) =>
          post((index % 2 === 0 ? a : b).app, '/user/claimAuction', buyer.token, {
            auctionId: listing.auctionId,
            expectedPrice: 15_000,
          }),
        );
        // The drop goes in the middle of the claims.
        const drop = post(b.app, '/user/updateListing', dealer.token, {
          ...form,
          claimPrice: 14_000,
          listingId: listing._id,
        });
        const [dropped, ...answers] = await Promise.all([drop, ...claims]);
        const orders = await orderRows(a.app, listing.auctionId as string);
        const codes = answers.map((answer) => answer.json<{ code?: string }>().code ?? 'OK');
        if (dropped.statusCode === 200) {
          outcomes.dropFirst += 1;
          expect(orders).toEqual([]);
          expect(new Set(codes)).toEqual(new Set(['PRICE_CHANGED']));
        } else {
          outcomes.claimFirst += 1;
          expect(dropped.json<{ code: string }>().code).toBe('LISTING_CLOSED');
          expect(orders).toHaveLength(1);
          expect(orders[0]?.price).toBe(15_000);
          expect(codes.filter((code) => code === 'OK')).toHaveLength(1);
          expect(codes.filter((code) => code !== 'OK').every((c) => c === 'ALREADY_SOLD')).toBe(
            true,
          );
          const bought = answers.find((answer) => answer.statusCode === 200);
          expect(bought?.json<{ data: { order: { price: number } } }>().data.order.price).toBe(
            15_000,
          );
        }
      }
      expect(outcomes.dropFirst + outcomes.claimFirst).toBe(4);
    } finally {
      if (b !== a) await b.close();
      await a.close();
      await shared.drop();
    }
  });
});
