import { describe, expect, it } from 'vitest';
import { validate } from './errors';
import { productPathSchema, productsSchema } from './basket';

const id = '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f';

describe('productsSchema', () => {
  it('takes no language or en / fr', async () => {
    expect((await validate(productsSchema, {})).ok).toBe(true);
    expect((await validate(productsSchema, { language: 'fr' })).ok).toBe(true);
    expect(await validate(productsSchema, { language: 'de' })).toMatchObject({
      ok: false,
      errors: { language: 'Language must be en or fr' },
    });
  });
});

describe('productPathSchema', () => {
  it('takes a product id, with an optional language', async () => {
    expect((await validate(productPathSchema, { id })).ok).toBe(true);
    expect((await validate(productPathSchema, { id: id.toUpperCase(), language: 'en' })).ok).toBe(
      true,
    );
  });

  it('refuses a missing or malformed id', async () => {
    expect(await validate(productPathSchema, {})).toMatchObject({
      ok: false,
      errors: { id: 'Product id is required' },
    });
    for (const bad of ['not-an-id', `${id}x`, 12]) {
      expect(await validate(productPathSchema, { id: bad })).toMatchObject({
        ok: false,
        errors: { id: 'Product id must be the id of a product' },
      });
    }
  });
});
