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
import type {
  DeliveryType,
  OrderActor,
  OrderSource,
  OrderStatus,
  PaymentProvider,
} from '@marketdrop/api-client';
import { users } from '../accounts/tables';
import { auctions, dealers } from '../catalogue/tables';

/**
 * After the sale (docs/product.md §5, decision 022): orders with their checkout details, the
 * dealers' pickup and delivery time slots, each order's status timeline, payments and the
 * providers' webhook events, and the buyers' reviews.
 */

/**
 * A pickup or delivery window of a dealer. Rows are written ahead as buyers look for slots
 * (`ensureTimeSlots`); a booking takes a place with one guarded statement
 * (`booked = booked + 1 WHERE booked < capacity`), so the last place goes to one buyer only.
 */
export const timeSlots = pgTable(
  'time_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    deliveryType: text('delivery_type').$type<DeliveryType>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The dealer's time zone the window was set in (IANA, e.g. `America/Toronto`). */
    timeZone: text('time_zone').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('time_slots_dealer_type_start_idx').on(
      table.dealerId,
      table.deliveryType,
      table.startsAt,
    ),
    check(
      'time_slots_booked_check',
      sql`${table.booked} >= 0 AND ${table.booked} <= ${table.capacity}`,
    ),
  ],
);
export type TimeSlotRow = typeof timeSlots.$inferSelect;

/**
 * Orders: what a won bid, a claim or a Buy Now creates (docs/product.md §5.1). One order per
 * auction that is not cancelled (the partial unique index), so a vehicle is never sold twice, yet a
 * vehicle whose order was cancelled (back on sale, §4.11) can be sold again while the cancelled
 * order stays in the buyer's and the dealer's history. Status changes are guarded statements
 * (`WHERE status = <from>`) and each is written to `order_status_events`.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'restrict' }),
    /** Null once the buyer deleted their account (the dealer keeps the record of the sale). */
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'restrict' }),
    /** Whole dollars: the winning bid, the claim price or the Buy Now price. */
    price: integer('price').notNull(),
    source: text('source').$type<OrderSource>().notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending_payment'),
    /** Pay before this (48 hours after the sale), or the deadline job cancels the order. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '48 hours'`),
    // Delivery Details (updateCheckoutDetails): null until given.
    deliveryType: text('delivery_type').$type<DeliveryType>(),
    deliveryAddress: text('delivery_address'),
    deliveryCity: text('delivery_city'),
    /** Two-letter province code of the delivery address. */
    deliveryProvince: text('delivery_province'),
    deliveryPostalCode: text('delivery_postal_code'),
    /** The booked pickup or delivery window (one place of it is this order's). */
    timeSlotId: uuid('time_slot_id').references(() => timeSlots.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /**
     * Cancelled by its buyer or lapsed at the payment deadline: it counts toward the buyer's
     * cancellation limit (docs/product.md §5.5). Not set when the cancellation is not the buyer's
     * doing (their account deleted).
     */
    countsAgainstBuyer: boolean('counts_against_buyer').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One order per auction that is not cancelled (the last guard behind the auction's row lock).
    uniqueIndex('orders_auction_id_idx')
      .on(table.auctionId)
      .where(sql`status <> 'cancelled'`),
    // The buyer's cancelled and lapsed orders (the cancellation limit).
    index('orders_buyer_lapses_idx')
      .on(table.buyerId, table.cancelledAt)
      .where(sql`counts_against_buyer`),
    index('orders_buyer_created_idx').on(table.buyerId, table.createdAt),
    index('orders_dealer_created_idx').on(table.dealerId, table.createdAt),
    index('orders_pending_idx')
      .on(table.createdAt)
      .where(sql`status = 'pending_payment'`),
    // The deadline job's queue: unpaid orders by deadline.
    index('orders_payment_due_idx')
      .on(table.paymentDueAt)
      .where(sql`status = 'pending_payment'`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;

/**
 * An order's timeline (trackOrder): one row per status it reached, with when and by whom. An order
 * reaches each status once (the unique index: a second write of a change is refused).
 */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    actor: text('actor').$type<OrderActor>().notNull(),
    /** A cancellation's reason. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('order_status_events_order_status_idx').on(table.orderId, table.status)],
);
export type OrderStatusEventRow = typeof orderStatusEvents.$inferSelect;

/** Payment states: waiting at the provider, paid, declined, replaced by a newer one, or paid too late. */
export type PaymentStatus = 'open' | 'paid' | 'declined' | 'superseded' | 'refund_due';

/**
 * A payment attempt at a provider (a Stripe Checkout Session or a test payment page): the amount
 * it asks, fixed when it is created. A newer attempt supersedes the open ones. One order's
 * (`orderId`), or the basket's (`orderId` null): then its orders are in `payment_orders`
 * (decision 044) and its add-ons, coupon and points in the basket's `basket_payments`.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order paid; null for a basket payment (its orders: `payment_orders`). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** Who pays (set for basket payments). */
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** The provider's id of the attempt (Stripe: the Checkout Session id). */
    providerRef: text('provider_ref'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('CAD'),
    status: text('status').$type<PaymentStatus>().notNull().default('open'),
    /** Where the buyer pays. */
    url: text('url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_order_idx').on(table.orderId, table.createdAt),
    uniqueIndex('payments_provider_ref_idx').on(table.provider, table.providerRef),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/**
 * The orders a basket payment pays (decision 044), each with its share of the amount (its line's
 * total: price, fee, delivery, less its discount, plus its taxes). `releaseOnFailure`: a Buy Now
 * vehicle the basket took for this payment, put back on sale when the payment is declined or
 * expires (a won or claimed order keeps waiting for payment instead).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    releaseOnFailure: boolean('release_on_failure').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.paymentId, table.orderId] }),
    index('payment_orders_order_idx').on(table.orderId),
  ],
);
export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/**
 * Every webhook event a provider sent, by its event id: an event is applied once (a second
 * delivery finds its row and changes nothing).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').$type<PaymentProvider>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** What applying it did, e.g. `paid`, `declined`, `ignored`, `refund_due`. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);
export type PaymentEventRow = typeof paymentEvents.$inferSelect;

/** A buyer's review of a completed order (one per order), shown on the seller's profile. */
export const orderReviews = pgTable(
  'order_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_reviews_order_idx').on(table.orderId),
    index('order_reviews_dealer_created_idx').on(table.dealerId, table.createdAt, table.id),
    check('order_reviews_rating_check', sql`${table.rating} BETWEEN 1 AND 5`),
  ],
);
export type OrderReviewRow = typeof orderReviews.$inferSelect;
