/** The basket: add-on products, the signed-in buyer's basket and the guest basket (docs/product.md §14 Basket). */
import type * as schemas from '@marketdrop/validation';
import type { BasketCheckout, CartDetails, GuestUserData, Product } from '../contract';
import { call } from './declare';

/** The refusals of a call that adds to a basket. */
const ADD_ERRORS = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'NOT_WON',
  'NO_BUY_NOW',
  'ALREADY_SOLD',
  'AUCTION_NOT_OPEN',
  'SELLER_SUSPENDED',
  'PRODUCT_WITHDRAWN',
  'QUANTITY_LIMIT',
] as const;

export const basketCalls = {
  getProducts: call<typeof schemas.productsSchema, Product[]>()('GET', '/user/getProducts', {
    auth: 'optional',
    errors: ['VALIDATION_FAILED'],
    validation: 'form',
  }),
  getProductDetails: call<typeof schemas.productPathSchema, Product>()(
    'GET',
    '/user/getProductDetails/{id}',
    {
      auth: 'optional',
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
      validation: 'form',
    },
  ),
  // The signed-in buyer's basket. Every write is POST (decision 039).
  addToCart: call<typeof schemas.addToCartSchema, CartDetails>()('POST', '/user/addToCart', {
    auth: 'session',
    errors: ['UNAUTHENTICATED', 'OWN_LISTING', 'ADMIN_NOT_BUYER', ...ADD_ERRORS],
    validation: 'form',
  }),
  addMultipleToCart: call<typeof schemas.addMultipleToCartSchema, CartDetails>()(
    'POST',
    '/user/addMultipleToCart',
    {
      auth: 'session',
      errors: ['UNAUTHENTICATED', 'OWN_LISTING', 'ADMIN_NOT_BUYER', ...ADD_ERRORS],
      validation: 'list',
    },
  ),
  getCartDetails: call<typeof schemas.cartDetailsSchema, CartDetails>()(
    'GET',
    '/user/getCartDetails',
    { auth: 'session', errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED'], validation: 'form' },
  ),
  /** The checkout page's product quantities (the seed's spelling): the basket's checkout after. */
  updateChekoutQty: call<typeof schemas.updateProductQtySchema, BasketCheckout>()(
    'POST',
    '/user/updateChekoutQty',
    {
      auth: 'session',
      errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED', 'NOT_FOUND', 'QUANTITY_LIMIT', 'CART_EMPTY'],
      validation: 'form',
    },
  ),
  updateProductQty: call<typeof schemas.updateProductQtySchema, CartDetails>()(
    'POST',
    '/user/updateProductQty',
    {
      auth: 'session',
      errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED', 'NOT_FOUND', 'QUANTITY_LIMIT'],
      validation: 'form',
    },
  ),
  removeProductFromCart: call<typeof schemas.cartItemIdSchema, CartDetails>()(
    'POST',
    '/user/removeProductFromCart',
    {
      auth: 'session',
      errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED', 'NOT_FOUND'],
      validation: 'form',
    },
  ),
  deleteCart: call<undefined, CartDetails>()('POST', '/user/deleteCart', {
    auth: 'session',
    errors: ['UNAUTHENTICATED'],
  }),
  // The guest basket: the token of guestUser travels in the X-Guest-Token header.
  guestUser: call<typeof schemas.guestUserSchema, GuestUserData>()('POST', '/user/guestUser', {
    auth: 'public',
    errors: ['VALIDATION_FAILED'],
    validation: 'form',
  }),
  addToGuestCart: call<typeof schemas.addToCartSchema, CartDetails>()(
    'POST',
    '/user/addToGuestCart',
    { auth: 'public', errors: ['GUEST_TOKEN_INVALID', ...ADD_ERRORS], validation: 'form' },
  ),
  getGuestCartDetails: call<typeof schemas.cartDetailsSchema, CartDetails>()(
    'GET',
    '/user/getGuestCartDetails',
    { auth: 'public', errors: ['GUEST_TOKEN_INVALID', 'VALIDATION_FAILED'], validation: 'form' },
  ),
  removeProductFromGuestCart: call<typeof schemas.cartItemIdSchema, CartDetails>()(
    'POST',
    '/user/removeProductFromGuestCart',
    {
      auth: 'public',
      errors: ['GUEST_TOKEN_INVALID', 'VALIDATION_FAILED', 'NOT_FOUND'],
      validation: 'form',
    },
  ),
  updateProductQtyForGuest: call<typeof schemas.updateProductQtySchema, CartDetails>()(
    'POST',
    '/user/updateProductQtyForGuest',
    {
      auth: 'public',
      errors: ['GUEST_TOKEN_INVALID', 'VALIDATION_FAILED', 'NOT_FOUND', 'QUANTITY_LIMIT'],
      validation: 'form',
    },
  ),
  deleteGuestCart: call<undefined, CartDetails>()('POST', '/user/deleteGuestCart', {
    auth: 'public',
    errors: ['GUEST_TOKEN_INVALID'],
  }),
} as const;
