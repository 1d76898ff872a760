import { inArray } from 'drizzle-orm';
import { COUPONS, FREE_PRODUCTS } from '../seed-data/promotions';
import type { DbDeps } from '../shared/deps';
import { coupons, freeProductPromotions, products } from './tables';

/**
 * Stores the coupons and free-product promotions of `seed-data/promotions.ts` that are missing (by
 * code, by slug), after the products. Idempotent and safe when several processes start at once: a
 * coupon or a promotion an operator changed in the database is kept.
 */
export async function seedPromotions(deps: DbDeps): Promise<void> {
  await deps.db
    .insert(coupons)
    .values(
      COUPONS.map((coupon) => ({
        code: coupon.code,
        kind: coupon.kind,
        amountCents: coupon.amountCents,
        percent: coupon.percent,
        maxDiscountCents: coupon.maxDiscountCents,
        target: coupon.target,
        minBasketCents: coupon.minBasketCents,
        startsAt: new Date(coupon.startsAt),
        endsAt: coupon.endsAt === null ? null : new Date(coupon.endsAt),
        oncePerAccount: coupon.oncePerAccount,
        firstPurchaseOnly: coupon.firstPurchaseOnly,
        descriptionEn: coupon.en,
        descriptionFr: coupon.fr,
      })),
    )
    .onConflictDoNothing({ target: coupons.code });

  const found = await deps.db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(
      inArray(
        products.slug,
        FREE_PRODUCTS.map((promotion) => promotion.productSlug),
      ),
    );
  const idOf = new Map(found.map((product) => [product.slug, product.id]));
  const rows = FREE_PRODUCTS.flatMap((promotion, index) => {
    const productId = idOf.get(promotion.productSlug);
    if (productId === undefined) return [];
    return [
      {
        slug: promotion.slug,
        productId,
        minVehiclePriceCents: promotion.minVehiclePriceCents,
        minVehicles: promotion.minVehicles,
        titleEn: promotion.en,
        titleFr: promotion.fr,
        startsAt: new Date(promotion.startsAt),
        endsAt: promotion.endsAt === null ? null : new Date(promotion.endsAt),
        position: index + 1,
      },
    ];
  });
  if (rows.length > 0) {
    await deps.db
      .insert(freeProductPromotions)
      .values(rows)
      .onConflictDoNothing({ target: freeProductPromotions.slug });
  }
}
