import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { OrderCancellationRule } from '@marketdrop/api-client';
import { BUYER_LIMITS, SALE_TIME_ZONE } from '@marketdrop/validation';
import type { Executor } from '../db/client';
import { AppError } from '../shared/errors';
import { orders } from './tables';

/**
 * The cancellation limit (docs/product.md §5.5, DESIGN §4e): a buyer whose unpaid orders were
 * cancelled by them or lapsed at the payment deadline twice within 30 days cannot buy, claim or
 * bid for 30 days from the cancellation that reached the limit. Their own orders still pending
 * stay theirs to pay or cancel.
 */

const DAY_MS = 86_400_000;
const WINDOW_MS = BUYER_LIMITS.windowDays * DAY_MS;
const RESTRICTION_MS = BUYER_LIMITS.restrictionDays * DAY_MS;

/** The English text of the refusal, with the end of the limit in Toronto time. */
export function buyerRestrictedMessage(until: Date): string {
  const date = new Intl.DateTimeFormat('en-CA', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SALE_TIME_ZONE,
  }).format(until);
  return `You cancelled or did not pay ${BUYER_LIMITS.cancellationsMax} orders within ${BUYER_LIMITS.windowDays} days: you cannot buy, claim or bid until ${date} (Toronto time).`;
}

/** 403 BUYER_RESTRICTED, with the instant the limit ends in `data.restrictedUntil`. */
export function buyerRestrictedError(until: Date): AppError {
  return new AppError(403, 'BUYER_RESTRICTED', buyerRestrictedMessage(until), {
    data: { restrictedUntil: until.toISOString() },
  });
}

/**
 * The counted cancellations (cancelled by the buyer or lapsed) of these buyers since `since`,
 * oldest first, by buyer.
 */
async function countedCancellations(
  db: Executor,
  input: { userIds: readonly string[]; since: Date; now: Date },
): Promise<Map<string, Date[]>> {
  const byUser = new Map<string, Date[]>();
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ buyerId: orders.buyerId, cancelledAt: orders.cancelledAt })
    .from(orders)
    .where(
      and(
        eq(orders.countsAgainstBuyer, true),
        inArray(orders.buyerId, userIds),
        gte(orders.cancelledAt, input.since),
        lte(orders.cancelledAt, input.now),
      ),
    )
    .orderBy(asc(orders.cancelledAt));
  for (const row of rows) {
    if (row.buyerId === null || row.cancelledAt === null) continue;
    const list = byUser.get(row.buyerId);
    if (list === undefined) byUser.set(row.buyerId, [row.cancelledAt]);
    else list.push(row.cancelledAt);
  }
  return byUser;
}

/**
 * When the limit of a buyer with these counted cancellations (oldest first) ends, or null: each
 * cancellation that is the `cancellationsMax`-th within the window restricts for
 * `restrictionDays` from it.
 */
function restrictionEnd(times: readonly Date[]): Date | null {
  const needed = BUYER_LIMITS.cancellationsMax;
  let end: number | null = null;
  for (let i = needed - 1; i < times.length; i += 1) {
    const first = times[i - (needed - 1)] as Date;
    const last = times[i] as Date;
    if (last.getTime() - first.getTime() <= WINDOW_MS) {
      end = Math.max(end ?? 0, last.getTime() + RESTRICTION_MS);
    }
  }
  return end === null ? null : new Date(end);
}

/**
 * The buyers among `userIds` who may not buy, claim or bid at `now`, with when their limit ends.
 * One statement for all of them (a round of bids checks its bidders at once, decision 021).
 */
export async function findBuyerRestrictions(
  db: Executor,
  input: { userIds: readonly string[]; now: Date },
): Promise<Map<string, Date>> {
  const { now } = input;
  // A limit still running began within its length; the cancellation before it within the window.
  const since = new Date(now.getTime() - RESTRICTION_MS - WINDOW_MS);
  const cancellations = await countedCancellations(db, { userIds: input.userIds, since, now });
  const restricted = new Map<string, Date>();
  for (const [userId, times] of cancellations) {
    const end = restrictionEnd(times);
    if (end !== null && end.getTime() > now.getTime()) restricted.set(userId, end);
  }
  return restricted;
}

/**
 * The cancellation limit's check of `placeBid`, `claimAuction` and `buyNow`, run inside their
 * transaction: 403 BUYER_RESTRICTED (with until when) for a buyer under the limit.
 */
export async function assertBuyerNotRestricted(
  db: Executor,
  input: { userId: string; now: Date },
): Promise<void> {
  const restricted = await findBuyerRestrictions(db, {
    userIds: [input.userId],
    now: input.now,
  });
  const until = restricted.get(input.userId);
  if (until !== undefined) throw buyerRestrictedError(until);
}

/**
 * What cancelling an order now would do to its buyer's limit (the Cancel dialog shows it before
 * they confirm): their counted cancellations in the window, and until when this one would
 * restrict them (null when it would not).
 */
export async function findCancellationRule(
  db: Executor,
  input: { userId: string; now: Date },
): Promise<OrderCancellationRule> {
  const { userId, now } = input;
  const cancellations = await countedCancellations(db, {
    userIds: [userId],
    since: new Date(now.getTime() - WINDOW_MS),
    now,
  });
  const recent = cancellations.get(userId) ?? [];
  const withThis = [...recent, now];
  const end = restrictionEnd(withThis.slice(-BUYER_LIMITS.cancellationsMax));
  const reachesLimit = end !== null && end.getTime() === now.getTime() + RESTRICTION_MS;
  return {
    recent: recent.length,
    limit: BUYER_LIMITS.cancellationsMax,
    windowDays: BUYER_LIMITS.windowDays,
    restrictionDays: BUYER_LIMITS.restrictionDays,
    restrictsUntil: reachesLimit ? end.toISOString() : null,
  };
}
