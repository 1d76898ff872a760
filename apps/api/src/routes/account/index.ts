import type { FastifyInstance } from 'fastify';
import authRoutes from './auth';
import fileRoutes from './files';
import profileRoutes from './profile';

/** Authentication and account (spec §7), mounted under `/user`. */
export default async function accountRoutes(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(fileRoutes);
}
