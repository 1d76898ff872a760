import { and, asc, eq } from 'drizzle-orm';
import { findDealers } from '../catalogue/find-dealers';
import type { DbDeps } from '../shared/deps';
import { cancelUnpaidOrder, type SaleReturnDeps } from './cancel-unpaid-order';
import { orders } from './tables';

/** The reason an unpaid order of a deleted account is cancelled with (its timeline's note). */
export const ACCOUNT_DELETED_REASON = 'The buyer deleted their account';

/**
 * Cancels every order of a buyer still waiting for payment, inside the caller's transaction (the
 * account's deletion): each vehicle goes back on sale at once (`cancelUnpaidOrder`), the dealers
 * are told. These cancellations do not count toward any limit. The orders are locked first, in
 * one statement (an order the deadline job or a payment holds is waited for, then found decided).
 */
export async function cancelBuyerOrders(
  deps: DbDeps & SaleReturnDeps,
  input: { userId: string; now: Date },
): Promise<number> {
  const tx = deps.db;
  const pending = await tx
    .select({ id: orders.id, dealerId: orders.dealerId })
    .from(orders)
    .where(and(eq(orders.buyerId, input.userId), eq(orders.status, 'pending_payment')))
    .orderBy(asc(orders.id))
    .for('update');
  const dealers = await findDealers({ db: tx }, { dealerIds: pending.map((row) => row.dealerId) });
  let cancelled = 0;
  for (const order of pending) {
    const changed = await cancelUnpaidOrder(deps, {
      orderId: order.id,
      why: 'accountDeleted',
      note: ACCOUNT_DELETED_REASON,
      now: input.now,
      dealerUserId: dealers.get(order.dealerId)?.userId ?? null,
    });
    if (changed !== null) cancelled += 1;
  }
  return cancelled;
}
