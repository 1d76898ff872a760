import { eq, sql } from 'drizzle-orm';
import type { PlaceBidData } from '@marketdrop/api-client';
import {
  auctionMessages,
  endAfterBid,
  formatDollars,
  minimumNextBid,
} from '@marketdrop/validation';
import { auctions } from '../catalogue/tables';
import { liveStateAt } from '../catalogue/live-state';
import { notify } from '../notifications/notify';
import { AppError } from '../shared/errors';
import type { Deps } from '../shared/deps';
import { assertNotOwn, assertOpen, lockAuction, SALE_MESSAGES } from './lock-auction';
import { applyBid, type BidOutcome } from './proxy-rule';
import { bids } from './tables';

export const PLACE_BID_MESSAGES = {
  leading: 'Bid placed successfully. You are the highest bidder.',
  raised: (max: number) =>
    `Your maximum bid is now ${formatDollars(max)}. You are still the highest bidder.`,
  outbid:
    "Your bid was placed, but another bidder's earlier maximum bid is higher: you have been outbid.",
} as const;

export type PlaceBidResult = { kind: BidOutcome['kind']; data: PlaceBidData };

/** The answer's message for a bid's outcome. */
export function placeBidMessage(result: PlaceBidResult): string {
  if (result.kind === 'outbid') return PLACE_BID_MESSAGES.outbid;
  if (result.kind === 'raise') {
    return PLACE_BID_MESSAGES.raised(result.data.auction.yourMaxBid ?? result.data.bid.amount);
  }
  return PLACE_BID_MESSAGES.leading;
}

/**
 * placeBid: one bid on an ascending auction, decided under the auction's row lock in one short
 * transaction (decision 018): the checks (type, own listing, open, minimum next bid), the proxy
 * rule (proxy-rule.ts), the soft close, the history rows, the auction row (which takes a new `seq`
 * and is published by the database trigger) and the outbid notice all commit together or not at
 * all.
 */
export async function placeBid(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { userId: string; auctionId: string; amount: number; maxAmount: number | null },
): Promise<PlaceBidResult> {
  const { userId, amount, maxAmount } = input;
  return deps.db.transaction(async (tx) => {
    const locked = await lockAuction(tx, input.auctionId);
    // Read once the lock is held, so times follow the order bids are decided in.
    const now = deps.clock();
    const auction = locked.auction;
    if (auction.auctionType !== 'auction') {
      throw new AppError(400, 'NOT_BIDDABLE', SALE_MESSAGES.notBiddable);
    }
    assertNotOwn(locked, userId, SALE_MESSAGES.ownBid);
    assertOpen(auction, now);
    const minimumBid = minimumNextBid(auction) ?? auction.startingBid;
    if (amount < minimumBid) {
      const text = auctionMessages.bidTooLow(minimumBid);
      throw new AppError(400, 'BID_TOO_LOW', text, {
        errors: { amount: text },
        data: { minimumBid },
      });
    }

    const outcome = applyBid(
      {
        highestBid: auction.highestBid,
        leaderId: auction.leaderId,
        leaderMax: auction.leaderMaxBid,
        reservePrice: auction.reservePrice,
      },
      { bidderId: userId, amount, maxAmount },
    );
    const end = endAfterBid(auction.endsAt, now);
    const written = await tx
      .insert(bids)
      .values(outcome.rows.map((row) => ({ ...row, auctionId: auction.id, createdAt: now })))
      .returning({ id: bids.id, isProxy: bids.isProxy });
    const [updated] = await tx
      .update(auctions)
      .set({
        highestBid: outcome.state.highestBid,
        currentPrice: outcome.state.highestBid,
        leaderId: outcome.state.leaderId,
        leaderMaxBid: outcome.state.leaderMax,
        // Bids placed by buyers; the engine's automatic answers are not counted (decision 018).
        bidCount: sql`${auctions.bidCount} + 1`,
        endsAt: end.endsAt,
        extended: auction.extended || end.extended,
        updatedAt: now,
      })
      .where(eq(auctions.id, auction.id))
      .returning();
    const buyerBid = written.find((row) => !row.isProxy);
    const buyerRow = outcome.rows[0];
    if (updated === undefined || buyerBid === undefined || buyerRow === undefined) {
      throw new Error('The bid was not written');
    }
    if (outcome.outbidUserId !== null) {
      await notify(
        { db: tx },
        {
          userId: outcome.outbidUserId,
          kind: 'outbid',
          auctionId: auction.id,
          amount: outcome.state.highestBid,
          now,
        },
      );
    }
    const isLeader = updated.leaderId === userId;
    return {
      kind: outcome.kind,
      data: {
        auction: {
          ...liveStateAt(updated, now),
          isLeader,
          yourMaxBid: isLeader ? updated.leaderMaxBid : buyerRow.maxAmount,
        },
        bid: { _id: buyerBid.id, amount: buyerRow.amount, maxAmount: maxAmount ?? null, isLeader },
      },
    };
  });
}
