import type {
  CheckoutDetails,
  MyBid,
  OrderAddress,
  OrderBuyer,
  OrderDetails,
  OrderListItem,
  OrderSeller,
  OrderStatusEvent,
  OrderVehicle,
  TimeSlot,
} from '@marketdrop/api-client';
import { carPictures, makeAuction } from './catalogueFixtures';

/**
 * Story data of the after-sale screens, shaped exactly like the API's answers (myBids,
 * getCheckoutDetails, getTimeSlots, orderHistory, viewOrderDetails). Fixed instants, so the texts
 * the play functions read do not move; auctions still open end relative to now.
 */

const inFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

export const SALE_AT = '2026-11-26T19:30:00.000Z';
export const PAY_BY = '2026-11-28T19:30:00.000Z';
/** When the MarketDropAI sale of `claimedBid` was claimed: days before its scheduled close. */
export const CLAIMED_AT = '2026-11-23T15:05:00.000Z';

/** A won auction's order id and one of a claimed one. */
export const ORDER_ID = '3f2a9c1e-8b7d-4e21-9a0b-5c6d7e8f9a01';
export const CLAIMED_ORDER_ID = '7b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';

/** An active auction the viewer leads with a maximum above the price. */
export const leadingBid: MyBid = {
  auction: makeAuction({
    _id: 'auc-lead',
    currentPrice: 21_750,
    highestBid: 21_750,
    totalBids: 12,
    isLeader: true,
    yourMaxBid: 23_000,
  }),
  yourBid: 21_750,
  yourMaxBid: 23_000,
  isLeader: true,
  order: null,
};

/** An active auction where someone bid above the viewer's maximum. */
export const outbidBid: MyBid = {
  auction: makeAuction({
    _id: 'auc-outbid',
    auctionType: 'auction',
    vehicleName: '2019 Toyota RAV4 LE',
    currentPrice: 26_500,
    highestBid: 26_500,
    totalBids: 19,
    isLeader: false,
    yourMaxBid: 26_000,
    schedule: {
      startTime: inFromNow(-86_400),
      endTime: inFromNow(40 * 60),
      timeLeft: '00:40:00',
    },
    vehicle: {
      ...makeAuction().vehicle,
      _id: 'veh-rav4',
      year: 2019,
      make: { _id: 'make-toyota', name: 'Toyota' },
      model: 'RAV4',
      trim: 'LE',
      vehicleName: '2019 Toyota RAV4 LE',
      vehicleImage: [carPictures.blue],
    },
  }),
  yourBid: 25_500,
  yourMaxBid: 26_000,
  isLeader: false,
  order: null,
};

/** A won auction whose order still waits for Delivery Details and payment. */
export const wonBid: MyBid = {
  auction: makeAuction({
    _id: 'auc-won',
    status: 'sold',
    currentPrice: 18_900,
    highestBid: 18_900,
    totalBids: 9,
    schedule: { startTime: '2026-11-19T19:30:00.000Z', endTime: SALE_AT, timeLeft: '00:00:00' },
    endsAt: SALE_AT,
    closedAt: SALE_AT,
    vehicle: {
      ...makeAuction().vehicle,
      _id: 'veh-civic',
      year: 2019,
      model: 'Civic',
      trim: 'EX',
      vehicleName: '2019 Honda Civic EX',
    },
  }),
  yourBid: 18_900,
  yourMaxBid: 19_500,
  isLeader: true,
  order: {
    _id: ORDER_ID,
    status: 'pending_payment',
    price: 18_900,
    source: 'bid',
    soldAt: SALE_AT,
    paymentDeadline: PAY_BY,
    checkoutComplete: false,
  },
};

/** A claimed MarketDropAI sale, already paid. */
export const claimedBid: MyBid = {
  auction: makeAuction({
    _id: 'auc-claimed',
    auctionType: 'marketdropai',
    status: 'sold',
    currentPrice: 15_500,
    highestBid: null,
    totalBids: 0,
    schedule: { startTime: '2026-11-19T19:30:00.000Z', endTime: SALE_AT, timeLeft: '00:00:00' },
    endsAt: SALE_AT,
    closedAt: CLAIMED_AT,
    vehicle: {
      ...makeAuction().vehicle,
      _id: 'veh-tucson',
      year: 2021,
      make: { _id: 'make-hyundai', name: 'Hyundai' },
      model: 'Tucson',
      trim: 'Preferred',
      vehicleName: '2021 Hyundai Tucson Preferred',
      vehicleImage: [carPictures.green],
    },
  }),
  yourBid: null,
  yourMaxBid: null,
  isLeader: true,
  order: {
    _id: CLAIMED_ORDER_ID,
    status: 'payment_completed',
    price: 15_500,
    source: 'claim',
    soldAt: CLAIMED_AT,
    paymentDeadline: PAY_BY,
    checkoutComplete: true,
  },
};

/** An auction someone else won. */
export const lostBid: MyBid = {
  auction: makeAuction({
    _id: 'auc-lost',
    status: 'sold',
    currentPrice: 31_000,
    highestBid: 31_000,
    totalBids: 24,
    isLeader: false,
    schedule: { startTime: '2026-11-19T19:30:00.000Z', endTime: SALE_AT, timeLeft: '00:00:00' },
    endsAt: SALE_AT,
    closedAt: SALE_AT,
    vehicle: {
      ...makeAuction().vehicle,
      _id: 'veh-f150',
      year: 2018,
      make: { _id: 'make-ford', name: 'Ford' },
      model: 'F-150',
      trim: 'XLT',
      vehicleName: '2018 Ford F-150 XLT',
      vehicleImage: [carPictures.grey],
    },
  }),
  yourBid: 29_000,
  yourMaxBid: 30_000,
  isLeader: false,
  order: null,
};

export const orderVehicle: OrderVehicle = {
  auctionId: 'auc-won',
  auctionType: 'auction',
  vehicleName: '2019 Honda Civic EX',
  year: 2019,
  make: 'Honda',
  model: 'Civic',
  trim: 'EX',
  vin: '2HGFC1F39KH000123',
  miles: 45_210,
  odometerUnit: 'KM',
  exteriorColour: 'Rallye Red',
  image: carPictures.red,
};

export const orderSeller: OrderSeller = {
  _id: 'dealer-1',
  name: 'MarketDrop Demo Motors',
  address: '250 Front St W',
  city: 'Toronto',
  province: 'ON',
  postalCode: 'M5V 3G5',
};

export const orderBuyer: OrderBuyer = {
  firstName: 'Amélie',
  lastName: 'Tremblay',
  name: 'Amélie Tremblay',
  email: 'amelie@example.ca',
  phoneNumber: '4165550123',
  address: '12 King St W',
  city: 'Toronto',
  province: 'ON',
  postalCode: 'M5H 1A1',
};

export const previousAddresses: OrderAddress[] = [
  { address: '12 King St W', city: 'Toronto', province: 'ON', postalCode: 'M5H 1A1' },
  { address: '1 Rue Sainte-Catherine', city: 'Montréal', province: 'QC', postalCode: 'H2X 1Z4' },
];

/** Three pickup slots over two days and one delivery window (Toronto time). */
export const pickupSlots: TimeSlot[] = [
  {
    _id: '0b8f5c2a-1d3e-4f6a-9b7c-8d9e0f1a2b01',
    deliveryType: 'pickup',
    startsAt: '2026-11-27T15:00:00.000Z',
    endsAt: '2026-11-27T17:00:00.000Z',
    timeZone: 'America/Toronto',
    capacity: 3,
    remaining: 2,
  },
  {
    _id: '0b8f5c2a-1d3e-4f6a-9b7c-8d9e0f1a2b02',
    deliveryType: 'pickup',
    startsAt: '2026-11-27T18:00:00.000Z',
    endsAt: '2026-11-27T20:00:00.000Z',
    timeZone: 'America/Toronto',
    capacity: 3,
    remaining: 1,
  },
  {
    _id: '0b8f5c2a-1d3e-4f6a-9b7c-8d9e0f1a2b03',
    deliveryType: 'pickup',
    startsAt: '2026-11-30T15:00:00.000Z',
    endsAt: '2026-11-30T17:00:00.000Z',
    timeZone: 'America/Toronto',
    capacity: 3,
    remaining: 3,
  },
];

export const deliverySlots: TimeSlot[] = [
  {
    _id: '0b8f5c2a-1d3e-4f6a-9b7c-8d9e0f1a2b11',
    deliveryType: 'delivery',
    startsAt: '2026-12-01T14:00:00.000Z',
    endsAt: '2026-12-01T22:00:00.000Z',
    timeZone: 'America/Toronto',
    capacity: 2,
    remaining: 2,
  },
];

/** Checkout of the won Civic in Ontario, before Delivery Details: price, fee, HST, total. */
export const checkoutNew: CheckoutDetails = {
  orderId: ORDER_ID,
  status: 'pending_payment',
  vehicle: orderVehicle,
  seller: orderSeller,
  deliveryType: null,
  address: null,
  timeSlot: null,
  taxProvince: 'ON',
  taxProvinceSource: 'profile',
  ratesAsOf: '2026-01-01',
  currency: 'CAD',
  vehiclePriceCents: 1_890_000,
  documentationFeeCents: 9_900,
  buyersPremiumCents: 0,
  deliveryChargeCents: 0,
  // (18,900 + 99) x 13 % = 2,469.87
  taxes: [{ code: 'HST', rate: 0.13, baseCents: 1_899_900, amountCents: 246_987 }],
  taxCents: 246_987,
  totalCents: 2_146_887,
  paymentDeadline: PAY_BY,
  readyToPay: false,
  paidAt: null,
};

/** The same after Pickup and a slot were chosen: ready to pay. */
export const checkoutPickup: CheckoutDetails = {
  ...checkoutNew,
  deliveryType: 'pickup',
  timeSlot: pickupSlots[0] ?? null,
  readyToPay: true,
};

/** Delivery to Montréal: the delivery charge, GST and QST of Quebec. */
export const checkoutDelivery: CheckoutDetails = {
  ...checkoutNew,
  deliveryType: 'delivery',
  address: previousAddresses[1] ?? null,
  timeSlot: deliverySlots[0] ?? null,
  taxProvince: 'QC',
  taxProvinceSource: 'delivery',
  deliveryChargeCents: 65_000,
  // base 18,900 + 99 + 650 = 19,649: GST 982.45, QST 1,959.99
  taxes: [
    { code: 'GST', rate: 0.05, baseCents: 1_964_900, amountCents: 98_245 },
    { code: 'QST', rate: 0.09975, baseCents: 1_964_900, amountCents: 195_999 },
  ],
  taxCents: 294_244,
  totalCents: 2_259_144,
  readyToPay: true,
};

const event = (
  status: OrderStatusEvent['status'],
  at: string,
  by: OrderStatusEvent['by'],
  note: string | null = null,
): OrderStatusEvent => ({ status, at, by, note });

/** The order of the won Civic, paid and ready for pickup, as its buyer sees it. */
export const orderReady: OrderDetails = {
  _id: ORDER_ID,
  status: 'ready_for_pickup',
  source: 'bid',
  price: 18_900,
  createdAt: SALE_AT,
  updatedAt: '2026-11-27T14:00:00.000Z',
  paymentDeadline: PAY_BY,
  paidAt: '2026-11-26T21:05:00.000Z',
  completedAt: null,
  cancelledAt: null,
  cancelReason: null,
  viewerRole: 'buyer',
  vehicle: orderVehicle,
  seller: orderSeller,
  buyer: orderBuyer,
  checkout: {
    ...checkoutPickup,
    status: 'ready_for_pickup',
    readyToPay: false,
    paidAt: '2026-11-26T21:05:00.000Z',
  },
  timeline: [
    event('pending_payment', SALE_AT, 'system'),
    event('payment_completed', '2026-11-26T21:05:00.000Z', 'payment'),
    event('ready_for_pickup', '2026-11-27T14:00:00.000Z', 'seller'),
  ],
  review: null,
  actions: { canPay: false, canCancel: false, canReview: false, nextStatuses: [] },
  cancellation: null,
};

/** The same order before payment: Pay (with the deadline) and Cancel. */
export const orderPending: OrderDetails = {
  ...orderReady,
  status: 'pending_payment',
  paidAt: null,
  checkout: checkoutPickup,
  timeline: [event('pending_payment', SALE_AT, 'system')],
  actions: { canPay: true, canCancel: true, canReview: false, nextStatuses: [] },
  cancellation: { recent: 0, limit: 2, windowDays: 30, restrictionDays: 30, restrictsUntil: null },
};

/** Completed, not yet reviewed. */
export const orderCompleted: OrderDetails = {
  ...orderReady,
  status: 'completed',
  completedAt: '2026-11-28T16:00:00.000Z',
  checkout: { ...orderReady.checkout, status: 'completed' },
  timeline: [...orderReady.timeline, event('completed', '2026-11-28T16:00:00.000Z', 'seller')],
  actions: { canPay: false, canCancel: false, canReview: true, nextStatuses: [] },
};

/** Paid, as the selling dealer sees it: Mark Ready for Pickup. */
export const orderForDealer: OrderDetails = {
  ...orderReady,
  status: 'payment_completed',
  viewerRole: 'seller',
  checkout: { ...orderReady.checkout, status: 'payment_completed' },
  timeline: orderReady.timeline.slice(0, 2),
  actions: {
    canPay: false,
    canCancel: false,
    canReview: false,
    nextStatuses: ['ready_for_pickup'],
  },
};

/** Cancelled by the buyer, with the reason. */
export const orderCancelled: OrderDetails = {
  ...orderPending,
  status: 'cancelled',
  cancelledAt: '2026-11-27T10:00:00.000Z',
  cancelReason: 'Found another car closer to home.',
  checkout: { ...checkoutPickup, status: 'cancelled', readyToPay: false },
  timeline: [
    event('pending_payment', SALE_AT, 'system'),
    event('cancelled', '2026-11-27T10:00:00.000Z', 'buyer', 'Found another car closer to home.'),
  ],
  actions: { canPay: false, canCancel: false, canReview: false, nextStatuses: [] },
};

const listItem = (order: OrderDetails, overrides: Partial<OrderListItem> = {}): OrderListItem => ({
  _id: order._id,
  status: order.status,
  source: order.source,
  price: order.price,
  totalCents: order.checkout.totalCents,
  createdAt: order.createdAt,
  paymentDeadline: order.paymentDeadline,
  deliveryType: order.checkout.deliveryType,
  vehicle: order.vehicle,
  seller: { _id: order.seller._id, name: order.seller.name },
  viewerRole: order.viewerRole,
  ...overrides,
});

/** My Orders' Active tab: one to pay, one ready for pickup. */
export const activeOrders: OrderListItem[] = [
  listItem(orderPending),
  listItem(orderReady, {
    _id: CLAIMED_ORDER_ID,
    price: 15_500,
    source: 'claim',
    createdAt: '2026-11-20T18:00:00.000Z',
    vehicle: {
      ...orderVehicle,
      auctionId: 'auc-claimed',
      auctionType: 'marketdropai',
      vehicleName: '2021 Hyundai Tucson Preferred',
      year: 2021,
      make: 'Hyundai',
      model: 'Tucson',
      trim: 'Preferred',
      image: carPictures.green,
    },
  }),
];

/** My Orders' Completed tab: one completed, one cancelled. */
export const completedOrders: OrderListItem[] = [
  listItem(orderCompleted),
  listItem(orderCancelled, { _id: '9c8b7a65-4321-4fed-8cba-0987654321ff' }),
];
