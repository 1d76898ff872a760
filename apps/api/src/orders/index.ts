import type { FastifyInstance } from 'fastify';
import type { OrderPaidHook } from './apply-payment-event';
import type { BasketCheckoutOps } from './basket-payment';
import type { FindBidAuctions } from './find-my-bids';
import orderRoutes from './order-routes';
import paymentRoutes from './payment-routes';
import { createPaymentGateway } from './payments/create-gateway';

/**
 * After the sale (docs/product.md §5, decision 022), mounted under `/user`: My Bids, the checkout,
 * payment (the configured provider, its webhook, the test payment page), My Orders, tracking,
 * cancel, review, the dealer's status changes and the sellers' reviews.
 */
export type OrdersRoutesOptions = {
  /** My Bids' auctions (the auctions domain's `findBidAuctions`, given by app.ts). */
  findBidAuctions: FindBidAuctions;
  /** What happens when an order is paid, in the webhook's transaction (the basket's points). */
  onOrderPaid?: OrderPaidHook;
  /** The checkout calls' `cart: true` variant and the basket payments' settling (the basket's). */
  basket: BasketCheckoutOps;
};

export default async function ordersRoutes(app: FastifyInstance, opts: OrdersRoutesOptions) {
  const gateway = createPaymentGateway(app.config, { clock: app.clock, log: app.log });
  if (app.config.payments.provider === 'test' && app.config.isProduction) {
    app.log.warn(
      'Payments use the built-in TEST payment page (PAYMENT_PROVIDER=test): no money moves. Set PAYMENT_PROVIDER=stripe to take real payments.',
    );
  }
  await app.register(orderRoutes, { findBidAuctions: opts.findBidAuctions, basket: opts.basket });
  await app.register(paymentRoutes, {
    gateway,
    onOrderPaid: opts.onOrderPaid,
    basket: opts.basket,
  });
}
