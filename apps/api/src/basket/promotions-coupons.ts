import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Coupon } from '@marketdrop/api-client';
import {
  dollarsOf,
  keyedBasketMessages,
  normalizeCouponCode,
  type KeyedMessage,
  type Language,
} from '@marketdrop/validation';
import { hasPaidOrder } from '../orders/has-paid-order';
import { AppError, fieldError } from '../shared/errors';
import type { DbDeps } from '../shared/deps';
import { datesStatus, type CouponRule } from './promotions-pricing';
import { basketPromotions, couponUses, coupons, type CouponRow } from './tables';

/** A coupon's row as the calls answer it, in `language`. */
export function toCoupon(row: CouponRow, language: Language): Coupon {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    amountCents: row.amountCents,
    percent: row.percent,
    maxDiscountCents: row.maxDiscountCents,
    target: row.target,
    minBasketCents: row.minBasketCents,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    oncePerAccount: row.oncePerAccount,
    firstPurchaseOnly: row.firstPurchaseOnly,
    language,
    description: language === 'fr' ? row.descriptionFr : row.descriptionEn,
  };
}

/** A coupon's row as the pricing needs it. */
export function toCouponRule(row: CouponRow): CouponRule {
  return {
    couponId: row.id,
    code: row.code,
    kind: row.kind,
    amountCents: row.amountCents,
    percent: row.percent,
    maxDiscountCents: row.maxDiscountCents,
    target: row.target,
    minBasketCents: row.minBasketCents,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
  };
}

/**
 * The `scope` of a use: `account` for a once-per-account coupon (one use per account), else the
 * order's (one use per order), else a scope of its own.
 */
export function couponUseScope(
  row: Pick<CouponRow, 'oncePerAccount'>,
  orderId: string | null,
): string {
  if (row.oncePerAccount) return 'account';
  return orderId === null ? `use:${randomUUID()}` : `order:${orderId}`;
}

/** Whether `userId` already used the once-per-account coupon `couponId`. */
async function usedByAccount(deps: DbDeps, userId: string, couponId: string): Promise<boolean> {
  const [use] = await deps.db
    .select({ id: couponUses.id })
    .from(couponUses)
    .where(
      and(
        eq(couponUses.userId, userId),
        eq(couponUses.couponId, couponId),
        eq(couponUses.scope, 'account'),
      ),
    )
    .limit(1);
  return use !== undefined;
}

/** Why `row` cannot be used by `userId` whatever the date: already used, or not a first purchase. */
export async function couponAccountRefusal(
  deps: DbDeps,
  input: { row: CouponRow; userId: string },
): Promise<KeyedMessage | null> {
  const { row, userId } = input;
  if (row.oncePerAccount && (await usedByAccount(deps, userId, row.id))) {
    return keyedBasketMessages.couponAlreadyUsed;
  }
  if (row.firstPurchaseOnly && (await hasPaidOrder(deps, { userId }))) {
    return keyedBasketMessages.couponFirstPurchaseOnly;
  }
  return null;
}

/**
 * Why `row` cannot be used by `userId` now, or null when it can: in its dates, not used yet when
 * once per account, and for a first purchase only, an account that never paid an order. The
 * basket's minimum is checked with the basket (`couponMinimumRefusal`).
 */
export async function couponRefusal(
  deps: DbDeps,
  input: { row: CouponRow; userId: string; now: Date },
): Promise<KeyedMessage | null> {
  const dates = datesStatus(input.row, input.now);
  if (dates === 'expired') return keyedBasketMessages.couponExpired;
  if (dates === 'not_yet_valid') return keyedBasketMessages.couponNotYetValid;
  return couponAccountRefusal(deps, input);
}

/** The refusal of a coupon whose minimum a basket of `subtotalCents` does not reach. */
export function couponMinimumRefusal(
  row: Pick<CouponRow, 'minBasketCents'>,
  subtotalCents: number,
): KeyedMessage | null {
  return subtotalCents < row.minBasketCents
    ? keyedBasketMessages.couponMinimumNotMet(dollarsOf(row.minBasketCents))
    : null;
}

/** The coupon of `code` (any case), active, or undefined. */
export async function findCouponByCode(deps: DbDeps, code: string): Promise<CouponRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, normalizeCouponCode(code)), eq(coupons.active, true)))
    .limit(1);
  return row;
}

/** getCoupons: the codes `userId` may use now (in their dates, not used, first purchase if so). */
export async function findUsableCoupons(
  deps: DbDeps,
  input: { userId: string; now: Date; language: Language },
): Promise<Coupon[]> {
  const { now } = input;
  const rows = await deps.db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.active, true),
        lte(coupons.startsAt, now),
        or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
      ),
    )
    .orderBy(asc(coupons.code));
  const usable: Coupon[] = [];
  for (const row of rows) {
    if ((await couponRefusal(deps, { row, userId: input.userId, now })) === null) {
      usable.push(toCoupon(row, input.language));
    }
  }
  return usable;
}

/**
 * applyCoupon: checks `code` against its rules for `userId` and a basket of `subtotalCents`, then
 * stores it as the buyer's coupon (replacing another). Each refusal is a 400 on `code` with its
 * own keyed message: unknown, expired, not yet valid, already used, first purchase only, minimum
 * not met.
 */
export async function applyCoupon(
  deps: DbDeps,
  input: { userId: string; code: string; subtotalCents: number; now: Date },
): Promise<CouponRow> {
  const row = await findCouponByCode(deps, input.code);
  if (row === undefined) throw fieldError('code', keyedBasketMessages.couponUnknown);
  const refusal =
    (await couponRefusal(deps, { row, userId: input.userId, now: input.now })) ??
    couponMinimumRefusal(row, input.subtotalCents);
  if (refusal !== null) throw fieldError('code', refusal);
  await deps.db
    .insert(basketPromotions)
    .values({ userId: input.userId, couponId: row.id, updatedAt: input.now })
    .onConflictDoUpdate({
      target: basketPromotions.userId,
      set: { couponId: row.id, updatedAt: input.now },
    });
  return row;
}

/** removeCoupon: the buyer's basket no longer has a coupon (nothing to do when it had none). */
export async function removeCoupon(deps: DbDeps, input: { userId: string; now: Date }) {
  await deps.db
    .update(basketPromotions)
    .set({ couponId: null, updatedAt: input.now })
    .where(eq(basketPromotions.userId, input.userId));
}

/** 409: a once-per-account coupon already used (by another payment, even a concurrent one). */
export const couponAlreadyUsedError = () =>
  new AppError(409, 'COUPON_ALREADY_USED', keyedBasketMessages.couponAlreadyUsed.text, {
    fields: { code: keyedBasketMessages.couponAlreadyUsed },
  });

/**
 * Records that `userId` used `couponId` at a payment, to be called by the payment in its
 * transaction. One INSERT under the unique index (user, coupon, scope): for a once-per-account
 * coupon, of two payments at once (two tabs) exactly one records it, the other gets
 * `COUPON_ALREADY_USED` (409) and must not charge the discount. Clears the buyer's applied coupon.
 */
export async function recordCouponUse(
  deps: DbDeps,
  input: {
    userId: string;
    couponId: string;
    orderId: string | null;
    discountCents: number;
    now: Date;
  },
): Promise<{ useId: string }> {
  const [row] = await deps.db.select().from(coupons).where(eq(coupons.id, input.couponId));
  if (row === undefined) throw fieldError('code', keyedBasketMessages.couponUnknown);
  const [use] = await deps.db
    .insert(couponUses)
    .values({
      userId: input.userId,
      couponId: input.couponId,
      scope: couponUseScope(row, input.orderId),
      orderId: input.orderId,
      discountCents: input.discountCents,
      usedAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: couponUses.id });
  if (use === undefined) throw couponAlreadyUsedError();
  await deps.db
    .update(basketPromotions)
    .set({ couponId: null, updatedAt: input.now })
    .where(and(eq(basketPromotions.userId, input.userId), eq(basketPromotions.couponId, row.id)));
  return { useId: use.id };
}

/**
 * Releases a coupon use recorded by a payment that did not happen (declined, expired or replaced),
 * in the caller's transaction: the use is removed, so the buyer may use the coupon again.
 */
export async function releaseCouponUse(deps: DbDeps, input: { useId: string }): Promise<void> {
  await deps.db.delete(couponUses).where(eq(couponUses.id, input.useId));
}
