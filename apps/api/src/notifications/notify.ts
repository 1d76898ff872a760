import { sql, type SQL } from 'drizzle-orm';
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
  /** Cents the buyer paid or owes (the order's total, e.g. the payment actually charged). */
  amountCents?: number | null;
  /** The order's payment deadline (a `won` notice). */
  payBy?: Date | null;
  /** The reason an admin gave (a rejected verification, an unpublished listing). */
  reason?: string | null;
  /** A `savedSearch` notice: the saved search whose new matches it counts (in `amount`). */
  savedSearchId?: string | null;
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
        amountCents: input.amountCents ?? null,
        payBy: input.payBy ?? null,
        reason: input.reason ?? null,
        savedSearchId: input.savedSearchId ?? null,
        dedupeKey: input.dedupeKey ?? null,
        ...(input.now === undefined ? {} : { createdAt: input.now }),
      })),
    )
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] });
}

/**
 * Several notifications (each its own user, kind, amount...) in one statement whose size does not
 * grow with their number (one JSON parameter), e.g. the outbid notices of a round of bids.
 */
export async function notifyEach(deps: DbDeps, inputs: readonly NotifyInput[]): Promise<void> {
  if (inputs.length === 0) return;
  const rows = inputs.map((input) => ({
    userId: input.userId,
    kind: input.kind,
    auctionId: input.auctionId,
    orderId: input.orderId ?? null,
    amount: input.amount ?? null,
    dedupeKey: input.dedupeKey ?? null,
    createdAt: input.now?.toISOString() ?? null,
  }));
  await deps.db.execute(sql`
    insert into ${notifications} (user_id, kind, auction_id, order_id, amount, dedupe_key, created_at)
    select (n->>'userId')::uuid, n->>'kind', (n->>'auctionId')::uuid, (n->>'orderId')::uuid,
      (n->>'amount')::integer, n->>'dedupeKey', coalesce((n->>'createdAt')::timestamptz, now())
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as n
    on conflict (user_id, dedupe_key) do nothing`);
}

/**
 * Notifications chosen by a query, in one idempotent statement (a job safe on several processes):
 * `select` yields `(user_id, kind, auction_id, amount, dedupe_key, created_at)` rows; one whose
 * user already has its `dedupe_key` is not written again.
 */
export async function notifyFrom(deps: DbDeps, select: SQL): Promise<void> {
  await deps.db.execute(sql`insert into ${notifications}
      (user_id, kind, auction_id, amount, dedupe_key, created_at)
    ${select}
    on conflict (user_id, dedupe_key) do nothing`);
}
