/**
 * Where the signed-in viewer stands in a sale, as its card and its detail page show it
 * (docs/product.md §3.5, §3.7): a bidder leads or was outbid; the sale's last two minutes are
 * urgent.
 */

/** A bidder's standing in an open auction. */
export type BidStanding = 'leading' | 'outbid';

/** The last seconds of a sale that show as urgent ("Ending soon"): two minutes. */
export const CLOSING_SECONDS = 120;

/** What the standing is read from: the caller's own facts and the sale's highest bid now. */
export type BidStandingFacts = {
  /** The caller leads (as the server last told; `undefined`: not told, e.g. a visitor). */
  isLeader?: boolean | null;
  /** The caller's own maximum bid (null or `undefined`: they have not bid). */
  yourMaxBid?: number | null;
  /** The highest bid now, live: above the caller's maximum, they were outbid. */
  highestBid?: number | null;
};

/**
 * `leading` or `outbid` for a caller who bid, else null. A live highest bid above the caller's
 * maximum means they were outbid even when the last answer said they led (live events are public
 * and never say who leads; a rival's bid at or below the maximum loses to it).
 */
export function bidStandingOf({
  isLeader,
  yourMaxBid,
  highestBid,
}: BidStandingFacts): BidStanding | null {
  if (yourMaxBid === null || yourMaxBid === undefined) return isLeader === true ? 'leading' : null;
  const beaten = typeof highestBid === 'number' && highestBid > yourMaxBid;
  if (isLeader === true) return beaten ? 'outbid' : 'leading';
  if (isLeader === false || beaten) return 'outbid';
  return null;
}

/** Whether `seconds` left are the sale's urgent last two minutes (not over yet). */
export function isClosingSoon(seconds: number | null | undefined): boolean {
  return typeof seconds === 'number' && seconds > 0 && seconds <= CLOSING_SECONDS;
}
