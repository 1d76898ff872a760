import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../plugins/auth';
import { languageOf } from '../shared/language';
import { mountCalls, type CallRoutes } from '../shared/mount-call';
import { findAppliedPromotions, type BasketLinesOf } from './promotions-basket';
import { applyCoupon, findUsableCoupons, removeCoupon } from './promotions-coupons';
import { findFreeProducts } from './promotions-free-products';
import { applyPromotions } from './promotions-pricing';
import { seedPromotions } from './promotions-seed';
import { applyRewards, findRewardHistory, findRewards, removeRewards } from './promotions-rewards';

export const PROMOTION_MESSAGES = {
  coupons: 'Coupons fetched successfully',
  couponApplied: 'Coupon applied',
  couponRemoved: 'Coupon removed',
  rewards: 'Rewards fetched successfully',
  rewardsApplied: 'Reward points applied',
  rewardsRemoved: 'Reward points removed',
  rewardHistory: 'Reward history fetched successfully',
  freeProducts: 'Free products fetched successfully',
} as const;

const tags = ['basket'];

export type PromotionRoutesOptions = {
  /** The signed-in buyer's basket, priced (for a coupon's minimum). */
  basketLinesOf: BasketLinesOf;
};

/** The basket's promotions (docs/product.md §14.4 to §14.6): coupons, reward points, free products. */
export function promotionCalls(app: FastifyInstance, opts: PromotionRoutesOptions) {
  const userIdOf = (request: FastifyRequest) => authOf(request).user.id;
  const applied = (request: FastifyRequest) =>
    findAppliedPromotions(app, { userId: userIdOf(request), language: languageOf(request) });
  return {
    getCoupons: {
      docs: {
        tags,
        summary: 'The coupon codes the signed-in buyer may use now',
        description:
          'In their dates, not used yet when once per account, first-purchase-only codes only for an account that never paid an order. Their minimum basket is shown, not checked.',
      },
      handler: async (request) => ({
        message: PROMOTION_MESSAGES.coupons,
        data: await findUsableCoupons(app, {
          userId: userIdOf(request),
          now: app.clock(),
          language: languageOf(request),
        }),
      }),
    },
    applyCoupon: {
      docs: {
        tags,
        summary: "Applies a coupon code to the buyer's basket",
        description:
          'Replaces the coupon applied before. Refusals (400, on `code`, each with its own message key): unknown, expired, not yet valid, already used, first purchase only, minimum not met. The use is recorded at payment, once per account even from two tabs. Limited per buyer (10 codes per 10 minutes): 429 RATE_LIMITED.',
      },
      preValidation: [app.rateLimitFor('applyCoupon')],
      handler: async (request) => {
        const userId = userIdOf(request);
        const now = app.clock();
        const lines = await opts.basketLinesOf(app, { userId, now });
        await applyCoupon(app, {
          userId,
          code: request.body.code,
          subtotalCents: applyPromotions(lines, { now }).subtotalCents,
          now,
        });
        return { message: PROMOTION_MESSAGES.couponApplied, data: await applied(request) };
      },
    },
    removeCoupon: {
      docs: {
        tags,
        summary: "Removes the coupon from the buyer's basket",
        description: 'POST (decision 039). Without a coupon applied, changes nothing.',
      },
      handler: async (request) => {
        await removeCoupon(app, { userId: userIdOf(request), now: app.clock() });
        return { message: PROMOTION_MESSAGES.couponRemoved, data: await applied(request) };
      },
    },
    getRewards: {
      docs: {
        tags,
        summary: "The buyer's reward points: balance, value, points applied to the basket",
        description: '1 point per whole $10 paid on a completed order; 100 points = $1.',
      },
      handler: async (request) => ({
        message: PROMOTION_MESSAGES.rewards,
        data: await findRewards(app, { userId: userIdOf(request) }),
      }),
    },
    applyRewards: {
      docs: {
        tags,
        summary: "Applies reward points to the basket's fees and add-ons",
        description:
          'A whole number above 0, at most the balance (400 on `points` otherwise). Spent at payment, on the fees and add-ons only (never a vehicle price): points beyond them are not spent.',
      },
      handler: async (request) => {
        await applyRewards(app, {
          userId: userIdOf(request),
          points: request.body.points,
          now: app.clock(),
        });
        return { message: PROMOTION_MESSAGES.rewardsApplied, data: await applied(request) };
      },
    },
    removeRewards: {
      docs: { tags, summary: 'Removes the reward points from the basket', description: 'POST.' },
      handler: async (request) => {
        await removeRewards(app, { userId: userIdOf(request), now: app.clock() });
        return { message: PROMOTION_MESSAGES.rewardsRemoved, data: await applied(request) };
      },
    },
    getRewardHistory: {
      docs: {
        tags,
        summary: "The buyer's reward points ledger, newest first",
        description: 'Earned, redeemed and expired entries, each with its order (at most 200).',
      },
      handler: async (request) => ({
        message: PROMOTION_MESSAGES.rewardHistory,
        data: await findRewardHistory(app, { userId: userIdOf(request) }),
      }),
    },
    getAllFreeProducts: {
      docs: {
        tags,
        summary: 'The promotions that add a product at $0 to a qualifying basket',
        description:
          'E.g. detailing with any vehicle of $20,000 or more. Applied automatically by the basket and dropped when it stops qualifying.',
      },
      handler: async (request) => ({
        message: PROMOTION_MESSAGES.freeProducts,
        data: await findFreeProducts(app, {
          now: app.clock(),
          language: languageOf(request, { asked: request.query.language }),
        }),
      }),
    },
  } satisfies CallRoutes;
}

/** Seeds the coupons and free-product promotions, then mounts `promotionCalls` (under `/user`). */
export default async function promotionRoutes(app: FastifyInstance, opts: PromotionRoutesOptions) {
  await seedPromotions(app);
  mountCalls(app, promotionCalls(app, opts));
}
