import { describe, expect, it } from 'vitest';
import { validate } from './errors';
import {
  CART_LIMITS,
  addMultipleToCartSchema,
  addToCartSchema,
  cartItemIdSchema,
  guestUserSchema,
  productPathSchema,
  productsSchema,
  updateProductQtySchema,
} from './basket';

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

describe('the basket requests', () => {
  it('takes a vehicle or a product, never both nor neither', async () => {
    expect((await validate(addToCartSchema, { auctionId: id })).ok).toBe(true);
    expect((await validate(addToCartSchema, { auctionId: id, quantity: 1 })).ok).toBe(true);
    expect(await validate(addToCartSchema, { productId: id, quantity: 3 })).toMatchObject({
      ok: true,
      value: { productId: id, quantity: 3 },
    });
    expect(await validate(addToCartSchema, {})).toMatchObject({
      ok: false,
      errors: { auctionId: 'Name a vehicle (auctionId) or a product (productId)' },
    });
    expect(await validate(addToCartSchema, { auctionId: id, productId: id })).toMatchObject({
      ok: false,
      errors: { auctionId: 'Name a vehicle or a product, not both' },
    });
    expect(await validate(addToCartSchema, { auctionId: id, quantity: 2 })).toMatchObject({
      ok: false,
      errors: { quantity: 'A vehicle line always holds one vehicle' },
    });
  });

  it('refuses a fractional, zero, negative or too large quantity', async () => {
    for (const quantity of [1.5, 0, -2, CART_LIMITS.quantityMax + 1, 'many']) {
      expect(await validate(addToCartSchema, { productId: id, quantity })).toMatchObject({
        ok: false,
        errors: {
          quantity: `Quantity must be a whole number from 1 to ${CART_LIMITS.quantityMax}`,
        },
      });
      expect((await validate(updateProductQtySchema, { itemId: id, quantity })).ok).toBe(false);
    }
    expect(await validate(updateProductQtySchema, { itemId: id })).toMatchObject({ ok: false });
  });

  it('takes 1 to 20 items at once', async () => {
    expect((await validate(addMultipleToCartSchema, { items: [{ auctionId: id }] })).ok).toBe(true);
    expect((await validate(addMultipleToCartSchema, { items: [] })).ok).toBe(false);
    const many = Array.from({ length: CART_LIMITS.itemsMax + 1 }, () => ({ productId: id }));
    expect(await validate(addMultipleToCartSchema, { items: many })).toMatchObject({
      ok: false,
      errors: { items: `At most ${CART_LIMITS.itemsMax} items at once` },
    });
  });

  it('takes an item id and a device type', async () => {
    expect((await validate(cartItemIdSchema, { itemId: id })).ok).toBe(true);
    expect(await validate(cartItemIdSchema, { itemId: 'x' })).toMatchObject({
      ok: false,
      errors: { itemId: 'Item id must be the id of a line of your basket' },
    });
    expect((await validate(guestUserSchema, { deviceType: 'tablet' })).ok).toBe(true);
    expect((await validate(guestUserSchema, {})).ok).toBe(false);
  });
});
