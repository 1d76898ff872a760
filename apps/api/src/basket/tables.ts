import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DeliveryType } from '@marketdrop/api-client';
import type {
  CouponKind,
  CouponTarget,
  DeviceType,
  ProductKind,
  ProductTaxClass,
  RewardEntryKind,
} from '@marketdrop/validation';
import { users } from '../accounts/tables';
import { auctions } from '../catalogue/tables';
import { orders, payments, timeSlots } from '../orders/tables';

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

// ---------------------------------------------------------------------------------------------
// Promotions (docs/product.md §14.4 to §14.6, decision 042): coupons and their uses, the reward
// points' ledger and balances, the free-product promotions, and what a buyer applied to their
// basket.

/**
 * A coupon code and its rules (seeded from `seed-data/promotions.ts` when missing by code). It
 * takes `amountCents` or `percent` off MarketDrop's fees or the add-on products, never a vehicle.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case, compared after trimming and upper-casing what the buyer typed. */
    code: text('code').notNull().unique(),
    kind: text('kind').$type<CouponKind>().notNull(),
    /** `amount`: the cents taken off (at most the amount it applies to). */
    amountCents: integer('amount_cents'),
    /** `percent`: the whole percent taken off, 1 to 100. */
    percent: integer('percent'),
    /** `percent`: the most it takes off, in cents (none: no cap). */
    maxDiscountCents: integer('max_discount_cents'),
    target: text('target').$type<CouponTarget>().notNull(),
    /** The basket's subtotal (vehicles, add-ons and fees, before taxes) it needs, in cents. */
    minBasketCents: integer('min_basket_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The first instant it no longer applies (none: no end). */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Once per account (a use recorded at payment under a unique constraint). */
    oncePerAccount: boolean('once_per_account').notNull().default(true),
    /** Only for an account that never paid an order. */
    firstPurchaseOnly: boolean('first_purchase_only').notNull().default(false),
    descriptionEn: text('description_en').notNull(),
    descriptionFr: text('description_fr').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'coupons_value_check',
      sql`(${table.kind} = 'amount' and ${table.amountCents} > 0 and ${table.percent} is null) or (${table.kind} = 'percent' and ${table.percent} between 1 and 100 and ${table.amountCents} is null)`,
    ),
  ],
);

/**
 * A coupon used at payment. `scope` is `account` for a coupon once per account (so the unique
 * index holds one use per account, even from two tabs paying at once), else the order's id.
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    discountCents: integer('discount_cents').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('coupon_uses_user_coupon_scope_idx').on(table.userId, table.couponId, table.scope),
  ],
);

/** What a buyer applied to their basket: one coupon and a number of points, until payment. */
export const basketPromotions = pgTable('basket_promotions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
  /** Points to spend on the basket's fees and add-ons (0: none). */
  points: integer('points').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A buyer's points to spend, kept with the ledger in the same transaction; never below 0. */
export const rewardBalances = pgTable(
  'reward_balances',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('reward_balances_points_check', sql`${table.points} >= 0`)],
);

/**
 * The reward points' ledger: points earned by a paid order, redeemed at a payment, expired.
 * `points` is always positive; the kind says which way it moved. One `earned` entry per order.
 */
export const rewardEntries = pgTable(
  'reward_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RewardEntryKind>().notNull(),
    points: integer('points').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** `earned`: when they expire unless spent. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('reward_entries_points_check', sql`${table.points} > 0`),
    uniqueIndex('reward_entries_kind_order_idx').on(table.kind, table.orderId),
    index('reward_entries_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * A promotion that adds a product at $0 to a qualifying basket: at least `minVehicles` vehicles,
 * one of them priced at least `minVehiclePriceCents` (seeded from `seed-data/promotions.ts`).
 */
export const freeProductPromotions = pgTable('free_product_promotions', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  /** A vehicle of the basket priced at least this (none: any vehicle). */
  minVehiclePriceCents: integer('min_vehicle_price_cents'),
  /** The vehicles the basket needs, at least 1. */
  minVehicles: integer('min_vehicles').notNull().default(1),
  titleEn: text('title_en').notNull(),
  titleFr: text('title_fr').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull(),
});

export type CouponRow = typeof coupons.$inferSelect;
export type CouponUseRow = typeof couponUses.$inferSelect;
export type RewardEntryRow = typeof rewardEntries.$inferSelect;
export type FreeProductPromotionRow = typeof freeProductPromotions.$inferSelect;

// ---------------------------------------------------------------------------------------------
// The basket's checkout and payment (docs/product.md §14.7, decision 044).

/**
 * The Delivery Details chosen for a vehicle line of a basket (updateCheckoutDetails `{cart: true}`):
 * Pickup or Delivery, the address for Delivery, a window of the line's dealer. The window's place
 * is taken when the basket is paid (createPayment), not before.
 */
export const cartLineDeliveries = pgTable('cart_line_deliveries', {
  cartLineId: uuid('cart_line_id')
    .primaryKey()
    .references(() => cartLines.id, { onDelete: 'cascade' }),
  deliveryType: text('delivery_type').$type<DeliveryType>().notNull(),
  address: text('address'),
  city: text('city'),
  province: text('province'),
  postalCode: text('postal_code'),
  timeSlotId: uuid('time_slot_id')
    .notNull()
    .references(() => timeSlots.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
export type CartLineDeliveryRow = typeof cartLineDeliveries.$inferSelect;

/** Where a basket payment's coupon use and points stand: held, made for good, or given back. */
export type BasketPaymentStatus = 'reserved' | 'confirmed' | 'released';

/**
 * What a basket payment holds besides its orders (decision 044): the coupon use it recorded and
 * the points it spent, reserved at createPayment, confirmed by the paid webhook or released by a
 * declined or expired one (once: the status moves from `reserved` only).
 */
export const basketPayments = pgTable('basket_payments', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => payments.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').$type<BasketPaymentStatus>().notNull().default('reserved'),
  couponUseId: uuid('coupon_use_id').references(() => couponUses.id, { onDelete: 'set null' }),
  couponDiscountCents: integer('coupon_discount_cents').notNull().default(0),
  /** The `redeemed` ledger entry of its points (deleted, points back, when released). */
  rewardEntryId: uuid('reward_entry_id').references(() => rewardEntries.id, {
    onDelete: 'set null',
  }),
  points: integer('points').notNull().default(0),
  pointsDiscountCents: integer('points_discount_cents').notNull().default(0),
  productsCents: integer('products_cents').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
export type BasketPaymentRow = typeof basketPayments.$inferSelect;

/** The add-on products a basket payment buys (free ones at $0), sold when it is paid. */
export const basketPaymentProducts = pgTable(
  'basket_payment_products',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => basketPayments.paymentId, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    free: boolean('free').notNull().default(false),
    discountCents: integer('discount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.paymentId, table.productId] })],
);
