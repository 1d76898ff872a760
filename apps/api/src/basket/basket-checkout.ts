import { inArray } from 'drizzle-orm';
import type {
  BasketCheckout,
  BasketCheckoutProduct,
  BasketCheckoutVehicle,
  CheckoutTax,
  DeliveryType,
  OrderAddress,
  TaxProvinceSource,
} from '@marketdrop/api-client';
import {
  SALES_TAX_RATES_AS_OF,
  deliveryCharge,
  provinceCodeOf,
  salesTaxLines,
  type Language,
  type ProvinceCode,
} from '@marketdrop/validation';
import { findUserContacts } from '../accounts/find-user-contacts';
import { findDealers } from '../catalogue/find-dealers';
import type { Executor } from '../db/client';
import { findTimeSlotsByIds, type TimeSlotRow } from '../orders/find-time-slots';
import { deliveryAddressOf, findOrderRecords, toTimeSlot } from '../orders/order-records';
import type { DbDeps } from '../shared/deps';
import { promotionLinesOf, priceBasketPromotions } from './promotions-basket';
import type { PromotionsResult } from './promotions-pricing';
import {
  findUserCartId,
  readPricedBasket,
  type PricedBasket,
  type PricedLine,
} from './priced-basket';
import { cartLineDeliveries, products, type CartLineDeliveryRow, type ProductRow } from './tables';

/**
 * The basket's checkout (docs/product.md §14.7): every vehicle and add-on of the basket that can
 * be bought now, priced with the basket's pricing (`readPricedBasket`), its promotions
 * (`priceBasketPromotions`: free products, coupon, points, shared per line to the cent) and the
 * one tax calculator (`salesTaxLines` of @marketdrop/validation, as an order's checkout). Each
 * line's total is its price, fee and delivery charge less its discount plus its taxes; the
 * basket's total is the sum of the lines' totals.
 */

/** A vehicle's Delivery Details as the checkout reads them (the basket's, else its order's). */
export type VehicleDelivery = {
  deliveryType: DeliveryType;
  address: OrderAddress | null;
  slot: TimeSlotRow;
};

/** A vehicle line of the checkout, with what the payment needs. */
export type CheckoutVehicleLine = {
  line: PricedLine;
  answer: BasketCheckoutVehicle;
  dealerId: string;
  /** The details to give its order at payment (null: none yet). */
  delivery: VehicleDelivery | null;
  /** The details come from the basket (false: the order already holds them). */
  fromBasket: boolean;
};

/** A product line of the checkout (a free one too), with what the payment records. */
export type CheckoutProductLine = {
  answer: BasketCheckoutProduct;
  productId: string;
};

export type BasketCheckoutRead = {
  basket: PricedBasket;
  promotions: PromotionsResult;
  vehicles: CheckoutVehicleLine[];
  products: CheckoutProductLine[];
  checkout: BasketCheckout;
};

const toTax = (line: CheckoutTax): CheckoutTax => ({
  code: line.code,
  rate: line.rate,
  baseCents: line.baseCents,
  amountCents: line.amountCents,
});

const sumTaxes = (taxes: readonly CheckoutTax[]) =>
  taxes.reduce((sum, tax) => sum + tax.amountCents, 0);

/** The Delivery Details stored for some basket lines, by line id. */
export async function findLineDeliveries(
  db: Executor,
  lineIds: readonly string[],
): Promise<Map<string, CartLineDeliveryRow>> {
  if (lineIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(cartLineDeliveries)
    .where(inArray(cartLineDeliveries.cartLineId, [...lineIds]));
  return new Map(rows.map((row) => [row.cartLineId, row]));
}

function addressOf(row: CartLineDeliveryRow): OrderAddress | null {
  const province = provinceCodeOf(row.province);
  if (
    row.deliveryType !== 'delivery' ||
    row.address === null ||
    row.city === null ||
    province === null ||
    row.postalCode === null
  ) {
    return null;
  }
  return { address: row.address, city: row.city, province, postalCode: row.postalCode };
}

/**
 * Reads `userId`'s basket checkout at `now` (with `db`: inside the payment's transaction it sees
 * the orders the payment just made).
 */
export async function readBasketCheckout(
  deps: DbDeps,
  input: { userId: string; now: Date; language: Language },
): Promise<BasketCheckoutRead> {
  const { db } = deps;
  const { userId, now, language } = input;
  const cartId = (await findUserCartId(db, userId)) ?? null;
  const basket = await readPricedBasket(deps, { cartId, buyerId: userId, now });
  const promotions = await priceBasketPromotions(deps, {
    userId,
    lines: promotionLinesOf(basket),
    now,
  });
  const available = basket.lines.filter((line) => line.status === 'available');
  const vehicleLines = available.filter((line) => line.kind === 'vehicle' && line.vehicle);
  const orderIds = vehicleLines.flatMap((line) =>
    line.vehicle?.orderId ? [line.vehicle.orderId] : [],
  );
  const [records, deliveries, contacts] = await Promise.all([
    findOrderRecords(db, orderIds),
    findLineDeliveries(
      db,
      vehicleLines.map((line) => line.id),
    ),
    findUserContacts(deps, { userIds: [userId] }),
  ]);
  const slots = await findTimeSlotsByIds(deps, {
    ids: [...deliveries.values()].map((row) => row.timeSlotId),
  });
  const dealerIds = vehicleLines.flatMap((line) => (line.vehicle ? [line.vehicle.dealerId] : []));
  const dealers = await findDealers(deps, { dealerIds });
  const profileProvince = provinceCodeOf(contacts.get(userId)?.province);
  const discountOf = new Map(promotions.lineDiscounts.map((d) => [d.lineId, d]));

  const vehicles: CheckoutVehicleLine[] = [];
  for (const line of vehicleLines) {
    const vehicle = line.vehicle;
    if (vehicle === null) continue;
    const record = vehicle.orderId ? records.get(vehicle.orderId) : undefined;
    const dealer = dealers.get(vehicle.dealerId);
    const dealerProvince =
      provinceCodeOf(dealer?.province) ?? provinceCodeOf(record?.vehicle.province) ?? null;
    const stored = deliveries.get(line.id);
    const storedSlot = stored ? slots.get(stored.timeSlotId) : undefined;
    let delivery: VehicleDelivery | null = null;
    let fromBasket = false;
    if (stored !== undefined && storedSlot !== undefined) {
      const address = addressOf(stored);
      if (stored.deliveryType === 'pickup' || address !== null) {
        delivery = { deliveryType: stored.deliveryType, address, slot: storedSlot };
        fromBasket = true;
      }
    } else if (record?.slot && record.order.deliveryType !== null) {
      const address = deliveryAddressOf(record.order);
      if (record.order.deliveryType === 'pickup' || address !== null) {
        delivery = { deliveryType: record.order.deliveryType, address, slot: record.slot };
      }
    }
    let taxProvince: ProvinceCode;
    let taxProvinceSource: TaxProvinceSource;
    if (delivery?.address) {
      taxProvince = delivery.address.province;
      taxProvinceSource = 'delivery';
    } else if (delivery?.deliveryType === 'pickup' || profileProvince === null) {
      taxProvince = dealerProvince ?? 'ON';
      taxProvinceSource = 'dealer';
    } else {
      taxProvince = profileProvince;
      taxProvinceSource = 'profile';
    }
    const chargeCents = delivery?.address
      ? deliveryCharge(dealerProvince, delivery.address.province) * 100
      : 0;
    const discount = discountOf.get(line.id);
    const discountCents = (discount?.couponCents ?? 0) + (discount?.pointsCents ?? 0);
    const base = line.unitPriceCents + line.documentationFeeCents + chargeCents - discountCents;
    const taxes = salesTaxLines(base, taxProvince, line.unitPriceCents / 100).map(toTax);
    const taxCents = sumTaxes(taxes);
    vehicles.push({
      line,
      dealerId: vehicle.dealerId,
      delivery,
      fromBasket,
      answer: {
        itemId: line.id,
        auctionId: vehicle.auctionId,
        auctionType: vehicle.auctionType,
        orderId: vehicle.orderId,
        source: vehicle.source,
        vehicleName: vehicle.vehicleName,
        image: vehicle.image,
        sellerName: dealer?.name ?? '',
        deliveryType: delivery?.deliveryType ?? null,
        address: delivery?.address ?? null,
        timeSlot: delivery ? toTimeSlot(delivery.slot) : null,
        taxProvince,
        taxProvinceSource,
        vehiclePriceCents: line.unitPriceCents,
        documentationFeeCents: line.documentationFeeCents,
        deliveryChargeCents: chargeCents,
        discountCents,
        taxes,
        taxCents,
        totalCents: base + taxCents,
        paymentDeadline: vehicle.paymentDueAt?.toISOString() ?? null,
        detailsComplete: delivery !== null,
      },
    });
  }

  // Add-ons are taxed where the first vehicle is handed over (else the buyer's province).
  const basketProvince: ProvinceCode = vehicles[0]?.answer.taxProvince ?? profileProvince ?? 'ON';
  const productIds = [
    ...available.flatMap((line) => (line.product ? [line.product.id] : [])),
    ...promotions.freeLines.flatMap((line) => (line.productId ? [line.productId] : [])),
  ];
  const productRows = new Map<string, ProductRow>(
    productIds.length === 0
      ? []
      : (await db.select().from(products).where(inArray(products.id, productIds))).map((row) => [
          row.id,
          row,
        ]),
  );
  const productLine = (
    itemId: string,
    product: ProductRow,
    quantity: number,
    unitPriceCents: number,
    free: boolean,
  ): CheckoutProductLine => {
    const lineTotalCents = unitPriceCents * quantity;
    const discount = discountOf.get(itemId);
    const discountCents = (discount?.couponCents ?? 0) + (discount?.pointsCents ?? 0);
    const base = lineTotalCents - discountCents;
    const taxes =
      product.taxClass === 'exempt' ? [] : salesTaxLines(base, basketProvince, null).map(toTax);
    const taxCents = sumTaxes(taxes);
    return {
      productId: product.id,
      answer: {
        itemId,
        productId: product.id,
        name: language === 'fr' ? product.nameFr : product.nameEn,
        quantity,
        maxQuantity: product.maxQuantity,
        unitPriceCents,
        lineTotalCents,
        free,
        listPriceCents: product.priceCents,
        discountCents,
        taxProvince: basketProvince,
        taxes,
        taxCents,
        totalCents: base + taxCents,
      },
    };
  };
  const productLines: CheckoutProductLine[] = [];
  for (const line of available) {
    const product = line.product ? productRows.get(line.product.id) : undefined;
    if (line.kind !== 'product' || product === undefined) continue;
    productLines.push(productLine(line.id, product, line.quantity, line.unitPriceCents, false));
  }
  for (const free of promotions.freeLines) {
    const product = free.productId ? productRows.get(free.productId) : undefined;
    if (product === undefined) continue;
    productLines.push(productLine(free.lineId, product, 1, 0, true));
  }

  const answers = [...vehicles.map((v) => v.answer), ...productLines.map((p) => p.answer)];
  const taxCents = answers.reduce((sum, line) => sum + line.taxCents, 0);
  const totalCents = answers.reduce((sum, line) => sum + line.totalCents, 0);
  const subtotalCents =
    vehicles.reduce(
      (sum, v) =>
        sum +
        v.answer.vehiclePriceCents +
        v.answer.documentationFeeCents +
        v.answer.deliveryChargeCents,
      0,
    ) + productLines.reduce((sum, p) => sum + p.answer.lineTotalCents, 0);
  const deadlines = vehicles.flatMap((v) =>
    v.line.vehicle?.paymentDueAt ? [v.line.vehicle.paymentDueAt.getTime()] : [],
  );
  const earliest = deadlines.length === 0 ? null : Math.min(...deadlines);
  const readyToPay =
    answers.length > 0 &&
    basket.lines.every((line) => line.status === 'available') &&
    vehicles.every((v) => v.delivery !== null) &&
    (earliest === null || now.getTime() < earliest);
  const coupon =
    promotions.coupon?.status === 'applied'
      ? { code: promotions.coupon.code, discountCents: promotions.coupon.discountCents }
      : null;
  return {
    basket,
    promotions,
    vehicles,
    products: productLines,
    checkout: {
      cart: true,
      currency: 'CAD',
      ratesAsOf: SALES_TAX_RATES_AS_OF,
      vehicles: vehicles.map((v) => v.answer),
      products: productLines.map((p) => p.answer),
      coupon,
      points: { used: promotions.points.used, discountCents: promotions.points.discountCents },
      subtotalCents,
      discountCents: promotions.discountCents,
      taxCents,
      totalCents,
      paymentDeadline: earliest === null ? null : new Date(earliest).toISOString(),
      readyToPay,
    },
  };
}
