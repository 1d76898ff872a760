import { desc, eq, sql } from 'drizzle-orm';
import type { Pagination, SellerReviewsData } from '@marketdrop/api-client';
import { findDealers } from '../catalogue/find-dealers';
import { AppError } from '../shared/errors';
import type { DbDeps } from '../shared/deps';
import { ORDER_MESSAGES } from './order-rules';
import { selectReviews, withReviewFacts } from './review-records';
import { orderReviews } from './tables';

/**
 * getAllReviews: a seller's reviews, newest first (rating, comment, the buyer's first name, the
 * vehicle, the date), with the average of all their ratings. An unknown seller: 404.
 */
export async function findSellerReviews(
  deps: DbDeps,
  input: { sellerId: string; pageNumber: number; pageSize: number },
): Promise<{ data: SellerReviewsData; pagination: Pagination }> {
  const dealers = await findDealers(deps, { dealerIds: [input.sellerId] });
  if (!dealers.has(input.sellerId))
    throw new AppError(404, 'NOT_FOUND', ORDER_MESSAGES.sellerNotFound);
  const [rows, summary] = await Promise.all([
    selectReviews(deps.db)
      .where(eq(orderReviews.dealerId, input.sellerId))
      .orderBy(desc(orderReviews.createdAt), desc(orderReviews.id))
      .limit(input.pageSize)
      .offset((input.pageNumber - 1) * input.pageSize),
    deps.db
      .select({
        total: sql<number>`count(*)::int`,
        average: sql<string | null>`round(avg(${orderReviews.rating}), 1)`,
      })
      .from(orderReviews)
      .where(eq(orderReviews.dealerId, input.sellerId)),
  ]);
  const total = Number(summary[0]?.total ?? 0);
  const average = summary[0]?.average;
  return {
    data: {
      reviews: await withReviewFacts(deps.db, rows),
      averageRating: average === null || average === undefined ? null : Number(average),
      total,
    },
    pagination: {
      pageNumber: input.pageNumber,
      pageSize: input.pageSize,
      total,
      totalPages: Math.ceil(total / input.pageSize),
    },
  };
}
