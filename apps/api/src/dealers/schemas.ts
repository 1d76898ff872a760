/**
 * Response JSON schemas of the dealer, seller profile and admin calls: they document the answers
 * in OpenAPI (`/docs`) and shape their serialization. Requests are declared in
 * @marketdrop/api-client (`calls`) and validated with their yup schemas.
 */
import {
  ACCOUNT_STANDINGS,
  AUCTION_TYPES,
  CONTACT_INBOX_STATUSES,
  DEALER_DOCUMENT_KINDS,
  DEALER_STATUSES,
  LISTING_STATES,
  ROLES,
} from '@marketdrop/validation';
import { auctionSchema, listingDisclosureSchema, paginationSchema } from '../catalogue/schemas';

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const bool = { type: 'boolean' } as const;
const instant = { type: 'string', format: 'date-time' } as const;
const nullableInstant = { type: ['string', 'null'], format: 'date-time' } as const;
const idName = {
  type: 'object',
  properties: { _id: str, name: str },
  required: ['_id', 'name'],
} as const;

function object<P extends Record<string, unknown>>(properties: P) {
  return { type: 'object', properties, required: Object.keys(properties) } as const;
}

const documentSummary = object({
  _id: str,
  kind: { type: 'string', enum: DEALER_DOCUMENT_KINDS },
  name: str,
  mimeType: str,
  size: int,
  uploadedAt: instant,
});

const dealerDocument = object({
  ...documentSummary.properties,
  url: { type: 'string', description: 'Admins only: /user/dealerDocuments/{id}' },
});

export const dealerStatusSchema = object({
  status: { type: 'string', enum: DEALER_STATUSES },
  reason: nullableStr,
  submittedAt: nullableInstant,
  reviewedAt: nullableInstant,
  documents: { type: 'array', items: documentSummary },
  canList: bool,
  sellerId: nullableStr,
});

const location = object({
  address: nullableStr,
  city: nullableStr,
  province: nullableStr,
  postalCode: nullableStr,
});

export const listingOptionsSchema = object({
  makes: { type: 'array', items: idName },
  categories: { type: 'array', items: idName },
  fuelTypes: { type: 'array', items: str },
  transmissions: { type: 'array', items: str },
  drivetrains: { type: 'array', items: str },
  closingSlots: { type: 'array', items: instant },
  defaultLocation: location,
});

const listingDocument = object({ _id: str, name: str, url: str, mimeType: str });

export const dealerListingSchema = object({
  _id: str,
  state: { type: 'string', enum: LISTING_STATES },
  auctionId: nullableStr,
  vehicleName: str,
  vin: nullableStr,
  year: int,
  make: idName,
  model: str,
  trim: nullableStr,
  category: { anyOf: [idName, { type: 'null' }] },
  odometer: nullableInt,
  odometerUnit: { type: 'string', enum: ['KM', 'MI'] },
  fuelType: nullableStr,
  transmission: nullableStr,
  drivetrain: nullableStr,
  exteriorColour: nullableStr,
  description: nullableStr,
  location,
  terms: object({
    auctionType: { type: 'string', enum: AUCTION_TYPES },
    startingBid: nullableInt,
    reservePrice: nullableInt,
    buyNowPrice: nullableInt,
    stickerPrice: nullableInt,
    floorPrice: nullableInt,
    dropAmount: nullableInt,
    dropIntervalMinutes: nullableInt,
    claimPrice: nullableInt,
    startsAt: nullableInstant,
    endsAt: instant,
  }),
  photos: {
    type: 'array',
    items: object({ _id: str, url: str, srcSet: str, width: int, height: int }),
  },
  conditionReport: { anyOf: [listingDocument, { type: 'null' }] },
  documents: { type: 'array', items: listingDocument },
  stats: object({ views: int, saves: int, bids: int }),
  currentPrice: nullableInt,
  highestBid: nullableInt,
  termsLocked: bool,
  disclosures: { type: 'array', items: listingDisclosureSchema },
  moderation: {
    anyOf: [object({ reason: str, unpublishedAt: instant }), { type: 'null' }],
  },
  reserveOffer: {
    anyOf: [
      object({
        highestBid: int,
        bidderName: str,
        expiresAt: instant,
        status: { type: 'string', enum: ['open', 'accepted', 'declined', 'lapsed'] },
        orderId: nullableStr,
      }),
      { type: 'null' },
    ],
  },
  canRelist: bool,
  publishedAt: nullableInstant,
  createdAt: instant,
  updatedAt: instant,
});

const countsSchema = object(
  Object.fromEntries(LISTING_STATES.map((state) => [state, int])) as Record<
    (typeof LISTING_STATES)[number],
    typeof int
  >,
);

export const dealerListingsSchema = object({
  listings: { type: 'array', items: dealerListingSchema },
  counts: countsSchema,
});

const orderSummarySchema = object({
  _id: str,
  auctionId: str,
  buyerId: nullableStr,
  price: int,
  source: str,
  status: str,
  createdAt: instant,
});

export const acceptReserveOfferSchema = object({
  order: orderSummarySchema,
  listing: dealerListingSchema,
});

export const sellerProfileSchema = object({
  seller: object({
    _id: str,
    businessName: str,
    city: nullableStr,
    province: nullableStr,
    memberSince: instant,
    verified: bool,
    vehiclesSold: int,
    rating: object({ average: { type: ['number', 'null'] }, count: int }),
  }),
  listings: { type: 'array', items: auctionSchema },
});

/** A paged answer: `{ message, data, pagination }`. */
export function pagedEnvelope<T extends object>(data: T) {
  return {
    type: 'object',
    properties: { message: str, data, pagination: paginationSchema },
    required: ['message', 'data', 'pagination'],
  } as const;
}

export const dealerApplicationSchema = object({
  userId: str,
  firstName: str,
  lastName: str,
  email: str,
  phoneNumber: str,
  businessName: nullableStr,
  businessAddress: nullableStr,
  dealershipNumber: nullableStr,
  taxNumber: nullableStr,
  city: nullableStr,
  province: nullableStr,
  status: { type: 'string', enum: DEALER_STATUSES },
  reason: nullableStr,
  submittedAt: nullableInstant,
  reviewedAt: nullableInstant,
  documents: { type: 'array', items: dealerDocument },
  createdAt: instant,
});

export const verificationQueueSchema = object({
  dealers: { type: 'array', items: dealerApplicationSchema },
});

export const adminListingSchema = {
  ...dealerListingSchema,
  properties: {
    ...dealerListingSchema.properties,
    dealer: object({ _id: str, businessName: str, userId: nullableStr }),
  },
  required: [...dealerListingSchema.required, 'dealer'],
} as const;

export const adminListingsSchema = object({
  listings: { type: 'array', items: adminListingSchema },
});

export const adminUserSchema = object({
  _id: str,
  role: { type: 'string', enum: ROLES },
  firstName: str,
  lastName: str,
  email: str,
  phoneNumber: str,
  businessName: nullableStr,
  dealerStatus: { type: ['string', 'null'], enum: [...DEALER_STATUSES, null] },
  standing: { type: 'string', enum: ACCOUNT_STANDINGS },
  suspendedReason: nullableStr,
  suspendedAt: nullableInstant,
  createdAt: instant,
});

export const adminUsersSchema = object({ users: { type: 'array', items: adminUserSchema } });

export const inboxMessageSchema = object({
  _id: str,
  reference: str,
  name: str,
  email: str,
  subject: str,
  message: str,
  language: str,
  userId: nullableStr,
  status: { type: 'string', enum: CONTACT_INBOX_STATUSES },
  handledAt: nullableInstant,
  handledBy: nullableStr,
  createdAt: instant,
});

export const contactInboxSchema = object({
  messages: { type: 'array', items: inboxMessageSchema },
  openCount: int,
});
