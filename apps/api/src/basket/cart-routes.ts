import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GUEST_TOKEN_HEADER, type CartItemValues } from '@marketdrop/validation';
import { assertBuyerRole } from '../auctions/buyer-role';
import { authOf } from '../plugins/auth';
import { languageOf } from '../shared/language';
import { mountCalls, type CallRoutes } from '../shared/mount-call';
import { guestTokenError, touchGuestCart, type CartOwner } from './cart-owner';
import { addToCart, clearCart, removeCartLine, updateCartQuantity } from './edit-cart';
import { createGuestCart } from './guest-cart';
import { findUserCartId, readPricedBasket, toCartDetails } from './priced-basket';
import { updateCheckoutQuantity } from './pay-basket';
import { basketPromotionsOf } from './promotions-basket';

export const CART_MESSAGES = {
  details: 'Basket fetched successfully',
  added: 'Added to your basket',
  updated: 'Quantity updated',
  removed: 'Removed from your basket',
  emptied: 'Your basket is empty',
  guest: 'Guest basket created',
} as const;

const tags = ['basket'];
const GUEST_HEADER_DOC = `The guest token of guestUser travels in the \`${GUEST_TOKEN_HEADER}\` header; missing, unknown or idle 30 days: 401 GUEST_TOKEN_INVALID.`;
const PRICED =
  'Answers the basket: each line priced now (a vehicle at its unpaid order’s price or its Buy Now price, a product at its price), the $99 documentation fee per vehicle, the subtotal before taxes and the line count.';

/** The guest token of a guest call (its header); 401 when absent. */
function guestTokenOf(request: FastifyRequest): string {
  const header = request.headers[GUEST_TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (token === undefined || token.trim() === '') throw guestTokenError(true);
  return token;
}

/** The guest of a guest call, as a basket owner. */
const guestOf = (request: FastifyRequest): CartOwner => ({
  kind: 'guest',
  guestToken: guestTokenOf(request),
});

/** The signed-in caller as a basket owner; an admin is not a buyer (403 ADMIN_NOT_BUYER). */
function buyerOf(request: FastifyRequest): CartOwner & { kind: 'user' } {
  const { user } = authOf(request);
  assertBuyerRole(user);
  return { kind: 'user', userId: user.id };
}

/** The basket of a signed-in buyer and the guest basket (docs/product.md §14.2, §14.3). */
export function cartCalls(app: FastifyInstance) {
  const deps = { db: app.db, clock: app.clock };
  /** The account basket's details in the request's language (none yet: empty). */
  const accountBasket = async (request: FastifyRequest, cartId?: string, asked?: unknown) => {
    const userId = authOf(request).user.id;
    const id = cartId ?? (await findUserCartId(app.db, userId)) ?? null;
    const now = app.clock();
    const language = languageOf(request, { asked });
    const basket = await readPricedBasket(app, { cartId: id, buyerId: userId, now });
    const promotions = await basketPromotionsOf(app, { userId, basket, now, language });
    return toCartDetails(basket, language, promotions);
  };
  const guestBasket = async (request: FastifyRequest, cartId: string, asked?: unknown) => {
    const basket = await readPricedBasket(app, { cartId, buyerId: null, now: app.clock() });
    return toCartDetails(basket, languageOf(request, { asked }));
  };
  const add = async (owner: CartOwner, items: readonly CartItemValues[], several: boolean) =>
    addToCart(deps, { owner, items, several });

  return {
    addToCart: {
      docs: {
        tags,
        summary: 'Add a vehicle or a product to the basket',
        description: `\`{auctionId}\`: a Buy Now vehicle on sale, or one the caller won, claimed or bought and has not paid (one line, quantity 1; again: no change). \`{productId, quantity}\`: quantity added to the product's line, within its limit per basket and one per vehicle for a per-vehicle product. ${PRICED}`,
      },
      handler: async (request) => {
        const owner = buyerOf(request);
        const cartId = await add(owner, [request.body], false);
        return { message: CART_MESSAGES.added, data: await accountBasket(request, cartId) };
      },
    },
    addMultipleToCart: {
      docs: {
        tags,
        summary: 'Add several items at once, all or none (e.g. every won vehicle)',
        description: `\`items\`: up to 20 items as addToCart takes them; vehicles go in first. One refused item refuses the call and adds nothing (its field is \`items[i].auctionId\`...). ${PRICED}`,
      },
      handler: async (request) => {
        const owner = buyerOf(request);
        const cartId = await add(owner, request.body.items, true);
        return { message: CART_MESSAGES.added, data: await accountBasket(request, cartId) };
      },
    },
    getCartDetails: {
      docs: {
        tags,
        summary: "The caller's basket, priced now",
        description: `${PRICED} A line that cannot be bought now (sold, ended, seller paused, product withdrawn) says why and counts in no total.`,
      },
      handler: async (request) => ({
        message: CART_MESSAGES.details,
        data: await accountBasket(request, undefined, request.query.language),
      }),
    },
    updateChekoutQty: {
      docs: {
        tags,
        summary: "The checkout page's product quantity (the seed's spelling)",
        description:
          "As updateProductQty (the product's limit, one per vehicle for a protection plan: 409 QUANTITY_LIMIT; another's or an unknown line: 404), answered as the basket's checkout (getCheckoutDetails `{cart: true}`).",
      },
      handler: async (request) => {
        const owner = buyerOf(request);
        return {
          message: CART_MESSAGES.updated,
          data: await updateCheckoutQuantity(deps, {
            userId: owner.userId,
            itemId: request.body.itemId,
            quantity: request.body.quantity,
            language: languageOf(request),
          }),
        };
      },
    },
    updateProductQty: {
      docs: {
        tags,
        summary: "Set a product line's quantity",
        description: `Within the product's limit per basket and one per vehicle; a vehicle line holds 1. ${PRICED}`,
      },
      handler: async (request) => {
        const owner = buyerOf(request);
        const cartId = await updateCartQuantity(deps, { owner, ...request.body });
        return { message: CART_MESSAGES.updated, data: await accountBasket(request, cartId) };
      },
    },
    removeProductFromCart: {
      docs: {
        tags,
        summary: 'Remove a line (a vehicle or a product) from the basket',
        description: `A vehicle removed lowers the per-vehicle products to one per vehicle left. ${PRICED}`,
      },
      handler: async (request) => {
        const owner = buyerOf(request);
        const cartId = await removeCartLine(deps, { owner, itemId: request.body.itemId });
        return { message: CART_MESSAGES.removed, data: await accountBasket(request, cartId) };
      },
    },
    deleteCart: {
      docs: {
        tags,
        summary: 'Empty the basket',
        description: 'POST, never GET (decision 039). Answers the empty basket.',
      },
      handler: async (request) => {
        const owner = buyerOf(request);
        const cartId = await clearCart(deps, { owner });
        return { message: CART_MESSAGES.emptied, data: await accountBasket(request, cartId) };
      },
    },

    guestUser: {
      docs: {
        tags,
        summary: 'A guest basket for this device, without an account',
        description: `Answers a guest token (shown once) and when it expires: 30 days after the last guest call. ${GUEST_HEADER_DOC} Signing in with \`guestToken\` (login, verifyOtp, socialLogin, completeSocialLogin) moves its lines into the account's basket.`,
      },
      handler: async (request) => ({
        message: CART_MESSAGES.guest,
        data: await createGuestCart(deps, { deviceType: request.body.deviceType }),
      }),
    },
    addToGuestCart: {
      docs: {
        tags,
        summary: 'Add a Buy Now vehicle or a product to the guest basket',
        description: `As addToCart, Buy Now vehicles and products only. ${GUEST_HEADER_DOC}`,
      },
      handler: async (request) => {
        const cartId = await add(guestOf(request), [request.body], false);
        return { message: CART_MESSAGES.added, data: await guestBasket(request, cartId) };
      },
    },
    getGuestCartDetails: {
      docs: {
        tags,
        summary: 'The guest basket, priced now',
        description: `${PRICED} ${GUEST_HEADER_DOC}`,
      },
      handler: async (request) => {
        const guestToken = guestTokenOf(request);
        const cartId = await touchGuestCart(app.db, { guestToken, now: app.clock() });
        return {
          message: CART_MESSAGES.details,
          data: await guestBasket(request, cartId, request.query.language),
        };
      },
    },
    removeProductFromGuestCart: {
      docs: {
        tags,
        summary: 'Remove a line from the guest basket',
        description: `As removeProductFromCart. ${GUEST_HEADER_DOC}`,
      },
      handler: async (request) => {
        const owner = guestOf(request);
        const cartId = await removeCartLine(deps, { owner, itemId: request.body.itemId });
        return { message: CART_MESSAGES.removed, data: await guestBasket(request, cartId) };
      },
    },
    updateProductQtyForGuest: {
      docs: {
        tags,
        summary: "Set a product line's quantity in the guest basket",
        description: `As updateProductQty. ${GUEST_HEADER_DOC}`,
      },
      handler: async (request) => {
        const owner = guestOf(request);
        const cartId = await updateCartQuantity(deps, { owner, ...request.body });
        return { message: CART_MESSAGES.updated, data: await guestBasket(request, cartId) };
      },
    },
    deleteGuestCart: {
      docs: {
        tags,
        summary: 'Empty the guest basket',
        description: `The token stays valid. ${GUEST_HEADER_DOC}`,
      },
      handler: async (request) => {
        const cartId = await clearCart(deps, { owner: guestOf(request) });
        return { message: CART_MESSAGES.emptied, data: await guestBasket(request, cartId) };
      },
    },
  } satisfies CallRoutes;
}

/** Mounts `cartCalls` (a Fastify plugin under `/user`). */
export default async function cartRoutes(app: FastifyInstance) {
  mountCalls(app, cartCalls(app));
}
