import type { FastifyInstance } from 'fastify';
import authRoutes from './auth-routes';
import fileRoutes from './file-routes';
import profileRoutes from './profile-routes';

/** Authentication and account (spec §7), mounted under `/user`. */
export default async function accountRoutes(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(fileRoutes);
}
