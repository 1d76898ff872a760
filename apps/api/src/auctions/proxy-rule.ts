import { bidIncrement } from '@marketdrop/validation';

/**
 * The proxy-bid rule of an ascending auction (docs/product.md §4 Auction rules, DESIGN §4,
 * decision 018), as a pure function of the auction's bidding state and one accepted bid. The
 * engine (place-bid.ts) runs it under the auction's row lock and writes what it decides.
 */

/** What the rule needs to know of an auction. */
export type BiddingState = {
  /** The visible price: the highest visible bid; null when nobody has bid. */
  highestBid: number | null;
  leaderId: string | null;
  /** The leader's secret maximum. */
  leaderMax: number | null;
  reservePrice: number | null;
  /**
   * The highest maximum of the other bidders (the runner-up's); null when nobody else bid. Only
   * read when the leader raises a maximum the price has reached (`highestBid === leaderMax`):
   * otherwise the runner-up's maximum plus an increment is already at or below the price.
   */
  runnerUpMax?: number | null;
};

/** A bid that passed the checks (the minimum bid; a leader's must raise their maximum). */
export type IncomingBid = {
  bidderId: string;
  /** The bid the buyer typed (at least the minimum next bid). */
  amount: number;
  /** Their maximum (proxy) bid, at least `amount`; null when they left none. */
  maxAmount: number | null;
};

/** A row of the bid history the bid writes. */
export type BidRowPlan = {
  bidderId: string;
  amount: number;
  /** Buyer's bids: the most the engine may bid for them with it; automatic bids: null. */
  maxAmount: number | null;
  isProxy: boolean;
  /**
   * The row only records a leader's new maximum (a raise that moved no price): nobody sees it in
   * the history and it is not counted.
   */
  maxOnly: boolean;
};

export type BidOutcome = {
  /**
   * `lead`: the bidder took (or opened) the lead; `raise`: the leader raised their own maximum (the
   * price moves only where the raise lets it: up to the runner-up's maximum plus an increment when
   * the old maximum held it back, or up to the reserve when the new maximum reaches it);
   * `outbid`: an earlier, higher or equal maximum answered at once and still leads.
   */
  kind: 'lead' | 'raise' | 'outbid';
  state: Omit<BiddingState, 'runnerUpMax'> & {
    highestBid: number;
    leaderId: string;
    leaderMax: number;
  };
  /**
   * The history rows to write, in order: the buyer's bid first, then the automatic answer. The
   * ones anyone sees (all but `maxOnly`) are what the bid adds to `bidCount`, so the count is the
   * history's length. A raise never moves the end (soft close).
   */
  rows: BidRowPlan[];
  /** The previous leader, when this bid took the lead from someone else (they are told). */
  outbidUserId: string | null;
};

/**
 * With a reserve, a maximum that reaches it lifts the visible price to the reserve at once (a
 * buyer willing to pay the reserve must not lose the sale to a price that lagged below it).
 */
function reserveLift(max: number, reservePrice: number | null): number {
  return reservePrice !== null && max >= reservePrice ? reservePrice : 0;
}

/**
 * Applies one accepted bid. The visible price is the lower of the leader's maximum and the
 * runner-up's maximum plus one increment (at the runner-up's maximum), never below the amount the
 * new bidder typed when they lead; equal maximums go to the earlier one. The leader bidding again
 * raises their maximum: the price moves only if the old maximum held it back (or the reserve is
 * reached), and only then is the raise a row of the visible history.
 */
export function applyBid(state: BiddingState, bid: IncomingBid): BidOutcome {
  const { bidderId, amount } = bid;
  const newMax = Math.max(amount, bid.maxAmount ?? amount);
  const buyerRow = (visible: number, maxOnly = false): BidRowPlan => ({
    bidderId,
    amount: visible,
    maxAmount: newMax,
    isProxy: false,
    maxOnly,
  });
  // The next state; the runner-up's maximum is the caller's to know (it is not kept).
  const { runnerUpMax: _runnerUp, ...bidding } = state;

  if (state.leaderId === null) {
    const price = Math.max(amount, reserveLift(newMax, state.reservePrice));
    return {
      kind: 'lead',
      state: { ...bidding, highestBid: price, leaderId: bidderId, leaderMax: newMax },
      rows: [buyerRow(price)],
      outbidUserId: null,
    };
  }

  const leaderMax = state.leaderMax ?? state.highestBid ?? 0;
  const current = state.highestBid ?? amount;

  if (state.leaderId === bidderId) {
    // The leader raises their maximum (a bid at or under it is refused before the rule runs).
    const max = Math.max(leaderMax, newMax);
    const runnerUp = state.runnerUpMax ?? null;
    const price = Math.max(
      current,
      runnerUp === null ? 0 : Math.min(max, runnerUp + bidIncrement(runnerUp)),
      reserveLift(max, state.reservePrice),
    );
    const moved = price !== current;
    return {
      kind: 'raise',
      state: { ...bidding, highestBid: price, leaderId: bidderId, leaderMax: max },
      rows: [buyerRow(price, !moved)],
      outbidUserId: null,
    };
  }

  if (newMax > leaderMax) {
    const price = Math.max(
      amount,
      Math.min(newMax, leaderMax + bidIncrement(leaderMax)),
      reserveLift(newMax, state.reservePrice),
    );
    return {
      kind: 'lead',
      state: { ...bidding, highestBid: price, leaderId: bidderId, leaderMax: newMax },
      rows: [buyerRow(price)],
      outbidUserId: state.leaderId,
    };
  }

  // The leader's maximum is at least this one (equal: the earlier leads): it answers at once.
  const price = Math.max(
    current,
    Math.min(leaderMax, newMax + bidIncrement(newMax)),
    reserveLift(leaderMax, state.reservePrice),
  );
  return {
    kind: 'outbid',
    state: { ...bidding, highestBid: price, leaderId: state.leaderId, leaderMax },
    rows: [
      buyerRow(amount),
      { bidderId: state.leaderId, amount: price, maxAmount: null, isProxy: true, maxOnly: false },
    ],
    outbidUserId: null,
  };
}

/** How many of these history rows anyone sees (all but a raise's `maxOnly` row): `bidCount`'s share. */
export function visibleBids(rows: readonly BidRowPlan[]): number {
  return rows.filter((row) => !row.maxOnly).length;
}
