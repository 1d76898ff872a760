/**
 * Response JSON schemas of the live auction calls (OpenAPI, and the shape of their serialized
 * answers). Requests are declared in @marketdrop/api-client and validated with their yup schemas.
 */
import { liveAuctionStateSchema as publicLiveStateSchema } from '../catalogue/live-state-schema';
import { paginationSchema } from '../catalogue/schemas';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const instant = { type: 'string', format: 'date-time' } as const;

/** The public live state (catalogue) plus, for the signed-in caller, their lead and maximum. */
export const liveAuctionStateSchema = {
  ...publicLiveStateSchema,
  properties: {
    ...publicLiveStateSchema.properties,
    isLeader: { type: 'boolean', description: 'For the signed-in caller' },
    yourMaxBid: { type: ['integer', 'null'], description: "The caller's own maximum" },
  },
} as const;

export const placeBidData = {
  type: 'object',
  properties: {
    auction: liveAuctionStateSchema,
    bid: {
      type: 'object',
      properties: {
        _id: str,
        amount: { type: 'integer', description: 'The visible amount of the bid' },
        maxAmount: { type: ['integer', 'null'], description: 'Your maximum, as you sent it' },
        isLeader: bool,
      },
      required: ['_id', 'amount', 'maxAmount', 'isLeader'],
    },
  },
  required: ['auction', 'bid'],
} as const;

export const orderSummarySchema = {
  type: 'object',
  properties: {
    _id: str,
    auctionId: str,
    buyerId: { type: ['string', 'null'] },
    price: int,
    source: { type: 'string', enum: ['bid', 'claim', 'buyNow'] },
    status: str,
    createdAt: instant,
  },
  required: ['_id', 'auctionId', 'buyerId', 'price', 'source', 'status', 'createdAt'],
} as const;

export const purchaseData = {
  type: 'object',
  properties: { order: orderSummarySchema, auction: liveAuctionStateSchema },
  required: ['order', 'auction'],
} as const;

export const bidHistoryResponse = {
  type: 'object',
  properties: {
    message: str,
    data: {
      type: 'object',
      properties: {
        bids: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              _id: str,
              amount: int,
              bidder: { type: 'string', description: 'Bidder 1, Bidder 2... (per auction)' },
              isYours: bool,
              automatic: { type: 'boolean', description: "The engine's bid for a maximum" },
              createdAt: instant,
            },
            required: ['_id', 'amount', 'bidder', 'isYours', 'automatic', 'createdAt'],
          },
        },
      },
      required: ['bids'],
    },
    pagination: paginationSchema,
  },
  required: ['message', 'data', 'pagination'],
} as const;
