import { eq, inArray } from 'drizzle-orm';
import type {
  CheckoutDetails,
  OrderAddress,
  OrderBuyer,
  OrderSeller,
  OrderVehicle,
  TaxProvinceSource,
  TimeSlot,
} from '@marketdrop/api-client';
import {
  allInBreakdown,
  deliveryCharge,
  provinceCodeOf,
  type ProvinceCode,
} from '@marketdrop/validation';
import { findUserContacts, type UserContact } from '../accounts/find-user-contacts';
import { findDealers, type DealerFacts } from '../catalogue/find-dealers';
import { findSaleVehicles, type SaleVehicle } from '../catalogue/find-sale-vehicles';
import type { Executor } from '../db/client';
import { orders, timeSlots, type OrderRow, type TimeSlotRow } from './tables';

/**
 * An order with what its answers show: its booked time slot, the vehicle (catalogue), the selling
 * dealer (catalogue) and the buyer (accounts; null once the account is deleted).
 */
export type OrderRecord = {
  order: OrderRow;
  slot: TimeSlotRow | null;
  vehicle: SaleVehicle;
  dealer: DealerFacts;
  buyer: UserContact | null;
};

/** Orders with their booked slot: add `.where(...)`, then `toOrderRecords`. */
export function selectOrderRows(db: Executor) {
  return db
    .select({ order: orders, slot: timeSlots })
    .from(orders)
    .leftJoin(timeSlots, eq(timeSlots.id, orders.timeSlotId));
}

/** The records of some orders (in their order): one lookup per other domain for all of them. */
export async function toOrderRecords(
  db: Executor,
  rows: readonly { order: OrderRow; slot: TimeSlotRow | null }[],
): Promise<OrderRecord[]> {
  const deps = { db };
  const [vehicles, dealers, buyers] = await Promise.all([
    findSaleVehicles(deps, { auctionIds: rows.map((row) => row.order.auctionId) }),
    findDealers(deps, { dealerIds: rows.map((row) => row.order.dealerId) }),
    findUserContacts(deps, {
      userIds: rows.flatMap((row) => (row.order.buyerId === null ? [] : [row.order.buyerId])),
    }),
  ]);
  return rows.flatMap((row) => {
    const vehicle = vehicles.get(row.order.auctionId);
    const dealer = dealers.get(row.order.dealerId);
    // Both are kept while an order exists (foreign keys restrict their deletion).
    if (vehicle === undefined || dealer === undefined) return [];
    const buyer = row.order.buyerId === null ? null : (buyers.get(row.order.buyerId) ?? null);
    return [{ order: row.order, slot: row.slot, vehicle, dealer, buyer }];
  });
}

/** Some orders' records by id (unknown ids left out), for the basket's checkout. */
export async function findOrderRecords(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, OrderRecord>> {
  if (orderIds.length === 0) return new Map();
  const rows = await selectOrderRows(db).where(inArray(orders.id, [...new Set(orderIds)]));
  return new Map((await toOrderRecords(db, rows)).map((record) => [record.order.id, record]));
}

/** One order's record, or undefined. */
export async function findOrderRecord(
  db: Executor,
  orderId: string,
): Promise<OrderRecord | undefined> {
  const rows = await selectOrderRows(db).where(eq(orders.id, orderId));
  const [record] = await toOrderRecords(db, rows);
  return record;
}

export function toOrderVehicle(record: OrderRecord): OrderVehicle {
  const { province: _where, ...vehicle } = record.vehicle;
  return vehicle;
}

export function toOrderSeller(record: OrderRecord): OrderSeller {
  const { dealer } = record;
  return {
    _id: dealer.id,
    name: dealer.name,
    address: dealer.address,
    city: dealer.city,
    province: dealer.province,
    postalCode: dealer.postalCode,
  };
}

/** The buyer; a deleted account shows as "Deleted account" with nothing else. */
export function toOrderBuyer(record: OrderRecord): OrderBuyer {
  const { buyer } = record;
  if (buyer === null) {
    return {
      firstName: 'Deleted',
      lastName: 'account',
      name: 'Deleted account',
      email: '',
      phoneNumber: '',
      address: null,
      city: null,
      province: null,
      postalCode: null,
    };
  }
  return {
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    name: `${buyer.firstName} ${buyer.lastName}`,
    email: buyer.email,
    phoneNumber: buyer.phoneNumber,
    address: buyer.address,
    city: buyer.city,
    province: buyer.province,
    postalCode: buyer.postalCode,
  };
}

export function toTimeSlot(slot: TimeSlotRow): TimeSlot {
  return {
    _id: slot.id,
    deliveryType: slot.deliveryType,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    timeZone: slot.timeZone,
    capacity: slot.capacity,
    remaining: Math.max(0, slot.capacity - slot.booked),
  };
}

/** The order's delivery address (Delivery only). */
export function deliveryAddressOf(order: OrderRow): OrderAddress | null {
  const province = provinceCodeOf(order.deliveryProvince);
  if (
    order.deliveryType !== 'delivery' ||
    order.deliveryAddress === null ||
    order.deliveryCity === null ||
    province === null ||
    order.deliveryPostalCode === null
  ) {
    return null;
  }
  return {
    address: order.deliveryAddress,
    city: order.deliveryCity,
    province,
    postalCode: order.deliveryPostalCode,
  };
}

/** The dealer's province (where Pickup happens): the dealer's, else the vehicle's. */
export function dealerProvinceOf(
  record: Pick<OrderRecord, 'dealer' | 'vehicle'>,
): ProvinceCode | null {
  return provinceCodeOf(record.dealer.province) ?? provinceCodeOf(record.vehicle.province);
}

/**
 * Whose sales taxes apply (docs/product.md §5.2): where the vehicle is handed over. For Delivery
 * the delivery address's province; for Pickup the pickup location's, the dealer's (else the
 * vehicle's), whatever the buyer's profile says. Before the buyer chose, an estimate: the buyer's
 * profile province, else the dealer's.
 */
export function taxProvinceOf(record: OrderRecord): {
  province: ProvinceCode;
  source: TaxProvinceSource;
} {
  const delivery = deliveryAddressOf(record.order);
  if (delivery !== null) return { province: delivery.province, source: 'delivery' };
  if (record.order.deliveryType === 'pickup') {
    return { province: dealerProvinceOf(record) ?? 'ON', source: 'dealer' };
  }
  const profile = provinceCodeOf(record.buyer?.province);
  if (profile !== null) return { province: profile, source: 'profile' };
  return { province: dealerProvinceOf(record) ?? 'ON', source: 'dealer' };
}

/** Whether Delivery Details are complete: a type, its address for Delivery, a booked slot. */
export function checkoutComplete(order: OrderRow): boolean {
  if (order.deliveryType === null || order.timeSlotId === null) return false;
  return order.deliveryType === 'pickup' || deliveryAddressOf(order) !== null;
}

/**
 * What the buyer owes (docs/product.md §5.2), in cents: the vehicle price, the $99 documentation
 * fee, the delivery charge when Delivery is chosen, and the sales taxes of the tax province on
 * their sum (the dated table of @marketdrop/validation).
 */
export function toCheckoutDetails(record: OrderRecord, now: Date): CheckoutDetails {
  const { order } = record;
  const tax = taxProvinceOf(record);
  const delivery = deliveryAddressOf(order);
  const charge =
    delivery === null ? 0 : deliveryCharge(dealerProvinceOf(record), delivery.province);
  const breakdown = allInBreakdown(order.price, tax.province, charge);
  const complete = checkoutComplete(order);
  return {
    orderId: order.id,
    status: order.status,
    vehicle: toOrderVehicle(record),
    seller: toOrderSeller(record),
    deliveryType: order.deliveryType,
    address: delivery,
    timeSlot: record.slot === null ? null : toTimeSlot(record.slot),
    taxProvince: tax.province,
    taxProvinceSource: tax.source,
    ratesAsOf: breakdown.ratesAsOf,
    currency: 'CAD',
    vehiclePriceCents: breakdown.vehiclePriceCents,
    documentationFeeCents: breakdown.documentationFeeCents,
    buyersPremiumCents: breakdown.buyersPremiumCents,
    deliveryChargeCents: breakdown.deliveryChargeCents,
    taxes: breakdown.taxes.map((line) => ({
      code: line.code,
      rate: line.rate,
      baseCents: line.baseCents,
      amountCents: line.amountCents,
    })),
    taxCents: breakdown.taxCents,
    totalCents: breakdown.totalCents,
    paymentDeadline: order.paymentDueAt.toISOString(),
    readyToPay:
      order.status === 'pending_payment' &&
      complete &&
      now.getTime() < order.paymentDueAt.getTime(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}
