import { and, eq, ne } from 'drizzle-orm';
import type { OrderSource, OrderSummary } from '@marketdrop/api-client';
import { markAuctionSold } from '../catalogue/sale-state';
import type { AuctionRow } from '../catalogue/rows';
import type { Executor } from '../db/client';
import { notify, notifyAll } from '../notifications/notify';
import { createOrder } from '../orders/create-order';
import { AppError } from '../shared/errors';
import { SALE_MESSAGES, type LockedAuction } from './lock-auction';
import { bids } from './tables';

/**
 * Ends a sale with a buyer, inside the transaction that holds the auction's row lock: the auction
 * becomes `sold` (closed now, the price it sold at, no further MarketDropAI drop, the buyer as its
 * leader, and its state just before, `pre_sale`, kept for a cancellation to put it back), its
 * order is created, and the buyer (`won`), the dealer's user (`sold`) and every other bidder
 * (`lost`) are told. The notices carry a dedupe key per order, so each exists once per sale (a
 * vehicle put back on sale and sold again tells everyone again).
 */
export async function sellAuction(
  tx: Executor,
  input: {
    locked: LockedAuction;
    buyerId: string;
    price: number;
    source: OrderSource;
    now: Date;
  },
): Promise<{ order: OrderSummary; auction: AuctionRow }> {
  const { locked, buyerId, price, source, now } = input;
  const id = locked.auction.id;
  const auction = await markAuctionSold(
    { db: tx },
    {
      auctionId: id,
      buyerId,
      price,
      keepLeaderMax: source === 'bid',
      preSale: {
        currentPrice: locked.auction.currentPrice,
        leaderId: locked.auction.leaderId,
        leaderMaxBid: locked.auction.leaderMaxBid,
      },
      now,
    },
  );
  if (auction === undefined) throw new AppError(409, 'ALREADY_SOLD', SALE_MESSAGES.sold);
  const { order, paymentDueAt } = await createOrder(
    { db: tx },
    { auctionId: id, buyerId, dealerId: auction.dealerId, price, source, now },
  );
  await notify(
    { db: tx },
    {
      userId: buyerId,
      kind: 'won',
      auctionId: id,
      orderId: order._id,
      amount: price,
      payBy: paymentDueAt,
      dedupeKey: `won:${order._id}`,
      now,
    },
  );
  if (locked.dealerUserId !== null) {
    await notify(
      { db: tx },
      {
        userId: locked.dealerUserId,
        kind: 'sold',
        auctionId: id,
        orderId: order._id,
        amount: price,
        dedupeKey: `sold:${order._id}`,
        now,
      },
    );
  }
  await notifyAll(
    { db: tx },
    {
      userIds: await biddersOf(tx, { auctionId: id, except: buyerId }),
      kind: 'lost',
      auctionId: id,
      amount: price,
      dedupeKey: `lost:${order._id}`,
      now,
    },
  );
  return { order, auction };
}

/** The users who bid on an auction (automatic bids are their leaders' own), but one. */
export async function biddersOf(
  tx: Executor,
  input: { auctionId: string; except: string | null },
): Promise<string[]> {
  const rows = await tx
    .select({ bidderId: bids.bidderId })
    .from(bids)
    .where(
      input.except === null
        ? eq(bids.auctionId, input.auctionId)
        : and(eq(bids.auctionId, input.auctionId), ne(bids.bidderId, input.except)),
    )
    .groupBy(bids.bidderId);
  return rows.map((row) => row.bidderId);
}
