import type { FastifyInstance } from 'fastify';
import cartRoutes from './cart-routes';
import productRoutes from './product-routes';
import { buyerBasketLines } from './promotions-basket';
import promotionRoutes from './promotions-routes';
import { seedProducts } from './seed-products';

/** The basket (docs/product.md §14 Basket), mounted under `/user`. Seeds the add-on products first. */
export default async function basketRoutes(app: FastifyInstance) {
  await seedProducts(app);
  await app.register(productRoutes);
  await app.register(cartRoutes);
  await app.register(promotionRoutes, { basketLinesOf: buyerBasketLines });
}
