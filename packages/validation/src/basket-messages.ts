import { keyedDictionary } from './keyed';

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

/** The limits of the basket's calls (docs/product.md §14.2). */
export const CART_LIMITS = {
  /** The largest quantity a request may name (a product's own limit is usually lower). */
  quantityMax: 99,
  /** The most items one `addMultipleToCart` may add. */
  itemsMax: 20,
  /** The most lines one basket may hold. */
  linesMax: 50,
  /** A guest basket is forgotten after this many days without a call. */
  guestIdleDays: 30,
  /** The longest guest token accepted (the server gives 43 characters). */
  guestTokenMax: 100,
} as const;

/** The header a guest basket's token travels in (decision 039). */
export const GUEST_TOKEN_HEADER = 'x-guest-token';

/**
 * Why a basket line cannot be bought now (`CartLine.status` besides `available`): the vehicle was
 * sold to someone else or its order paid or cancelled, its sale ended, its seller's sales are
 * paused, or the product was taken off sale.
 */
export const CART_LINE_STATUSES = ['available', 'sold', 'ended', 'paused', 'withdrawn'] as const;
export type CartLineStatus = (typeof CART_LINE_STATUSES)[number];

/**
 * Why a guest line was left out when the guest basket joined the account's on sign-in: no longer
 * for sale (a line status), the account's own listing, or beyond a limit (a product's, one per
 * vehicle, the lines of a basket).
 */
export const CART_DROP_REASONS = [
  'sold',
  'ended',
  'paused',
  'withdrawn',
  'ownListing',
  'limit',
] as const;
export type CartDropReason = (typeof CART_DROP_REASONS)[number];

export const basketMessages = {
  productIdRequired: 'Product id is required',
  productId: 'Product id must be the id of a product',
  auctionId: 'Auction id must be the id of an auction',
  itemRequired: 'Name a vehicle (auctionId) or a product (productId)',
  itemBoth: 'Name a vehicle or a product, not both',
  quantity: (max: number) => `Quantity must be a whole number from 1 to ${max}`,
  vehicleQuantity: 'A vehicle line always holds one vehicle',
  itemsRequired: 'Add at least one item',
  itemsTooMany: (max: number) => `At most ${max} items at once`,
  itemIdRequired: 'Item id is required',
  itemId: 'Item id must be the id of a line of your basket',
  itemNotFound: 'This item is not in your basket',
  productNotFound: 'Product not found',
  auctionNotFound: 'Auction Not Found',
  notWon: 'You have not won or claimed this vehicle',
  noBuyNow: 'This vehicle has no Buy Now price: win or claim it, then pay for it from your basket',
  alreadySold: 'This vehicle has already been sold',
  ownListing: 'You cannot add your own listing to your basket',
  notStarted: 'This sale has not started yet',
  sellerSuspended: 'Sales by this seller are paused',
  productWithdrawn: 'This product is no longer sold',
  productQuantityMax: (max: number) => `At most ${max} of this product per basket`,
  perVehicle: 'At most one of this product per vehicle in your basket',
  linesMax: (max: number) => `Your basket holds at most ${max} lines`,
  guestTokenRequired: 'A guest token is required',
  guestToken: 'Your guest basket has expired or does not exist: start a new one',
  lineSold: 'No longer for sale: this vehicle has been sold',
  lineEnded: 'No longer for sale: this sale has ended',
  linePaused: 'Not for sale right now: sales by this seller are paused',
  lineWithdrawn: 'No longer for sale: this product was withdrawn',
  lineLimit: 'Left out: your basket already holds as many as allowed',
  ...promotionMessages,
} as const;

/** The names of the arguments of `basketMessages`' functions, in order. */
export const BASKET_MESSAGE_PARAMS = {
  quantity: ['max'],
  itemsTooMany: ['max'],
  productQuantityMax: ['max'],
  linesMax: ['max'],
  ...PROMOTION_MESSAGE_PARAMS,
} as const;

/** `basketMessages` with their keys, as the schemas and the server give them (`basket.<name>`). */
export const keyedBasketMessages = keyedDictionary('basket', basketMessages, BASKET_MESSAGE_PARAMS);

/** The keyed message that says why a line cannot be bought (`CartLineStatus` but `available`). */
export const CART_LINE_STATUS_MESSAGES = {
  sold: keyedBasketMessages.lineSold,
  ended: keyedBasketMessages.lineEnded,
  paused: keyedBasketMessages.linePaused,
  withdrawn: keyedBasketMessages.lineWithdrawn,
} as const satisfies Record<Exclude<CartLineStatus, 'available'>, unknown>;

/** The keyed message that says why a guest line was left out on sign-in (`CartDropReason`). */
export const CART_DROP_MESSAGES = {
  ...CART_LINE_STATUS_MESSAGES,
  ownListing: keyedBasketMessages.ownListing,
  limit: keyedBasketMessages.lineLimit,
} as const satisfies Record<CartDropReason, unknown>;
