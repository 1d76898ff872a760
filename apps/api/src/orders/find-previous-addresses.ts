import { and, desc, eq, isNotNull, max } from 'drizzle-orm';
import type { OrderAddress } from '@marketdrop/api-client';
import { isProvinceCode } from '@marketdrop/validation';
import type { DbDeps } from '../shared/deps';
import { orders } from './tables';

/** How many earlier addresses are offered. */
export const PREVIOUS_ADDRESSES_MAX = 10;

/**
 * getPreviousOrderAddresses: the delivery addresses of the caller's earlier orders, each once,
 * the most recently used first.
 */
export async function findPreviousAddresses(
  deps: DbDeps,
  input: { userId: string },
): Promise<OrderAddress[]> {
  const rows = await deps.db
    .select({
      address: orders.deliveryAddress,
      city: orders.deliveryCity,
      province: orders.deliveryProvince,
      postalCode: orders.deliveryPostalCode,
      lastUsed: max(orders.updatedAt),
    })
    .from(orders)
    .where(
      and(
        eq(orders.buyerId, input.userId),
        eq(orders.deliveryType, 'delivery'),
        isNotNull(orders.deliveryAddress),
        isNotNull(orders.deliveryCity),
        isNotNull(orders.deliveryProvince),
        isNotNull(orders.deliveryPostalCode),
      ),
    )
    .groupBy(
      orders.deliveryAddress,
      orders.deliveryCity,
      orders.deliveryProvince,
      orders.deliveryPostalCode,
    )
    .orderBy(desc(max(orders.updatedAt)))
    .limit(PREVIOUS_ADDRESSES_MAX);
  return rows.flatMap((row) =>
    row.address !== null &&
    row.city !== null &&
    row.postalCode !== null &&
    isProvinceCode(row.province)
      ? [
          {
            address: row.address,
            city: row.city,
            province: row.province,
            postalCode: row.postalCode,
          },
        ]
      : [],
  );
}
