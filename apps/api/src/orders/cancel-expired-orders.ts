import { and, asc, eq, lte, min } from 'drizzle-orm';
import { findDealers } from '../catalogue/find-dealers';
import type { Deps } from '../shared/deps';
import { cancelUnpaidOrder, type SaleReturnDeps } from './cancel-unpaid-order';
import { orders } from './tables';

/** Unpaid orders cancelled per transaction. */
export const EXPIRE_BATCH_SIZE = 50;

/** The reason an unpaid order is cancelled with (its timeline's note). */
export const DEADLINE_REASON = 'Not paid within 48 hours';

/**
 * The payment deadline job (decision 022): cancels every order still waiting for payment whose
 * 48-hour deadline has passed on the server clock (the buyer and the dealer are told, the time
 * slot's place is given back, the vehicle goes back on sale in the same transaction and the lapse
 * counts toward the buyer's cancellation limit: `cancelUnpaidOrder`). Orders are taken in batches with `FOR UPDATE SKIP LOCKED`, and each
 * change is guarded (`status = 'pending_payment'`): several processes share the work, an order is
 * cancelled once, and one that a payment holds at that moment is left to the payment (it is
 * looked at again by the next run only if still unpaid).
 */
export async function cancelExpiredOrders(
  deps: Pick<Deps, 'db' | 'clock'> & SaleReturnDeps,
  input: { now?: Date; batchSize?: number } = {},
): Promise<{ cancelled: number }> {
  const now = input.now ?? deps.clock();
  const batchSize = input.batchSize ?? EXPIRE_BATCH_SIZE;
  let cancelled = 0;
  for (;;) {
    const taken = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: orders.id, dealerId: orders.dealerId })
        .from(orders)
        .where(and(eq(orders.status, 'pending_payment'), lte(orders.paymentDueAt, now)))
        .orderBy(asc(orders.paymentDueAt), asc(orders.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const dealers = await findDealers({ db: tx }, { dealerIds: due.map((row) => row.dealerId) });
      for (const order of due) {
        const changed = await cancelUnpaidOrder(
          { db: tx, putBackOnSale: deps.putBackOnSale },
          {
            orderId: order.id,
            why: 'deadline',
            note: DEADLINE_REASON,
            now,
            dealerUserId: dealers.get(order.dealerId)?.userId ?? null,
          },
        );
        if (changed !== null) cancelled += 1;
      }
      return due.length;
    });
    if (taken < batchSize) return { cancelled };
  }
}

/** When the next unpaid order's deadline passes (the job's next due time), or null. */
export async function nextPaymentDeadline(deps: Pick<Deps, 'db'>): Promise<Date | null> {
  const [row] = await deps.db
    .select({ at: min(orders.paymentDueAt) })
    .from(orders)
    .where(eq(orders.status, 'pending_payment'));
  return row?.at ? new Date(row.at) : null;
}
