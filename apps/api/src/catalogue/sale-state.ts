import { and, eq } from 'drizzle-orm';
import type { DbDeps } from '../shared/deps';
import { auctions, vehicles, type AuctionRow, type PreSaleState } from './tables';

// The writes of a sale's state (the catalogue's `auctions` row, decision 032), for the auctions
// engine (decision 018), the admins and the dealers. Each runs in the caller's transaction
// (`{ db: tx }`), under the row lock the caller took, so a bid, a sale or a close stays one short
// transaction. Every write bumps `seq` through the database trigger (decision 019).

/** The engine's state after a round of bids. Returns the row as written. */
export type BidRoundState = Pick<
  AuctionRow,
  'highestBid' | 'currentPrice' | 'leaderId' | 'leaderMaxBid' | 'bidCount' | 'endsAt' | 'extended'
>;

export async function recordBidRound(
  deps: DbDeps,
  input: { auctionId: string; state: BidRoundState; now: Date },
): Promise<AuctionRow | undefined> {
  const { state } = input;
  const [row] = await deps.db
    .update(auctions)
    .set({
      highestBid: state.highestBid,
      currentPrice: state.currentPrice,
      leaderId: state.leaderId,
      leaderMaxBid: state.leaderMaxBid,
      bidCount: state.bidCount,
      endsAt: state.endsAt,
      extended: state.extended,
      updatedAt: input.now,
    })
    .where(eq(auctions.id, input.auctionId))
    .returning();
  return row;
}

/**
 * An open sale becomes `sold` to a buyer at a price (its state just before kept as `pre_sale`).
 * Returns the row, or `undefined` when it was not open any more.
 */
export async function markAuctionSold(
  deps: DbDeps,
  input: {
    auctionId: string;
    buyerId: string;
    price: number;
    /** A won auction keeps its leader's maximum; a claim, Buy Now or offer has none. */
    keepLeaderMax: boolean;
    preSale: PreSaleState;
    now: Date;
  },
): Promise<AuctionRow | undefined> {
  const { now } = input;
  const [row] = await deps.db
    .update(auctions)
    .set({
      status: 'sold',
      closedAt: now,
      currentPrice: input.price,
      priceChangesAt: null,
      leaderId: input.buyerId,
      ...(input.keepLeaderMax ? {} : { leaderMaxBid: null }),
      preSale: input.preSale,
      updatedAt: now,
    })
    .where(and(eq(auctions.id, input.auctionId), eq(auctions.status, 'open')))
    .returning();
  return row;
}

/** An open sale ends without a buyer (`unsold`) at its final price. */
export async function markAuctionUnsold(
  deps: DbDeps,
  input: { auctionId: string; finalPrice: number; now: Date },
): Promise<void> {
  await deps.db
    .update(auctions)
    .set({
      status: 'unsold',
      closedAt: input.now,
      currentPrice: input.finalPrice,
      priceChangesAt: null,
      updatedAt: input.now,
    })
    .where(and(eq(auctions.id, input.auctionId), eq(auctions.status, 'open')));
}

/**
 * A sold sale whose order was cancelled with no time left ends `unsold`, without a leader.
 * Returns false when it was not sold any more.
 */
export async function endSoldAuction(
  deps: DbDeps,
  input: { auctionId: string; now: Date },
): Promise<boolean> {
  const [row] = await deps.db
    .update(auctions)
    .set({
      status: 'unsold',
      closedAt: input.now,
      leaderId: null,
      leaderMaxBid: null,
      priceChangesAt: null,
      preSale: null,
      updatedAt: input.now,
    })
    .where(and(eq(auctions.id, input.auctionId), eq(auctions.status, 'sold')))
    .returning({ id: auctions.id });
  return row !== undefined;
}

/**
 * A sold sale whose order was cancelled with time left is open again at the given state.
 * Returns false when it was not sold any more.
 */
export async function reopenSoldAuction(
  deps: DbDeps,
  input: {
    auctionId: string;
    state: Pick<AuctionRow, 'currentPrice' | 'leaderId' | 'leaderMaxBid' | 'priceChangesAt'>;
    now: Date;
  },
): Promise<boolean> {
  const [row] = await deps.db
    .update(auctions)
    .set({ ...input.state, status: 'open', closedAt: null, preSale: null, updatedAt: input.now })
    .where(and(eq(auctions.id, input.auctionId), eq(auctions.status, 'sold')))
    .returning({ id: auctions.id });
  return row !== undefined;
}

/**
 * An admin takes a listing off sale: its open sale, if any, is closed by hand (`ended`) and the
 * vehicle is marked unpublished with the reason its dealer sees.
 */
export async function unpublishVehicle(
  deps: DbDeps,
  input: { vehicleId: string; openAuctionId: string | null; reason: string; now: Date },
): Promise<void> {
  const { now } = input;
  if (input.openAuctionId !== null) {
    await deps.db
      .update(auctions)
      .set({ status: 'ended', closedAt: now, priceChangesAt: null, updatedAt: now })
      .where(and(eq(auctions.id, input.openAuctionId), eq(auctions.status, 'open')));
  }
  await deps.db
    .update(vehicles)
    .set({ unpublishedAt: now, unpublishedReason: input.reason, updatedAt: now })
    .where(eq(vehicles.id, input.vehicleId));
}
