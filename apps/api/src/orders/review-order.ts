import { eq } from 'drizzle-orm';
import type { OrderReview } from '@marketdrop/api-client';
import { AppError } from '../shared/errors';
import type { Deps } from '../shared/deps';
import { findOrderForBuyer } from './order-access';
import { ORDER_MESSAGES } from './order-rules';
import { selectReviews, withReviewFacts } from './review-records';
import { orderReviews } from './tables';

/**
 * reviewOrder: the buyer rates a completed order, 1 to 5 stars with an optional comment, once (a
 * second review 409 ALREADY_REVIEWED, the unique index settling a race). Before completion 409;
 * the selling dealer 403; anyone else 404. The review shows on the seller's profile
 * (getAllReviews).
 */
export async function reviewOrder(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { userId: string; orderId: string; rating: number; comment?: string | undefined },
): Promise<OrderReview> {
  const now = deps.clock();
  const id = await deps.db.transaction(async (tx) => {
    const { order } = await findOrderForBuyer(tx, { ...input, lock: true });
    if (order.status !== 'completed') {
      throw new AppError(409, 'ORDER_STATUS_CONFLICT', ORDER_MESSAGES.reviewOnlyCompleted);
    }
    const comment = input.comment?.trim() ?? '';
    const [row] = await tx
      .insert(orderReviews)
      .values({
        orderId: order.id,
        buyerId: input.userId,
        dealerId: order.dealerId,
        rating: input.rating,
        comment: comment === '' ? null : comment,
        createdAt: now,
      })
      .onConflictDoNothing({ target: orderReviews.orderId })
      .returning({ id: orderReviews.id });
    if (row === undefined) {
      throw new AppError(409, 'ALREADY_REVIEWED', ORDER_MESSAGES.alreadyReviewed);
    }
    return row.id;
  });
  const [review] = await withReviewFacts(
    deps.db,
    await selectReviews(deps.db).where(eq(orderReviews.id, id)),
  );
  if (review === undefined) throw new Error('The review was not written');
  return review;
}
