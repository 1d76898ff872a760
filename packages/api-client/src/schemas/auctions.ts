/** Response shapes of the live auction calls: bids, claims, Buy Now (docs/product.md §4). */
import { ORDER_STATUSES } from '@marketdrop/validation';
import { AUCTION_STATUSES, callerBidFields, liveAuctionFields } from './catalogue';
import { Type, bool, instant, int, list, nullableInt, nullableStr, oneOf, str } from './shape';

const optional = Type.Optional;

/** The public live state of one auction (the live streams' events). Whole dollars, ISO instants. */
export const PublicLiveAuctionState = Type.Object({
  auctionId: str(),
  status: oneOf(AUCTION_STATUSES),
  currentPrice: int({
    description: 'Whole dollars: the visible bid, the price now, or the claim price',
  }),
  highestBid: nullableInt(),
  buyNowPrice: optional(
    nullableInt({
      description: 'Whole dollars; null without Buy Now. A live sale may lower it, never raise it',
    }),
  ),
  bidCount: int(),
  ...liveAuctionFields,
});

/** The live state plus, for the signed-in caller, their lead and their own maximum. */
export const LiveAuctionState = Type.Object({
  ...PublicLiveAuctionState.properties,
  ...callerBidFields,
});

/** A bid as placeBid answers it to its bidder. */
export const PlacedBid = Type.Object({
  _id: str(),
  amount: int({ description: 'The visible amount of the bid' }),
  maxAmount: nullableInt({ description: 'Your maximum, as you sent it' }),
  isLeader: bool(),
});

export const PlaceBidData = Type.Object({ auction: LiveAuctionState, bid: PlacedBid });

export const ORDER_SOURCES = ['bid', 'claim', 'buyNow'] as const;

/** The order a sale creates. */
export const OrderSummary = Type.Object({
  _id: str(),
  auctionId: str(),
  buyerId: nullableStr({ description: 'Null once the buyer deleted their account' }),
  price: int({ description: 'Whole dollars' }),
  source: oneOf(ORDER_SOURCES),
  status: oneOf(ORDER_STATUSES),
  createdAt: instant(),
});

export const PurchaseData = Type.Object({ order: OrderSummary, auction: LiveAuctionState });

/** One visible bid of an auction's history; no maximum is ever shown. */
export const BidHistoryItem = Type.Object({
  _id: str(),
  amount: int(),
  bidder: str({ description: 'Bidder 1, Bidder 2... (per auction)' }),
  isYours: bool(),
  automatic: bool({ description: "The engine's bid for a maximum" }),
  createdAt: instant(),
});

export const BidHistoryData = Type.Object({ bids: list(BidHistoryItem) });
