import type { AuctionType } from './constants';

// The auction rules and messages without yup (see listing-messages.ts).

/**
 * Auction rules shared by the server's engine and the screens (docs/product.md §4 Auction rules,
 * DESIGN §4). Money is whole dollars.
 */

/** The increment ladder: the minimum raise at a current price (the upper bound of each step). */
export const BID_INCREMENTS: readonly { below: number; increment: number }[] = [
  { below: 5_000, increment: 50 },
  { below: 25_000, increment: 100 },
  { below: 50_000, increment: 250 },
  { below: 100_000, increment: 500 },
  { below: Number.POSITIVE_INFINITY, increment: 1_000 },
];

/** The minimum raise when the visible price is `price`. */
export function bidIncrement(price: number): number {
  for (const step of BID_INCREMENTS) if (price < step.below) return step.increment;
  return 1_000;
}

/** What the engine needs to know to say the lowest acceptable bid. */
export type BiddableFacts = {
  auctionType: AuctionType;
  startingBid: number;
  /** The highest visible bid; null when nobody has bid. */
  highestBid: number | null;
};

/**
 * The lowest bid accepted now: the starting bid when nobody has bid, else the visible price plus
 * the increment at that price. For MarketDropAI and ClaimPOINT there is no bidding: null.
 */
export function minimumNextBid(auction: BiddableFacts): number | null {
  if (auction.auctionType !== 'auction') return null;
  if (auction.highestBid === null) return auction.startingBid;
  return auction.highestBid + bidIncrement(auction.highestBid);
}

/** A soft close: a bid this close to the end moves the end to now + this. */
export const SOFT_CLOSE_MS = 2 * 60_000;

/** The end of a sale after a bid at `now` (soft close, docs/product.md §4). */
export function endAfterBid(endsAt: Date, now: Date): { endsAt: Date; extended: boolean } {
  if (endsAt.getTime() - now.getTime() < SOFT_CLOSE_MS) {
    return { endsAt: new Date(now.getTime() + SOFT_CLOSE_MS), extended: true };
  }
  return { endsAt, extended: false };
}

export const AUCTION_LIMITS = {
  /** The largest bid or maximum accepted (whole dollars). */
  amountMax: 10_000_000,
  /** Bid history page size: default and maximum. */
  historyPageSizeDefault: 50,
  historyPageSizeMax: 200,
  /** Notifications page size: default and maximum. */
  notificationsPageSizeDefault: 20,
  notificationsPageSizeMax: 100,
  /** How many notifications one readNotification call may name. */
  readIdsMax: 100,
  /** Idempotency-Key header: printable text of at most this many characters. */
  idempotencyKeyMax: 200,
} as const;

/** Formats whole dollars the way the messages name them: `$12,350`. */
export function formatDollars(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

export const auctionMessages = {
  auctionIdRequired: 'Auction id is required',
  auctionId: 'Auction id must be text',
  amountRequired: 'Enter your bid amount',
  amount: `Bid amount must be a whole number of dollars from $1 to ${formatDollars(AUCTION_LIMITS.amountMax)}`,
  maxAmount: `Maximum bid must be a whole number of dollars up to ${formatDollars(AUCTION_LIMITS.amountMax)}`,
  maxBelowAmount: 'Maximum bid cannot be less than your bid',
  expectedPrice: `Expected price must be a whole number of dollars from $1 to ${formatDollars(AUCTION_LIMITS.amountMax)}`,
  priceChanged: (price: number) =>
    `The price changed to ${formatDollars(price)}. Review it and try again.`,
  bidTooLow: (minimum: number) => `Your bid must be at least ${formatDollars(minimum)}`,
  pageNumber: 'Page number must be a whole number of at least 1',
  pageSize: (max: number) => `Page size must be a whole number from 1 to ${max}`,
  notificationIds: `Notification ids must be a list of at most ${AUCTION_LIMITS.readIdsMax} ids`,
  readWhich: 'Give notificationIds or all: true',
  all: 'all must be true or false',
} as const;

/** The names of the arguments of `auctionMessages`' functions (`{{price}}` in a translation). */
export const AUCTION_MESSAGE_PARAMS = {
  priceChanged: ['price'],
  bidTooLow: ['minimum'],
  pageSize: ['max'],
} as const;
