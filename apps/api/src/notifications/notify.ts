import type { NotificationKind } from '@marketdrop/api-client';
import type { DbDeps } from '../shared/deps';
import { notifications } from './tables';

export type NotifyInput = {
  userId: string;
  kind: NotificationKind;
  /** The auction it is about; null for an account notice (a dealer's verification). */
  auctionId: string | null;
  orderId?: string | null;
  /** Whole dollars the notification is about (the new price, the winning bid...). */
  amount?: number | null;
  /** The reason an admin gave (a rejected verification, an unpublished listing). */
  reason?: string | null;
  /**
   * Makes a notification that must exist once per user (e.g. `won:<auctionId>`) safe to write again
   * (a retried job): a second one with the same key is not written.
   */
  dedupeKey?: string | null;
  /** When it happened (the server's clock); the database's clock when not given. */
  now?: Date;
};

/**
 * Stores a notification for a user, in the caller's transaction (`{ db: tx }`) so it exists exactly
 * when the change it tells of does. Listing, reading and e-mailing them is the notifications
 * calls' business.
 */
export async function notify(deps: DbDeps, input: NotifyInput): Promise<void> {
  const { userId, ...rest } = input;
  await notifyAll(deps, { ...rest, userIds: [userId] });
}

/** The same notification for several users, in one statement (e.g. `lost` to every bidder). */
export async function notifyAll(
  deps: DbDeps,
  input: Omit<NotifyInput, 'userId'> & { userIds: readonly string[] },
): Promise<void> {
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return;
  await deps.db
    .insert(notifications)
    .values(
      userIds.map((userId) => ({
        userId,
        kind: input.kind,
        auctionId: input.auctionId,
        orderId: input.orderId ?? null,
        amount: input.amount ?? null,
        reason: input.reason ?? null,
        dedupeKey: input.dedupeKey ?? null,
        ...(input.now === undefined ? {} : { createdAt: input.now }),
      })),
    )
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] });
}
