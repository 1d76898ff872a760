import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { BasketPromotions, CartDetails, CartLine, OrderSource } from '@marketdrop/api-client';
import {
  CART_LIMITS,
  CART_LINE_STATUS_MESSAGES,
  DOCUMENTATION_FEE,
  type AuctionType,
  type CartLineStatus,
  type Language,
} from '@marketdrop/validation';
import { findBasketSales } from '../catalogue/find-basket-sales';
import type { Executor } from '../db/client';
import { findUnpaidOrders } from '../orders/find-unpaid-orders';
import type { DbDeps } from '../shared/deps';
import { toProduct } from './find-products';
import { cartLines, carts, products, type CartLineRow, type ProductRow } from './tables';

/** The documentation fee of one vehicle, in cents (`DOCUMENTATION_FEE`, docs/product.md §5.2). */
export const DOCUMENTATION_FEE_CENTS = DOCUMENTATION_FEE * 100;

/** What a vehicle line holds, priced now. */
export type PricedVehicle = {
  auctionId: string;
  auctionType: AuctionType;
  vehicleName: string;
  image: string | null;
  /** The buyer's unpaid order of it (null: a Buy Now vehicle on sale). */
  orderId: string | null;
  /** How its order was made; `buyNow` as well for a Buy Now vehicle not bought yet. */
  source: OrderSource;
  paymentDueAt: Date | null;
  /** The user who manages the selling dealer (null: nobody). */
  dealerUserId: string | null;
  /** The selling dealer. */
  dealerId: string;
};

/**
 * One line of a basket priced now (never a stored price): what coupons, reward points and free
 * products apply to (basket/promotions), and what `getCartDetails` answers.
 */
export type PricedLine = {
  id: string;
  kind: 'vehicle' | 'product';
  status: CartLineStatus;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** A vehicle's documentation fee (`DOCUMENTATION_FEE_CENTS`); 0 for a product. */
  documentationFeeCents: number;
  vehicle: PricedVehicle | null;
  product: ProductRow | null;
  addedAt: Date;
};

/** The totals of a basket's available lines, in cents, before taxes (taxes come at checkout). */
export type BasketTotals = {
  count: number;
  vehicleCount: number;
  vehiclesCents: number;
  productsCents: number;
  documentationFeesCents: number;
  subtotalCents: number;
};

export type PricedBasket = {
  /** Null: the account has no basket yet (no line). */
  cartId: string | null;
  lines: PricedLine[];
  totals: BasketTotals;
};

/** The lines of a basket, in the order they were added. */
export async function cartLinesOf(db: Executor, cartId: string): Promise<CartLineRow[]> {
  return db
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.seq));
}

/**
 * Prices the lines of a basket at `now`: a vehicle at its buyer's unpaid order's price (`buyerId`
 * given: the account's basket) or at its Buy Now price while Buy Now can be taken; a product at
 * its price. A line that cannot be bought now says why (`status`) and counts in no total.
 */
export async function priceCartLines(
  db: Executor,
  input: { lines: readonly CartLineRow[]; buyerId: string | null; now: Date },
): Promise<PricedLine[]> {
  const auctionIds = input.lines.flatMap((line) => (line.auctionId ? [line.auctionId] : []));
  const productIds = input.lines.flatMap((line) => (line.productId ? [line.productId] : []));
  const deps = { db };
  const [sales, unpaid, productRows] = await Promise.all([
    findBasketSales(deps, { auctionIds, now: input.now }),
    input.buyerId === null
      ? Promise.resolve(new Map<string, never>())
      : findUnpaidOrders(deps, { buyerId: input.buyerId, auctionIds }),
    productIds.length === 0
      ? Promise.resolve([] as ProductRow[])
      : db.select().from(products).where(inArray(products.id, productIds)),
  ]);
  const productById = new Map(productRows.map((row) => [row.id, row]));
  return input.lines.flatMap((line): PricedLine[] => {
    const base = { id: line.id, quantity: line.quantity, addedAt: line.createdAt };
    if (line.kind === 'product') {
      const product = line.productId ? productById.get(line.productId) : undefined;
      if (product === undefined) return [];
      return [
        {
          ...base,
          kind: 'product',
          status: product.active ? 'available' : 'withdrawn',
          unitPriceCents: product.priceCents,
          lineTotalCents: product.priceCents * line.quantity,
          documentationFeeCents: 0,
          vehicle: null,
          product,
        },
      ];
    }
    const sale = line.auctionId ? sales.get(line.auctionId) : undefined;
    if (sale === undefined) return [];
    const order = unpaid.get(sale.auctionId);
    let status: CartLineStatus;
    if (order !== undefined) status = 'available';
    else if (sale.status === 'sold') status = 'sold';
    else if (sale.paused) status = 'paused';
    else if (sale.buyNowOpen) status = 'available';
    else status = 'ended';
    const unitPriceCents = (order?.price ?? sale.buyNowPrice ?? 0) * 100;
    return [
      {
        ...base,
        kind: 'vehicle',
        status,
        unitPriceCents,
        lineTotalCents: unitPriceCents,
        documentationFeeCents: DOCUMENTATION_FEE_CENTS,
        vehicle: {
          auctionId: sale.auctionId,
          auctionType: sale.auctionType,
          vehicleName: sale.vehicleName,
          image: sale.image,
          orderId: order?.orderId ?? null,
          source: order?.source ?? 'buyNow',
          paymentDueAt: order?.paymentDueAt ?? null,
          dealerUserId: sale.dealerUserId,
          dealerId: sale.dealerId,
        },
        product: null,
      },
    ];
  });
}

/** The totals of the available lines of `lines`. */
export function basketTotals(lines: readonly PricedLine[]): BasketTotals {
  let vehiclesCents = 0;
  let productsCents = 0;
  let documentationFeesCents = 0;
  for (const line of lines) {
    if (line.status !== 'available') continue;
    if (line.kind === 'vehicle') {
      vehiclesCents += line.lineTotalCents;
      documentationFeesCents += line.documentationFeeCents;
    } else productsCents += line.lineTotalCents;
  }
  return {
    count: lines.length,
    vehicleCount: lines.filter((line) => line.kind === 'vehicle').length,
    vehiclesCents,
    productsCents,
    documentationFeesCents,
    subtotalCents: vehiclesCents + productsCents + documentationFeesCents,
  };
}

/** The account basket of `userId`, or undefined when it has none yet. */
export async function findUserCartId(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return row?.id;
}

/** When a guest basket last used at `now` is forgotten. */
export function guestExpiryOf(lastActiveAt: Date): Date {
  return new Date(lastActiveAt.getTime() + CART_LIMITS.guestIdleDays * 24 * 60 * 60_000);
}

/** The condition of a guest basket still alive at `now` (used within 30 days). */
export function guestAliveAt(now: Date) {
  return and(
    sql`${carts.guestTokenHash} is not null`,
    gt(carts.lastActiveAt, new Date(now.getTime() - CART_LIMITS.guestIdleDays * 24 * 60 * 60_000)),
  );
}

/**
 * The priced basket of a basket (`cartId`; null: none yet): its lines priced at `now` and their
 * totals. `buyerId`: the account's id (its unpaid orders price its vehicle lines); null for a
 * guest's basket.
 */
export async function readPricedBasket(
  deps: DbDeps,
  input: { cartId: string | null; buyerId: string | null; now: Date },
): Promise<PricedBasket> {
  if (input.cartId === null) return { cartId: null, lines: [], totals: basketTotals([]) };
  const rows = await cartLinesOf(deps.db, input.cartId);
  const lines = await priceCartLines(deps.db, {
    lines: rows,
    buyerId: input.buyerId,
    now: input.now,
  });
  return { cartId: input.cartId, lines, totals: basketTotals(lines) };
}

/**
 * The priced basket of a signed-in buyer at `now` (empty when they have none): the function the
 * basket's promotions (coupons, reward points, free products) read the basket with.
 */
export async function readBuyerBasket(
  deps: DbDeps,
  input: { userId: string; now: Date },
): Promise<PricedBasket> {
  const cartId = (await findUserCartId(deps.db, input.userId)) ?? null;
  return readPricedBasket(deps, { cartId, buyerId: input.userId, now: input.now });
}

/** One priced line as the calls answer it, product texts in `language`. */
export function toCartLine(line: PricedLine, language: Language): CartLine {
  return {
    _id: line.id,
    kind: line.kind,
    status: line.status,
    statusMessage: line.status === 'available' ? null : CART_LINE_STATUS_MESSAGES[line.status].text,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    lineTotalCents: line.lineTotalCents,
    documentationFeeCents: line.documentationFeeCents,
    vehicle:
      line.vehicle === null
        ? null
        : {
            auctionId: line.vehicle.auctionId,
            auctionType: line.vehicle.auctionType,
            vehicleName: line.vehicle.vehicleName,
            image: line.vehicle.image,
            orderId: line.vehicle.orderId,
            paymentDueAt: line.vehicle.paymentDueAt?.toISOString() ?? null,
          },
    product: line.product === null ? null : toProduct(line.product, language),
    addedAt: line.addedAt.toISOString(),
  };
}

/**
 * A priced basket as the calls answer it (`CartDetails`), with what the buyer's promotions do to
 * it (`basketPromotionsOf`; null for a guest's basket).
 */
export function toCartDetails(
  basket: PricedBasket,
  language: Language,
  promotions: BasketPromotions | null = null,
): CartDetails {
  return {
    lines: basket.lines.map((line) => toCartLine(line, language)),
    ...basket.totals,
    promotions,
  };
}
