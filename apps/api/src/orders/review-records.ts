import { eq } from 'drizzle-orm';
import type { OrderReview } from '@marketdrop/api-client';
import { findUserContacts } from '../accounts/find-user-contacts';
import { findVehicleNames } from '../catalogue/find-vehicle-names';
import type { Executor } from '../db/client';
import { orderReviews, orders, type OrderReviewRow } from './tables';

/** A review as the calls answer it (the buyer's first name only). */
export function toOrderReview(
  row: OrderReviewRow,
  buyerFirstName: string | null,
  vehicleName: string,
): OrderReview {
  return {
    _id: row.id,
    orderId: row.orderId,
    rating: row.rating,
    comment: row.comment,
    buyerFirstName: buyerFirstName ?? 'A buyer',
    vehicleName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Reviews of `orderReviews` rows with the buyer's first name (accounts) and the vehicle (catalogue). */
export async function withReviewFacts(
  db: Executor,
  rows: readonly { review: OrderReviewRow; auctionId: string }[],
): Promise<OrderReview[]> {
  const [buyers, names] = await Promise.all([
    findUserContacts(
      { db },
      { userIds: rows.flatMap((row) => (row.review.buyerId === null ? [] : [row.review.buyerId])) },
    ),
    findVehicleNames({ db }, { auctionIds: rows.map((row) => row.auctionId) }),
  ]);
  return rows.map((row) =>
    toOrderReview(
      row.review,
      row.review.buyerId === null ? null : (buyers.get(row.review.buyerId)?.firstName ?? null),
      names.get(row.auctionId) ?? '',
    ),
  );
}

/** Review rows with their order's auction: add `.where(...)`, then `withReviewFacts`. */
export function selectReviews(db: Executor) {
  return db
    .select({ review: orderReviews, auctionId: orders.auctionId })
    .from(orderReviews)
    .innerJoin(orders, eq(orders.id, orderReviews.orderId));
}
