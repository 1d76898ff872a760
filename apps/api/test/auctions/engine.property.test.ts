/**
 * Property tests (fast-check): the reference model of proxy-model.ts against the real engine on
 * PGlite, through the HTTP calls. Each run opens listings of its own.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Auction, PlaceBidData } from '@marketdrop/api-client';
import { applyPriceDrops } from '../../src/auctions/apply-price-drops';
import {
  MINUTE,
  T0,
  auctionRow,
  bidRows,
  buildAuctionApp,
  call,
  claim,
  createDealer,
  createListing,
  createUser,
  placeBid,
  type Answer,
  type AuctionApp,
  type TestUser,
} from './auction-fixture';
import { ProxyModel, modelEndAfterBid, modelIncrement, modelMarketDropPrice } from './proxy-model';

describe('the auction engine against its reference model (PGlite)', () => {
  let t: AuctionApp;
  let dealerId: string;
  let bidders: TestUser[];

  beforeAll(async () => {
    t = await buildAuctionApp('pglite');
    dealerId = await createDealer(t.app, null);
    bidders = await Promise.all(Array.from({ length: 4 }, () => createUser(t.app)));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A step: who bids, how far above (or below) the minimum, and an optional extra maximum. */
  const step = fc.record({
    bidder: fc.integer({ min: 0, max: 3 }),
    /** Increments above the minimum; negative: a bid below it (refused). */
    above: fc.integer({ min: -2, max: 6 }),
    extra: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
  });

  it('proxy bidding: the engine answers, leads and prices every bid as the model does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 40, max: 30_000 }),
        fc.option(fc.integer({ min: 50, max: 40_000 }), { nil: null }),
        fc.array(step, { minLength: 1, maxLength: 14 }),
        async (startingBid, reservePrice, steps) => {
          t.setClock(T0);
          const id = await createListing(t.app, { dealerId, startingBid, reservePrice });
          const model = new ProxyModel(startingBid, reservePrice);
          let lastPrice = 0;
          let counted = 0;
          for (const s of steps) {
            const user = bidders[s.bidder] as TestUser;
            const minimum = model.minimumBid;
            const leaderMax = model.leaderMax;
            const amount = Math.max(1, minimum + s.above * modelIncrement(minimum));
            const maxAmount = s.extra === null ? null : amount + s.extra * 75;
            const response = await placeBid(t.app, user, {
              auctionId: id,
              amount,
              ...(maxAmount === null ? {} : { maxAmount }),
            });
            const answer = model.bid({ bidder: user.userId, amount, maxAmount });
            if (!answer.accepted && answer.reason === 'tooLow') {
              expect(response.statusCode).toBe(400);
              expect(response.json()).toMatchObject({
                code: 'BID_TOO_LOW',
                data: { minimumBid: minimum },
              });
              continue;
            }
            if (!answer.accepted) {
              // The leader bid at or under their own maximum: refused, nothing moves.
              expect(response.statusCode, response.body).toBe(409);
              expect(response.json()).toMatchObject({
                code: 'ALREADY_LEADING',
                data: { yourMaxBid: leaderMax },
              });
              continue;
            }
            // The count is the visible history: the bid and any automatic answer to it.
            counted += (answer.counted ? 1 : 0) + (answer.answered ? 1 : 0);
            expect(response.statusCode, response.body).toBe(200);
            const { data } = response.json<Answer<PlaceBidData>>();
            const price = model.price as number;
            expect(data.auction.highestBid).toBe(price);
            expect(data.auction.minimumBid).toBe(model.minimumBid);
            expect(data.bid.isLeader).toBe(model.leader === user.userId);
            // A raise of one's own maximum counts only when it moved the price.
            expect(data.auction.bidCount).toBe(counted);
            // The visible price never exceeds the leader's maximum, and never goes down.
            expect(price).toBeLessThanOrEqual(model.leaderMax as number);
            expect(price).toBeGreaterThanOrEqual(lastPrice);
            lastPrice = price;
          }
          const row = await auctionRow(t.app, id);
          expect(row.leaderId).toBe(model.leader);
          expect(row.highestBid).toBe(model.price);
          expect(row.leaderMaxBid).toBe(model.leaderMax);
          // The history's newest bid is the visible price, and it never went down; the bids
          // anyone sees, buyers' and automatic, are the counted ones (a raise that moved nothing
          // is kept for its maximum only).
          const rows = await bidRows(t.app, id);
          const amounts = rows.filter((r) => !r.maxOnly).map((r) => r.amount);
          expect(amounts.at(-1) ?? null).toBe(model.price);
          expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
          expect(rows.filter((r) => !r.maxOnly)).toHaveLength(counted);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('the increment ladder at and around each boundary', async () => {
    const boundaries = [4_999, 5_000, 24_999, 25_000, 49_999, 50_000, 99_999, 100_000];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...boundaries), fc.integer({ min: 1, max: 2_000_000 })),
        async (startingBid) => {
          t.setClock(T0);
          const id = await createListing(t.app, { dealerId, startingBid });
          const response = await placeBid(t.app, bidders[0], {
            auctionId: id,
            amount: startingBid,
          });
          expect(response.statusCode, response.body).toBe(200);
          expect(response.json<Answer<PlaceBidData>>().data.auction.minimumBid).toBe(
            startingBid + modelIncrement(startingBid),
          );
          const below = startingBid + modelIncrement(startingBid) - 1;
          const refused = await placeBid(t.app, bidders[1], { auctionId: id, amount: below });
          expect(refused.statusCode).toBe(400);
        },
      ),
      { numRuns: 30, examples: boundaries.map((b) => [b]) },
    );
  });

  it('soft close: a bid less than 2 minutes before the end moves it to 2 minutes after the bid', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6 * MINUTE }),
        fc.integer({ min: 1, max: 6 * MINUTE }),
        async (firstBefore, secondGap) => {
          t.setClock(T0);
          const endsAt = T0.getTime() + 10 * MINUTE;
          const id = await createListing(t.app, { dealerId, endsAt: new Date(endsAt) });
          let end = endsAt;
          let extended = false;
          let amount = 10_000;
          // Two bidders, one after the other (the leader bidding again would raise their maximum).
          const steps = [
            { at: endsAt - firstBefore, bidder: bidders[2] },
            { at: endsAt - firstBefore + secondGap, bidder: bidders[3] },
          ];
          for (const { at, bidder } of steps) {
            t.setClock(new Date(at));
            const response = await placeBid(t.app, bidder, { auctionId: id, amount });
            if (at >= end) {
              expect(response.statusCode).toBe(409);
              continue;
            }
            expect(response.statusCode, response.body).toBe(200);
            const next = modelEndAfterBid(end, at);
            extended ||= next !== end;
            end = next;
            const { auction } = response.json<Answer<PlaceBidData>>().data;
            expect(auction.endsAt).toBe(new Date(end).toISOString());
            expect(auction.extended).toBe(extended);
            amount = auction.minimumBid;
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('a leader raising their maximum never moves the end, whenever it comes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6 * MINUTE }),
        fc.integer({ min: 1, max: 40 }),
        async (before, steps) => {
          t.setClock(T0);
          const endsAt = new Date(T0.getTime() + 10 * MINUTE);
          const id = await createListing(t.app, { dealerId, endsAt });
          const first = await placeBid(t.app, bidders[0], { auctionId: id, amount: 10_000 });
          expect(first.statusCode, first.body).toBe(200);
          t.setClock(new Date(endsAt.getTime() - before));
          const raise = await placeBid(t.app, bidders[0], {
            auctionId: id,
            amount: 10_100,
            maxAmount: 10_100 + steps * 100,
          });
          expect(raise.statusCode, raise.body).toBe(200);
          const { auction } = raise.json<Answer<PlaceBidData>>().data;
          expect(auction.endsAt).toBe(endsAt.toISOString());
          expect(auction.extended).toBe(false);
          expect(auction.bidCount).toBe(1);
          expect(auction.highestBid).toBe(10_000);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('MarketDropAI: the price at any instant, shown, stored by the drop job and paid on claim', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 5_000, max: 80_000 }),
        fc.integer({ min: 10, max: 95 }),
        fc.integer({ min: 1, max: 3_000 }),
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 0, max: 48 * 60 * MINUTE }),
        async (startingBid, floorPercent, dropAmount, dropIntervalMinutes, elapsed) => {
          t.setClock(T0);
          const floorPrice = Math.floor((startingBid * floorPercent) / 100);
          const listing = {
            startsAtMs: T0.getTime(),
            startingBid,
            floorPrice,
            dropAmount,
            dropIntervalMinutes,
          };
          const id = await createListing(t.app, {
            dealerId,
            type: 'marketdropai',
            startsAt: T0,
            endsAt: new Date(T0.getTime() + 49 * 60 * MINUTE),
            startingBid,
            floorPrice,
            dropAmount,
            dropIntervalMinutes,
            priceChangesAt: new Date(T0.getTime() + dropIntervalMinutes * MINUTE),
          });
          const at = T0.getTime() + elapsed;
          const expected = modelMarketDropPrice(listing, at);
          t.setClock(new Date(at));
          const shown = await call(t.app, '/user/auctionScreen', { auctionId: id });
          expect(shown.json<Answer<Auction>>().data.currentPrice).toBe(expected);
          await applyPriceDrops(t.app);
          expect((await auctionRow(t.app, id)).currentPrice).toBe(expected);
          const bought = await claim(t.app, bidders[3], id);
          expect(bought.statusCode, bought.body).toBe(200);
          expect(bought.json<Answer<{ order: { price: number } }>>().data.order.price).toBe(
            expected,
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});
