import { products } from './tables';
import { PRODUCTS } from '../seed-data/products';
import type { DbDeps } from '../shared/deps';

/** Where a seeded product's picture is served (apps/web/public/products). */
export const productImagePath = (slug: string): string => `/products/${slug}.svg`;

/**
 * Stores the add-on products of `seed-data/products.ts` that are missing (by slug). Idempotent and
 * safe when several processes start at once on one database: a product edited in the database
 * keeps its price and texts.
 */
export async function seedProducts(deps: DbDeps): Promise<void> {
  await deps.db
    .insert(products)
    .values(
      PRODUCTS.map((product, index) => ({
        slug: product.slug,
        kind: product.kind,
        nameEn: product.en.name,
        nameFr: product.fr.name,
        descriptionEn: product.en.description,
        descriptionFr: product.fr.description,
        priceCents: product.priceCents,
        taxClass: product.taxClass,
        maxQuantity: product.maxQuantity,
        perVehicle: product.perVehicle,
        image: productImagePath(product.slug),
        position: index + 1,
      })),
    )
    .onConflictDoNothing({ target: products.slug });
}
