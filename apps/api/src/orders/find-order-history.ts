import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderHistoryData, OrderRole, Pagination } from '@marketdrop/api-client';
import type { OrderHistoryTab } from '@marketdrop/validation';
import { findUserDealers } from '../catalogue/find-user-dealers';
import type { DbDeps, Deps } from '../shared/deps';
import {
  selectOrderRows,
  toCheckoutDetails,
  toOrderRecords,
  toOrderVehicle,
} from './order-records';
import { ACTIVE_STATUSES, FINISHED_STATUSES } from './order-rules';
import { orders } from './tables';

/**
 * orderHistory: My Orders, newest first: the caller's purchases (`role` buyer, the default) or,
 * for a dealer's user, their sales (`seller`); the Active tab holds the orders still moving, the
 * Completed tab the completed and cancelled ones.
 */
export async function findOrderHistory(
  deps: DbDeps & Pick<Deps, 'clock'>,
  input: {
    userId: string;
    tab: OrderHistoryTab;
    role: OrderRole;
    pageNumber: number;
    pageSize: number;
  },
): Promise<{ data: OrderHistoryData; pagination: Pagination }> {
  const now = deps.clock();
  const statuses = input.tab === 'active' ? ACTIVE_STATUSES : FINISHED_STATUSES;
  let whose;
  if (input.role === 'buyer') {
    whose = eq(orders.buyerId, input.userId);
  } else {
    const dealerIds = await findUserDealers(deps, { userId: input.userId });
    // A user who manages no dealer has sold nothing.
    whose = dealerIds.length === 0 ? sql`false` : inArray(orders.dealerId, dealerIds);
  }
  const where = and(whose, inArray(orders.status, [...statuses]));
  const [rows, counted] = await Promise.all([
    selectOrderRows(deps.db)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
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
      orders: records.map((record) => ({
        _id: record.order.id,
        status: record.order.status,
        source: record.order.source,
        price: record.order.price,
        totalCents: toCheckoutDetails(record, now).totalCents,
        createdAt: record.order.createdAt.toISOString(),
        paymentDeadline: record.order.paymentDueAt.toISOString(),
        deliveryType: record.order.deliveryType,
        vehicle: toOrderVehicle(record),
        seller: { _id: record.dealer.id, name: record.dealer.name },
        viewerRole: input.role,
      })),
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
