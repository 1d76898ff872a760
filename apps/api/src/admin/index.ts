import type { FastifyInstance } from 'fastify';
import adminRoutes from './admin-routes';

/** The admin console's domain (docs/product.md §6.3), mounted under `/user`. */
export default async function admin(app: FastifyInstance) {
  await app.register(adminRoutes);
}
