import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { RewardEntry, Rewards } from '@marketdrop/api-client';
import {
  REWARD_DOLLARS_PER_POINT,
  REWARD_POINT_VALUE_CENTS,
  REWARD_POINTS_LIFETIME_DAYS,
  keyedBasketMessages,
  rewardPointsFor,
  rewardValueCents,
} from '@marketdrop/validation';
import type { Database } from '../db/client';
import { AppError, fieldError } from '../shared/errors';
import type { DbDeps } from '../shared/deps';
import { basketPromotions, rewardBalances, rewardEntries, type RewardEntryRow } from './tables';

const DAY_MS = 86_400_000;
/** The most entries `getRewardHistory` answers, newest first. */
export const REWARD_HISTORY_LIMIT = 200;

/** `userId`'s points to spend (0 without any). */
export async function rewardBalanceOf(deps: DbDeps, input: { userId: string }): Promise<number> {
  const [row] = await deps.db
    .select({ points: rewardBalances.points })
    .from(rewardBalances)
    .where(eq(rewardBalances.userId, input.userId));
  return row?.points ?? 0;
}

/** The points `userId` applied to their basket (0: none). */
export async function appliedPointsOf(deps: DbDeps, input: { userId: string }): Promise<number> {
  const [row] = await deps.db
    .select({ points: basketPromotions.points })
    .from(basketPromotions)
    .where(eq(basketPromotions.userId, input.userId));
  return row?.points ?? 0;
}

/** getRewards: the balance, its value, and what is applied to the basket. */
export async function findRewards(deps: DbDeps, input: { userId: string }): Promise<Rewards> {
  const balance = await rewardBalanceOf(deps, input);
  return {
    balance,
    valueCents: rewardValueCents(balance),
    appliedPoints: Math.min(await appliedPointsOf(deps, input), balance),
    pointValueCents: REWARD_POINT_VALUE_CENTS,
    dollarsPerPoint: REWARD_DOLLARS_PER_POINT,
  };
}

export function toRewardEntry(row: RewardEntryRow): RewardEntry {
  return {
    _id: row.id,
    kind: row.kind,
    points: row.points,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** getRewardHistory: the ledger of `userId`, newest first. */
export async function findRewardHistory(
  deps: DbDeps,
  input: { userId: string },
): Promise<RewardEntry[]> {
  const rows = await deps.db
    .select()
    .from(rewardEntries)
    .where(eq(rewardEntries.userId, input.userId))
    .orderBy(desc(rewardEntries.createdAt), desc(rewardEntries.id))
    .limit(REWARD_HISTORY_LIMIT);
  return rows.map(toRewardEntry);
}

/**
 * applyRewards: stores `points` to spend on the basket's fees and add-ons, at most the balance
 * (400 on `points` otherwise). The pricing spends no more than the basket's fees and add-ons.
 */
export async function applyRewards(
  deps: DbDeps,
  input: { userId: string; points: number; now: Date },
): Promise<void> {
  const balance = await rewardBalanceOf(deps, input);
  if (input.points > balance) {
    throw fieldError('points', keyedBasketMessages.pointsOverBalance(balance));
  }
  await deps.db
    .insert(basketPromotions)
    .values({ userId: input.userId, points: input.points, updatedAt: input.now })
    .onConflictDoUpdate({
      target: basketPromotions.userId,
      set: { points: input.points, updatedAt: input.now },
    });
}

/** removeRewards: no points on the basket. */
export async function removeRewards(deps: DbDeps, input: { userId: string; now: Date }) {
  await deps.db
    .update(basketPromotions)
    .set({ points: 0, updatedAt: input.now })
    .where(eq(basketPromotions.userId, input.userId));
}

/**
 * Earns the points of a paid order (1 per whole $10 of `paidCents`), called by the orders domain
 * in the transaction that marks the order paid. Once per order: a second call for the same order
 * (a webhook delivered twice) earns nothing. Returns the points earned.
 */
export async function earnRewardPoints(
  deps: DbDeps,
  input: { userId: string; orderId: string; paidCents: number; now: Date },
): Promise<number> {
  const points = rewardPointsFor(input.paidCents);
  if (points === 0) return 0;
  const [entry] = await deps.db
    .insert(rewardEntries)
    .values({
      userId: input.userId,
      kind: 'earned',
      points,
      orderId: input.orderId,
      expiresAt: new Date(input.now.getTime() + REWARD_POINTS_LIFETIME_DAYS * DAY_MS),
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: rewardEntries.id });
  if (entry === undefined) return 0;
  await deps.db
    .insert(rewardBalances)
    .values({ userId: input.userId, points, updatedAt: input.now })
    .onConflictDoUpdate({
      target: rewardBalances.userId,
      set: { points: sql`${rewardBalances.points} + ${points}`, updatedAt: input.now },
    });
  return points;
}

/** 409: fewer points left than a payment spends. */
export const pointsInsufficientError = (balance: number) =>
  new AppError(409, 'POINTS_INSUFFICIENT', keyedBasketMessages.pointsOverBalance(balance).text, {
    fields: { points: keyedBasketMessages.pointsOverBalance(balance) },
  });

/**
 * Spends `points` of `userId` at a payment (the order that spent them), in one transaction: the
 * balance goes down in one UPDATE that only matches while it holds enough (the row stays locked
 * until the end, so of two redemptions at once the second sees the first's result), then the
 * ledger gets its entry and the basket's applied points are cleared. Not enough: 409
 * `POINTS_INSUFFICIENT` and nothing changes. Call it with `{ db: tx }` inside the payment's
 * transaction so that a failed payment spends nothing.
 */
export async function redeemRewardPoints(
  deps: { db: Database },
  input: { userId: string; points: number; orderId: string | null; now: Date },
): Promise<{ balance: number; entryId: string }> {
  if (!Number.isSafeInteger(input.points) || input.points <= 0) {
    throw fieldError('points', keyedBasketMessages.pointsPositive);
  }
  return deps.db.transaction(async (tx) => {
    const [left] = await tx
      .update(rewardBalances)
      .set({ points: sql`${rewardBalances.points} - ${input.points}`, updatedAt: input.now })
      .where(and(eq(rewardBalances.userId, input.userId), gte(rewardBalances.points, input.points)))
      .returning({ points: rewardBalances.points });
    if (left === undefined) {
      throw pointsInsufficientError(await rewardBalanceOf({ db: tx }, input));
    }
    const [entry] = await tx
      .insert(rewardEntries)
      .values({
        userId: input.userId,
        kind: 'redeemed',
        points: input.points,
        orderId: input.orderId,
        createdAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ id: rewardEntries.id });
    // The order already spent points: the transaction rolls the balance back.
    if (entry === undefined) {
      throw new AppError(409, 'POINTS_INSUFFICIENT', keyedBasketMessages.pointsAlreadySpent.text, {
        fields: { points: keyedBasketMessages.pointsAlreadySpent },
      });
    }
    await tx
      .update(basketPromotions)
      .set({ points: 0, updatedAt: input.now })
      .where(eq(basketPromotions.userId, input.userId));
    return { balance: left.points, entryId: entry.id };
  });
}

/**
 * Gives back the points of a redemption that did not happen (a basket payment declined, expired or
 * replaced): its `redeemed` entry is removed and the balance goes up by its points, in the
 * caller's transaction. Once: a second call finds no entry and changes nothing. Returns the
 * points given back.
 */
export async function returnRedeemedPoints(
  deps: DbDeps,
  input: { userId: string; entryId: string; now: Date },
): Promise<number> {
  const [entry] = await deps.db
    .delete(rewardEntries)
    .where(
      and(
        eq(rewardEntries.id, input.entryId),
        eq(rewardEntries.userId, input.userId),
        eq(rewardEntries.kind, 'redeemed'),
      ),
    )
    .returning({ points: rewardEntries.points });
  if (entry === undefined) return 0;
  await deps.db
    .insert(rewardBalances)
    .values({ userId: input.userId, points: entry.points, updatedAt: input.now })
    .onConflictDoUpdate({
      target: rewardBalances.userId,
      set: { points: sql`${rewardBalances.points} + ${entry.points}`, updatedAt: input.now },
    });
  return entry.points;
}

/** What `userId` earned in lots expired by `now`, and what left the balance (spent or expired). */
async function expiryTotals(deps: DbDeps, userId: string, now: Date) {
  const [totals] = await deps.db
    .select({
      expiredLots: sql<number>`coalesce(sum(case when ${rewardEntries.kind} = 'earned' and ${rewardEntries.expiresAt} <= ${now.toISOString()}::timestamptz then ${rewardEntries.points} else 0 end), 0)::int`,
      gone: sql<number>`coalesce(sum(case when ${rewardEntries.kind} in ('redeemed', 'expired') then ${rewardEntries.points} else 0 end), 0)::int`,
    })
    .from(rewardEntries)
    .where(eq(rewardEntries.userId, userId));
  return { expiredLots: Number(totals?.expiredLots ?? 0), gone: Number(totals?.gone ?? 0) };
}

/**
 * Expires the points earned more than `REWARD_POINTS_LIFETIME_DAYS` ago and not spent: points
 * leave the oldest lots first, so what is left of the expired lots is what they earned minus
 * everything redeemed or expired before. One `expired` entry per buyer and run, the balance
 * lowered in the same transaction with its row locked (two processes running it at once expire
 * once). Returns the points expired, by buyer.
 */
export async function expireRewardPoints(
  deps: { db: Database },
  input: { now: Date },
): Promise<Map<string, number>> {
  const due = await deps.db
    .selectDistinct({ userId: rewardEntries.userId })
    .from(rewardEntries)
    .where(and(eq(rewardEntries.kind, 'earned'), lte(rewardEntries.expiresAt, input.now)));
  const expired = new Map<string, number>();
  for (const { userId } of due) {
    const points = await deps.db.transaction(async (tx) => {
      const [balance] = await tx
        .select({ points: rewardBalances.points })
        .from(rewardBalances)
        .where(eq(rewardBalances.userId, userId))
        .for('update');
      if (balance === undefined) return 0;
      const { expiredLots, gone } = await expiryTotals({ db: tx }, userId, input.now);
      const points = Math.min(Math.max(0, expiredLots - gone), balance.points);
      if (points === 0) return 0;
      await tx.insert(rewardEntries).values({
        userId,
        kind: 'expired',
        points,
        orderId: null,
        createdAt: input.now,
      });
      await tx
        .update(rewardBalances)
        .set({ points: sql`${rewardBalances.points} - ${points}`, updatedAt: input.now })
        .where(eq(rewardBalances.userId, userId));
      // Points applied to the basket beyond the balance left are not kept.
      await tx
        .update(basketPromotions)
        .set({ points: sql`least(${basketPromotions.points}, ${balance.points - points})` })
        .where(eq(basketPromotions.userId, userId));
      return points;
    });
    if (points > 0) expired.set(userId, points);
  }
  return expired;
}
