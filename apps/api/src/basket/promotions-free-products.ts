import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { FreeProductPromotion } from '@marketdrop/api-client';
import type { Language } from '@marketdrop/validation';
import type { DbDeps } from '../shared/deps';
import { toProduct } from './find-products';
import type { FreeProductRule } from './promotions-pricing';
import { freeProductPromotions, products } from './tables';

/** The free-product promotions in force at `now` with their products on sale, in order. */
async function freeProductRows(deps: DbDeps, now: Date) {
  return deps.db
    .select({ promotion: freeProductPromotions, product: products })
    .from(freeProductPromotions)
    .innerJoin(products, eq(products.id, freeProductPromotions.productId))
    .where(
      and(
        eq(freeProductPromotions.active, true),
        eq(products.active, true),
        lte(freeProductPromotions.startsAt, now),
        or(isNull(freeProductPromotions.endsAt), gt(freeProductPromotions.endsAt, now)),
      ),
    )
    .orderBy(asc(freeProductPromotions.position), asc(freeProductPromotions.slug));
}

/** getAllFreeProducts: the promotions in force, each with its product, in `language`. */
export async function findFreeProducts(
  deps: DbDeps,
  input: { now: Date; language: Language },
): Promise<FreeProductPromotion[]> {
  const rows = await freeProductRows(deps, input.now);
  return rows.map(({ promotion, product }) => ({
    _id: promotion.id,
    slug: promotion.slug,
    language: input.language,
    title: input.language === 'fr' ? promotion.titleFr : promotion.titleEn,
    product: toProduct(product, input.language),
    minVehiclePriceCents: promotion.minVehiclePriceCents,
    minVehicles: promotion.minVehicles,
    startsAt: promotion.startsAt.toISOString(),
    endsAt: promotion.endsAt?.toISOString() ?? null,
  }));
}

/** The promotions in force as the pricing needs them (`applyPromotions`' `freeProducts`). */
export async function freeProductRules(
  deps: DbDeps,
  input: { now: Date },
): Promise<FreeProductRule[]> {
  const rows = await freeProductRows(deps, input.now);
  return rows.map(({ promotion, product }) => ({
    promotionId: promotion.id,
    slug: promotion.slug,
    productId: product.id,
    productKind: product.kind,
    listPriceCents: product.priceCents,
    taxClass: product.taxClass,
    minVehiclePriceCents: promotion.minVehiclePriceCents,
    minVehicles: promotion.minVehicles,
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
  }));
}
