/** Notifications written straight into the table (the engine writes them through notify.ts). */
import type { NotificationKind } from '@marketdrop/api-client';
import type { FastifyInstance } from 'fastify';
import { notifications } from '../../src/db/schema';

export type StoredNotification = {
  userId: string;
  kind?: NotificationKind;
  auctionId?: string | null;
  amount?: number | null;
  createdAt: Date;
  readAt?: Date | null;
  mailedAt?: Date | null;
};

/** Stores the notifications and answers their ids, in the order given. */
export async function storeNotifications(
  app: FastifyInstance,
  rows: StoredNotification[],
): Promise<string[]> {
  const written = await app.db
    .insert(notifications)
    .values(
      rows.map((row) => ({
        userId: row.userId,
        kind: row.kind ?? 'outbid',
        auctionId: row.auctionId ?? null,
        amount: row.amount ?? null,
        createdAt: row.createdAt,
        readAt: row.readAt ?? null,
        mailedAt: row.mailedAt ?? null,
      })),
    )
    .returning({ id: notifications.id });
  return written.map((row) => row.id);
}

/** `at` plus `minutes` minutes. */
export const minutesAfter = (at: Date, minutes: number) =>
  new Date(at.getTime() + minutes * 60_000);
