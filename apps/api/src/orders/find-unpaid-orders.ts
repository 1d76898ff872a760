import { and, eq, inArray } from 'drizzle-orm';
import type { OrderSource } from '@marketdrop/api-client';
import type { DbDeps } from '../shared/deps';
import { orders } from './tables';

/** A buyer's order waiting for payment, as the basket prices it. */
export type UnpaidOrder = {
  orderId: string;
  auctionId: string;
  /** Whole dollars: the winning bid, the claim price or the Buy Now price. */
  price: number;
  source: OrderSource;
  paymentDueAt: Date;
};

/**
 * A buyer's orders waiting for payment (won, claimed or bought), by auction id, among
 * `auctionIds`, for the basket domain (which does not read the orders' tables).
 */
export async function findUnpaidOrders(
  deps: DbDeps,
  input: { buyerId: string; auctionIds: readonly string[] },
): Promise<Map<string, UnpaidOrder>> {
  const ids = [...new Set(input.auctionIds.map((id) => id.toLowerCase()))];
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select({
      orderId: orders.id,
      auctionId: orders.auctionId,
      price: orders.price,
      source: orders.source,
      paymentDueAt: orders.paymentDueAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.buyerId, input.buyerId),
        eq(orders.status, 'pending_payment'),
        inArray(orders.auctionId, ids),
      ),
    );
  return new Map(rows.map((row) => [row.auctionId, row]));
}
