/**
 * A reference model of the auction rules (DESIGN §4, decision 018), written independently of the
 * engine: it keeps every bidder's maximum (the engine keeps only the leader's) and recomputes the
 * lead from all of them, and it has its own increment ladder and MarketDropAI arithmetic. The
 * property tests run it beside the real engine and compare.
 */

/** The ladder as DESIGN §4 states it: $50 below $5,000; $100 to $24,999; ... $1,000 above. */
export function modelIncrement(price: number): number {
  if (price < 5_000) return 50;
  if (price <= 24_999) return 100;
  if (price <= 49_999) return 250;
  if (price <= 99_999) return 500;
  return 1_000;
}

export type ModelBid = { bidder: string; amount: number; maxAmount: number | null };

/**
 * What became of a bid: refused (below the minimum; or the leader bidding at or under their own
 * maximum), or accepted, as a raise of the leader's own maximum or not; `counted`: the bid is one
 * anyone sees (a raise that moved no price is not); `answered`: an earlier maximum answered it
 * at once with an automatic bid, which everyone sees too.
 */
export type ModelAnswer =
  | { accepted: false; reason: 'tooLow' | 'alreadyLeading' }
  | { accepted: true; raise: boolean; counted: boolean; answered: boolean };

export class ProxyModel {
  /** The visible price; null before the first bid. */
  price: number | null = null;
  leader: string | null = null;
  /** Every bidder's maximum, and the bid number at which it was set (ties: the earlier leads). */
  private readonly maxes = new Map<string, { max: number; setAt: number }>();
  private bids = 0;

  constructor(
    readonly startingBid: number,
    readonly reservePrice: number | null = null,
  ) {}

  get minimumBid(): number {
    return this.price === null ? this.startingBid : this.price + modelIncrement(this.price);
  }

  maxOf(bidder: string): number | null {
    return this.maxes.get(bidder)?.max ?? null;
  }

  get leaderMax(): number | null {
    return this.leader === null ? null : this.maxOf(this.leader);
  }

  /** What becomes of the bid; when it is accepted, the model moves. */
  bid(bid: ModelBid): ModelAnswer {
    if (bid.amount < this.minimumBid) return { accepted: false, reason: 'tooLow' };
    const wanted = Math.max(bid.amount, bid.maxAmount ?? bid.amount);
    // The leader can only raise their own maximum: anything else would bid against themselves.
    if (this.leader === bid.bidder && wanted <= (this.leaderMax ?? 0)) {
      return { accepted: false, reason: 'alreadyLeading' };
    }
    this.bids += 1;
    const known = this.maxes.get(bid.bidder);
    if (known === undefined || wanted > known.max) {
      this.maxes.set(bid.bidder, { max: wanted, setAt: this.bids });
    }
    const lift = (max: number) =>
      this.reservePrice !== null && max >= this.reservePrice ? this.reservePrice : 0;

    if (this.leader === bid.bidder) {
      // A raise: the price is still the lower of the leader's maximum and the best other maximum
      // plus one increment (so it moves only if the old maximum held it back), or the reserve.
      const before = this.price ?? bid.amount;
      const others = [...this.maxes.entries()]
        .filter(([bidder]) => bidder !== bid.bidder)
        .map(([, entry]) => entry.max);
      const runnerUp = others.length === 0 ? null : Math.max(...others);
      this.price = Math.max(
        before,
        runnerUp === null ? 0 : Math.min(wanted, runnerUp + modelIncrement(runnerUp)),
        lift(wanted),
      );
      return { accepted: true, raise: true, counted: this.price !== before, answered: false };
    }
    const ranked = [...this.maxes.entries()].sort(
      ([, a], [, b]) => b.max - a.max || a.setAt - b.setAt,
    );
    const [first, second] = ranked;
    if (first === undefined) throw new Error('unreachable');
    const [leader, lead] = first;
    let price = this.price ?? 0;
    if (second === undefined) {
      price = Math.max(price, bid.amount);
    } else {
      const runnerUp = second[1].max;
      price = Math.max(price, Math.min(lead.max, runnerUp + modelIncrement(runnerUp)));
    }
    if (leader === bid.bidder) price = Math.max(price, bid.amount);
    this.price = Math.max(price, lift(lead.max));
    this.leader = leader;
    return { accepted: true, raise: false, counted: true, answered: leader !== bid.bidder };
  }
}

/** The soft close: a bid less than 2 minutes before the end moves it to 2 minutes after the bid. */
export function modelEndAfterBid(endsAtMs: number, bidAtMs: number): number {
  return endsAtMs - bidAtMs < 120_000 ? bidAtMs + 120_000 : endsAtMs;
}

/** The MarketDropAI price at an instant: one drop at the end of each whole interval, to the floor. */
export function modelMarketDropPrice(
  listing: {
    startsAtMs: number;
    startingBid: number;
    floorPrice: number;
    dropAmount: number;
    dropIntervalMinutes: number;
  },
  atMs: number,
): number {
  const interval = listing.dropIntervalMinutes * 60_000;
  let price = listing.startingBid;
  for (let boundary = listing.startsAtMs + interval; boundary <= atMs; boundary += interval) {
    price -= listing.dropAmount;
    if (price <= listing.floorPrice) return listing.floorPrice;
  }
  return price;
}
