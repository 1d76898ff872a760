/**
 * Response JSON schemas of the calls after the sale (OpenAPI, and the shape of their serialized
 * answers: a field missing here is not sent). Requests are declared in @marketdrop/api-client and
 * validated with their yup schemas.
 */
import {
  DELIVERY_TYPES,
  ORDER_ROLES,
  ORDER_STATUSES,
  PROVINCE_CODES,
} from '@marketdrop/validation';
import { auctionSchema, paginationSchema } from '../catalogue/schemas';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const instant = { type: 'string', format: 'date-time' } as const;
const nullableInstant = { type: ['string', 'null'], format: 'date-time' } as const;
const cents = (description: string) => ({ type: 'integer', description }) as const;
const status = { type: 'string', enum: ORDER_STATUSES } as const;

/** An object schema whose every property is required. */
function all<P extends Record<string, object>>(properties: P, description?: string) {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    properties,
    required: Object.keys(properties),
  } as const;
}

export const orderVehicleSchema = all({
  auctionId: str,
  auctionType: str,
  vehicleName: str,
  year: int,
  make: str,
  model: str,
  trim: nullableStr,
  vin: nullableStr,
  miles: nullableInt,
  odometerUnit: { type: 'string', enum: ['KM', 'MI'] },
  exteriorColour: nullableStr,
  image: { type: ['string', 'null'], description: 'The first picture, a path on the API host' },
});

export const orderSellerSchema = all(
  {
    _id: str,
    name: str,
    address: nullableStr,
    city: nullableStr,
    province: nullableStr,
    postalCode: nullableStr,
  },
  'The selling dealer: where Pickup happens',
);

export const orderBuyerSchema = all({
  firstName: str,
  lastName: str,
  name: str,
  email: str,
  phoneNumber: str,
  address: nullableStr,
  city: nullableStr,
  province: nullableStr,
  postalCode: nullableStr,
});

export const orderAddressSchema = all({
  address: str,
  city: str,
  province: { type: 'string', enum: PROVINCE_CODES },
  postalCode: str,
});

export const timeSlotSchema = all({
  _id: str,
  deliveryType: { type: 'string', enum: DELIVERY_TYPES },
  startsAt: instant,
  endsAt: instant,
  timeZone: { type: 'string', description: "The dealer's time zone, e.g. America/Toronto" },
  capacity: int,
  remaining: { type: 'integer', description: 'Places still free' },
});

export const checkoutDetailsSchema = all({
  orderId: str,
  status,
  vehicle: orderVehicleSchema,
  seller: orderSellerSchema,
  deliveryType: { type: ['string', 'null'], enum: [...DELIVERY_TYPES, null] },
  address: { anyOf: [orderAddressSchema, { type: 'null' }] },
  timeSlot: { anyOf: [timeSlotSchema, { type: 'null' }] },
  taxProvince: { type: 'string', enum: PROVINCE_CODES },
  taxProvinceSource: {
    type: 'string',
    enum: ['delivery', 'profile', 'dealer'],
    description:
      "Delivery: the delivery address's province; Pickup: the dealer's (the pickup location); not chosen yet: the buyer's profile's, else the dealer's",
  },
  ratesAsOf: { type: 'string', format: 'date', description: 'The date of the tax rates' },
  currency: { type: 'string', enum: ['CAD'] },
  vehiclePriceCents: cents('The price the vehicle sold for'),
  documentationFeeCents: cents('The flat $99 documentation fee'),
  buyersPremiumCents: cents('Always 0: no buyer’s premium'),
  deliveryChargeCents: cents('The delivery charge (0 for Pickup)'),
  taxes: {
    type: 'array',
    items: all({
      code: { type: 'string', enum: ['GST', 'HST', 'PST', 'RST', 'QST'] },
      rate: { type: 'number', description: 'A fraction, e.g. 0.13' },
      baseCents: cents('The taxed amount: price + fee + delivery'),
      amountCents: int,
    }),
  },
  taxCents: int,
  totalCents: cents('What the buyer owes'),
  paymentDeadline: { ...instant, description: '48 hours after the sale' },
  readyToPay: bool,
  paidAt: nullableInstant,
});

export const orderStatusEventSchema = all({
  status,
  at: instant,
  by: { type: 'string', enum: ['buyer', 'seller', 'payment', 'system'] },
  note: nullableStr,
});

export const trackOrderSchema = all({
  orderId: str,
  status,
  timeline: { type: 'array', items: orderStatusEventSchema, description: 'Oldest first' },
});

export const orderReviewSchema = all({
  _id: str,
  orderId: str,
  rating: { type: 'integer', minimum: 1, maximum: 5 },
  comment: nullableStr,
  buyerFirstName: str,
  vehicleName: str,
  createdAt: instant,
});

export const orderDetailsSchema = all({
  _id: str,
  status,
  source: { type: 'string', enum: ['bid', 'claim', 'buyNow'] },
  price: { type: 'integer', description: 'Whole dollars: what the vehicle sold for' },
  createdAt: instant,
  updatedAt: instant,
  paymentDeadline: instant,
  paidAt: nullableInstant,
  completedAt: nullableInstant,
  cancelledAt: nullableInstant,
  cancelReason: nullableStr,
  viewerRole: { type: 'string', enum: ORDER_ROLES },
  vehicle: orderVehicleSchema,
  seller: orderSellerSchema,
  buyer: orderBuyerSchema,
  checkout: checkoutDetailsSchema,
  timeline: { type: 'array', items: orderStatusEventSchema },
  review: { anyOf: [orderReviewSchema, { type: 'null' }] },
  actions: all({
    canPay: bool,
    canCancel: bool,
    canReview: bool,
    nextStatuses: { type: 'array', items: status },
  }),
  cancellation: {
    anyOf: [
      all({
        recent: int,
        limit: int,
        windowDays: int,
        restrictionDays: int,
        restrictsUntil: nullableInstant,
      }),
      { type: 'null' },
    ],
    description:
      'The buyer of an order they may cancel: their cancelled or lapsed orders in the window, and until when cancelling this one would restrict them (docs/product.md §5.5)',
  },
});

export const orderListItemSchema = all({
  _id: str,
  status,
  source: { type: 'string', enum: ['bid', 'claim', 'buyNow'] },
  price: int,
  totalCents: int,
  createdAt: instant,
  paymentDeadline: instant,
  deliveryType: { type: ['string', 'null'], enum: [...DELIVERY_TYPES, null] },
  vehicle: orderVehicleSchema,
  seller: all({ _id: str, name: str }),
  viewerRole: { type: 'string', enum: ORDER_ROLES },
});

export const adminDealerOrderSchema = all({
  _id: str,
  status,
  source: { type: 'string', enum: ['bid', 'claim', 'buyNow'] },
  price: int,
  totalCents: int,
  createdAt: instant,
  paymentDeadline: instant,
  paidAt: nullableInstant,
  vehicle: orderVehicleSchema,
  buyer: all({ name: str, email: str, phoneNumber: str }),
});

export const adminDealerOrdersData = all({
  orders: { type: 'array', items: adminDealerOrderSchema },
});

export const myBidSchema = all({
  auction: auctionSchema,
  yourBid: nullableInt,
  yourMaxBid: nullableInt,
  isLeader: bool,
  order: {
    anyOf: [
      all({
        _id: str,
        status,
        price: int,
        paymentDeadline: instant,
        checkoutComplete: bool,
      }),
      { type: 'null' },
    ],
  },
});

export const paymentDataSchema = all({
  paymentId: str,
  provider: { type: 'string', enum: ['stripe', 'test'] },
  url: { type: 'string', description: 'The payment page to send the browser to' },
  amountCents: int,
  currency: { type: 'string', enum: ['CAD'] },
});

export const webhookDataSchema = all({
  eventId: str,
  applied: { type: 'boolean', description: 'False for a repeated or irrelevant event' },
});

/** `{ message, data, pagination }` answers. */
export function pagedEnvelope<T extends object>(data: T) {
  return {
    type: 'object',
    properties: { message: str, data, pagination: paginationSchema },
    required: ['message', 'data', 'pagination'],
  } as const;
}

export const myBidsData = all({ bids: { type: 'array', items: myBidSchema }, total: int });
export const orderHistoryData = all({
  orders: { type: 'array', items: orderListItemSchema },
  total: int,
});
export const sellerReviewsData = all({
  reviews: { type: 'array', items: orderReviewSchema },
  averageRating: { type: ['number', 'null'] },
  total: int,
});
