/** Response shapes of the promotions: coupons, reward points, free products (docs/product.md §14.2 to §14.4). */
import {
  COUPON_KINDS,
  COUPON_TARGETS,
  LANGUAGES,
  REWARD_ENTRY_KINDS,
} from '@marketdrop/validation';
import { Product } from './basket';
import {
  Type,
  bool,
  instant,
  int,
  nullableInstant,
  nullableInt,
  nullableStr,
  oneOf,
  orNull,
  str,
} from './shape';

/** A coupon code and its rules, its description in one language. */
export const Coupon = Type.Object({
  _id: str(),
  code: str({ description: 'Upper case; typed in any case' }),
  kind: oneOf(COUPON_KINDS, {
    description: '`amount`: `amountCents` off; `percent`: `percent` % off',
  }),
  amountCents: nullableInt({ description: '`amount`: the cents taken off' }),
  percent: nullableInt({ description: '`percent`: the whole percent taken off' }),
  maxDiscountCents: nullableInt({ description: '`percent`: the most it takes off, in cents' }),
  target: oneOf(COUPON_TARGETS, {
    description:
      "What it takes off: MarketDrop's fees or the add-on products (never a vehicle's price)",
  }),
  minBasketCents: int({ description: 'The basket subtotal it needs, in cents (0: none)' }),
  startsAt: instant(),
  endsAt: nullableInstant({ description: 'The first instant it no longer applies (null: no end)' }),
  oncePerAccount: bool(),
  firstPurchaseOnly: bool(),
  language: oneOf(LANGUAGES),
  description: str(),
});

/** What the buyer applied to their basket (the answer of the calls that change it). */
export const AppliedPromotions = Type.Object({
  coupon: orNull(Coupon, { description: 'The coupon applied (null: none)' }),
  points: int({ description: 'The points applied (0: none); spent at payment' }),
  pointsBalance: int({ description: 'The points the buyer has' }),
});

/** A buyer's reward points. */
export const Rewards = Type.Object({
  balance: int({ description: 'Points to spend' }),
  valueCents: int({ description: 'What they are worth, in cents (100 points = $1)' }),
  appliedPoints: int({ description: 'Points applied to the basket (0: none)' }),
  pointValueCents: int({ description: 'What one point is worth, in cents' }),
  dollarsPerPoint: int({ description: 'One point is earned per this many whole dollars paid' }),
});

/** One entry of the reward points' ledger. */
export const RewardEntry = Type.Object({
  _id: str(),
  kind: oneOf(REWARD_ENTRY_KINDS),
  points: int({ description: 'Always positive; `kind` says which way they moved' }),
  orderId: nullableStr({ description: 'The order that earned or spent them' }),
  createdAt: instant(),
  expiresAt: nullableInstant({ description: '`earned`: when they expire unless spent' }),
});

/** A promotion that adds a product at $0 to a qualifying basket. */
export const FreeProductPromotion = Type.Object({
  _id: str(),
  slug: str(),
  language: oneOf(LANGUAGES),
  title: str(),
  product: Product,
  minVehiclePriceCents: nullableInt({
    description: 'A vehicle of the basket priced at least this, in cents (null: any vehicle)',
  }),
  minVehicles: int({ description: 'The vehicles the basket needs' }),
  startsAt: instant(),
  endsAt: nullableInstant(),
});
