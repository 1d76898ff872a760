/**
 * Response JSON schemas of the catalogue routes: they document the answers in OpenAPI (`/docs`)
 * and shape (and speed up) their serialization. Requests are declared in @marketdrop/api-client
 * (`calls`) and validated with their yup schemas; their JSON Schema is generated (`mountCall`).
 */
import { AUCTION_TYPES, TIME_LEFT_BUCKETS } from '@marketdrop/validation';

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const bool = { type: 'boolean' } as const;
const idName = {
  type: 'object',
  properties: { _id: str, name: str },
  required: ['_id', 'name'],
} as const;

export const bannerSchema = {
  type: 'object',
  properties: {
    _id: str,
    bannerImage: { type: 'string', description: 'Path on the API host' },
    title: str,
    description: str,
  },
  required: ['_id', 'bannerImage', 'title', 'description'],
} as const;

const vehicleSchema = {
  type: 'object',
  properties: {
    _id: str,
    year: int,
    make: idName,
    model: str,
    trim: nullableStr,
    category: { anyOf: [idName, { type: 'null' }] },
    miles: nullableInt,
    odometerUnit: { type: 'string', enum: ['KM', 'MI'] },
    vehicleName: str,
    vin: nullableStr,
    exteriorColour: nullableStr,
    vehicleImage: {
      type: 'array',
      items: str,
      description: 'Paths on the API host, the cover first',
    },
    conditionReport: { type: ['string', 'null'], description: 'Path on the API host, or null' },
    vehicleDocuments: {
      type: 'array',
      items: {
        type: 'object',
        properties: { _id: str, name: str, image: str },
        required: ['_id', 'name', 'image'],
      },
    },
    description: nullableStr,
    drivetrain: nullableStr,
    fuelType: nullableStr,
    transmission: nullableStr,
    originalPrice: nullableInt,
    location: {
      type: 'object',
      properties: {
        address: nullableStr,
        city: nullableStr,
        province: nullableStr,
        postalCode: nullableStr,
      },
      required: ['address', 'city', 'province', 'postalCode'],
    },
  },
  required: [
    '_id',
    'year',
    'make',
    'model',
    'trim',
    'category',
    'miles',
    'odometerUnit',
    'vehicleName',
    'vin',
    'exteriorColour',
    'vehicleImage',
    'conditionReport',
    'vehicleDocuments',
    'description',
    'drivetrain',
    'fuelType',
    'transmission',
    'originalPrice',
    'location',
  ],
} as const;

export const auctionSchema = {
  type: 'object',
  properties: {
    _id: str,
    isSaved: { type: 'boolean', description: 'Saved by the caller; false when anonymous' },
    auctionType: { type: 'string', enum: AUCTION_TYPES },
    status: { type: 'string', enum: ['scheduled', 'open', 'sold', 'ended', 'unsold'] },
    priceLabel: str,
    ctaButton: str,
    currentPrice: {
      type: 'integer',
      description: 'Whole dollars: highest bid, MarketDropAI price now, or claim price',
    },
    startingBid: int,
    highestBid: nullableInt,
    claimPrice: nullableInt,
    buyNowPrice: nullableInt,
    totalBids: int,
    trending: bool,
    description: nullableStr,
    vehicleName: str,
    schedule: {
      type: 'object',
      properties: {
        startTime: { type: 'string', format: 'date-time' },
        endTime: { type: 'string', format: 'date-time' },
        timeLeft: { type: 'string', description: 'HH:MM:SS at the moment of the answer' },
      },
      required: ['startTime', 'endTime', 'timeLeft'],
    },
    vehicle: vehicleSchema,
    seller: {
      type: 'object',
      properties: { _id: str, name: str, city: nullableStr, province: nullableStr },
      required: ['_id', 'name', 'city', 'province'],
    },
    seq: { type: 'integer', description: 'Grows with every change of the auction' },
    minimumBid: { type: 'integer', description: 'The lowest bid accepted now (whole dollars)' },
    endsAt: { type: 'string', format: 'date-time', description: 'Moves with soft close' },
    extended: { type: 'boolean', description: 'The end moved because of a late bid' },
    paused: {
      type: 'boolean',
      description:
        "The seller's account is suspended: the sale is paused (no bid, claim or Buy Now; its time left and price stand still) until it is reinstated",
    },
    serverTime: {
      type: 'string',
      format: 'date-time',
      description: "The server's clock at the answer",
    },
    priceChangesAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'MarketDropAI: when the price drops next (null otherwise or at the floor)',
    },
    isLeader: { type: 'boolean', description: 'Signed-in callers only: whether they lead' },
    yourMaxBid: {
      type: ['integer', 'null'],
      description: 'Signed-in callers only: their own maximum bid (null: they have not bid)',
    },
  },
  required: [
    '_id',
    'isSaved',
    'auctionType',
    'status',
    'priceLabel',
    'ctaButton',
    'currentPrice',
    'startingBid',
    'highestBid',
    'claimPrice',
    'buyNowPrice',
    'totalBids',
    'trending',
    'description',
    'vehicleName',
    'schedule',
    'vehicle',
    'seller',
    'seq',
    'minimumBid',
    'endsAt',
    'extended',
    'paused',
    'serverTime',
    'priceChangesAt',
  ],
} as const;

/** A seller's disclosure (docs/product.md §6.2): a dated note, public on the auction. */
export const listingDisclosureSchema = {
  type: 'object',
  properties: {
    text: str,
    createdAt: { type: 'string', format: 'date-time' },
  },
  required: ['text', 'createdAt'],
} as const;

/** `auctionScreen`: the auction and the seller's disclosures, newest first. */
export const auctionDetailSchema = {
  ...auctionSchema,
  properties: {
    ...auctionSchema.properties,
    disclosures: {
      type: 'array',
      items: listingDisclosureSchema,
      description: "The seller's disclosures after the first bid or claim, newest first",
    },
  },
  required: [...auctionSchema.required, 'disclosures'],
} as const;

export const paginationSchema = {
  type: 'object',
  properties: { pageNumber: int, pageSize: int, total: int, totalPages: int },
  required: ['pageNumber', 'pageSize', 'total', 'totalPages'],
} as const;

const valueList = <T extends readonly string[] | undefined>(values?: T) =>
  ({
    type: 'array',
    items: {
      type: 'object',
      properties: { value: values ? { type: 'string', enum: values } : str },
      required: ['value'],
    },
  }) as const;

export const filterOptionsSchema = {
  type: 'object',
  properties: {
    brand: { type: 'array', items: idName },
    years: {
      type: 'array',
      items: { type: 'object', properties: { _id: str, value: int }, required: ['_id', 'value'] },
    },
    fuelType: valueList(),
    transmission: valueList(),
    auctionType: valueList(AUCTION_TYPES),
    timeLeft: valueList(TIME_LEFT_BUCKETS),
    category: { type: 'array', items: idName },
    priceMin: { type: 'integer', description: 'Lowest current price, down to a multiple of 500' },
    priceMax: { type: 'integer', description: 'Highest current price, up to a multiple of 500' },
    yearMin: int,
    yearMax: int,
  },
  required: [
    'brand',
    'years',
    'fuelType',
    'transmission',
    'auctionType',
    'timeLeft',
    'category',
    'priceMin',
    'priceMax',
    'yearMin',
    'yearMax',
  ],
} as const;

export const toggleAuctionData = {
  type: 'object',
  properties: { auctionId: str, isSaved: bool },
  required: ['auctionId', 'isSaved'],
} as const;

export const savedAuctionsData = {
  type: 'object',
  properties: {
    savedAuctions: { type: 'array', items: auctionSchema },
    pagination: paginationSchema,
  },
  required: ['savedAuctions', 'pagination'],
} as const;

export const homeScreenData = {
  type: 'object',
  properties: {
    banners: { type: 'array', items: bannerSchema },
    allVehicles: { type: 'array', items: auctionSchema },
    trendingVehicles: { type: 'array', items: auctionSchema },
  },
  required: ['banners', 'allVehicles', 'trendingVehicles'],
} as const;

export const categoryWiseData = {
  type: 'object',
  properties: {
    categories: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          _id: str,
          name: str,
          total: int,
          auctions: { type: 'array', items: auctionSchema },
        },
        required: ['_id', 'name', 'total', 'auctions'],
      },
    },
  },
  required: ['categories'],
} as const;

/** getAuctions' paging: `hasMore`, and the totals when asked for (`withTotal`), else null. */
const listingPaginationSchema = {
  type: 'object',
  properties: {
    pageNumber: int,
    pageSize: int,
    hasMore: { type: 'boolean' },
    total: { type: ['integer', 'null'] },
    totalPages: { type: ['integer', 'null'] },
  },
  required: ['pageNumber', 'pageSize', 'hasMore', 'total', 'totalPages'],
} as const;

export const auctionListResponse = {
  type: 'object',
  properties: {
    message: str,
    data: { type: 'array', items: auctionSchema },
    pagination: listingPaginationSchema,
  },
  required: ['message', 'data', 'pagination'],
} as const;
