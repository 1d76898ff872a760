import { and, asc, eq } from 'drizzle-orm';
import type { Product } from '@marketdrop/api-client';
import { products, type ProductRow } from './tables';
import { AppError } from '../shared/errors';
import type { DbDeps } from '../shared/deps';
import { isUuid, type Language } from '@marketdrop/validation';

export const productNotFound = () => new AppError(404, 'NOT_FOUND', 'Product not found');

/** A stored product as the calls answer it, in `language`. */
export function toProduct(row: ProductRow, language: Language): Product {
  return {
    _id: row.id,
    slug: row.slug,
    kind: row.kind,
    language,
    name: language === 'fr' ? row.nameFr : row.nameEn,
    description: language === 'fr' ? row.descriptionFr : row.descriptionEn,
    priceCents: row.priceCents,
    taxClass: row.taxClass,
    maxQuantity: row.maxQuantity,
    perVehicle: row.perVehicle,
    image: row.image,
  };
}

/** The products on sale, in the list's order (`getProducts`). */
export async function findProducts(
  deps: DbDeps,
  input: { language: Language },
): Promise<Product[]> {
  const rows = await deps.db
    .select()
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.position), asc(products.slug));
  return rows.map((row) => toProduct(row, input.language));
}

/** One product on sale (`getProductDetails/{id}`); 404 for an unknown or withdrawn one. */
export async function findProduct(
  deps: DbDeps,
  input: { id: string; language: Language },
): Promise<Product> {
  if (!isUuid(input.id)) throw productNotFound();
  const [row] = await deps.db
    .select()
    .from(products)
    .where(and(eq(products.id, input.id.toLowerCase()), eq(products.active, true)))
    .limit(1);
  if (row === undefined) throw productNotFound();
  return toProduct(row, input.language);
}
