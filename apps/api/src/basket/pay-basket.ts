import { and, eq, inArray } from 'drizzle-orm';
import type { BasketCheckout, DeliveryType, PaymentData, TimeSlot } from '@marketdrop/api-client';
import { paths } from '@marketdrop/api-client';
import {
  CART_LINE_STATUS_MESSAGES,
  normalizePostalCode,
  provinceCodeOf,
  type Language,
} from '@marketdrop/validation';
import { findMailRecipients } from '../accounts/find-mail-recipients';
import { takeBuyNow } from '../auctions/buy-now';
import { findDealers } from '../catalogue/find-dealers';
import {
  lockUnpaidOrders,
  openBasketPayment,
  supersedeBasketPayments,
  type BasketCheckoutOps,
  type BasketPaymentOrder,
} from '../orders/basket-payment';
import { openPaymentPage, type CreatePaymentDeps } from '../orders/create-payment';
import { findDealerTimeSlots, findTimeSlotsByIds } from '../orders/find-time-slots';
import { PAYMENT_DEADLINE_MS } from '../orders/order-rules';
import { SLOT_LEAD_MS } from '../orders/slot-calendar';
import {
  setOrderDelivery,
  slotUnavailable,
  type OrderDeliveryDetails,
} from '../orders/update-checkout-details';
import { AppError } from '../shared/errors';
import type { DbDeps, Deps } from '../shared/deps';
import { readBasketCheckout, type CheckoutVehicleLine } from './basket-checkout';
import { lockCart } from './cart-owner';
import { updateCartQuantity } from './edit-cart';
import { findUserCartId, readPricedBasket } from './priced-basket';
import { restoreAppliedPromotions } from './promotions-basket';
import { recordCouponUse, releaseCouponUse } from './promotions-coupons';
import { redeemRewardPoints, returnRedeemedPoints } from './promotions-rewards';
import {
  basketPaymentProducts,
  basketPayments,
  cartLineDeliveries,
  cartLines,
  type BasketPaymentStatus,
} from './tables';

/**
 * The basket's checkout and payment (docs/product.md §14.7, decision 044): its Delivery Details per
 * vehicle, its time slots, the checkout page's quantities, and `createPayment {cart: true}`, which
 * takes the Buy Now vehicles, books the windows, records the coupon use and the points and opens
 * one payment for the whole basket, in one short transaction; the webhook settles it
 * (`settleBasketPayment`).
 */

export const BASKET_CHECKOUT_MESSAGES = {
  empty: 'Your basket is empty',
  notVehicle: 'This item is not a vehicle of your basket',
  severalDealers:
    'Your basket holds vehicles of several dealers: name the vehicle (itemId) whose time slots you want',
  incomplete: (name: string) => `${name}: choose Pickup or Delivery and a time slot before paying`,
  sold: (name: string) => `${name} has already been sold`,
  otherDealerSlot: (name: string) =>
    `${name}: this time slot is not one of its dealer's; give this vehicle its own details in vehicles`,
  unavailable: (name: string, why: string) => `${name}: ${why}. Remove it from your basket`,
  slotFilledByBasket: (name: string, places: number) =>
    `${name}: this time slot has ${places} ${places === 1 ? 'place' : 'places'}, taken by your basket's other vehicles; give this vehicle another window in vehicles`,
  saved: 'Delivery details saved',
  quantity: 'Quantity updated',
} as const;

const emptyBasket = () => new AppError(409, 'CART_EMPTY', BASKET_CHECKOUT_MESSAGES.empty);

/** getCheckoutDetails `{cart: true}`: the basket's checkout. 409 CART_EMPTY for nothing to pay. */
export async function findBasketCheckout(
  deps: DbDeps & Pick<Deps, 'clock'>,
  input: { userId: string; language: Language },
): Promise<BasketCheckout> {
  const read = await readBasketCheckout(deps, { ...input, now: deps.clock() });
  if (read.basket.lines.length === 0) throw emptyBasket();
  return read.checkout;
}

/**
 * updateCheckoutDetails `{cart: true}`: the Delivery Details of every vehicle of the basket (the
 * request's), or of the lines named in `vehicles` (their own). Each window must be one of the
 * line's dealer, of the type chosen, beyond the lead time and not full (409 SLOT_UNAVAILABLE);
 * its place is taken at payment. Stored in one transaction holding the basket's row.
 */
export async function updateBasketCheckoutDetails(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: OrderDeliveryDetails & {
    userId: string;
    language: Language;
    vehicles?: Array<OrderDeliveryDetails & { itemId: string }> | undefined;
  },
): Promise<BasketCheckout> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const cartId = await lockCart(tx, { owner: { kind: 'user', userId: input.userId }, now });
    const basket = await readPricedBasket({ db: tx }, { cartId, buyerId: input.userId, now });
    const vehicles = basket.lines.filter((line) => line.kind === 'vehicle' && line.vehicle);
    if (vehicles.length === 0) throw emptyBasket();
    const own = new Map((input.vehicles ?? []).map((entry) => [entry.itemId.toLowerCase(), entry]));
    for (const itemId of own.keys()) {
      if (!vehicles.some((line) => line.id === itemId)) {
        throw new AppError(404, 'NOT_FOUND', BASKET_CHECKOUT_MESSAGES.notVehicle);
      }
    }
    const chosen = vehicles.map((line) => ({ line, details: own.get(line.id) ?? input }));
    const slots = await findTimeSlotsByIds(
      { db: tx },
      { ids: chosen.map((entry) => entry.details.timeSlotId) },
    );
    // The places each window gives to the basket's vehicles so far: one window chosen for more
    // vehicles than it has places left is refused now, naming the first that does not fit.
    const placesTaken = new Map<string, number>();
    for (const { line, details } of chosen) {
      const slot = slots.get(details.timeSlotId);
      const name = line.vehicle?.vehicleName ?? '';
      if (slot === undefined) throw slotUnavailable();
      if (slot.dealerId !== line.vehicle?.dealerId) {
        throw new AppError(409, 'SLOT_UNAVAILABLE', BASKET_CHECKOUT_MESSAGES.otherDealerSlot(name));
      }
      const taken = placesTaken.get(slot.id) ?? 0;
      if (
        slot.deliveryType !== details.deliveryType ||
        slot.startsAt.getTime() <= now.getTime() + SLOT_LEAD_MS - 1 ||
        slot.booked >= slot.capacity
      ) {
        throw slotUnavailable();
      }
      if (slot.booked + taken >= slot.capacity) {
        throw new AppError(
          409,
          'SLOT_UNAVAILABLE',
          BASKET_CHECKOUT_MESSAGES.slotFilledByBasket(name, slot.capacity - slot.booked),
        );
      }
      placesTaken.set(slot.id, taken + 1);
      const delivery = details.deliveryType === 'delivery';
      const values = {
        deliveryType: details.deliveryType,
        address: delivery ? (details.address ?? null) : null,
        city: delivery ? (details.city ?? null) : null,
        province: delivery ? (provinceCodeOf(details.province) ?? null) : null,
        postalCode:
          delivery && details.postalCode !== undefined
            ? normalizePostalCode(details.postalCode)
            : null,
        timeSlotId: details.timeSlotId,
        updatedAt: now,
      };
      await tx
        .insert(cartLineDeliveries)
        .values({ cartLineId: line.id, ...values })
        .onConflictDoUpdate({ target: cartLineDeliveries.cartLineId, set: values });
    }
  });
  return readBasketCheckout(deps, { userId: input.userId, now, language: input.language }).then(
    (read) => read.checkout,
  );
}

/**
 * getTimeSlots `{cart: true}`: the bookable windows of the dealer of the basket's vehicle line
 * `itemId` (left out: the basket's vehicles must all be of one dealer, else 400).
 */
export async function findBasketTimeSlots(
  deps: DbDeps & Pick<Deps, 'clock'>,
  input: { userId: string; itemId?: string | undefined; deliveryType: DeliveryType },
): Promise<TimeSlot[]> {
  const now = deps.clock();
  const cartId = (await findUserCartId(deps.db, input.userId)) ?? null;
  const basket = await readPricedBasket(deps, { cartId, buyerId: input.userId, now });
  const vehicles = basket.lines.flatMap((line) =>
    line.kind === 'vehicle' && line.vehicle ? [{ id: line.id, vehicle: line.vehicle }] : [],
  );
  if (vehicles.length === 0) throw emptyBasket();
  let dealerId: string;
  if (input.itemId !== undefined) {
    const line = vehicles.find((entry) => entry.id === input.itemId?.toLowerCase());
    if (line === undefined) {
      throw new AppError(404, 'NOT_FOUND', BASKET_CHECKOUT_MESSAGES.notVehicle);
    }
    dealerId = line.vehicle.dealerId;
  } else {
    const dealerIds = new Set(vehicles.map((entry) => entry.vehicle.dealerId));
    if (dealerIds.size > 1) {
      throw new AppError(400, 'VALIDATION_FAILED', BASKET_CHECKOUT_MESSAGES.severalDealers);
    }
    dealerId = vehicles[0]?.vehicle.dealerId ?? '';
  }
  const dealer = (await findDealers(deps, { dealerIds: [dealerId] })).get(dealerId);
  return findDealerTimeSlots(deps, {
    dealerId,
    dealerProvince: provinceCodeOf(dealer?.province),
    deliveryType: input.deliveryType,
  });
}

/** updateChekoutQty: a product line's quantity (as updateProductQty), answered as the checkout. */
export async function updateCheckoutQuantity(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { userId: string; itemId: string; quantity: number; language: Language },
): Promise<BasketCheckout> {
  await updateCartQuantity(deps, {
    owner: { kind: 'user', userId: input.userId },
    itemId: input.itemId,
    quantity: input.quantity,
  });
  return findBasketCheckout(deps, input);
}

/** The refusal of a basket line that cannot be bought now, naming it. */
function lineRefusal(name: string, status: keyof typeof CART_LINE_STATUS_MESSAGES): AppError {
  if (status === 'sold') {
    return new AppError(409, 'ALREADY_SOLD', BASKET_CHECKOUT_MESSAGES.sold(name));
  }
  return new AppError(
    409,
    'CHECKOUT_INCOMPLETE',
    BASKET_CHECKOUT_MESSAGES.unavailable(name, CART_LINE_STATUS_MESSAGES[status].text),
  );
}

/** A refusal of the Buy Now of one line, naming its vehicle (ALREADY_SOLD once sold). */
function namedBuyNowRefusal(error: unknown, name: string): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code === 'ALREADY_SOLD') {
    return new AppError(409, 'ALREADY_SOLD', BASKET_CHECKOUT_MESSAGES.sold(name));
  }
  return new AppError(error.statusCode, error.code, `${name}: ${error.message}`, {
    ...(error.data === undefined ? {} : { data: error.data }),
  });
}

/**
 * createPayment `{cart: true}`: one payment for the whole basket. In one transaction holding the
 * basket's row:
 * 1. the basket's lines must all be buyable (a sold one: 409 ALREADY_SOLD naming it) and every
 *    vehicle must have its Delivery Details (409 CHECKOUT_INCOMPLETE naming it);
 * 2. each Buy Now vehicle is bought with the rules of Buy Now (`takeBuyNow`), the auctions locked
 *    in id order: the first buyer gets it, a second basket holding it gets 409 ALREADY_SOLD naming
 *    it and nothing of its transaction is written;
 * 3. the buyer's unpaid orders of the basket (won, claimed and the ones just bought) are locked in
 *    id order (each waiting for payment, before its deadline), and each is given the basket's
 *    Delivery Details, taking its window's place (409 SLOT_UNAVAILABLE);
 * 4. one payment attempt for the checkout's total, with each order's share; the buyer's older open
 *    basket attempts are superseded and their coupon and points given back; the coupon use is
 *    recorded (409 COUPON_ALREADY_USED) and the points spent (409 POINTS_INSUFFICIENT), both
 *    reserved until the webhook; the add-ons bought are recorded.
 * The provider's page is asked for after the commit (as an order's payment).
 */
export async function createBasketPayment(
  deps: CreatePaymentDeps,
  input: { userId: string },
): Promise<PaymentData> {
  const { userId } = input;
  const now = deps.clock();
  const attempt = await deps.db.transaction(async (tx) => {
    await lockCart(tx, { owner: { kind: 'user', userId }, now });
    const before = await readBasketCheckout({ db: tx }, { userId, now, language: 'en' });
    if (before.basket.lines.length === 0) throw emptyBasket();
    for (const line of before.basket.lines) {
      if (line.status === 'available') continue;
      const name = line.vehicle?.vehicleName ?? line.product?.nameEn ?? '';
      throw lineRefusal(name, line.status);
    }
    for (const vehicle of before.vehicles) {
      if (vehicle.delivery === null) {
        throw new AppError(
          409,
          'CHECKOUT_INCOMPLETE',
          BASKET_CHECKOUT_MESSAGES.incomplete(vehicle.answer.vehicleName),
        );
      }
    }

    // 2. The Buy Now vehicles, in auction id order (no two baskets wait on each other in a cycle).
    const toBuy = before.vehicles
      .filter((vehicle) => vehicle.answer.orderId === null)
      .sort((a, b) => (a.answer.auctionId < b.answer.auctionId ? -1 : 1));
    const bought = new Set<string>();
    for (const vehicle of toBuy) {
      try {
        const { order } = await takeBuyNow(tx, {
          userId,
          auctionId: vehicle.answer.auctionId,
          expectedPrice: vehicle.answer.vehiclePriceCents / 100,
          now,
        });
        bought.add(order._id);
      } catch (error) {
        throw namedBuyNowRefusal(error, vehicle.answer.vehicleName);
      }
    }

    // The buyer's older open attempts are replaced: their coupon and points come back to the
    // basket (so this attempt applies them again), their Buy Now vehicles pass to this attempt.
    const { superseded, heldOrderIds } = await supersedeBasketPayments(tx, {
      buyerId: userId,
      now,
    });
    for (const paymentId of superseded) {
      await settleBasketPayment(
        { db: tx },
        { paymentId, outcome: 'released', now, auctionIds: [] },
      );
    }

    // 3. Every order of the basket, locked; the basket's Delivery Details given to each.
    const after = await readBasketCheckout({ db: tx }, { userId, now, language: 'en' });
    const names = new Map(
      after.vehicles.flatMap((v) =>
        v.answer.orderId ? [[v.answer.orderId, v.answer.vehicleName]] : [],
      ),
    ) as Map<string, string>;
    const rows = await lockUnpaidOrders(tx, {
      buyerId: userId,
      orderIds: [...names.keys()],
      names,
      now,
    });
    const rowById = new Map(rows.map((row) => [row.id, row]));
    const byBasketSlot = after.vehicles
      .filter(
        (
          v,
        ): v is CheckoutVehicleLine & { delivery: NonNullable<CheckoutVehicleLine['delivery']> } =>
          v.fromBasket && v.delivery !== null,
      )
      .sort((a, b) => (a.delivery.slot.id < b.delivery.slot.id ? -1 : 1));
    for (const vehicle of byBasketSlot) {
      const order = vehicle.answer.orderId ? rowById.get(vehicle.answer.orderId) : undefined;
      if (order === undefined) continue;
      const { delivery } = vehicle;
      await setOrderDelivery(tx, {
        order,
        details: {
          deliveryType: delivery.deliveryType,
          address: delivery.address?.address,
          city: delivery.address?.city,
          province: delivery.address?.province,
          postalCode: delivery.address?.postalCode,
          timeSlotId: delivery.slot.id,
        },
        now,
      });
    }

    // 4. One payment, its coupon, points and add-ons.
    const checkout = after.checkout;
    const shares: BasketPaymentOrder[] = after.vehicles.flatMap((vehicle) =>
      vehicle.answer.orderId
        ? [
            {
              orderId: vehicle.answer.orderId,
              amountCents: vehicle.answer.totalCents,
              releaseOnFailure: bought.has(vehicle.answer.orderId),
            },
          ]
        : [],
    );
    const payment = await openBasketPayment(tx, {
      buyerId: userId,
      provider: deps.gateway.provider,
      amountCents: checkout.totalCents,
      orders: shares,
      heldOrderIds,
      now,
    });
    let couponUseId: string | null = null;
    const coupon = after.promotions.coupon;
    if (coupon !== null && coupon.status === 'applied' && coupon.discountCents > 0) {
      couponUseId = (
        await recordCouponUse(
          { db: tx },
          {
            userId,
            couponId: coupon.couponId,
            orderId: null,
            discountCents: coupon.discountCents,
            now,
          },
        )
      ).useId;
    }
    let rewardEntryId: string | null = null;
    if (after.promotions.points.used > 0) {
      rewardEntryId = (
        await redeemRewardPoints(
          // In the payment's transaction: its savepoint rolls back with it.
          { db: tx },
          { userId, points: after.promotions.points.used, orderId: null, now },
        )
      ).entryId;
    }
    const productsCents = after.products.reduce((sum, line) => sum + line.answer.totalCents, 0);
    await tx.insert(basketPayments).values({
      paymentId: payment.id,
      userId,
      couponUseId,
      couponDiscountCents: checkout.coupon?.discountCents ?? 0,
      rewardEntryId,
      points: after.promotions.points.used,
      pointsDiscountCents: checkout.points.discountCents,
      productsCents,
      createdAt: now,
      updatedAt: now,
    });
    if (after.products.length > 0) {
      await tx.insert(basketPaymentProducts).values(
        after.products.map((line) => ({
          paymentId: payment.id,
          productId: line.productId,
          quantity: line.answer.quantity,
          unitPriceCents: line.answer.unitPriceCents,
          free: line.answer.free,
          discountCents: line.answer.discountCents,
          taxCents: line.answer.taxCents,
          totalCents: line.answer.totalCents,
        })),
      );
    }
    const buyer = (await findMailRecipients({ db: tx }, { userIds: [userId] })).get(userId);
    const deadlines = rows.map((row) => row.paymentDueAt.getTime());
    const expiresAt = new Date(
      deadlines.length === 0 ? now.getTime() + PAYMENT_DEADLINE_MS : Math.min(...deadlines),
    );
    const description = [
      ...checkout.vehicles.map((vehicle) => vehicle.vehicleName),
      ...checkout.products.map((product) => product.name),
    ].join(', ');
    return {
      payment,
      firstOrderId: shares[0]?.orderId ?? payment.id,
      buyer,
      expiresAt,
      description,
    };
  });
  return openPaymentPage(deps, {
    payment: attempt.payment,
    orderId: attempt.firstOrderId,
    backPath: paths.cart,
    description: attempt.description,
    buyer: attempt.buyer ?? null,
    expiresAt: attempt.expiresAt,
  });
}

/**
 * Settles what a basket payment holds besides its orders, in the webhook's transaction (and for an
 * attempt replaced by a newer one): `confirmed` (paid: the coupon use and the points are for good,
 * the lines bought leave the basket) or `released` (declined, expired or replaced: the coupon use
 * is removed and the points given back). Once: the status moves from `reserved` only, so a second
 * delivery changes nothing. Answers whether it changed anything.
 */
export async function settleBasketPayment(
  deps: DbDeps,
  input: {
    paymentId: string;
    outcome: Exclude<BasketPaymentStatus, 'reserved'>;
    /** The auctions of the orders paid (their basket lines are removed when paid). */
    auctionIds: readonly string[];
    now: Date;
  },
): Promise<boolean> {
  const { now } = input;
  const [held] = await deps.db
    .update(basketPayments)
    .set({ status: input.outcome, updatedAt: now })
    .where(
      and(eq(basketPayments.paymentId, input.paymentId), eq(basketPayments.status, 'reserved')),
    )
    .returning();
  if (held === undefined) return false;
  if (input.outcome === 'released') {
    const couponId =
      held.couponUseId === null ? null : await releaseCouponUse(deps, { useId: held.couponUseId });
    const points =
      held.rewardEntryId === null
        ? 0
        : await returnRedeemedPoints(deps, {
            userId: held.userId,
            entryId: held.rewardEntryId,
            now,
          });
    // What the payment spent is applied to the basket again, for the next attempt.
    if (couponId !== null || points > 0) {
      await restoreAppliedPromotions(deps, { userId: held.userId, couponId, points, now });
    }
    return true;
  }
  const cartId = await findUserCartId(deps.db, held.userId);
  if (cartId === undefined) return true;
  const boughtProducts = await deps.db
    .select({ productId: basketPaymentProducts.productId })
    .from(basketPaymentProducts)
    .where(
      and(
        eq(basketPaymentProducts.paymentId, input.paymentId),
        eq(basketPaymentProducts.free, false),
      ),
    );
  const productIds = boughtProducts.map((row) => row.productId);
  if (input.auctionIds.length > 0) {
    await deps.db
      .delete(cartLines)
      .where(
        and(eq(cartLines.cartId, cartId), inArray(cartLines.auctionId, [...input.auctionIds])),
      );
  }
  if (productIds.length > 0) {
    await deps.db
      .delete(cartLines)
      .where(and(eq(cartLines.cartId, cartId), inArray(cartLines.productId, productIds)));
  }
  return true;
}

/** The basket's operations behind the checkout calls' `cart: true` variant (given to the orders). */
export const basketCheckoutOps: BasketCheckoutOps = {
  details: findBasketCheckout,
  update: updateBasketCheckoutDetails,
  timeSlots: findBasketTimeSlots,
  pay: createBasketPayment,
  settle: settleBasketPayment,
};
