import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DeviceType, ProductKind, ProductTaxClass } from '@marketdrop/validation';
import { users } from '../accounts/tables';
import { auctions } from '../catalogue/tables';

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

/**
 * Baskets (docs/product.md §14.2, decision 039): one per account (`userId`), or a guest's
 * (`guestTokenHash`, the SHA-256 of the token `guestUser` gave; forgotten 30 days after
 * `lastActiveAt`). Every write to a basket first locks its row, so two tabs adding at once take
 * turns and never pass a limit.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    guestTokenHash: text('guest_token_hash').unique(),
    /** The guest's device (`guestUser {deviceType}`). */
    deviceType: text('device_type').$type<DeviceType>(),
    /**
     * A guest basket waiting for a social sign-in: the SHA-256 of the browser key `socialLogin`
     * gave, so `completeSocialLogin` with that key merges it.
     */
    signInKeyHash: text('sign_in_key_hash'),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('carts_owner_check', sql`(${table.userId} is null) <> (${table.guestTokenHash} is null)`),
    index('carts_sign_in_key_idx').on(table.signInKeyHash),
    index('carts_guest_last_active_idx')
      .on(table.lastActiveAt)
      .where(sql`${table.guestTokenHash} is not null`),
  ],
);
export type CartRow = typeof carts.$inferSelect;

/**
 * The lines of a basket: a vehicle (an auction; quantity 1) or a product (quantity 1 to its
 * limit), each at most once per basket. Prices are never stored: a line is priced when read.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'vehicle' | 'product'>().notNull(),
    auctionId: uuid('auction_id').references(() => auctions.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    /** The order lines were added in (the database's sequence: two adds in one instant keep it). */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_lines_cart_auction_idx')
      .on(table.cartId, table.auctionId)
      .where(sql`${table.auctionId} is not null`),
    uniqueIndex('cart_lines_cart_product_idx')
      .on(table.cartId, table.productId)
      .where(sql`${table.productId} is not null`),
    check(
      'cart_lines_item_check',
      sql`(${table.kind} = 'vehicle' and ${table.auctionId} is not null and ${table.productId} is null and ${table.quantity} = 1) or (${table.kind} = 'product' and ${table.productId} is not null and ${table.auctionId} is null and ${table.quantity} >= 1)`,
    ),
  ],
);
export type CartLineRow = typeof cartLines.$inferSelect;
