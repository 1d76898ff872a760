import type { PurchaseData } from '@marketdrop/api-client';
import { liveStateAt } from '../catalogue/live-state';
import { assertBuyerNotRestricted } from '../orders/buyer-restriction';
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
  const { userId } = input;
  return deps.db.transaction(async (tx) => {
    const locked = await lockAuction(tx, input.auctionId);
    const now = deps.clock();
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
    const { order, auction } = await sellAuction(tx, {
      locked,
      buyerId: userId,
      price,
      source: 'buyNow',
      now,
    });
    return { order, auction: { ...liveStateAt(auction, now), isLeader: true } };
  });
}
