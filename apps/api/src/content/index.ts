import type { FastifyInstance } from 'fastify';
import { seedContent } from './seed-content';
import contactRoutes from './contact-routes';
import pageRoutes from './page-routes';

/** Guest and content (docs/product.md §10.1 Calls), mounted under `/user`. Seeds the stored content first. */
export default async function contentRoutes(app: FastifyInstance) {
  await seedContent(app);
  await app.register(pageRoutes);
  await app.register(contactRoutes);
}
