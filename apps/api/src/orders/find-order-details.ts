import { eq } from 'drizzle-orm';
import type { OrderDetails, OrderRole } from '@marketdrop/api-client';
import type { Executor } from '../db/client';
import { AppError } from '../shared/errors';
import type { DbDeps, Deps } from '../shared/deps';
import { findCancellationRule } from './buyer-restriction';
import { viewerRoleOf } from './order-access';
import {
  findOrderRecord,
  toCheckoutDetails,
  toOrderBuyer,
  toOrderSeller,
  toOrderVehicle,
  type OrderRecord,
} from './order-records';
import { ORDER_MESSAGES, sellerNextStatuses } from './order-rules';
import { selectReviews, withReviewFacts } from './review-records';
import { orderReviews } from './tables';
import { findTimelines } from './order-timeline';

/** An order in full, for its buyer or its selling dealer, as of `now`. */
export async function toOrderDetails(
  db: Executor,
  record: OrderRecord,
  viewerRole: OrderRole,
  now: Date,
): Promise<OrderDetails> {
  const { order } = record;
  const [timelines, reviewRows] = await Promise.all([
    findTimelines(db, [order.id]),
    selectReviews(db).where(eq(orderReviews.orderId, order.id)),
  ]);
  const checkout = toCheckoutDetails(record, now);
  const [review = null] = await withReviewFacts(db, reviewRows);
  const isBuyer = viewerRole === 'buyer';
  const pending = order.status === 'pending_payment';
  const cancellation =
    isBuyer && pending && order.buyerId !== null
      ? await findCancellationRule(db, { userId: order.buyerId, now })
      : null;
  return {
    _id: order.id,
    status: order.status,
    source: order.source,
    price: order.price,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    paymentDeadline: order.paymentDueAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    completedAt: order.completedAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    cancelReason: order.cancelReason,
    viewerRole,
    vehicle: toOrderVehicle(record),
    seller: toOrderSeller(record),
    buyer: toOrderBuyer(record),
    checkout,
    timeline: timelines.get(order.id) ?? [],
    review,
    actions: {
      canPay: isBuyer && checkout.readyToPay,
      canCancel: isBuyer && pending,
      canReview: isBuyer && order.status === 'completed' && review === null,
      nextStatuses: isBuyer ? [] : sellerNextStatuses(order.status, order.deliveryType),
    },
    cancellation,
  };
}

export async function recordFor(db: Executor, input: { userId: string; orderId: string }) {
  const record = await findOrderRecord(db, input.orderId);
  if (record === undefined) throw new AppError(404, 'NOT_FOUND', ORDER_MESSAGES.notFound);
  return { record, viewerRole: viewerRoleOf(record, input.userId) };
}

/**
 * viewOrderDetails: everything about one order (vehicle, both parties, the fee and tax
 * breakdown, the delivery details, the timeline, the review) and what the viewer may do now. The
 * buyer and the selling dealer only; anyone else 404.
 */
export async function findOrderDetails(
  deps: DbDeps & Pick<Deps, 'clock'>,
  input: { userId: string; orderId: string },
): Promise<OrderDetails> {
  const { record, viewerRole } = await recordFor(deps.db, input);
  return toOrderDetails(deps.db, record, viewerRole, deps.clock());
}
