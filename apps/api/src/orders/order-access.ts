import { eq } from 'drizzle-orm';
import type { OrderRole } from '@marketdrop/api-client';
import { findDealers } from '../catalogue/find-dealers';
import type { Executor } from '../db/client';
import { AppError } from '../shared/errors';
import { ORDER_MESSAGES } from './order-rules';
import { orders, type OrderRow } from './tables';

/** An order with the caller's part in it. */
export type OrderForViewer = {
  order: OrderRow;
  viewerRole: OrderRole;
  /** The user who manages the selling dealer (null: nobody). */
  dealerUserId: string | null;
};

/**
 * The order `orderId` as seen by `userId`: its buyer or the user of its selling dealer. Anyone
 * else, and an unknown id, gets the same 404 (an order's existence is not told to strangers).
 * `lock`: inside a transaction, holds the order's row until it commits (`FOR UPDATE OF orders`).
 */
export async function findOrderForViewer(
  db: Executor,
  input: { orderId: string; userId: string; lock?: boolean },
): Promise<OrderForViewer> {
  const query = db.select().from(orders).where(eq(orders.id, input.orderId));
  const [order] = input.lock ? await query.for('update') : await query;
  if (order === undefined) throw new AppError(404, 'NOT_FOUND', ORDER_MESSAGES.notFound);
  const dealerUserId = await dealerUserIdOf(db, order.dealerId);
  if (order.buyerId === input.userId) return { order, viewerRole: 'buyer', dealerUserId };
  if (dealerUserId !== null && dealerUserId === input.userId) {
    return { order, viewerRole: 'seller', dealerUserId };
  }
  throw new AppError(404, 'NOT_FOUND', ORDER_MESSAGES.notFound);
}

/** The user who manages a dealer (null: none). */
export async function dealerUserIdOf(db: Executor, dealerId: string): Promise<string | null> {
  const dealers = await findDealers({ db }, { dealerIds: [dealerId] });
  return dealers.get(dealerId)?.userId ?? null;
}

/** The same, for a call only the buyer may make: the selling dealer gets 403. */
export async function findOrderForBuyer(
  db: Executor,
  input: { orderId: string; userId: string; lock?: boolean },
): Promise<OrderForViewer> {
  const found = await findOrderForViewer(db, input);
  if (found.viewerRole !== 'buyer') {
    throw new AppError(403, 'FORBIDDEN', ORDER_MESSAGES.onlyBuyer);
  }
  return found;
}

/** The caller's part in an order record (its buyer or its selling dealer's user), or 404. */
export function viewerRoleOf(
  record: { order: { buyerId: string | null }; dealer: { userId: string | null } },
  userId: string,
): OrderRole {
  if (record.order.buyerId === userId) return 'buyer';
  if (record.dealer.userId !== null && record.dealer.userId === userId) return 'seller';
  throw new AppError(404, 'NOT_FOUND', ORDER_MESSAGES.notFound);
}
