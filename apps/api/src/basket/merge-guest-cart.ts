import { and, eq, type SQL } from 'drizzle-orm';
import type { CartMerge } from '@marketdrop/api-client';
import {
  CART_DROP_MESSAGES,
  CART_LIMITS,
  type CartDropReason,
  type Language,
} from '@marketdrop/validation';
import type { Deps } from '../shared/deps';
import { hashSessionToken } from '../shared/tokens';
import { lockCart } from './cart-owner';
import { cartLinesOf, guestAliveAt, priceCartLines } from './priced-basket';
import { cartLines, carts } from './tables';

/** Which guest basket joins the account's: the one of a token, or the one a social sign-in awaits. */
export type GuestCartRef = { guestToken: string } | { browserKey: string };
// The same as the accounts' `SignInGuest` (app.ts hands one to the other).

/**
 * On sign-in (`login`, `verifyOtp`, `completeSocialLogin` with a `guestToken`, or the social
 * sign-in started with one): the guest basket's lines join the account's basket, in one
 * transaction, and the guest basket is gone. A vehicle or product already there stays one line (a
 * product's quantities add up, within its limit and one per vehicle); a line no longer for sale,
 * the account's own listing or one beyond a limit is left out and named in `dropped`. Undefined
 * when no live guest basket matches (signing in never fails for a basket).
 */
export async function mergeGuestCart(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { userId: string; guest: GuestCartRef; language: Language },
): Promise<CartMerge | undefined> {
  const now = deps.clock();
  const { userId, language } = input;
  const match: SQL | undefined =
    'guestToken' in input.guest
      ? eq(carts.guestTokenHash, hashSessionToken(input.guest.guestToken.trim()))
      : eq(carts.signInKeyHash, hashSessionToken(input.guest.browserKey));
  return deps.db.transaction(async (tx) => {
    const [guest] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(match, guestAliveAt(now)))
      .for('update');
    if (guest === undefined) return undefined;
    const cartId = await lockCart(tx, { owner: { kind: 'user', userId }, now });
    const lines = await cartLinesOf(tx, cartId);
    const guestLines = await priceCartLines(tx, {
      lines: await cartLinesOf(tx, guest.id),
      buyerId: userId,
      now,
    });
    const dropped: CartMerge['dropped'] = [];
    let merged = 0;
    const drop = (kind: 'vehicle' | 'product', name: string, reason: CartDropReason) =>
      dropped.push({ kind, name, reason, message: CART_DROP_MESSAGES[reason].text });
    // Vehicles first: the per-vehicle products count them.
    const ordered = [
      ...guestLines.filter((line) => line.kind === 'vehicle'),
      ...guestLines.filter((line) => line.kind === 'product'),
    ];
    for (const line of ordered) {
      if (line.vehicle) {
        const { auctionId, vehicleName } = line.vehicle;
        if (lines.some((row) => row.auctionId === auctionId)) {
          merged += 1;
          continue;
        }
        if (line.vehicle.dealerUserId === userId) drop('vehicle', vehicleName, 'ownListing');
        else if (line.status !== 'available') drop('vehicle', vehicleName, line.status);
        else if (lines.length >= CART_LIMITS.linesMax) drop('vehicle', vehicleName, 'limit');
        else {
          const [row] = await tx
            .insert(cartLines)
            .values({ cartId, kind: 'vehicle', auctionId, quantity: 1, createdAt: now })
            .returning();
          if (row) lines.push(row);
          merged += 1;
        }
        continue;
      }
      const product = line.product;
      if (product === null) continue;
      const name = language === 'fr' ? product.nameFr : product.nameEn;
      if (line.status !== 'available') {
        drop('product', name, line.status);
        continue;
      }
      const vehicleCount = lines.filter((row) => row.kind === 'vehicle').length;
      const cap = Math.min(product.maxQuantity, product.perVehicle ? vehicleCount : Infinity);
      const existing = lines.find((row) => row.productId === product.id);
      const quantity = Math.min((existing?.quantity ?? 0) + line.quantity, cap);
      if (existing) {
        if (quantity > existing.quantity) {
          await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, existing.id));
          existing.quantity = quantity;
        }
        merged += 1;
      } else if (quantity < 1 || lines.length >= CART_LIMITS.linesMax) {
        drop('product', name, 'limit');
      } else {
        const [row] = await tx
          .insert(cartLines)
          .values({ cartId, kind: 'product', productId: product.id, quantity, createdAt: now })
          .returning();
        if (row) lines.push(row);
        merged += 1;
      }
    }
    await tx.delete(carts).where(eq(carts.id, guest.id));
    return { merged, dropped, count: lines.length };
  });
}

/**
 * The `basketMerge` of a sign-in's answer: merges the guest basket `guest` names into the account
 * of `user` once a session opened (no user: nothing, e.g. an account still to verify). Empty when
 * nothing was asked or no live guest basket matched.
 */
export async function basketMergeOf(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { user: { _id: string; language: Language } | undefined; guest: GuestCartRef | undefined },
): Promise<{ basketMerge?: CartMerge }> {
  if (input.user === undefined || input.guest === undefined) return {};
  const basketMerge = await mergeGuestCart(deps, {
    userId: input.user._id,
    guest: input.guest,
    language: input.user.language,
  });
  return basketMerge === undefined ? {} : { basketMerge };
}
