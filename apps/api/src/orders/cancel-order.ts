import type { OrderDetails } from '@marketdrop/api-client';
import { AppError } from '../shared/errors';
import type { Deps } from '../shared/deps';
import { cancelUnpaidOrder, type SaleReturnDeps } from './cancel-unpaid-order';
import { recordFor, toOrderDetails } from './find-order-details';
import { findOrderForBuyer } from './order-access';
import { ORDER_MESSAGES } from './order-rules';

/**
 * cancelOrder: the buyer cancels an order before paying it, saying why, in one transaction holding
 * the order's row (its time slot's place is given back, the buyer and the dealer are told, the
 * vehicle goes back on sale: `cancelUnpaidOrder`). It counts toward the buyer's cancellation limit
 * (docs/product.md §5.5). After payment, 409; the selling dealer 403; anyone else 404. A payment
 * that completes later finds the order cancelled and is marked to be refunded.
 */
export async function cancelOrder(
  deps: Pick<Deps, 'db' | 'clock'> & SaleReturnDeps,
  input: { userId: string; orderId: string; reason: string },
): Promise<OrderDetails> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const { order, dealerUserId } = await findOrderForBuyer(tx, { ...input, lock: true });
    if (order.status !== 'pending_payment') {
      throw new AppError(409, 'ORDER_STATUS_CONFLICT', ORDER_MESSAGES.cancelOnlyPending);
    }
    const changed = await cancelUnpaidOrder(
      { db: tx, putBackOnSale: deps.putBackOnSale },
      {
        orderId: order.id,
        why: 'buyer',
        note: input.reason,
        now,
        dealerUserId,
      },
    );
    if (changed === null) {
      throw new AppError(409, 'ORDER_STATUS_CONFLICT', ORDER_MESSAGES.cancelOnlyPending);
    }
  });
  const { record, viewerRole } = await recordFor(deps.db, input);
  return toOrderDetails(deps.db, record, viewerRole, now);
}
