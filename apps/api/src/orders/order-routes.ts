import type { FastifyInstance } from 'fastify';
import { authOf } from '../plugins/auth';
import { languageOf } from '../shared/language';
import type { BasketCheckoutOps } from './basket-payment';
import { mountCalls, type CallRoutes } from '../shared/mount-call';
import { cancelOrder } from './cancel-order';
import { findCheckoutDetails } from './find-checkout-details';
import { findMyBids, type FindBidAuctions } from './find-my-bids';
import { findOrderDetails } from './find-order-details';
import { findOrderHistory } from './find-order-history';
import { findPreviousAddresses } from './find-previous-addresses';
import { findSellerReviews } from './find-seller-reviews';
import { findTimeSlots } from './find-time-slots';
import { reviewOrder } from './review-order';
import { trackOrder } from './track-order';
import { updateCheckoutDetails } from './update-checkout-details';
import { updateOrderStatus } from './update-order-status';

export const ORDER_ROUTE_MESSAGES = {
  myBids: 'Your bids fetched successfully',
  checkout: 'Checkout details fetched successfully',
  timeSlots: 'Time slots fetched successfully',
  addresses: 'Previous addresses fetched successfully',
  checkoutSaved: 'Delivery details saved',
  orders: 'Orders fetched successfully',
  order: 'Order fetched successfully',
  track: 'Order tracking fetched successfully',
  cancelled: 'Your order has been cancelled',
  reviewed: 'Thank you for your review',
  statusUpdated: 'Order status updated',
  reviews: 'Reviews fetched successfully',
} as const;

const tags = ['orders'];
const ONLY_PARTIES = 'Only the buyer and the selling dealer see an order: anyone else 404.';

/** My Bids, the checkout, My Orders, tracking, cancel, review, the dealer's moves, reviews. */
export function orderCalls(
  app: FastifyInstance,
  opts: { findBidAuctions: FindBidAuctions; basket: BasketCheckoutOps },
) {
  const { basket } = opts;
  return {
    myBids: {
      docs: {
        tags,
        summary: "One tab of My Bids: the caller's auctions with their own bid, lead and order",
        description:
          'Active: open sales the caller bid on; Won: sales they won, claimed or bought, with the order; Lost: closed sales they bid on and did not win. `auctionType` filters; `sortBy` bidLowToHigh, bidHighToLow (their highest bid) or endDate (default). `total` counts the tab.',
      },
      handler: async (request) => {
        const body = request.body;
        const { data, pagination } = await findMyBids(
          { db: app.db, clock: app.clock, findBidAuctions: opts.findBidAuctions },
          {
            userId: authOf(request).user.id,
            tab: body.tab,
            auctionType: body.auctionType,
            sortBy: body.sortBy,
            pageNumber: body.pageNumber,
            pageSize: body.pageSize,
          },
        );
        return { message: ORDER_ROUTE_MESSAGES.myBids, data, pagination };
      },
    },

    getCheckoutDetails: {
      docs: {
        tags,
        summary: 'Every line of what the buyer owes, the delivery choices and the payment deadline',
        description: `Vehicle price, the $99 documentation fee, the delivery charge when Delivery is chosen and each sales tax (GST/HST/PST/QST) of the tax province, in cents, with the date of the rates. ${ONLY_PARTIES} With \`cart=true\` instead of an order: the whole basket (each vehicle and add-on with its fee, delivery, discount and taxes, the coupon, the points and the total); an empty basket 409 CART_EMPTY.`,
      },
      handler: async (request) => {
        const userId = authOf(request).user.id;
        const { orderId } = request.query;
        const data =
          request.query.cart === true || orderId === undefined
            ? await basket.details(app, { userId, language: languageOf(request) })
            : await findCheckoutDetails(app, { userId, orderId });
        return { message: ORDER_ROUTE_MESSAGES.checkout, data };
      },
    },

    getTimeSlots: {
      docs: {
        tags,
        summary: "The dealer's bookable pickup or delivery windows for an order",
        description: `Pickup at the dealer on business days, delivery windows Monday to Saturday; none within 24 hours, none full. ${ONLY_PARTIES} With \`cart=true\`: the windows of the dealer of the basket's vehicle line \`itemId\` (optional when the basket's vehicles are all of one dealer).`,
      },
      handler: async (request) => {
        const userId = authOf(request).user.id;
        const { orderId, deliveryType, itemId } = request.query;
        const data =
          request.query.cart === true || orderId === undefined
            ? await basket.timeSlots(app, { userId, itemId, deliveryType })
            : await findTimeSlots(app, { userId, orderId, deliveryType });
        return { message: ORDER_ROUTE_MESSAGES.timeSlots, data };
      },
    },

    getPreviousOrderAddresses: {
      docs: {
        tags,
        summary: "The caller's earlier delivery addresses, each once, newest first",
      },
      handler: async (request) => ({
        message: ORDER_ROUTE_MESSAGES.addresses,
        data: await findPreviousAddresses(app, { userId: authOf(request).user.id }),
      }),
    },

    updateCheckoutDetails: {
      docs: {
        tags,
        summary: 'Delivery Details: Pickup or Delivery (with the address) and a time slot',
        description:
          "The buyer, before paying and before the deadline. A full or past slot: 409 SLOT_UNAVAILABLE (of two buyers after the last place, one gets it). Answers the new checkout lines. With `cart: true`: the details of every vehicle of the basket, `vehicles` giving a line its own (another dealer's window); each window is checked now and its place taken at payment.",
      },
      handler: async (request) => {
        const body = request.body;
        const userId = authOf(request).user.id;
        const details = {
          deliveryType: body.deliveryType,
          address: body.address,
          city: body.city,
          province: body.province,
          postalCode: body.postalCode,
          timeSlotId: body.timeSlotId,
        };
        const data =
          body.cart === true || body.orderId === undefined
            ? await basket.update(app, {
                ...details,
                userId,
                language: languageOf(request),
                vehicles: body.vehicles,
              })
            : await updateCheckoutDetails(app, { ...details, userId, orderId: body.orderId });
        return { message: ORDER_ROUTE_MESSAGES.checkoutSaved, data };
      },
    },

    orderHistory: {
      docs: {
        tags,
        summary: 'My Orders: Active or Completed, newest first',
        description:
          "`role: 'seller'` lists a dealer's sales instead of the caller's purchases. Completed holds completed and cancelled orders.",
      },
      handler: async (request) => {
        const body = request.body;
        const { data, pagination } = await findOrderHistory(app, {
          userId: authOf(request).user.id,
          tab: body.tab,
          role: body.role ?? 'buyer',
          pageNumber: body.pageNumber,
          pageSize: body.pageSize,
        });
        return { message: ORDER_ROUTE_MESSAGES.orders, data, pagination };
      },
    },

    viewOrderDetails: {
      docs: {
        tags,
        summary: 'One order in full: vehicle, both parties, fees and taxes, timeline, review',
        description: `With \`actions\`: what the viewer may do now. ${ONLY_PARTIES}`,
      },
      handler: async (request) => ({
        message: ORDER_ROUTE_MESSAGES.order,
        data: await findOrderDetails(app, {
          userId: authOf(request).user.id,
          orderId: request.query.id,
        }),
      }),
    },

    trackOrder: {
      docs: {
        tags,
        summary: "An order's status timeline with times, oldest first",
        description: ONLY_PARTIES,
      },
      handler: async (request) => ({
        message: ORDER_ROUTE_MESSAGES.track,
        data: await trackOrder(app, { userId: authOf(request).user.id, orderId: request.query.id }),
      }),
    },

    cancelOrder: {
      docs: {
        tags,
        summary: 'The buyer cancels an order before paying it',
        description:
          'After payment: 409 ORDER_STATUS_CONFLICT. The selling dealer: 403. Anyone else: 404.',
      },
      handler: async (request) => ({
        message: ORDER_ROUTE_MESSAGES.cancelled,
        data: await cancelOrder(app, {
          userId: authOf(request).user.id,
          orderId: request.body.orderId,
          reason: request.body.reason,
        }),
      }),
    },

    reviewOrder: {
      docs: {
        tags,
        summary: 'The buyer rates a completed order (1 to 5 stars, a comment), once',
        description:
          'Before completion: 409 ORDER_STATUS_CONFLICT; a second review: 409 ALREADY_REVIEWED.',
      },
      handler: async (request) => ({
        message: ORDER_ROUTE_MESSAGES.reviewed,
        data: await reviewOrder(app, {
          userId: authOf(request).user.id,
          orderId: request.body.orderId,
          rating: request.body.rating,
          comment: request.body.comment,
        }),
      }),
    },

    updateOrderStatus: {
      docs: {
        tags,
        summary: 'The selling dealer moves a paid order on',
        description:
          'Payment Completed -> Ready for Pickup (pickup) or In Delivery (delivery) -> Completed; every other move 409 ORDER_STATUS_CONFLICT. The buyer: 403. Anyone else: 404.',
      },
      handler: async (request) => ({
        message: ORDER_ROUTE_MESSAGES.statusUpdated,
        data: await updateOrderStatus(app, {
          userId: authOf(request).user.id,
          orderId: request.body.orderId,
          status: request.body.status,
        }),
      }),
    },

    getAllReviews: {
      docs: {
        tags,
        summary: "A seller's reviews, newest first, with the average rating",
        description:
          'Rating, comment, the buyer’s first name, the vehicle and the date. An unknown seller: 404.',
      },
      handler: async (request) => {
        const body = request.body;
        const { data, pagination } = await findSellerReviews(app, {
          sellerId: body.sellerId,
          pageNumber: body.pageNumber,
          pageSize: body.pageSize,
        });
        return { message: ORDER_ROUTE_MESSAGES.reviews, data, pagination };
      },
    },
  } satisfies CallRoutes;
}

/** Mounts `orderCalls` (a Fastify plugin under `/user`). */
export default async function orderRoutes(
  app: FastifyInstance,
  opts: { findBidAuctions: FindBidAuctions; basket: BasketCheckoutOps },
) {
  mountCalls(app, orderCalls(app, opts));
}
