import { keyedDictionary, type KeyedMessage } from './keyed';
import { array, boolean, number, object, string, type InferType } from 'yup';
import { AUCTION_LIMITS, auctionMessages, AUCTION_MESSAGE_PARAMS } from './auction-messages';
import { UUID_PATTERN } from './patterns';
export * from './auction-messages';

/** `auctionMessages` with their keys, as the schemas give them (`auctions.<name>`). */
export const keyedAuctionMessages = keyedDictionary(
  'auctions',
  auctionMessages,
  AUCTION_MESSAGE_PARAMS,
);

const auctionId = string()
  .typeError(keyedAuctionMessages.auctionId)
  .trim()
  .required(keyedAuctionMessages.auctionIdRequired);

const dollars = (message: KeyedMessage) =>
  number()
    .typeError(message)
    .strict()
    .integer(message)
    .min(1, message)
    .max(AUCTION_LIMITS.amountMax, message);

/** placeBid: a bid in whole dollars and an optional secret maximum (proxy bid). */
export const placeBidSchema = object({
  auctionId,
  amount: dollars(keyedAuctionMessages.amount).required(keyedAuctionMessages.amountRequired),
  maxAmount: dollars(keyedAuctionMessages.maxAmount)
    .nullable()
    .optional()
    .test('max-not-below-amount', keyedAuctionMessages.maxBelowAmount, function check(max) {
      const amount: unknown = this.parent.amount;
      return max === null || max === undefined || typeof amount !== 'number' || max >= amount;
    }),
});
export type PlaceBidValues = InferType<typeof placeBidSchema>;

/**
 * claimAuction and buyNow: the auction, and optionally the price the buyer saw (whole dollars).
 * When given and not the price the server computes now, nothing is bought (409 PRICE_CHANGED).
 */
export const purchaseSchema = object({
  auctionId,
  expectedPrice: dollars(keyedAuctionMessages.expectedPrice).nullable().optional(),
});
export type PurchaseValues = InferType<typeof purchaseSchema>;

const pageNumber = number()
  .typeError(keyedAuctionMessages.pageNumber)
  .integer(keyedAuctionMessages.pageNumber)
  .min(1, keyedAuctionMessages.pageNumber)
  .max(1_000_000, keyedAuctionMessages.pageNumber)
  .default(1);

const pageSize = (max: number, fallback: number) =>
  number()
    .typeError(keyedAuctionMessages.pageSize(max))
    .integer(keyedAuctionMessages.pageSize(max))
    .min(1, keyedAuctionMessages.pageSize(max))
    .max(max, keyedAuctionMessages.pageSize(max))
    .default(fallback);

/** getBidHistory: newest first, a page at a time. */
export const bidHistorySchema = object({
  auctionId,
  pageNumber,
  pageSize: pageSize(AUCTION_LIMITS.historyPageSizeMax, AUCTION_LIMITS.historyPageSizeDefault),
});
export type BidHistoryValues = InferType<typeof bidHistorySchema>;

/** getNotification: newest first, a page at a time (a GET: values come as query text). */
export const notificationsPageSchema = object({
  pageNumber,
  pageSize: pageSize(
    AUCTION_LIMITS.notificationsPageSizeMax,
    AUCTION_LIMITS.notificationsPageSizeDefault,
  ),
});
export type NotificationsPageValues = InferType<typeof notificationsPageSchema>;

/** readNotification: some notifications by id, or all of the caller's. */
export const readNotificationSchema = object({
  notificationIds: array(
    string()
      .typeError(keyedAuctionMessages.notificationIds)
      .required(keyedAuctionMessages.notificationIds)
      .matches(UUID_PATTERN, { message: keyedAuctionMessages.notificationIds }),
  )
    .typeError(keyedAuctionMessages.notificationIds)
    .max(AUCTION_LIMITS.readIdsMax, keyedAuctionMessages.notificationIds)
    .optional(),
  all: boolean().typeError(keyedAuctionMessages.all).strict().optional(),
}).test('read-which', keyedAuctionMessages.readWhich, (value) =>
  Boolean(value.all === true || (value.notificationIds && value.notificationIds.length > 0)),
);
export type ReadNotificationValues = InferType<typeof readNotificationSchema>;
