import { eq, sql } from 'drizzle-orm';
import type { DbDeps } from '../shared/deps';
import { orderReviews } from './tables';

/**
 * A seller's review rating for its profile (docs/product.md §6.8): the average of all its
 * reviews' ratings (one decimal, as getAllReviews gives it) and how many there are.
 */
export async function findSellerRating(
  deps: DbDeps,
  input: { dealerId: string },
): Promise<{ average: number | null; count: number }> {
  const [row] = await deps.db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<string | null>`round(avg(${orderReviews.rating}), 1)`,
    })
    .from(orderReviews)
    .where(eq(orderReviews.dealerId, input.dealerId));
  const average = row?.average;
  return {
    average: average === null || average === undefined ? null : Number(average),
    count: Number(row?.count ?? 0),
  };
}
