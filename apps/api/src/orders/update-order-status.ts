import type { OrderDetails, OrderStatus } from '@marketdrop/api-client';
import { AppError } from '../shared/errors';
import type { Deps } from '../shared/deps';
import { changeOrderStatus } from './change-order-status';
import { recordFor, toOrderDetails } from './find-order-details';
import { findOrderForViewer } from './order-access';
import { ORDER_MESSAGES, sellerNextStatuses } from './order-rules';

/**
 * updateOrderStatus: the selling dealer moves a paid order on, in one transaction holding its row:
 * Payment Completed -> Ready for Pickup (pickup) or In Delivery (delivery) -> Completed. Every
 * other move (back, a skip, paying or cancelling, the other delivery type) is refused with 409 and
 * changes nothing; the buyer gets 403, anyone else 404. The buyer is told of each change.
 */
export async function updateOrderStatus(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { userId: string; orderId: string; status: OrderStatus },
): Promise<OrderDetails> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const { order, viewerRole, dealerUserId } = await findOrderForViewer(tx, {
      ...input,
      lock: true,
    });
    if (viewerRole !== 'seller') throw new AppError(403, 'FORBIDDEN', ORDER_MESSAGES.onlySeller);
    const illegal = () =>
      new AppError(
        409,
        'ORDER_STATUS_CONFLICT',
        ORDER_MESSAGES.illegalTransition(order.status, input.status),
      );
    if (!sellerNextStatuses(order.status, order.deliveryType).includes(input.status)) {
      throw illegal();
    }
    const changed = await changeOrderStatus(tx, {
      orderId: order.id,
      from: [order.status],
      to: input.status,
      by: 'seller',
      now,
      dealerUserId,
    });
    if (changed === null) throw illegal();
  });
  const { record, viewerRole } = await recordFor(deps.db, input);
  return toOrderDetails(deps.db, record, viewerRole, now);
}
