/** After the sale: My Bids, checkout, payment, orders, reviews (docs/product.md §5). */
import type * as schemas from '@marketdrop/validation';
import type {
  AnyCheckoutDetails,
  MyBidsData,
  OrderAddress,
  OrderDetails,
  OrderHistoryData,
  OrderReview,
  Pagination,
  PaymentData,
  SellerReviewsData,
  TimeSlot,
  TrackOrderData,
  WebhookData,
} from '../contract';
import { call } from './declare';

export const ordersCalls = {
  // After the sale (docs/product.md §5). Every order call: only the buyer and the selling dealer
  // see an order; anyone else gets 404.
  myBids: call<typeof schemas.myBidsSchema, MyBidsData, never, { pagination: Pagination }>()(
    'POST',
    '/user/myBids',
    { auth: 'session', errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED'], validation: 'list' },
  ),
  getCheckoutDetails: call<typeof schemas.checkoutTargetSchema, AnyCheckoutDetails>()(
    'GET',
    '/user/getCheckoutDetails',
    {
      auth: 'session',
      errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED', 'NOT_FOUND', 'CART_EMPTY'],
      validation: 'form',
    },
  ),
  getTimeSlots: call<typeof schemas.timeSlotsSchema, TimeSlot[]>()('GET', '/user/getTimeSlots', {
    auth: 'session',
    errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED', 'NOT_FOUND', 'CART_EMPTY'],
    validation: 'form',
  }),
  getPreviousOrderAddresses: call<undefined, OrderAddress[]>()(
    'GET',
    '/user/getPreviousOrderAddresses',
    { auth: 'session', errors: ['UNAUTHENTICATED'] },
  ),
  updateCheckoutDetails: call<typeof schemas.updateCheckoutDetailsSchema, AnyCheckoutDetails>()(
    'POST',
    '/user/updateCheckoutDetails',
    {
      auth: 'session',
      errors: [
        'UNAUTHENTICATED',
        'VALIDATION_FAILED',
        'NOT_FOUND',
        'FORBIDDEN',
        'ORDER_STATUS_CONFLICT',
        'PAYMENT_DEADLINE_PASSED',
        'SLOT_UNAVAILABLE',
        'CART_EMPTY',
      ],
      // 'list': the basket's `vehicles` is a list of objects (a form field takes one value).
      validation: 'list',
    },
  ),
  createPayment: call<typeof schemas.checkoutTargetSchema, PaymentData>()(
    'POST',
    '/user/createPayment',
    {
      auth: 'session',
      errors: [
        'CART_EMPTY',
        'ALREADY_SOLD',
        'SLOT_UNAVAILABLE',
        'COUPON_ALREADY_USED',
        'POINTS_INSUFFICIENT',
        'BUYER_RESTRICTED',
        'UNAUTHENTICATED',
        'VALIDATION_FAILED',
        'NOT_FOUND',
        'FORBIDDEN',
        'ORDER_STATUS_CONFLICT',
        'PAYMENT_DEADLINE_PASSED',
        'CHECKOUT_INCOMPLETE',
      ],
      validation: 'form',
    },
  ),
  webhookpayment: call<undefined, WebhookData>()('POST', '/user/webhookpayment', {
    auth: 'public',
    errors: ['VALIDATION_FAILED', 'WEBHOOK_SIGNATURE_INVALID', 'WEBHOOK_TIMESTAMP_EXPIRED'],
  }),
  orderHistory: call<
    typeof schemas.orderHistorySchema,
    OrderHistoryData,
    never,
    { pagination: Pagination }
  >()('POST', '/user/orderHistory', {
    auth: 'session',
    errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED'],
    validation: 'list',
  }),
  viewOrderDetails: call<typeof schemas.orderPathSchema, OrderDetails>()(
    'GET',
    '/user/viewOrderDetails/{id}',
    {
      auth: 'session',
      errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED', 'NOT_FOUND'],
      validation: 'form',
    },
  ),
  trackOrder: call<typeof schemas.orderPathSchema, TrackOrderData>()(
    'GET',
    '/user/trackOrder/{id}',
    {
      auth: 'session',
      errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED', 'NOT_FOUND'],
      validation: 'form',
    },
  ),
  cancelOrder: call<typeof schemas.cancelOrderSchema, OrderDetails>()('POST', '/user/cancelOrder', {
    auth: 'session',
    errors: [
      'UNAUTHENTICATED',
      'VALIDATION_FAILED',
      'NOT_FOUND',
      'FORBIDDEN',
      'ORDER_STATUS_CONFLICT',
    ],
    validation: 'form',
  }),
  reviewOrder: call<typeof schemas.reviewOrderSchema, OrderReview>()('POST', '/user/reviewOrder', {
    auth: 'session',
    errors: [
      'UNAUTHENTICATED',
      'VALIDATION_FAILED',
      'NOT_FOUND',
      'FORBIDDEN',
      'ORDER_STATUS_CONFLICT',
      'ALREADY_REVIEWED',
    ],
    validation: 'form',
  }),
  updateOrderStatus: call<typeof schemas.updateOrderStatusSchema, OrderDetails>()(
    'POST',
    '/user/updateOrderStatus',
    {
      auth: 'session',
      errors: [
        'UNAUTHENTICATED',
        'VALIDATION_FAILED',
        'NOT_FOUND',
        'FORBIDDEN',
        'ORDER_STATUS_CONFLICT',
      ],
      validation: 'form',
    },
  ),
  getAllReviews: call<
    typeof schemas.sellerReviewsSchema,
    SellerReviewsData,
    never,
    { pagination: Pagination }
  >()('POST', '/user/getAllReviews', {
    auth: 'optional',
    errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    validation: 'list',
  }),
} as const;
