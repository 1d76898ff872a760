/**
 * The after-sale values that need no yup: the order statuses, the buyer's cancellation limit, the
 * order limits and the English order messages. A page that only reads them (a refusal's text, the
 * validation texts of the ui) loads none of yup nor the after-sale schemas of `orders.ts`, which
 * re-exports them.
 */
import { AUCTION_TYPES } from './constants';
import { keyedDictionary } from './keyed';

/**
 * Every order status, in the order an order goes through them (docs/product.md §5.1): the codes
 * stored and sent; what a person reads is each code's text (`ORDER_STATUS_TEXTS`, the ui's
 * `orders.status`). Decision 031.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'payment_completed',
  'ready_for_pickup',
  'in_delivery',
  'completed',
  'cancelled',
] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

/** The English name of each order status (docs/product.md §5.1, word for word): the ui's English texts and the server's keyedMessages. */
export const ORDER_STATUS_TEXTS: Readonly<Record<OrderStatusValue, string>> = {
  pending_payment: 'Pending Payment',
  payment_completed: 'Payment Completed',
  ready_for_pickup: 'Ready for Pickup',
  in_delivery: 'In Delivery',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * The cancellation limit (docs/product.md §5.5): a buyer whose unpaid orders were cancelled (by
 * them) or lapsed (the payment deadline) `cancellationsMax` times within `windowDays` days cannot
 * buy, claim or bid for `restrictionDays` days from the last of them.
 */
export const BUYER_LIMITS = {
  cancellationsMax: 2,
  windowDays: 30,
  restrictionDays: 30,
} as const;

export const ORDER_LIMITS = {
  /** My Bids and My Orders: default and largest page. */
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** Reviews of a seller: default and largest page. */
  reviewsPageSizeDefault: 10,
  reviewsPageSizeMax: 50,
  addressMax: 200,
  cityMax: 50,
  postalCodeMax: 10,
  reasonMax: 500,
  commentMax: 1000,
  ratingMin: 1,
  ratingMax: 5,
  /** How many auction types the My Bids filter may name. */
  auctionTypesMax: AUCTION_TYPES.length,
  /** The most per-vehicle delivery details one basket's updateCheckoutDetails may give. */
  cartVehiclesMax: 20,
} as const;

export const orderMessages = {
  orderIdRequired: 'Order id is required',
  orderId: 'Order id must be a valid id',
  sellerIdRequired: 'Seller id is required',
  sellerId: 'Seller id must be a valid id',
  tab: 'Tab must be active, won or lost',
  orderTab: 'Tab must be active or completed',
  role: 'Role must be buyer or seller',
  sortBy: 'Sort must be bidLowToHigh, bidHighToLow or endDate',
  auctionType: 'Auction type must be auction, marketdropai or claimpoint',
  auctionTypeList: `Auction type must be a list of at most ${AUCTION_TYPES.length} types`,
  pageNumber: 'Page number must be a whole number of at least 1',
  pageSize: (max: number) => `Page size must be a whole number from 1 to ${max}`,
  deliveryTypeRequired: 'Select Pickup or Delivery',
  deliveryType: 'Delivery type must be pickup or delivery',
  timeSlotRequired: 'Select a time slot',
  timeSlot: 'Time slot must be a valid id',
  provinceRequired: 'Select a province',
  province: 'Select a Canadian province or territory',
  postalCode: 'Enter a valid Canadian postal code, e.g. M5H 2N2',
  postalCodeProvince: 'This postal code is not in the selected province',
  reasonRequired: 'Please tell us why you are cancelling',
  ratingRequired: 'Choose a rating from 1 to 5 stars',
  rating: 'Rating must be a whole number from 1 to 5',
  status: `Status must be one of ${ORDER_STATUSES.join(', ')}`,
  statusRequired: 'Status is required',
  /** updateCheckoutDetails: another buyer took the last place (409 SLOT_UNAVAILABLE). */
  slotUnavailable: 'This time slot is no longer available. Please choose another one.',
  /** The test payment page's form. */
  decision: 'Choose Pay or Decline',
  /** The basket's variant of the checkout calls (`cart: true`). */
  cart: 'Cart must be true (the basket) or left out (an order)',
  itemIdRequired: 'Item id is required',
  itemId: 'Item id must be a valid id',
  vehicles: `Give the delivery details of at most ${ORDER_LIMITS.cartVehiclesMax} vehicles`,
} as const;

/** The names of the arguments of `orderMessages`' functions (`{{max}}` in a translation). */
export const ORDER_MESSAGE_PARAMS = { pageSize: ['max'] } as const;

/** `orderMessages` with their keys, as the schemas give them (`orders.<name>`). */
export const keyedOrderMessages = keyedDictionary('orders', orderMessages, ORDER_MESSAGE_PARAMS);
