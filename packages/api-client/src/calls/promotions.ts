/** The basket's promotions: coupons, reward points, free products (docs/product.md §14.2 to §14.4). */
import type * as schemas from '@marketdrop/validation';
import type {
  AppliedPromotions,
  Coupon,
  FreeProductPromotion,
  RewardEntry,
  Rewards,
} from '../contract';
import { call } from './declare';

export const promotionsCalls = {
  getCoupons: call<undefined, Coupon[]>()('GET', '/user/getCoupons', {
    auth: 'session',
    errors: ['UNAUTHENTICATED'],
  }),
  applyCoupon: call<typeof schemas.applyCouponSchema, AppliedPromotions>()(
    'POST',
    '/user/applyCoupon',
    {
      auth: 'session',
      errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED', 'RATE_LIMITED'],
      validation: 'form',
    },
  ),
  removeCoupon: call<undefined, AppliedPromotions>()('POST', '/user/removeCoupon', {
    auth: 'session',
    errors: ['UNAUTHENTICATED'],
  }),
  getRewards: call<undefined, Rewards>()('GET', '/user/getRewards', {
    auth: 'session',
    errors: ['UNAUTHENTICATED'],
  }),
  applyRewards: call<typeof schemas.applyRewardsSchema, AppliedPromotions>()(
    'POST',
    '/user/applyRewards',
    { auth: 'session', errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED'], validation: 'form' },
  ),
  removeRewards: call<undefined, AppliedPromotions>()('POST', '/user/removeRewards', {
    auth: 'session',
    errors: ['UNAUTHENTICATED'],
  }),
  getRewardHistory: call<undefined, RewardEntry[]>()('GET', '/user/getRewardHistory', {
    auth: 'session',
    errors: ['UNAUTHENTICATED'],
  }),
  getAllFreeProducts: call<typeof schemas.freeProductsSchema, FreeProductPromotion[]>()(
    'GET',
    '/user/getAllFreeProducts',
    { auth: 'optional', errors: ['VALIDATION_FAILED'], validation: 'form' },
  ),
} as const;
