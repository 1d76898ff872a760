import { array, number, object, string, type InferType } from 'yup';
import { DEVICE_TYPES } from './constants';
import { keyedMessages } from './keyed';
import { optionalLanguage as language } from './requests';
import { CART_LIMITS, keyedBasketMessages } from './basket-messages';
import { UUID_PATTERN } from './patterns';
export * from './basket-messages';

/** `GET /user/getProducts?language=`: the products in a language (absent: the caller's). */
export const productsSchema = object({ language });
export type ProductsValues = InferType<typeof productsSchema>;

/** `GET /user/getProductDetails/{id}?language=`: one product. */
export const productPathSchema = object({
  id: string()
    .typeError(keyedBasketMessages.productId)
    .trim()
    .required(keyedBasketMessages.productIdRequired)
    .matches(UUID_PATTERN, { message: keyedBasketMessages.productId }),
  language,
});
export type ProductPathValues = InferType<typeof productPathSchema>;

const absent = (value: unknown) => value === undefined || value === null || value === '';

const quantityMessage = keyedBasketMessages.quantity(CART_LIMITS.quantityMax);
/** A quantity: a whole number from 1 to `CART_LIMITS.quantityMax` (a product's limit is checked by the server). */
const quantity = number()
  .typeError(quantityMessage)
  .integer(quantityMessage)
  .min(1, quantityMessage)
  .max(CART_LIMITS.quantityMax, quantityMessage);

/**
 * One item to add: a vehicle (`auctionId`: a Buy Now vehicle on sale, or one the buyer won or
 * claimed and has not paid; quantity 1) or a product (`productId` and `quantity`, 1 when absent).
 */
export const cartItemSchema = object({
  auctionId: string()
    .typeError(keyedBasketMessages.auctionId)
    .trim()
    .matches(UUID_PATTERN, { message: keyedBasketMessages.auctionId, excludeEmptyString: true })
    .when('productId', {
      is: absent,
      then: (schema) => schema.required(keyedBasketMessages.itemRequired),
      otherwise: (schema) => schema.test('not-both', keyedBasketMessages.itemBoth, absent),
    }),
  productId: string()
    .typeError(keyedBasketMessages.productId)
    .trim()
    .matches(UUID_PATTERN, { message: keyedBasketMessages.productId, excludeEmptyString: true }),
  quantity: quantity.when('auctionId', {
    is: (value: unknown) => !absent(value),
    then: (schema) =>
      schema.test('one-vehicle', keyedBasketMessages.vehicleQuantity, (v) => absent(v) || v === 1),
  }),
});
export type CartItemValues = InferType<typeof cartItemSchema>;

/** `POST /user/addToCart` and `POST /user/addToGuestCart`: one item. */
export const addToCartSchema = cartItemSchema;
export type AddToCartValues = CartItemValues;

/** `POST /user/addMultipleToCart`: several items at once, all or none ("Pay for all won vehicles"). */
export const addMultipleToCartSchema = object({
  items: array()
    .of(cartItemSchema)
    .typeError(keyedBasketMessages.itemsRequired)
    .required(keyedBasketMessages.itemsRequired)
    .min(1, keyedBasketMessages.itemsRequired)
    .max(CART_LIMITS.itemsMax, keyedBasketMessages.itemsTooMany(CART_LIMITS.itemsMax)),
});
export type AddMultipleToCartValues = InferType<typeof addMultipleToCartSchema>;

const itemId = string()
  .typeError(keyedBasketMessages.itemId)
  .trim()
  .required(keyedBasketMessages.itemIdRequired)
  .matches(UUID_PATTERN, { message: keyedBasketMessages.itemId });

/** `POST /user/removeProductFromCart` (and the guest's): one line of the basket. */
export const cartItemIdSchema = object({ itemId });
export type CartItemIdValues = InferType<typeof cartItemIdSchema>;

/** `POST /user/updateProductQty` (and the guest's): a product line's new quantity. */
export const updateProductQtySchema = object({
  itemId,
  quantity: quantity.required(quantityMessage),
});
export type UpdateProductQtyValues = InferType<typeof updateProductQtySchema>;

/** `GET /user/getCartDetails?language=` (and the guest's): the products' texts in a language. */
export const cartDetailsSchema = object({ language });
export type CartDetailsValues = InferType<typeof cartDetailsSchema>;

/** `POST /user/guestUser`: a guest basket for this device. */
export const guestUserSchema = object({
  deviceType: string()
    .required(keyedMessages.deviceType)
    .oneOf(DEVICE_TYPES, keyedMessages.deviceType),
});
export type GuestUserValues = InferType<typeof guestUserSchema>;
