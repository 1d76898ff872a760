/**
 * Response shapes of the after-sale calls (docs/product.md §5): My Bids, checkout, payment, My
 * Orders, reviews. Checkout money is in whole cents (`...Cents`); sale prices in whole dollars.
 */
import {
  AUCTION_TYPES,
  DELIVERY_TYPES,
  ODOMETER_UNITS,
  ORDER_ROLES,
  ORDER_STATUSES,
  PROVINCE_CODES,
} from '@marketdrop/validation';
import { ORDER_SOURCES } from './auctions';
import { Auction, Pagination } from './catalogue';
import {
  Type,
  bool,
  instant,
  int,
  list,
  nullableInstant,
  nullableInt,
  nullableOneOf,
  nullableStr,
  num,
  oneOf,
  orNull,
  str,
} from './shape';

export const SALES_TAX_CODES = ['GST', 'HST', 'PST', 'RST', 'QST'] as const;
export const TAX_PROVINCE_SOURCES = ['delivery', 'profile', 'dealer'] as const;
export const ORDER_ACTORS = ['buyer', 'seller', 'payment', 'system'] as const;
export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;

const status = () => oneOf(ORDER_STATUSES);

/** The order of a won (or claimed, or bought) auction as My Bids shows it. */
export const MyBidOrder = Type.Object({
  _id: str(),
  status: status(),
  price: int({ description: 'Whole dollars: what the vehicle sold for' }),
  source: oneOf(ORDER_SOURCES, {
    description: 'How the caller got it: their winning bid, their claim or their Buy Now',
  }),
  soldAt: instant({
    description: 'When the sale was decided (the bid won, the claim, the Buy Now)',
  }),
  paymentDeadline: instant({ description: 'Pay before it, or the order is cancelled' }),
  checkoutComplete: bool({ description: 'Delivery Details (pickup or delivery, a slot) given' }),
});

/** One auction of My Bids with the caller's part in it. */
export const MyBid = Type.Object({
  auction: Auction,
  yourBid: nullableInt({ description: "The caller's highest visible bid" }),
  yourMaxBid: nullableInt({ description: "The caller's own maximum (proxy) bid" }),
  isLeader: bool(),
  order: orNull(MyBidOrder, { description: 'Won: the order; null on the other tabs' }),
});

export const MyBidsData = Type.Object({
  bids: list(MyBid),
  total: int({ description: 'Auctions the tab holds in all' }),
});

/** The vehicle of an order. */
export const OrderVehicle = Type.Object({
  auctionId: str(),
  auctionType: oneOf(AUCTION_TYPES),
  vehicleName: str(),
  year: int(),
  make: str(),
  model: str(),
  trim: nullableStr(),
  vin: nullableStr(),
  miles: nullableInt({ description: 'Odometer reading in `odometerUnit`' }),
  odometerUnit: oneOf(ODOMETER_UNITS),
  exteriorColour: nullableStr(),
  image: nullableStr({ description: "The first picture's path on the API host, or null" }),
});

/** The selling dealer of an order; its address is where Pickup happens. */
export const OrderSeller = Type.Object({
  _id: str(),
  name: str(),
  address: nullableStr(),
  city: nullableStr(),
  province: nullableStr(),
  postalCode: nullableStr(),
});

/** The buyer of an order (shown to the buyer and to the selling dealer only). */
export const OrderBuyer = Type.Object({
  firstName: str(),
  lastName: str(),
  name: str(),
  email: str(),
  phoneNumber: str(),
  address: nullableStr(),
  city: nullableStr(),
  province: nullableStr(),
  postalCode: nullableStr(),
});

/** A Canadian delivery address. */
export const OrderAddress = Type.Object({
  address: str(),
  city: str(),
  province: oneOf(PROVINCE_CODES),
  postalCode: str({ description: '`A1A 1A1`' }),
});

/** A pickup or delivery window. */
export const TimeSlot = Type.Object({
  _id: str(),
  deliveryType: oneOf(DELIVERY_TYPES),
  startsAt: instant(),
  endsAt: instant(),
  timeZone: str({ description: "The dealer's time zone, e.g. `America/Toronto`" }),
  capacity: int(),
  remaining: int(),
});

/** One sales tax of the checkout. */
export const CheckoutTax = Type.Object({
  code: oneOf(SALES_TAX_CODES),
  rate: num({ description: 'Rate as a fraction, e.g. 0.13' }),
  baseCents: int({ description: 'The taxed amount, in cents' }),
  amountCents: int(),
});

/** getCheckoutDetails: every line of what the buyer owes, and what is chosen so far. */
export const CheckoutDetails = Type.Object({
  orderId: str(),
  status: status(),
  vehicle: OrderVehicle,
  seller: OrderSeller,
  deliveryType: nullableOneOf(DELIVERY_TYPES, { description: 'Null until details are given' }),
  address: orNull(OrderAddress, { description: 'The delivery address (Delivery only)' }),
  timeSlot: orNull(TimeSlot),
  taxProvince: oneOf(PROVINCE_CODES, { description: 'The province whose sales taxes apply' }),
  taxProvinceSource: oneOf(TAX_PROVINCE_SOURCES),
  ratesAsOf: str({ description: 'The date of the tax rates (`YYYY-MM-DD`)' }),
  currency: Type.Literal('CAD'),
  vehiclePriceCents: int(),
  documentationFeeCents: int(),
  buyersPremiumCents: int({ description: "Always 0: MarketDrop charges no buyer's premium" }),
  deliveryChargeCents: int({ description: '0 for Pickup (and until Delivery is chosen)' }),
  taxes: list(CheckoutTax),
  taxCents: int(),
  totalCents: int(),
  paymentDeadline: instant({ description: '48 hours after the sale' }),
  readyToPay: bool({ description: 'createPayment works now' }),
  paidAt: nullableInstant(),
});

/** One vehicle of the basket's checkout: its price, fee, delivery, discount and taxes. */
export const BasketCheckoutVehicle = Type.Object({
  itemId: str({ description: 'The basket line' }),
  auctionId: str(),
  auctionType: oneOf(AUCTION_TYPES),
  orderId: nullableStr({
    description: 'The unpaid order of it; null: a Buy Now vehicle not bought yet',
  }),
  source: oneOf(ORDER_SOURCES),
  vehicleName: str(),
  image: nullableStr(),
  sellerName: str(),
  deliveryType: nullableOneOf(DELIVERY_TYPES, { description: 'Null until details are given' }),
  address: orNull(OrderAddress),
  timeSlot: orNull(TimeSlot),
  taxProvince: oneOf(PROVINCE_CODES),
  taxProvinceSource: oneOf(TAX_PROVINCE_SOURCES),
  vehiclePriceCents: int(),
  documentationFeeCents: int(),
  deliveryChargeCents: int(),
  discountCents: int({ description: 'Coupon and points on its documentation fee' }),
  taxes: list(CheckoutTax),
  taxCents: int(),
  totalCents: int({ description: 'Price + fee + delivery - discount + taxes' }),
  paymentDeadline: nullableInstant({ description: 'An unpaid order: pay before this' }),
  detailsComplete: bool({ description: 'A type, its address for Delivery and a time slot' }),
});

/** One add-on product of the basket's checkout (a free one costs $0). */
export const BasketCheckoutProduct = Type.Object({
  itemId: str({ description: 'The basket line, or `free:<promotion>` for a free product' }),
  productId: str(),
  name: str(),
  quantity: int(),
  maxQuantity: int({ description: 'The most this line may hold (updateChekoutQty)' }),
  unitPriceCents: int(),
  lineTotalCents: int(),
  free: bool({ description: 'Added at $0 by a promotion' }),
  listPriceCents: int({ description: 'A free product: its usual price; else the unit price' }),
  discountCents: int({ description: 'Coupon and points on this line' }),
  taxProvince: oneOf(PROVINCE_CODES),
  taxes: list(CheckoutTax),
  taxCents: int(),
  totalCents: int(),
});

/**
 * getCheckoutDetails `{cart: true}`: the whole basket as it will be paid at once. Every amount is
 * in cents and `totalCents` is the sum of the lines' totals, to the cent.
 */
export const BasketCheckout = Type.Object({
  cart: Type.Literal(true),
  currency: Type.Literal('CAD'),
  ratesAsOf: str(),
  vehicles: list(BasketCheckoutVehicle),
  products: list(BasketCheckoutProduct),
  coupon: orNull(Type.Object({ code: str(), discountCents: int() }), {
    description: 'The coupon applied, when it applies',
  }),
  points: Type.Object({ used: int(), discountCents: int() }),
  subtotalCents: int({ description: 'Prices, fees and delivery charges before discounts' }),
  discountCents: int(),
  taxCents: int(),
  totalCents: int(),
  paymentDeadline: nullableInstant({ description: 'The earliest deadline of its unpaid orders' }),
  readyToPay: bool({ description: 'createPayment {cart: true} works now' }),
});

/** One step of an order's timeline (trackOrder). */
export const OrderStatusEvent = Type.Object({
  status: status(),
  at: instant(),
  by: oneOf(ORDER_ACTORS),
  note: nullableStr({ description: "A cancellation's reason; null otherwise" }),
});

export const TrackOrderData = Type.Object({
  orderId: str(),
  status: status(),
  timeline: list(OrderStatusEvent, { description: 'Oldest first' }),
});

/** A buyer's review of a completed order. */
export const OrderReview = Type.Object({
  _id: str(),
  orderId: str(),
  rating: int({ description: '1 to 5 stars' }),
  comment: nullableStr(),
  buyerFirstName: str({ description: "The buyer's first name only" }),
  vehicleName: str(),
  createdAt: instant(),
});

/** What the viewer of an order may do now. */
export const OrderActions = Type.Object({
  canPay: bool(),
  canCancel: bool(),
  canReview: bool(),
  nextStatuses: list(status(), {
    description: 'The selling dealer: the statuses updateOrderStatus accepts now',
  }),
});

/** An order in My Orders' lists. */
export const OrderListItem = Type.Object({
  _id: str(),
  status: status(),
  source: oneOf(ORDER_SOURCES),
  price: int({ description: 'Whole dollars: what the vehicle sold for' }),
  totalCents: int({ description: 'What the buyer owes or paid, in cents' }),
  createdAt: instant(),
  paymentDeadline: instant(),
  deliveryType: nullableOneOf(DELIVERY_TYPES),
  vehicle: OrderVehicle,
  seller: Type.Pick(OrderSeller, ['_id', 'name']),
  viewerRole: oneOf(ORDER_ROLES),
});

export const OrderHistoryData = Type.Object({ orders: list(OrderListItem), total: int() });

/** The cancellation limit as it stands for the buyer of a Pending Payment order (§5.5). */
export const OrderCancellationRule = Type.Object({
  recent: int({ description: "The buyer's cancelled or lapsed unpaid orders in the window" }),
  limit: int(),
  windowDays: int(),
  restrictionDays: int(),
  restrictsUntil: nullableInstant({
    description: 'Cancelling now restricts the buyer until then; null when it would not',
  }),
});

/** viewOrderDetails: everything about one order, for its buyer or its selling dealer. */
export const OrderDetails = Type.Object({
  _id: str(),
  status: status(),
  source: oneOf(ORDER_SOURCES),
  price: int({ description: 'Whole dollars: what the vehicle sold for' }),
  createdAt: instant(),
  updatedAt: instant(),
  paymentDeadline: instant(),
  paidAt: nullableInstant(),
  completedAt: nullableInstant(),
  cancelledAt: nullableInstant(),
  cancelReason: nullableStr(),
  viewerRole: oneOf(ORDER_ROLES),
  vehicle: OrderVehicle,
  seller: OrderSeller,
  buyer: OrderBuyer,
  checkout: CheckoutDetails,
  timeline: list(OrderStatusEvent, { description: 'Oldest first' }),
  review: orNull(OrderReview),
  actions: OrderActions,
  cancellation: orNull(OrderCancellationRule, {
    description: 'The buyer of an order they may cancel: what cancelling does to their limit',
  }),
});

/** createPayment: where to send the browser to pay. */
export const PaymentData = Type.Object({
  paymentId: str(),
  provider: oneOf(PAYMENT_PROVIDERS),
  url: str({ description: 'The payment page; it returns to `/my-order/{id}`' }),
  amountCents: int(),
  currency: Type.Literal('CAD'),
});

/** webhookpayment's answer to the provider. */
export const WebhookData = Type.Object({
  eventId: str({ description: "The provider's event id" }),
  applied: bool({ description: 'False when the event was seen before or changes nothing' }),
});

export const SellerReviewsData = Type.Object({
  reviews: list(OrderReview, { description: 'Newest first' }),
  averageRating: Type.Unsafe<number | null>({
    type: ['number', 'null'],
    description: "The average of the seller's ratings (one decimal), null when none",
  }),
  total: int(),
});

export { Pagination };
