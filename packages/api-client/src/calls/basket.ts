/** The basket: add-on products (docs/product.md §14 Basket). */
import type * as schemas from '@marketdrop/validation';
import type { Product } from '../contract';
import { call } from './declare';

export const basketCalls = {
  getProducts: call<typeof schemas.productsSchema, Product[]>()('GET', '/user/getProducts', {
    auth: 'optional',
    errors: ['VALIDATION_FAILED'],
    validation: 'form',
  }),
  getProductDetails: call<typeof schemas.productPathSchema, Product>()(
    'GET',
    '/user/getProductDetails/{id}',
    {
      auth: 'optional',
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
      validation: 'form',
    },
  ),
} as const;
