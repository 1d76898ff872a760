import type { TrackOrderData } from '@marketdrop/api-client';
import type { DbDeps } from '../shared/deps';
import { recordFor } from './find-order-details';
import { findTimelines } from './order-timeline';

/** trackOrder: the order's status timeline with times, oldest first. Buyer and dealer only. */
export async function trackOrder(
  deps: DbDeps,
  input: { userId: string; orderId: string },
): Promise<TrackOrderData> {
  const { record } = await recordFor(deps.db, input);
  const timelines = await findTimelines(deps.db, [record.order.id]);
  return {
    orderId: record.order.id,
    status: record.order.status,
    timeline: timelines.get(record.order.id) ?? [],
  };
}
