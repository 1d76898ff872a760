import { desc, eq, sql } from 'drizzle-orm';
import type { AppNotification, NotificationsData, Pagination } from '@marketdrop/api-client';
import { findVehicleNames } from '../catalogue/find-vehicle-names';
import { findSavedSearchLinks } from '../catalogue/saved-searches';
import type { DbDeps } from '../shared/deps';
import { notifications, type NotificationRow } from './tables';

export type NotificationsPage = { pageNumber: number; pageSize: number };

/** A stored notification as the calls answer it. */
export function toAppNotification(
  row: NotificationRow,
  vehicleNames: ReadonlyMap<string, string>,
  searches: ReadonlyMap<string, { name: string; listingPath: string }> = new Map(),
): AppNotification {
  const search = row.savedSearchId === null ? undefined : searches.get(row.savedSearchId);
  return {
    _id: row.id,
    kind: row.kind,
    auctionId: row.auctionId,
    vehicleName: row.auctionId === null ? null : (vehicleNames.get(row.auctionId) ?? null),
    amount: row.amount,
    amountCents: row.amountCents,
    payBy: row.payBy?.toISOString() ?? null,
    orderId: row.orderId,
    reason: row.reason,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    // Only a saved search's notice names its search.
    ...(row.savedSearchId === null
      ? {}
      : { savedSearch: search === undefined ? null : { _id: row.savedSearchId, ...search } }),
  };
}

/** How many notifications the user has, and how many of them are unread. */
export async function countNotifications(
  deps: DbDeps,
  input: { userId: string },
): Promise<{ total: number; unread: number }> {
  const [counted] = await deps.db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
    })
    .from(notifications)
    .where(eq(notifications.userId, input.userId));
  return { total: Number(counted?.total ?? 0), unread: Number(counted?.unread ?? 0) };
}

/**
 * getNotification: a page of the user's own notifications, newest first, each with the name of
 * the vehicle it is about, and how many of all of them are unread.
 */
export async function findNotifications(
  deps: DbDeps,
  input: { userId: string; page: NotificationsPage },
): Promise<{ data: NotificationsData; pagination: Pagination }> {
  const { userId, page } = input;
  const [rows, counts] = await Promise.all([
    deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize),
    countNotifications(deps, { userId }),
  ]);
  const auctionIds = rows.flatMap((row) => (row.auctionId === null ? [] : [row.auctionId]));
  const [vehicleNames, searches] = await Promise.all([
    findVehicleNames(deps, { auctionIds }),
    findSavedSearchLinks(deps, {
      ids: rows.flatMap((row) => (row.savedSearchId === null ? [] : [row.savedSearchId])),
    }),
  ]);
  return {
    data: {
      notifications: rows.map((row) => toAppNotification(row, vehicleNames, searches)),
      unreadCount: counts.unread,
    },
    pagination: {
      pageNumber: page.pageNumber,
      pageSize: page.pageSize,
      total: counts.total,
      totalPages: Math.ceil(counts.total / page.pageSize),
    },
  };
}
