// The basket's constants and request messages without yup (see listing-messages.ts): the pages that
// show a product or a refusal of a basket call load these, never the schemas.
import { PROMOTION_MESSAGE_PARAMS, promotionMessages } from './promotions-messages';

/**
 * The kinds of add-on product MarketDrop sells beside the vehicles (docs/product.md §14 Basket):
 * a protection plan (one per vehicle in the same basket), tire and wheel protection, a set of
 * winter tires, floor mats, a dash cam, detailing and a spare key.
 */
export const PRODUCT_KINDS = [
  'protection_plan',
  'tire_wheel_protection',
  'winter_tires',
  'floor_mats',
  'dash_cam',
  'detailing',
  'spare_key',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/**
 * How a product is taxed: `standard`, the buyer's province's sales taxes at their general rates
 * (`SALES_TAXES`, without a vehicle's brackets); `exempt`, none.
 */
export const PRODUCT_TAX_CLASSES = ['standard', 'exempt'] as const;
export type ProductTaxClass = (typeof PRODUCT_TAX_CLASSES)[number];

export const basketMessages = {
  productIdRequired: 'Product id is required',
  productId: 'Product id must be the id of a product',
  ...promotionMessages,
} as const;

/** The names of the arguments of `basketMessages`' functions. */
export const BASKET_MESSAGE_PARAMS = { ...PROMOTION_MESSAGE_PARAMS } as const;
