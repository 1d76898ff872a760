import { eq, inArray, sql } from 'drizzle-orm';
import type { AppliedPromotions, BasketPromotions } from '@marketdrop/api-client';
import type { Language } from '@marketdrop/validation';
import type { DbDeps } from '../shared/deps';
import { couponAccountRefusal, toCoupon, toCouponRule } from './promotions-coupons';
import { freeProductRules } from './promotions-free-products';
import {
  applyPromotions,
  type PricedBasketLine,
  type PromotionsOptions,
  type PromotionsResult,
} from './promotions-pricing';
import { rewardBalanceOf } from './promotions-rewards';
import { readBuyerBasket, type PricedBasket } from './priced-basket';
import { basketPromotions, coupons, products } from './tables';

/**
 * Where the promotions read a buyer's basket from: its lines priced in cents (the basket's
 * `getCartDetails` builds them). Given to the promotions' routes by the basket's index.
 */
export type BasketLinesOf = (
  deps: DbDeps,
  input: { userId: string; now: Date },
) => Promise<PricedBasketLine[]>;

/** The coupon row and the points `userId` applied to their basket. */
async function appliedOf(deps: DbDeps, userId: string) {
  const [row] = await deps.db
    .select({ points: basketPromotions.points, coupon: coupons })
    .from(basketPromotions)
    .leftJoin(coupons, eq(coupons.id, basketPromotions.couponId))
    .where(eq(basketPromotions.userId, userId));
  return { coupon: row?.coupon ?? null, points: row?.points ?? 0 };
}

/**
 * What `applyPromotions` needs for `userId`'s basket now: the coupon they applied while it still
 * may be used by them (a coupon used meanwhile by another payment, or first-purchase-only once
 * they paid, is left out; dates and minimum are the pricing's), their points and balance, the
 * free-product promotions in force.
 */
export async function promotionsFor(
  deps: DbDeps,
  input: { userId: string; now: Date },
): Promise<PromotionsOptions> {
  const applied = await appliedOf(deps, input.userId);
  let coupon = null;
  if (applied.coupon !== null && applied.coupon.active) {
    // Dates and minimum are the pricing's (it says `expired`); here, the account's rules.
    const refusal = await couponAccountRefusal(deps, {
      row: applied.coupon,
      userId: input.userId,
    });
    if (refusal === null) coupon = toCouponRule(applied.coupon);
  }
  return {
    now: input.now,
    coupon,
    points: applied.points,
    pointsBalance: await rewardBalanceOf(deps, input),
    freeProducts: await freeProductRules(deps, input),
  };
}

/** The promotions of `userId`'s basket of `lines`: free lines, coupon, points, per-line discounts. */
export async function priceBasketPromotions(
  deps: DbDeps,
  input: { userId: string; lines: readonly PricedBasketLine[]; now: Date },
): Promise<PromotionsResult> {
  return applyPromotions(input.lines, await promotionsFor(deps, input));
}

/** The answer of the calls that change what a buyer applied. */
export async function findAppliedPromotions(
  deps: DbDeps,
  input: { userId: string; language: Language },
): Promise<AppliedPromotions> {
  const applied = await appliedOf(deps, input.userId);
  const pointsBalance = await rewardBalanceOf(deps, input);
  return {
    coupon: applied.coupon === null ? null : toCoupon(applied.coupon, input.language),
    points: Math.min(applied.points, pointsBalance),
    pointsBalance,
  };
}

/**
 * A priced basket's lines as the promotions price them: those that can be bought now (a sold,
 * ended, paused or withdrawn line counts in no total), each with its price, quantity,
 * documentation fee and tax class.
 */
export function promotionLinesOf(basket: PricedBasket): PricedBasketLine[] {
  return basket.lines
    .filter((line) => line.status === 'available')
    .map((line): PricedBasketLine => ({
      lineId: line.id,
      kind: line.kind,
      auctionId: line.vehicle?.auctionId ?? null,
      orderId: line.vehicle?.orderId ?? null,
      productId: line.product?.id ?? null,
      productKind: line.product?.kind ?? null,
      unitCents: line.unitPriceCents,
      quantity: line.quantity,
      feeCents: line.documentationFeeCents,
      taxClass: line.product?.taxClass ?? 'vehicle',
    }));
}

/** A signed-in buyer's basket as the promotions price it (`readBuyerBasket`, `promotionLinesOf`). */
export const buyerBasketLines: BasketLinesOf = async (deps, input) =>
  promotionLinesOf(await readBuyerBasket(deps, input));

/**
 * What `userId`'s coupon, points and free products do to their priced basket now, as
 * `getCartDetails` answers it: the free products named in `language`.
 */
export async function basketPromotionsOf(
  deps: DbDeps,
  input: { userId: string; basket: PricedBasket; now: Date; language: Language },
): Promise<BasketPromotions> {
  const priced = await priceBasketPromotions(deps, {
    userId: input.userId,
    lines: promotionLinesOf(input.basket),
    now: input.now,
  });
  const freeIds = priced.freeLines.flatMap((line) => (line.productId ? [line.productId] : []));
  const names = new Map(
    freeIds.length === 0
      ? []
      : (
          await deps.db
            .select({ id: products.id, nameEn: products.nameEn, nameFr: products.nameFr })
            .from(products)
            .where(inArray(products.id, freeIds))
        ).map((row) => [row.id, input.language === 'fr' ? row.nameFr : row.nameEn]),
  );
  return {
    // A free line always names its product (FreeLine); the guard only narrows the type.
    freeLines: priced.freeLines.flatMap(
      ({ productId, productKind, listPriceCents, promotionId }) =>
        productId && productKind
          ? [
              {
                productId,
                kind: productKind,
                name: names.get(productId) ?? '',
                listPriceCents,
                promotionId,
              },
            ]
          : [],
    ),
    coupon:
      priced.coupon === null
        ? null
        : {
            code: priced.coupon.code,
            status: priced.coupon.status,
            minBasketCents: priced.coupon.minBasketCents,
            discountCents: priced.coupon.discountCents,
          },
    points: priced.points,
    discountCents: priced.discountCents,
    totalBeforeTaxesCents: priced.totalBeforeTaxesCents,
  };
}

/**
 * Applies again to `userId`'s basket what a payment that did not happen had spent (its coupon,
 * its points), in the caller's transaction: the next attempt prices them again. A coupon the buyer
 * applied since is kept; the points are added to what is applied now.
 */
export async function restoreAppliedPromotions(
  deps: DbDeps,
  input: { userId: string; couponId: string | null; points: number; now: Date },
): Promise<void> {
  await deps.db
    .insert(basketPromotions)
    .values({
      userId: input.userId,
      couponId: input.couponId,
      points: input.points,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: basketPromotions.userId,
      set: {
        couponId: sql`coalesce(${basketPromotions.couponId}, ${input.couponId}::uuid)`,
        points: sql`${basketPromotions.points} + ${input.points}`,
        updatedAt: input.now,
      },
    });
}
