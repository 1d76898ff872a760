import type { FieldId } from './fields';
import { array, boolean, number, object, string, type InferType } from 'yup';
import { AUCTION_TYPES } from './constants';
import { PROVINCE_CODES, type ProvinceCode } from './provinces';
import { keyedMessages, type KeyedMessage } from './keyed';
import { plainText } from './rules';
import { ORDER_LIMITS, ORDER_STATUSES, keyedOrderMessages } from './order-values';
import { UUID_PATTERN } from './patterns';

/**
 * After the sale (docs/product.md §5): My Bids, the checkout (Delivery Details), payment, My
 * Orders, cancel, review and the dealer's status changes. The Delivery Details form and the server
 * share `deliveryDetailsSchema`; the other schemas are the calls' requests.
 */

/** The tabs of My Bids. */
export const MY_BIDS_TABS = ['active', 'won', 'lost'] as const;
export type MyBidsTab = (typeof MY_BIDS_TABS)[number];

/** The sorts of My Bids' Filter & Sort drawer: your bid low/high, the auction's end date. */
export const MY_BIDS_SORTS = ['bidLowToHigh', 'bidHighToLow', 'endDate'] as const;
export type MyBidsSort = (typeof MY_BIDS_SORTS)[number];

/** The tabs of My Orders: Active (not finished), Completed (completed or cancelled). */
export const ORDER_HISTORY_TABS = ['active', 'completed'] as const;
export type OrderHistoryTab = (typeof ORDER_HISTORY_TABS)[number];

/** Whose orders My Orders lists: the caller's purchases, or (a dealer) the caller's sales. */
export const ORDER_ROLES = ['buyer', 'seller'] as const;
export type OrderRole = (typeof ORDER_ROLES)[number];

/** Pickup at the dealer's location, or delivery to the buyer's address. */
export const DELIVERY_TYPES = ['pickup', 'delivery'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** An order must be paid within this many hours of the sale, or it is cancelled. */
export const PAYMENT_DEADLINE_HOURS = 48;

/** Text over several lines: no control character but line breaks and tabs, no bidi overrides. */
const MULTILINE_TEXT_PATTERN =
  // eslint-disable-next-line no-control-regex
  /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]*$/u;

/** A Canadian postal code (`A1A 1A1`, the space optional); D, F, I, O, Q, U never appear. */
export const POSTAL_CODE_PATTERN =
  /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/** The provinces a postal code's first letter belongs to (X: Northwest Territories and Nunavut). */
const POSTAL_PROVINCES: Record<string, readonly ProvinceCode[]> = {
  A: ['NL'],
  B: ['NS'],
  C: ['PE'],
  E: ['NB'],
  G: ['QC'],
  H: ['QC'],
  J: ['QC'],
  K: ['ON'],
  L: ['ON'],
  M: ['ON'],
  N: ['ON'],
  P: ['ON'],
  R: ['MB'],
  S: ['SK'],
  T: ['AB'],
  V: ['BC'],
  X: ['NT', 'NU'],
  Y: ['YT'],
};

/** Whether a (valid) postal code belongs to a province. */
export function postalCodeMatchesProvince(postalCode: string, province: string): boolean {
  const first = postalCode.trim().charAt(0).toUpperCase();
  return (POSTAL_PROVINCES[first] ?? []).some((code) => code === province);
}

/** A postal code as stored and shown: upper case, `A1A 1A1`. */
export function normalizePostalCode(postalCode: string): string {
  const compact = postalCode.replace(/\s+/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}

const id = (required: KeyedMessage, invalid: KeyedMessage) =>
  string().typeError(invalid).trim().required(required).matches(UUID_PATTERN, { message: invalid });

const orderId = id(keyedOrderMessages.orderIdRequired, keyedOrderMessages.orderId);

const pageNumber = number()
  .typeError(keyedOrderMessages.pageNumber)
  .integer(keyedOrderMessages.pageNumber)
  .min(1, keyedOrderMessages.pageNumber)
  .max(1_000_000, keyedOrderMessages.pageNumber)
  .default(1);

const pageSize = (max: number, fallback: number) =>
  number()
    .typeError(keyedOrderMessages.pageSize(max))
    .integer(keyedOrderMessages.pageSize(max))
    .min(1, keyedOrderMessages.pageSize(max))
    .max(max, keyedOrderMessages.pageSize(max))
    .default(fallback);

const orderPageSize = pageSize(ORDER_LIMITS.pageSizeMax, ORDER_LIMITS.pageSizeDefault);

/** myBids: one tab of the caller's auctions, a page at a time, filtered by type and sorted. */
export const myBidsSchema = object({
  tab: string()
    .typeError(keyedOrderMessages.tab)
    .required(keyedOrderMessages.tab)
    .oneOf(MY_BIDS_TABS, keyedOrderMessages.tab),
  pageNumber,
  pageSize: orderPageSize,
  auctionType: array(
    string()
      .typeError(keyedOrderMessages.auctionType)
      .required(keyedOrderMessages.auctionType)
      .oneOf(AUCTION_TYPES, keyedOrderMessages.auctionType),
  )
    .typeError(keyedOrderMessages.auctionTypeList)
    .max(ORDER_LIMITS.auctionTypesMax, keyedOrderMessages.auctionTypeList)
    .nullable()
    .optional(),
  sortBy: string()
    .typeError(keyedOrderMessages.sortBy)
    .oneOf(MY_BIDS_SORTS, keyedOrderMessages.sortBy)
    .nullable()
    .optional(),
});
export type MyBidsValues = InferType<typeof myBidsSchema>;

/** An order named in the query string or the body (`?orderId=`). */
export const orderIdSchema = object({ orderId });
export type OrderIdValues = InferType<typeof orderIdSchema>;

/** An order named in the path (`/user/viewOrderDetails/{id}`, `/user/trackOrder/{id}`). */
export const orderPathSchema = object({
  id: id(keyedOrderMessages.orderIdRequired, keyedOrderMessages.orderId),
});
export type OrderPathValues = InferType<typeof orderPathSchema>;

const deliveryType = string()
  .typeError(keyedOrderMessages.deliveryType)
  .required(keyedOrderMessages.deliveryTypeRequired)
  .oneOf(DELIVERY_TYPES, keyedOrderMessages.deliveryType);

/**
 * The basket's variant of the checkout calls: `cart: true` (the query string's `cart=true` too)
 * names the buyer's basket instead of an order; left out, the order of `orderId`.
 */
const cart = boolean()
  .typeError(keyedOrderMessages.cart)
  .oneOf([true], keyedOrderMessages.cart)
  .optional();
const isCart = (value: unknown) => value === true;

/** `orderId`, required unless `cart` is true (then ignored). */
const orderOrCart = string()
  .typeError(keyedOrderMessages.orderId)
  .trim()
  .when('cart', {
    is: isCart,
    then: (schema) => schema.optional().strip(),
    otherwise: (schema) =>
      schema
        .required(keyedOrderMessages.orderIdRequired)
        .matches(UUID_PATTERN, { message: keyedOrderMessages.orderId }),
  });

/** getCheckoutDetails, createPayment: an order (`orderId`) or the buyer's basket (`cart: true`). */
export const checkoutTargetSchema = object({ cart, orderId: orderOrCart });
export type CheckoutTargetValues = InferType<typeof checkoutTargetSchema>;

const itemId = string()
  .typeError(keyedOrderMessages.itemId)
  .trim()
  .matches(UUID_PATTERN, { message: keyedOrderMessages.itemId });

/**
 * getTimeSlots: the bookable slots of an order's dealer for pickup or delivery; with `cart: true`,
 * of the dealer of the basket's vehicle line `itemId` (optional when the basket's vehicles are all
 * of one dealer).
 */
export const timeSlotsSchema = object({
  cart,
  orderId: orderOrCart,
  itemId: itemId.optional(),
  deliveryType,
});
export type TimeSlotsValues = InferType<typeof timeSlotsSchema>;

const isDelivery = (type: unknown) => type === 'delivery';

/** A field of the delivery address: required for Delivery, ignored for Pickup. */
const addressField = (field: FieldId, max: number) =>
  plainText(field)
    .trim()
    .max(max, keyedMessages.tooLong(field, max))
    .when('deliveryType', {
      is: isDelivery,
      then: (schema) => schema.required(keyedMessages.required(field)),
      otherwise: (schema) => schema.optional(),
    });

/**
 * The Delivery Details form (docs/product.md §3.8): Pickup or Delivery, the address for Delivery
 * (a Canadian postal code in the chosen province), and a time slot.
 */
export const deliveryDetailsSchema = object({
  deliveryType,
  address: addressField('address', ORDER_LIMITS.addressMax),
  city: addressField('city', ORDER_LIMITS.cityMax),
  province: string()
    .typeError(keyedOrderMessages.province)
    .trim()
    .uppercase()
    .when('deliveryType', {
      is: isDelivery,
      then: (schema) =>
        schema
          .required(keyedOrderMessages.provinceRequired)
          .oneOf(PROVINCE_CODES, keyedOrderMessages.province),
      otherwise: (schema) => schema.optional(),
    }),
  postalCode: string()
    .typeError(keyedOrderMessages.postalCode)
    .trim()
    .max(ORDER_LIMITS.postalCodeMax, keyedOrderMessages.postalCode)
    .when('deliveryType', {
      is: isDelivery,
      then: (schema) =>
        schema
          .required(keyedMessages.required('postalCode'))
          .matches(POSTAL_CODE_PATTERN, { message: keyedOrderMessages.postalCode })
          .test(
            'postal-code-province',
            keyedOrderMessages.postalCodeProvince,
            function check(value) {
              const province: unknown = this.parent.province;
              return (
                typeof value !== 'string' ||
                typeof province !== 'string' ||
                !POSTAL_CODE_PATTERN.test(value) ||
                !(PROVINCE_CODES as readonly string[]).includes(province.toUpperCase()) ||
                postalCodeMatchesProvince(value, province.toUpperCase())
              );
            },
          ),
      otherwise: (schema) => schema.optional(),
    }),
  timeSlotId: id(keyedOrderMessages.timeSlotRequired, keyedOrderMessages.timeSlot),
});
export type DeliveryDetailsValues = InferType<typeof deliveryDetailsSchema>;

/** One vehicle line's own Delivery Details in the basket (`vehicles` of updateCheckoutDetails). */
export const cartVehicleDeliverySchema = deliveryDetailsSchema.shape({
  itemId: itemId.required(keyedOrderMessages.itemIdRequired),
});

/**
 * updateCheckoutDetails: the Delivery Details of an order; with `cart: true`, those of every
 * vehicle of the basket, and `vehicles` for the lines whose details differ (another dealer's slot).
 */
export const updateCheckoutDetailsSchema = deliveryDetailsSchema.shape({
  cart,
  orderId: orderOrCart,
  vehicles: array(cartVehicleDeliverySchema)
    .typeError(keyedOrderMessages.vehicles)
    .max(ORDER_LIMITS.cartVehiclesMax, keyedOrderMessages.vehicles)
    .optional(),
});
export type UpdateCheckoutDetailsValues = InferType<typeof updateCheckoutDetailsSchema>;

/** orderHistory: My Orders' tab, a page at a time; `role: 'seller'` lists a dealer's sales. */
export const orderHistorySchema = object({
  tab: string()
    .typeError(keyedOrderMessages.orderTab)
    .required(keyedOrderMessages.orderTab)
    .oneOf(ORDER_HISTORY_TABS, keyedOrderMessages.orderTab),
  role: string()
    .typeError(keyedOrderMessages.role)
    .oneOf(ORDER_ROLES, keyedOrderMessages.role)
    .optional(),
  pageNumber,
  pageSize: orderPageSize,
});
export type OrderHistoryValues = InferType<typeof orderHistorySchema>;

/** cancelOrder: the buyer cancels an unpaid order, saying why. */
export const cancelOrderSchema = object({
  orderId,
  reason: plainText('reason')
    .typeError(keyedOrderMessages.reasonRequired)
    .trim()
    .required(keyedOrderMessages.reasonRequired)
    .max(ORDER_LIMITS.reasonMax, keyedMessages.tooLong('reason', ORDER_LIMITS.reasonMax)),
});
export type CancelOrderValues = InferType<typeof cancelOrderSchema>;

/** reviewOrder: 1 to 5 stars and an optional comment, once per completed order. */
export const reviewOrderSchema = object({
  orderId,
  rating: number()
    .typeError(keyedOrderMessages.rating)
    .strict()
    .required(keyedOrderMessages.ratingRequired)
    .integer(keyedOrderMessages.rating)
    .min(ORDER_LIMITS.ratingMin, keyedOrderMessages.rating)
    .max(ORDER_LIMITS.ratingMax, keyedOrderMessages.rating),
  comment: string()
    .typeError(keyedMessages.tooLong('comment', ORDER_LIMITS.commentMax))
    .matches(MULTILINE_TEXT_PATTERN, {
      message: keyedMessages.notPlainText('comment'),
      excludeEmptyString: true,
    })
    .trim()
    .max(ORDER_LIMITS.commentMax, keyedMessages.tooLong('comment', ORDER_LIMITS.commentMax))
    .optional(),
});
export type ReviewOrderValues = InferType<typeof reviewOrderSchema>;

/**
 * updateOrderStatus: the status the selling dealer moves an order to. Any status is a valid
 * request; whether the move is allowed from where the order stands is the server's 409.
 */
export const updateOrderStatusSchema = object({
  orderId,
  status: string()
    .typeError(keyedOrderMessages.status)
    .required(keyedOrderMessages.statusRequired)
    .oneOf(ORDER_STATUSES, keyedOrderMessages.status),
});
export type UpdateOrderStatusValues = InferType<typeof updateOrderStatusSchema>;

/** getAllReviews: a seller's reviews, newest first, a page at a time. */
export const sellerReviewsSchema = object({
  sellerId: id(keyedOrderMessages.sellerIdRequired, keyedOrderMessages.sellerId),
  pageNumber,
  pageSize: pageSize(ORDER_LIMITS.reviewsPageSizeMax, ORDER_LIMITS.reviewsPageSizeDefault),
});
export type SellerReviewsValues = InferType<typeof sellerReviewsSchema>;
