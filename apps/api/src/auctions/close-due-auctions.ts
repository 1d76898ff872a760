import { marketDropPriceAt } from '../catalogue/auction-price';
import { markAuctionUnsold } from '../catalogue/sale-state';
import { lockDueSaleRows, nextSaleEnd } from '../catalogue/sale-rows';
import type { Executor } from '../db/client';
import { notify, notifyAll } from '../notifications/notify';
import type { Deps } from '../shared/deps';
import type { LockedAuction } from './lock-auction';
import { biddersOf, sellAuction } from './sell-auction';

/** Due auctions closed per transaction (each batch holds its rows' locks until it commits). */
export const CLOSE_BATCH_SIZE = 50;

export type ClosingResult = { sold: number; unsold: number };

/**
 * The closing job (decision 018): ends every open sale whose end has passed on the server clock.
 * An auction whose highest bid meets the reserve (or has none) is sold to its leader (an order,
 * source `bid`); otherwise, and for MarketDropAI and ClaimPOINT listings nobody claimed, it closes
 * `unsold`. Bidders who did not win are told (`lost`), the dealer's user too (`sold` / `unsold`),
 * the winner (`won`).
 *
 * A paused sale (its dealer is suspended) is never due: its clock stands still until it resumes
 * with its end moved by the paused time.
 *
 * Due rows are taken in batches with `FOR UPDATE SKIP LOCKED`: several processes running it at
 * once share the work and never close one auction twice (a row another process holds is skipped,
 * and a closed row is no longer `open`); a bid holding the row's lock is waited out by the next
 * run. Whatever fell due while no server ran is closed by the first run after a start.
 */
export async function closeDueAuctions(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { now?: Date; batchSize?: number } = {},
): Promise<ClosingResult> {
  const now = input.now ?? deps.clock();
  const batchSize = input.batchSize ?? CLOSE_BATCH_SIZE;
  const result: ClosingResult = { sold: 0, unsold: 0 };
  for (;;) {
    const taken = await deps.db.transaction(async (tx) => {
      const due = await lockDueSaleRows(tx, { now, limit: batchSize });
      for (const locked of due) {
        const outcome = await closeOne(tx, locked, now);
        result[outcome] += 1;
      }
      return due.length;
    });
    if (taken < batchSize) return result;
  }
}

/** Closes one due auction whose row the transaction holds. */
async function closeOne(
  tx: Executor,
  locked: LockedAuction,
  now: Date,
): Promise<keyof ClosingResult> {
  const auction = locked.auction;
  const { leaderId, highestBid, reservePrice } = auction;
  if (
    auction.auctionType === 'auction' &&
    leaderId !== null &&
    highestBid !== null &&
    (reservePrice === null || highestBid >= reservePrice)
  ) {
    await sellAuction(tx, { locked, buyerId: leaderId, price: highestBid, source: 'bid', now });
    return 'sold';
  }

  // A sale of the vehicle: a relisted one ends at another close, and tells everyone again.
  const saleKey = `${auction.id}:${auction.endsAt.getTime()}`;
  const finalPrice =
    auction.auctionType === 'marketdropai'
      ? marketDropPriceAt(auction, auction.endsAt).price
      : auction.auctionType === 'claimpoint'
        ? (auction.claimPrice ?? auction.currentPrice)
        : auction.currentPrice;
  await markAuctionUnsold({ db: tx }, { auctionId: auction.id, finalPrice, now });
  if (locked.dealerUserId !== null) {
    await notify(
      { db: tx },
      {
        userId: locked.dealerUserId,
        kind: 'unsold',
        auctionId: auction.id,
        amount: highestBid,
        dedupeKey: `unsold:${saleKey}`,
        now,
      },
    );
  }
  await notifyAll(
    { db: tx },
    {
      userIds: await biddersOf(tx, { auctionId: auction.id, except: null }),
      kind: 'lost',
      auctionId: auction.id,
      amount: highestBid,
      dedupeKey: `lost:${saleKey}`,
      now,
    },
  );
  return 'unsold';
}

/**
 * When the next open sale ends (the closing job's next due time), or null when none is open. A
 * paused sale does not end while paused.
 */
export async function nextClosingAt(deps: Pick<Deps, 'db'>): Promise<Date | null> {
  return nextSaleEnd(deps);
}
