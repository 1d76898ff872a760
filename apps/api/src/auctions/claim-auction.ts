import type { PurchaseData } from '@marketdrop/api-client';
import { currentPriceAt } from '../catalogue/auction-price';
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

export const CLAIM_MESSAGE = 'Vehicle claimed successfully';

/**
 * claimAuction: buys a MarketDropAI listing at the price the server's clock gives now, or a
 * ClaimPOINT listing at its claim price. First claim wins: the row lock makes claims on one
 * auction run one after the other (the later ones find it sold: 409 ALREADY_SOLD), and the one
 * order per auction index backs it. With `expectedPrice` (the price the buyer saw), a price that is
 * another one now buys nothing: 409 PRICE_CHANGED with the price now.
 */
export async function claimAuction(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { userId: string; auctionId: string; expectedPrice?: number | null },
): Promise<PurchaseData> {
  const { userId } = input;
  return deps.db.transaction(async (tx) => {
    const locked = await lockAuction(tx, input.auctionId);
    const now = deps.clock();
    const current = locked.auction;
    if (current.auctionType === 'auction') {
      throw new AppError(400, 'NOT_CLAIMABLE', SALE_MESSAGES.notClaimable);
    }
    assertNotOwn(locked, userId, SALE_MESSAGES.ownPurchase);
    await assertBuyerNotRestricted(tx, { userId, now });
    assertOpen(current, now);
    const price = currentPriceAt(current, now);
    assertExpectedPrice(input.expectedPrice, price);
    const { order, auction } = await sellAuction(tx, {
      locked,
      buyerId: userId,
      price,
      source: 'claim',
      now,
    });
    return { order, auction: { ...liveStateAt(auction, now), isLeader: true } };
  });
}
