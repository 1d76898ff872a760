import type { FastifyInstance } from 'fastify';
import { languageOf } from '../shared/language';
import { mountCalls, type CallRoutes } from '../shared/mount-call';
import { findProduct, findProducts } from './find-products';

export const PRODUCT_MESSAGES = {
  list: 'Products fetched successfully',
  one: 'Product fetched successfully',
} as const;

const tags = ['basket'];

/** The add-on products (docs/product.md §14 Basket), public. */
export function productCalls(app: FastifyInstance) {
  return {
    getProducts: {
      docs: {
        tags,
        summary: 'The add-on products on sale, in the requested language',
        description:
          'Protection plans, tire and wheel protection, winter tires, floor mats, a dash cam, detailing, a spare key: price in cents before taxes, tax class, the most one basket line may hold.',
      },
      handler: async (request) => ({
        message: PRODUCT_MESSAGES.list,
        data: await findProducts(app, {
          language: languageOf(request, { asked: request.query.language }),
        }),
      }),
    },
    getProductDetails: {
      docs: {
        tags,
        summary: 'One add-on product, in the requested language',
        description: 'An unknown or withdrawn product: 404.',
      },
      handler: async (request) => ({
        message: PRODUCT_MESSAGES.one,
        data: await findProduct(app, {
          id: request.query.id,
          language: languageOf(request, { asked: request.query.language }),
        }),
      }),
    },
  } satisfies CallRoutes;
}

/** Mounts `productCalls` (a Fastify plugin under `/user`). */
export default async function productRoutes(app: FastifyInstance) {
  mountCalls(app, productCalls(app));
}
