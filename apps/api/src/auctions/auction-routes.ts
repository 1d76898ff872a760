import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { authOf } from '../plugins/auth';
import { assertBuyerRole } from './buyer-role';
import { mountCalls, type CallRoutes } from '../shared/mount-call';
import { buyNow, BUY_NOW_MESSAGE } from './buy-now';
import { claimAuction, CLAIM_MESSAGE } from './claim-auction';
import { BID_HISTORY_MESSAGE, findBidHistory } from './find-bid-history';
import { placeBid, placeBidMessage } from './place-bid';

const tags = ['auctions'];

/** Refuses bids, claims and Buy Now to admin accounts (403 ADMIN_NOT_BUYER), before the body. */
const buyersOnly: preValidationHookHandler = async (request) => {
  assertBuyerRole(authOf(request).user);
};

/** Bids, claims, Buy Now and the bid history (docs/product.md §4 Auction rules, decision 018). */
export function auctionCalls(app: FastifyInstance) {
  return {
    placeBid: {
      docs: {
        tags,
        summary: 'Bid on an ascending auction, optionally with a secret maximum (proxy bid)',
        description:
          'Whole dollars. `amount` must be at least the minimum next bid (the starting bid, else the price plus the increment): 400 BID_TOO_LOW with `errors.amount` and `data.minimumBid`. A bid below an earlier maximum is accepted and answered at once by it: 200 with `bid.isLeader` false. A bid in the last 2 minutes moves the end to now + 2 minutes. The leader bidding again without raising their maximum: 409 ALREADY_LEADING with `data.yourMaxBid`; a leader raising their maximum is accepted without moving the end or counting a bid (unless the price moves). Not open: 409; sold: 409 ALREADY_SOLD; the seller’s account suspended: 409 SELLER_SUSPENDED; own listing: 403; an admin: 403 ADMIN_NOT_BUYER; not an auction: 400. Limited per buyer (BID_RATE_LIMIT_MAX bids per BID_RATE_LIMIT_WINDOW_MS, 30 a minute by default): 429 RATE_LIMITED.',
      },
      preValidation: [buyersOnly, app.rateLimitFor('placeBid')],
      handler: async (request) => {
        const result = await placeBid(app, {
          userId: authOf(request).user.id,
          auctionId: request.body.auctionId,
          amount: request.body.amount,
          maxAmount: request.body.maxAmount ?? null,
        });
        return { message: placeBidMessage(result), data: result.data };
      },
    },

    claimAuction: {
      docs: {
        tags,
        summary: 'Claim a MarketDropAI (price now) or ClaimPOINT (claim price) listing',
        description:
          'The first claim wins and creates the order (Pending Payment); every later one: 409 ALREADY_SOLD. Not started or ended: 409 AUCTION_NOT_OPEN; the seller’s account suspended: 409 SELLER_SUSPENDED. An ascending auction: 400 NOT_CLAIMABLE. Own listing: 403; an admin: 403 ADMIN_NOT_BUYER; a buyer under the cancellation limit: 403 BUYER_RESTRICTED. `expectedPrice` (optional, whole dollars): the price the buyer saw; when the price now (MarketDropAI: from the server clock) is another one, nothing is bought: 409 PRICE_CHANGED with `data.currentPrice`.',
      },
      preValidation: [buyersOnly],
      handler: async (request) => ({
        message: CLAIM_MESSAGE,
        data: await claimAuction(app, {
          userId: authOf(request).user.id,
          auctionId: request.body.auctionId,
          expectedPrice: request.body.expectedPrice ?? null,
        }),
      }),
    },

    buyNow: {
      docs: {
        tags,
        summary: 'Buy a listing at its Buy Now price, ending the sale at once',
        description:
          'Creates the order (Pending Payment). No Buy Now price, or a bid has reached it: 400 NO_BUY_NOW. Sold: 409 ALREADY_SOLD; not started or ended: 409 AUCTION_NOT_OPEN; the seller’s account suspended: 409 SELLER_SUSPENDED. Own listing: 403; an admin: 403 ADMIN_NOT_BUYER; a buyer under the cancellation limit: 403 BUYER_RESTRICTED. `expectedPrice` (optional, whole dollars): the Buy Now price the buyer saw; when it is another one now, nothing is bought: 409 PRICE_CHANGED with `data.currentPrice`.',
      },
      preValidation: [buyersOnly],
      handler: async (request) => ({
        message: BUY_NOW_MESSAGE,
        data: await buyNow(app, {
          userId: authOf(request).user.id,
          auctionId: request.body.auctionId,
          expectedPrice: request.body.expectedPrice ?? null,
        }),
      }),
    },

    getBidHistory: {
      docs: {
        tags,
        summary: "An auction's bids, newest first, bidders anonymised per auction",
        description:
          '`Bidder 1`, `Bidder 2`... in the order of their first bid on the auction; `isYours` marks the signed-in caller’s bids; `automatic` marks the bids the engine placed for a maximum. No maximum is ever shown. Unknown auction: 404.',
      },
      handler: async (request) => {
        const { data, pagination } = await findBidHistory(app, {
          auctionId: request.body.auctionId,
          userId: request.user?.id ?? null,
          page: { pageNumber: request.body.pageNumber, pageSize: request.body.pageSize },
        });
        return { message: BID_HISTORY_MESSAGE, data, pagination };
      },
    },
  } satisfies CallRoutes;
}

/** Mounts `auctionCalls` (a Fastify plugin under `/user`). */
export default async function auctionRoutes(app: FastifyInstance) {
  mountCalls(app, auctionCalls(app));
}
