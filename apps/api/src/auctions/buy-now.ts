import type { PurchaseData } from '@marketdrop/api-client';
import { liveStateAt } from '../catalogue/live-state';
import { assertBuyerNotRestricted } from '../orders/buyer-restriction';
import type { Executor } from '../db/client';
import { AppError } from '../shared/errors';
import type { Deps } from '../shared/deps';
import {
  assertExpectedPrice,
  assertNotOwn,
  assertOpen,
  lockAuction,
  SALE_MESSAGES,
} from './lock-auction';
import { sellAuction } from './sell-auction';

export const BUY_NOW_MESSAGE = 'Vehicle purchased successfully';

/**
 * buyNow: buys any open listing that has a Buy Now price, at that price, ending the sale at once.
 * On an ascending auction it is offered only while no bid has reached the Buy Now price. Runs
 * under the auction's row lock, like bids and claims (the first one wins).
 */
export async function buyNow(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { userId: string; auctionId: string; expectedPrice?: number | null },
): Promise<PurchaseData> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const { order, auction } = await takeBuyNow(tx, { ...input, now });
    return { order, auction: { ...liveStateAt(auction, now), isLeader: true } };
  });
}

/**
 * The Buy Now of one auction inside the caller's transaction (`buyNow`, and the basket's payment
 * for each of its Buy Now vehicles): the auction's row locked, then the rules of Buy Now (a Buy
 * Now price, not one's own listing, the buyer not restricted, the sale open, no bid at the price,
 * the price the buyer saw), then the sale. The first buyer wins; the next gets 409 ALREADY_SOLD.
 */
export async function takeBuyNow(
  tx: Executor,
  input: { userId: string; auctionId: string; expectedPrice?: number | null; now: Date },
): Promise<Awaited<ReturnType<typeof sellAuction>>> {
  const { userId, now } = input;
  const locked = await lockAuction(tx, input.auctionId);
  const current = locked.auction;
  const price = current.buyNowPrice;
  if (price === null) throw new AppError(400, 'NO_BUY_NOW', SALE_MESSAGES.noBuyNow);
  assertNotOwn(locked, userId, SALE_MESSAGES.ownPurchase);
  await assertBuyerNotRestricted(tx, { userId, now });
  assertOpen(current, now);
  if (current.auctionType === 'auction' && (current.highestBid ?? 0) >= price) {
    throw new AppError(400, 'NO_BUY_NOW', SALE_MESSAGES.buyNowPassed);
  }
  assertExpectedPrice(input.expectedPrice, price);
  return sellAuction(tx, { locked, buyerId: userId, price, source: 'buyNow', now });
}
