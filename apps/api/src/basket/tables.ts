import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ProductKind, ProductTaxClass } from '@marketdrop/validation';

/**
 * The add-on products MarketDrop sells beside the vehicles (docs/product.md §14 Basket), with their
 * texts in both languages. Stored rows are seeded from `seed-data/products.ts` when missing
 * (`seedProducts`), so a price or a text changed in the database is kept; `active` false takes a
 * product off sale without breaking the baskets and orders that name it.
 */
export const products = pgTable('products', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  kind: text('kind').$type<ProductKind>().notNull(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionFr: text('description_fr').notNull(),
  /** The price of one, in cents, before taxes. */
  priceCents: integer('price_cents').notNull(),
  taxClass: text('tax_class').$type<ProductTaxClass>().notNull(),
  /** The most of it one basket line may hold. */
  maxQuantity: integer('max_quantity').notNull(),
  /** At most one per vehicle in the same basket (a protection plan). */
  perVehicle: boolean('per_vehicle').notNull().default(false),
  /** The path of its picture, e.g. `/products/dash-cam.svg`. */
  image: text('image').notNull(),
  /** The order of the list (`getProducts`), from 1. */
  position: integer('position').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
