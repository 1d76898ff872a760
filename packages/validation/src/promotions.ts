import { number, object, string, type InferType } from 'yup';
import { keyedBasketMessages } from './basket';
import { optionalLanguage as language } from './requests';
import { COUPON_CODE_MAX_LENGTH, REWARD_POINTS_MAX } from './promotions-messages';
export * from './promotions-messages';

const COUPON_CODE = new RegExp(`^[A-Za-z0-9_-]{3,${COUPON_CODE_MAX_LENGTH}}$`);

/** A coupon code as stored and compared: trimmed, upper case. */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

/** `POST /user/applyCoupon {code}`: a code, compared without case. */
export const applyCouponSchema = object({
  code: string()
    .transform((value: unknown) => (typeof value === 'string' ? normalizeCouponCode(value) : value))
    .typeError(keyedBasketMessages.couponCode)
    .required(keyedBasketMessages.couponCodeRequired)
    .matches(COUPON_CODE, { message: keyedBasketMessages.couponCode }),
});
export type ApplyCouponValues = InferType<typeof applyCouponSchema>;

/** `POST /user/applyRewards {points}`: a whole number of points, more than 0. */
export const applyRewardsSchema = object({
  points: number()
    .strict()
    .typeError(keyedBasketMessages.pointsInteger)
    .required(keyedBasketMessages.pointsRequired)
    .integer(keyedBasketMessages.pointsInteger)
    .min(1, keyedBasketMessages.pointsPositive)
    .max(REWARD_POINTS_MAX, keyedBasketMessages.pointsTooMany(REWARD_POINTS_MAX)),
});
export type ApplyRewardsValues = InferType<typeof applyRewardsSchema>;

/** `GET /user/getAllFreeProducts?language=`: the free-product promotions in a language. */
export const freeProductsSchema = object({ language });
export type FreeProductsValues = InferType<typeof freeProductsSchema>;
