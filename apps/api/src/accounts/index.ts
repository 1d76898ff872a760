import type { FastifyInstance } from 'fastify';
import authRoutes from './auth-routes';
import fileRoutes from './file-routes';
import profileRoutes from './profile-routes';

/** Authentication and account (docs/product.md §10.1 Calls), mounted under `/user`. */
export default async function accountRoutes(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(fileRoutes);
}
