import { auctionMessages } from '@marketdrop/validation';
import type { AuctionRow } from '../catalogue/rows';
import { lockSaleRow, type LockedSale } from '../catalogue/sale-rows';
import { auctionNotFound, isAuctionId } from '../catalogue/find-auction';
import { statusAt } from '../catalogue/to-auction';
import type { Executor } from '../db/client';
import { AppError } from '../shared/errors';

/** Texts of the engine's refusals (the web app shows its own, by code). */
export const SALE_MESSAGES = {
  notStarted: 'This sale has not started yet',
  ended: 'This sale has ended',
  sold: 'This vehicle has already been sold',
  ownBid: 'You cannot bid on your own listing',
  ownPurchase: 'You cannot buy your own listing',
  notBiddable: 'This listing does not take bids',
  notClaimable: 'This listing cannot be claimed: it takes bids',
  noBuyNow: 'This listing has no Buy Now price',
  buyNowPassed: 'Buy Now is no longer available: a bid has reached the Buy Now price',
  sellerSuspended:
    'Sales by this seller are paused: no bid, claim or Buy Now is accepted until they resume',
} as const;

/** An auction row locked for the caller's transaction, with the user who manages its dealer. */
export type LockedAuction = LockedSale;

/**
 * Reads an auction and locks its row until the transaction ends (`SELECT ... FOR UPDATE`): every
 * bid, claim, Buy Now and closing of one auction runs one after the other, on every process
 * sharing the database. 404 for an id that names no auction.
 */
export async function lockAuction(tx: Executor, auctionId: string): Promise<LockedAuction> {
  if (!isAuctionId(auctionId)) throw auctionNotFound();
  const row = await lockSaleRow(tx, auctionId);
  if (row === undefined) throw auctionNotFound();
  return row;
}

/**
 * 409 unless the sale is open at `now`: SELLER_SUSPENDED while it is paused (its dealer's account
 * is suspended, docs/product.md §6.3), ALREADY_SOLD once sold, else AUCTION_NOT_OPEN.
 */
export function assertOpen(auction: AuctionRow, now: Date): void {
  if (auction.pausedAt !== null) {
    throw new AppError(409, 'SELLER_SUSPENDED', SALE_MESSAGES.sellerSuspended);
  }
  const status = statusAt(auction, now);
  if (status === 'open') return;
  if (status === 'sold') throw new AppError(409, 'ALREADY_SOLD', SALE_MESSAGES.sold);
  throw new AppError(
    409,
    'AUCTION_NOT_OPEN',
    status === 'scheduled' ? SALE_MESSAGES.notStarted : SALE_MESSAGES.ended,
  );
}

/** 403 OWN_LISTING when the caller manages the listing's dealer. */
export function assertNotOwn(locked: LockedAuction, userId: string, message: string): void {
  if (locked.dealerUserId !== null && locked.dealerUserId === userId) {
    throw new AppError(403, 'OWN_LISTING', message);
  }
}

/**
 * 409 PRICE_CHANGED (with `data.currentPrice`) when the buyer sent the price they saw
 * (`expectedPrice`) and the sale's price now (`price`, on the server's clock) is another one.
 */
export function assertExpectedPrice(expectedPrice: number | null | undefined, price: number): void {
  if (expectedPrice === null || expectedPrice === undefined || expectedPrice === price) return;
  throw new AppError(409, 'PRICE_CHANGED', auctionMessages.priceChanged(price), {
    data: { currentPrice: price },
  });
}
