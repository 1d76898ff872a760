// The promotions' constants and messages without yup (see basket-messages.ts, which spreads them
// into `basketMessages`: their keys are `basket.<name>`). docs/product.md §14.2 to §14.4.

/** What a coupon takes off: a fixed amount in cents, or a whole percent. */
export const COUPON_KINDS = ['amount', 'percent'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/**
 * What a coupon applies to: MarketDrop's fees (the documentation fee of each vehicle) or the
 * add-on products. Never a dealer's vehicle price.
 */
export const COUPON_TARGETS = ['fees', 'add_ons'] as const;
export type CouponTarget = (typeof COUPON_TARGETS)[number];

/**
 * Where an applied coupon stands on the basket now: `applied` (it takes its discount), or why it
 * takes nothing for now (it stays applied: the basket or the day may change).
 */
export const COUPON_STATUSES = ['applied', 'minimum_not_met', 'expired', 'not_yet_valid'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** The kinds of entry of the reward points' ledger. */
export const REWARD_ENTRY_KINDS = ['earned', 'redeemed', 'expired'] as const;
export type RewardEntryKind = (typeof REWARD_ENTRY_KINDS)[number];

/** Points earned per whole `REWARD_DOLLARS_PER_POINT` dollars paid: 1 point per $10. */
export const REWARD_DOLLARS_PER_POINT = 10;
/** What one point is worth when spent, in cents: 100 points = $1. */
export const REWARD_POINT_VALUE_CENTS = 1;
/** Points expire this many days after they were earned. */
export const REWARD_POINTS_LIFETIME_DAYS = 365;
/** The most points one request may name (a typo guard; the balance is the real limit). */
export const REWARD_POINTS_MAX = 10_000_000;
/** A coupon code: 3 to 32 letters, digits, `-` or `_` (compared without case). */
export const COUPON_CODE_MAX_LENGTH = 32;

/** The points a payment of `paidCents` earns: 1 per whole $10. */
export function rewardPointsFor(paidCents: number): number {
  if (!Number.isFinite(paidCents) || paidCents <= 0) return 0;
  return Math.floor(paidCents / (REWARD_DOLLARS_PER_POINT * 100));
}

/** What `points` are worth, in cents. */
export const rewardValueCents = (points: number): number => points * REWARD_POINT_VALUE_CENTS;

/** "$12.34" from cents (the messages' amounts). */
export const dollarsOf = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const promotionMessages = {
  couponCodeRequired: 'Coupon code is required',
  couponCode: 'Coupon code must be 3 to 32 letters, digits, - or _',
  couponUnknown: 'This coupon code does not exist',
  couponExpired: 'This coupon has expired',
  couponNotYetValid: 'This coupon is not valid yet',
  couponAlreadyUsed: 'You have already used this coupon',
  couponFirstPurchaseOnly: 'This coupon is for a first purchase only',
  couponMinimumNotMet: (minimum: string) => `This coupon needs a basket of at least ${minimum}`,
  pointsRequired: 'Points are required',
  pointsInteger: 'Points must be a whole number',
  pointsPositive: 'Points must be more than 0',
  pointsTooMany: (max: number) => `Points must be at most ${max}`,
  pointsOverBalance: (balance: number) => `You have ${balance} points to spend`,
  pointsAlreadySpent: 'These points were already spent',
} as const;

/** The names of the arguments of `promotionMessages`' functions. */
export const PROMOTION_MESSAGE_PARAMS = {
  couponMinimumNotMet: ['minimum'],
  pointsTooMany: ['max'],
  pointsOverBalance: ['balance'],
} as const;
