import { inArray } from 'drizzle-orm';
import type { OrderStatusEvent } from '@marketdrop/api-client';
import { ORDER_STATUSES } from '@marketdrop/validation';
import type { Executor } from '../db/client';
import { orderStatusEvents } from './tables';

/**
 * The timelines of some orders, oldest step first; steps of one instant in the order an order goes
 * through them (an order is made and paid within a millisecond on a test clock).
 */
export async function findTimelines(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, OrderStatusEvent[]>> {
  const timelines = new Map<string, OrderStatusEvent[]>();
  if (orderIds.length === 0) return timelines;
  const rows = await db
    .select()
    .from(orderStatusEvents)
    .where(inArray(orderStatusEvents.orderId, [...orderIds]));
  const rank = (status: string) =>
    ORDER_STATUSES.indexOf(status as (typeof ORDER_STATUSES)[number]);
  rows.sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || rank(a.status) - rank(b.status),
  );
  for (const row of rows) {
    const steps = timelines.get(row.orderId) ?? [];
    steps.push({
      status: row.status,
      at: row.createdAt.toISOString(),
      by: row.actor,
      note: row.note,
    });
    timelines.set(row.orderId, steps);
  }
  return timelines;
}
