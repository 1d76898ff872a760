import { and, asc, inArray, sql } from 'drizzle-orm';
import type { AdminDealerOrdersData, Pagination } from '@marketdrop/api-client';
import { findUserDealers } from '../catalogue/find-user-dealers';
import type { DbDeps, Deps } from '../shared/deps';
import {
  selectOrderRows,
  toCheckoutDetails,
  toOrderBuyer,
  toOrderRecords,
  toOrderVehicle,
} from './order-records';
import { ACTIVE_STATUSES } from './order-rules';
import { orders } from './tables';

/**
 * The orders of the dealers `userId` manages that are still moving (Pending Payment, Payment
 * Completed, Ready for Pickup, In Delivery), oldest first (the nearest payment deadline first), with
 * their buyer, vehicle, status and amount: what an admin follows up on when the dealer is
 * suspended (docs/product.md §6.3). A page at a time, with the count.
 */
export async function findDealerOpenOrders(
  deps: DbDeps & Pick<Deps, 'clock'>,
  input: { userId: string; pageNumber: number; pageSize: number },
): Promise<{ data: AdminDealerOrdersData; pagination: Pagination }> {
  const now = deps.clock();
  const dealerIds = await findUserDealers(deps, { userId: input.userId });
  const where =
    dealerIds.length === 0
      ? sql`false`
      : and(inArray(orders.dealerId, dealerIds), inArray(orders.status, [...ACTIVE_STATUSES]));
  const [rows, counted] = await Promise.all([
    selectOrderRows(deps.db)
      .where(where)
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(input.pageSize)
      .offset((input.pageNumber - 1) * input.pageSize),
    deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  const records = await toOrderRecords(deps.db, rows);
  const total = Number(counted[0]?.total ?? 0);
  return {
    data: {
      orders: records.map((record) => {
        const buyer = toOrderBuyer(record);
        return {
          _id: record.order.id,
          status: record.order.status,
          source: record.order.source,
          price: record.order.price,
          totalCents: toCheckoutDetails(record, now).totalCents,
          createdAt: record.order.createdAt.toISOString(),
          paymentDeadline: record.order.paymentDueAt.toISOString(),
          paidAt: record.order.paidAt?.toISOString() ?? null,
          vehicle: toOrderVehicle(record),
          buyer: { name: buyer.name, email: buyer.email, phoneNumber: buyer.phoneNumber },
        };
      }),
    },
    pagination: {
      pageNumber: input.pageNumber,
      pageSize: input.pageSize,
      total,
      totalPages: Math.ceil(total / input.pageSize),
    },
  };
}
