import { and, eq } from 'drizzle-orm';
import { marketDropPriceAt } from '../catalogue/auction-price';
import { endSoldAuction, reopenSoldAuction } from '../catalogue/sale-state';
import { findSavers } from '../catalogue/listing-rows';
import type { AuctionRow } from '../catalogue/rows';
import type { Executor } from '../db/client';
import type { PutBackOutcome } from '../orders/cancel-unpaid-order';
import { notify, notifyAll } from '../notifications/notify';
import { lockAuction } from './lock-auction';
import { biddersOf } from './sell-auction';
import { bids } from './tables';

/**
 * Puts the vehicle of a cancelled or lapsed unpaid order back on sale, inside the transaction that
 * cancelled the order (docs/product.md §4.11), under the auction's row lock (the lock bids, claims
 * and Buy Now take, so the first buyer after it is served by the usual rules):
 *
 * - time left (the sale's end is ahead on the server clock): it is open again on its terms: Buy
 *   Now and ClaimPOINT at their price, MarketDropAI at the price its schedule gives now, an
 *   ascending auction as it was just before the sale (its bids stand; the leader, their maximum
 *   and the price are those kept when it sold, `pre_sale`). Its dealer is told (`saleReopened`)
 *   and its watchers, the users who saved it or bid on it, too (`backOnSale`), with the price;
 * - no time left (won at the close, an accepted reserve offer, a claim cancelled after the
 *   Thursday close): it ends `unsold`, without a leader, and its dealer is told it may relist it
 *   in one click (`saleRelistable`).
 *
 * The auction row's write takes a new `seq` and is published by the database trigger (decision
 * 019), so every screen watching the sale sees it at once. Notices are keyed by the order, so a
 * vehicle sold and cancelled again tells everyone again.
 */
export async function putBackOnSale(
  tx: Executor,
  input: { auctionId: string; orderId: string; buyerId: string | null; now: Date },
): Promise<PutBackOutcome> {
  const { orderId, now } = input;
  const { auction, dealerUserId } = await lockAuction(tx, input.auctionId);
  if (auction.status !== 'sold') return { outcome: 'unchanged' };

  if (auction.endsAt.getTime() <= now.getTime()) {
    const ended = await endSoldAuction({ db: tx }, { auctionId: auction.id, now });
    if (!ended) return { outcome: 'unchanged' };
    if (dealerUserId !== null) {
      await notify(
        { db: tx },
        {
          userId: dealerUserId,
          kind: 'saleRelistable',
          auctionId: auction.id,
          amount: null,
          dedupeKey: `saleRelistable:${orderId}`,
          now,
        },
      );
    }
    return { outcome: 'ended' };
  }

  const reopened = await reopenedState(tx, auction, now);
  const reopenedRow = await reopenSoldAuction(
    { db: tx },
    { auctionId: auction.id, state: reopened, now },
  );
  if (!reopenedRow) return { outcome: 'unchanged' };
  const price = reopened.currentPrice;
  if (dealerUserId !== null) {
    await notify(
      { db: tx },
      {
        userId: dealerUserId,
        kind: 'saleReopened',
        auctionId: auction.id,
        amount: price,
        dedupeKey: `saleReopened:${orderId}`,
        now,
      },
    );
  }
  const watchers = await watchersOf(tx, { auctionId: auction.id });
  await notifyAll(
    { db: tx },
    {
      userIds: watchers.filter((id) => id !== input.buyerId && id !== dealerUserId),
      kind: 'backOnSale',
      auctionId: auction.id,
      amount: price,
      dedupeKey: `backOnSale:${orderId}`,
      now,
    },
  );
  return { outcome: 'reopened', price };
}

/** The price, leader and next drop of a sold sale put back on sale at `now` (time is left). */
async function reopenedState(
  tx: Executor,
  auction: AuctionRow,
  now: Date,
): Promise<Pick<AuctionRow, 'currentPrice' | 'leaderId' | 'leaderMaxBid' | 'priceChangesAt'>> {
  if (auction.auctionType === 'marketdropai') {
    const { price, changesAt } = marketDropPriceAt(auction, now);
    return { currentPrice: price, leaderId: null, leaderMaxBid: null, priceChangesAt: changesAt };
  }
  if (auction.auctionType === 'claimpoint') {
    const price = auction.claimPrice ?? auction.startingBid;
    return { currentPrice: price, leaderId: null, leaderMaxBid: null, priceChangesAt: null };
  }
  const before = auction.preSale;
  // The leader kept when it sold leads again while their bids still exist (an account deleted
  // since took its bids with it).
  const leaderId =
    before?.leaderId != null && (await hasBid(tx, auction.id, before.leaderId))
      ? before.leaderId
      : null;
  return {
    currentPrice: before?.currentPrice ?? auction.highestBid ?? auction.startingBid,
    leaderId,
    leaderMaxBid: leaderId === null ? null : (before?.leaderMaxBid ?? null),
    priceChangesAt: null,
  };
}

async function hasBid(tx: Executor, auctionId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: bids.id })
    .from(bids)
    .where(and(eq(bids.auctionId, auctionId), eq(bids.bidderId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The users who watch a sale: who saved it (the heart) and who bid on it. */
export async function watchersOf(tx: Executor, input: { auctionId: string }): Promise<string[]> {
  const [savers, bidders] = await Promise.all([
    findSavers({ db: tx }, { auctionId: input.auctionId }),
    biddersOf(tx, { auctionId: input.auctionId, except: null }),
  ]);
  return [...new Set([...savers, ...bidders])];
}
