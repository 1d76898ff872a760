/** Live auctions: bids, claims, Buy Now and the bid history (docs/product.md §4). */
import type * as schemas from '@marketdrop/validation';
import type { BidHistoryData, Pagination, PlaceBidData, PurchaseData } from '../contract';
import { call } from './declare';

export const auctionsCalls = {
  placeBid: call<typeof schemas.placeBidSchema, PlaceBidData>()('POST', '/user/placeBid', {
    auth: 'session',
    idempotent: true,
    errors: [
      'UNAUTHENTICATED',
      'VALIDATION_FAILED',
      'NOT_FOUND',
      'BID_TOO_LOW',
      'NOT_BIDDABLE',
      'OWN_LISTING',
      'ADMIN_NOT_BUYER',
      'AUCTION_NOT_OPEN',
      'ALREADY_SOLD',
      'BUYER_RESTRICTED',
      'SELLER_SUSPENDED',
      'ALREADY_LEADING',
      'IDEMPOTENCY_KEY_REUSED',
      'IDEMPOTENCY_IN_PROGRESS',
    ],
    validation: 'form',
  }),
  claimAuction: call<typeof schemas.purchaseSchema, PurchaseData>()('POST', '/user/claimAuction', {
    auth: 'session',
    idempotent: true,
    errors: [
      'UNAUTHENTICATED',
      'VALIDATION_FAILED',
      'NOT_FOUND',
      'NOT_CLAIMABLE',
      'OWN_LISTING',
      'ADMIN_NOT_BUYER',
      'AUCTION_NOT_OPEN',
      'ALREADY_SOLD',
      'PRICE_CHANGED',
      'BUYER_RESTRICTED',
      'SELLER_SUSPENDED',
      'IDEMPOTENCY_KEY_REUSED',
      'IDEMPOTENCY_IN_PROGRESS',
    ],
    validation: 'form',
  }),
  buyNow: call<typeof schemas.purchaseSchema, PurchaseData>()('POST', '/user/buyNow', {
    auth: 'session',
    idempotent: true,
    errors: [
      'UNAUTHENTICATED',
      'VALIDATION_FAILED',
      'NOT_FOUND',
      'NO_BUY_NOW',
      'OWN_LISTING',
      'ADMIN_NOT_BUYER',
      'AUCTION_NOT_OPEN',
      'ALREADY_SOLD',
      'PRICE_CHANGED',
      'BUYER_RESTRICTED',
      'SELLER_SUSPENDED',
      'IDEMPOTENCY_KEY_REUSED',
      'IDEMPOTENCY_IN_PROGRESS',
    ],
    validation: 'form',
  }),
  getBidHistory: call<
    typeof schemas.bidHistorySchema,
    BidHistoryData,
    never,
    { pagination: Pagination }
  >()('POST', '/user/getBidHistory', {
    auth: 'optional',
    errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    validation: 'list',
  }),
} as const;
