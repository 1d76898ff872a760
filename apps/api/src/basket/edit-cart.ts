import { and, eq, inArray } from 'drizzle-orm';
import {
  CART_LIMITS,
  keyedBasketMessages,
  type CartItemValues,
  type KeyedMessage,
} from '@marketdrop/validation';
import { findBasketSales } from '../catalogue/find-basket-sales';
import type { Executor } from '../db/client';
import { findUnpaidOrders } from '../orders/find-unpaid-orders';
import { fieldError, type ErrorCode } from '../shared/errors';
import type { Deps } from '../shared/deps';
import { lockCart, type CartOwner } from './cart-owner';
import { cartLinesOf } from './priced-basket';
import { cartLines, products, type CartLineRow } from './tables';

type EditDeps = Pick<Deps, 'db' | 'clock'>;

/** A refusal of one field of the request (its key and English, decision 031). */
function refuse(field: string, message: KeyedMessage, code: ErrorCode, status: number) {
  return fieldError(field, message, code, status);
}

const vehicleCountOf = (lines: readonly CartLineRow[]) =>
  lines.filter((line) => line.kind === 'vehicle').length;

/**
 * Checks that a vehicle may go in `owner`'s basket at `now`: the buyer's own unpaid order of it
 * (won, claimed or bought), or a Buy Now that can be taken (a guest: Buy Now only). Otherwise the
 * refusal says why: unknown (404), the buyer's own listing (403), sold, seller paused, not started,
 * ended without being won (NOT_WON), no Buy Now (409).
 */
async function assertVehicleAddable(
  tx: Executor,
  input: { owner: CartOwner; auctionId: string; field: string; now: Date },
): Promise<void> {
  const { owner, auctionId, field, now } = input;
  const sales = await findBasketSales({ db: tx }, { auctionIds: [auctionId], now });
  const sale = sales.get(auctionId.toLowerCase());
  if (sale === undefined) {
    throw refuse(field, keyedBasketMessages.auctionNotFound, 'NOT_FOUND', 404);
  }
  if (owner.kind === 'user') {
    if (sale.dealerUserId !== null && sale.dealerUserId === owner.userId) {
      throw refuse(field, keyedBasketMessages.ownListing, 'OWN_LISTING', 403);
    }
    const unpaid = await findUnpaidOrders(
      { db: tx },
      { buyerId: owner.userId, auctionIds: [sale.auctionId] },
    );
    if (unpaid.has(sale.auctionId)) return;
  }
  if (sale.status === 'sold')
    throw refuse(field, keyedBasketMessages.alreadySold, 'ALREADY_SOLD', 409);
  if (sale.paused) {
    throw refuse(field, keyedBasketMessages.sellerSuspended, 'SELLER_SUSPENDED', 409);
  }
  if (sale.status === 'scheduled') {
    throw refuse(field, keyedBasketMessages.notStarted, 'AUCTION_NOT_OPEN', 409);
  }
  if (sale.buyNowOpen) return;
  if (sale.status !== 'open') throw refuse(field, keyedBasketMessages.notWon, 'NOT_WON', 409);
  throw refuse(field, keyedBasketMessages.noBuyNow, 'NO_BUY_NOW', 409);
}

/** 409 QUANTITY_LIMIT when a basket of `lines` may not take one more line. */
function assertRoomForLine(lines: readonly CartLineRow[], field: string) {
  if (lines.length >= CART_LIMITS.linesMax) {
    throw refuse(field, keyedBasketMessages.linesMax(CART_LIMITS.linesMax), 'QUANTITY_LIMIT', 409);
  }
}

/** The product of a line or an item, checked on sale; 404 unknown, 409 withdrawn. */
async function productOnSale(tx: Executor, input: { productId: string; field: string }) {
  const [product] = await tx
    .select()
    .from(products)
    .where(eq(products.id, input.productId.toLowerCase()))
    .limit(1);
  if (product === undefined) {
    throw refuse(input.field, keyedBasketMessages.productNotFound, 'NOT_FOUND', 404);
  }
  if (!product.active) {
    throw refuse(input.field, keyedBasketMessages.productWithdrawn, 'PRODUCT_WITHDRAWN', 409);
  }
  return product;
}

/**
 * 409 QUANTITY_LIMIT unless `quantity` of the product fits: its own limit per basket, and one per
 * vehicle line of the basket for a per-vehicle product (a protection plan).
 */
function assertQuantityFits(
  product: { maxQuantity: number; perVehicle: boolean },
  input: { quantity: number; vehicleCount: number; field: string },
) {
  if (input.quantity > product.maxQuantity) {
    throw refuse(
      input.field,
      keyedBasketMessages.productQuantityMax(product.maxQuantity),
      'QUANTITY_LIMIT',
      409,
    );
  }
  if (product.perVehicle && input.quantity > input.vehicleCount) {
    throw refuse(input.field, keyedBasketMessages.perVehicle, 'QUANTITY_LIMIT', 409);
  }
}

/** Adds one item to a locked basket whose lines are `lines` (updated in place). */
async function addItem(
  tx: Executor,
  input: {
    cartId: string;
    owner: CartOwner;
    lines: CartLineRow[];
    item: CartItemValues;
    prefix: string;
    now: Date;
  },
): Promise<void> {
  const { cartId, lines, item, prefix, now } = input;
  if (item.auctionId) {
    const field = `${prefix}auctionId`;
    const auctionId = item.auctionId.toLowerCase();
    // The same vehicle twice is one line.
    if (lines.some((line) => line.auctionId === auctionId)) return;
    await assertVehicleAddable(tx, { owner: input.owner, auctionId, field, now });
    assertRoomForLine(lines, field);
    const [row] = await tx
      .insert(cartLines)
      .values({ cartId, kind: 'vehicle', auctionId, quantity: 1, createdAt: now })
      .returning();
    if (row) lines.push(row);
    return;
  }
  const productId = (item.productId ?? '').toLowerCase();
  const product = await productOnSale(tx, { productId, field: `${prefix}productId` });
  const existing = lines.find((line) => line.productId === product.id);
  const quantity = (existing?.quantity ?? 0) + (item.quantity ?? 1);
  assertQuantityFits(product, {
    quantity,
    vehicleCount: vehicleCountOf(lines),
    field: `${prefix}quantity`,
  });
  if (existing) {
    await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, existing.id));
    existing.quantity = quantity;
    return;
  }
  assertRoomForLine(lines, `${prefix}productId`);
  const [row] = await tx
    .insert(cartLines)
    .values({ cartId, kind: 'product', productId: product.id, quantity, createdAt: now })
    .returning();
  if (row) lines.push(row);
}

/**
 * addToCart, addMultipleToCart and addToGuestCart: adds items to `owner`'s basket, all or none, in
 * one transaction under the basket's lock. Vehicles go in first, so a protection plan may come
 * with its vehicle in the same call. A vehicle already in the basket stays one line; a product
 * already in it gets the quantity added, within its limits. Returns the basket's id.
 */
export async function addToCart(
  deps: EditDeps,
  input: { owner: CartOwner; items: readonly CartItemValues[]; several: boolean },
): Promise<string> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const cartId = await lockCart(tx, { owner: input.owner, now });
    const lines = await cartLinesOf(tx, cartId);
    const indexed = input.items.map((item, index) => ({ item, index }));
    const ordered = [
      ...indexed.filter(({ item }) => item.auctionId),
      ...indexed.filter(({ item }) => !item.auctionId),
    ];
    for (const { item, index } of ordered) {
      const prefix = input.several ? `items[${index}].` : '';
      await addItem(tx, { cartId, owner: input.owner, lines, item, prefix, now });
    }
    return cartId;
  });
}

/** The line `itemId` of a locked basket, or 404 "This item is not in your basket". */
function lineOf(lines: readonly CartLineRow[], itemId: string): CartLineRow {
  const line = lines.find((row) => row.id === itemId.toLowerCase());
  if (line === undefined) {
    throw refuse('itemId', keyedBasketMessages.itemNotFound, 'NOT_FOUND', 404);
  }
  return line;
}

/**
 * updateProductQty and updateProductQtyForGuest: sets a product line's quantity, within the
 * product's limit (and one per vehicle). A vehicle line holds 1: 1 is accepted, anything else 400.
 */
export async function updateCartQuantity(
  deps: EditDeps,
  input: { owner: CartOwner; itemId: string; quantity: number },
): Promise<string> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const cartId = await lockCart(tx, { owner: input.owner, now });
    const lines = await cartLinesOf(tx, cartId);
    const line = lineOf(lines, input.itemId);
    if (line.kind === 'vehicle') {
      if (input.quantity !== 1) {
        throw refuse('quantity', keyedBasketMessages.vehicleQuantity, 'VALIDATION_FAILED', 400);
      }
      return cartId;
    }
    const product = await productOnSale(tx, { productId: line.productId ?? '', field: 'itemId' });
    assertQuantityFits(product, {
      quantity: input.quantity,
      vehicleCount: vehicleCountOf(lines),
      field: 'quantity',
    });
    await tx.update(cartLines).set({ quantity: input.quantity }).where(eq(cartLines.id, line.id));
    return cartId;
  });
}

/**
 * Lowers the per-vehicle products of a locked basket (protection plans...) to one per vehicle
 * line left, removing those with no vehicle left.
 */
async function fitPerVehicleProducts(tx: Executor, cartId: string): Promise<void> {
  const lines = await cartLinesOf(tx, cartId);
  const vehicleCount = vehicleCountOf(lines);
  const productLines = lines.filter((line) => line.productId !== null);
  if (productLines.length === 0) return;
  const perVehicle = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          productLines.map((line) => line.productId ?? ''),
        ),
        eq(products.perVehicle, true),
      ),
    );
  const perVehicleIds = new Set(perVehicle.map((row) => row.id));
  for (const line of productLines) {
    if (!perVehicleIds.has(line.productId ?? '') || line.quantity <= vehicleCount) continue;
    if (vehicleCount === 0) await tx.delete(cartLines).where(eq(cartLines.id, line.id));
    else {
      await tx.update(cartLines).set({ quantity: vehicleCount }).where(eq(cartLines.id, line.id));
    }
  }
}

/**
 * removeProductFromCart and removeProductFromGuestCart: removes one line. A vehicle removed takes
 * its share of per-vehicle products with it (one per vehicle left).
 */
export async function removeCartLine(
  deps: EditDeps,
  input: { owner: CartOwner; itemId: string },
): Promise<string> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const cartId = await lockCart(tx, { owner: input.owner, now });
    const line = lineOf(await cartLinesOf(tx, cartId), input.itemId);
    await tx.delete(cartLines).where(eq(cartLines.id, line.id));
    if (line.kind === 'vehicle') await fitPerVehicleProducts(tx, cartId);
    return cartId;
  });
}

/** deleteCart and deleteGuestCart: empties the basket (the guest's token stays valid). */
export async function clearCart(deps: EditDeps, input: { owner: CartOwner }): Promise<string> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const cartId = await lockCart(tx, { owner: input.owner, now });
    await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
    return cartId;
  });
}
