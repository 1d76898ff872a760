import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbDeps } from '../shared/deps';
import { orders } from './tables';

/**
 * Whether `userId` ever paid an order (a first-purchase-only coupon is for an account that never
 * did; docs/product.md §14.4). A paid order that was refunded or cancelled later still counts.
 */
export async function hasPaidOrder(deps: DbDeps, input: { userId: string }): Promise<boolean> {
  const [found] = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerId, input.userId), isNotNull(orders.paidAt)))
    .limit(1);
  return found !== undefined;
}
