/** The JSON schema of the public live state of an auction (`LiveAuctionState`), for OpenAPI. */
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const instant = { type: 'string', format: 'date-time' } as const;

export const liveAuctionStateSchema = {
  type: 'object',
  properties: {
    auctionId: str,
    seq: { type: 'integer', description: 'Grows with every change: a lower one is stale' },
    status: { type: 'string', enum: ['scheduled', 'open', 'sold', 'ended', 'unsold'] },
    currentPrice: {
      ...int,
      description: 'Whole dollars: the visible bid, the price now, or the claim price',
    },
    highestBid: { type: ['integer', 'null'] },
    buyNowPrice: {
      type: ['integer', 'null'],
      description: 'Whole dollars; null without Buy Now. A live sale may lower it, never raise it',
    },
    bidCount: int,
    minimumBid: { ...int, description: 'The lowest bid the server accepts now' },
    endsAt: instant,
    extended: { type: 'boolean', description: 'The end moved because of a late bid' },
    paused: {
      type: 'boolean',
      description:
        "The seller's account is suspended: no bid, claim or Buy Now, and the time left and price stand still until it is reinstated",
    },
    priceChangesAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'MarketDropAI: the next drop',
    },
    serverTime: { ...instant, description: "The server's clock when the state was read" },
    reserveMet: { type: 'boolean', description: 'Absent when the auction has no reserve' },
  },
  required: [
    'auctionId',
    'seq',
    'status',
    'currentPrice',
    'highestBid',
    'buyNowPrice',
    'bidCount',
    'minimumBid',
    'endsAt',
    'extended',
    'paused',
    'priceChangesAt',
    'serverTime',
  ],
} as const;
