import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@marketdrop/api-client';
import { PRODUCT_KINDS } from '@marketdrop/validation';
import { products } from '../../src/db/schema';
import { seedProducts } from '../../src/basket/seed-products';
import { PRODUCTS } from '../../src/seed-data/products';
import { buildTestApp, drivers, type TestApp } from '../helpers/build-test-app';
import { bearer, signUpVerified } from '../helpers/fixtures';

type Body<T> = { message: string; data?: T; errors?: Record<string, string>; code?: string };

describe.each(drivers)('add-on products on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const list = async (query = '', headers: Record<string, string> = {}) => {
    const response = await get(`/user/getProducts${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Body<Product[]>>().data ?? [];
  };

  it('lists every seeded product in order, in English by default, with its terms', async () => {
    const answer = await list();
    expect(answer.map((product) => product.slug)).toEqual(PRODUCTS.map((product) => product.slug));
    expect(new Set(answer.map((product) => product.kind))).toEqual(new Set(PRODUCT_KINDS));
    const plan = answer[0];
    expect(plan).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      slug: 'protection-plan',
      kind: 'protection_plan',
      language: 'en',
      name: 'Protection plan, 3 years',
      description: PRODUCTS[0]?.en.description,
      priceCents: 189_900,
      taxClass: 'standard',
      maxQuantity: 10,
      perVehicle: true,
      image: '/products/protection-plan.svg',
    });
    for (const product of answer) {
      expect(product.priceCents).toBeGreaterThan(0);
      expect(product.maxQuantity).toBeGreaterThanOrEqual(1);
    }
  });

  it('has a picture for every product, served with the web app (apps/web/public)', async () => {
    for (const product of await list()) {
      const file = new URL(`../../../web/public${product.image}`, import.meta.url);
      expect(existsSync(file), product.image).toBe(true);
    }
  });

  it('answers French with ?language=fr, and in a signed-in French user’s language', async () => {
    const french = await list('?language=fr');
    expect(french.map((product) => product.name)).toEqual(
      PRODUCTS.map((product) => product.fr.name),
    );
    expect(french.every((product) => product.language === 'fr')).toBe(true);
    const user = await signUpVerified(t.app, { email: `products-fr-${driver}@example.com` });
    const setLanguage = await t.app.inject({
      method: 'POST',
      url: '/user/setActiveLanguage',
      headers: bearer(user.token),
      payload: { language: 'fr' },
    });
    expect(setLanguage.statusCode, setLanguage.body).toBe(200);
    expect((await list('', bearer(user.token)))[0]?.language).toBe('fr');
    // The language asked for wins over the account's.
    expect((await list('?language=en', bearer(user.token)))[0]?.language).toBe('en');
  });

  it('gives one product by id, and 404 for an unknown or withdrawn one', async () => {
    const [, second] = await list();
    if (!second) throw new Error('no second product');
    const one = await get(`/user/getProductDetails/${second._id}?language=fr`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json<Body<Product>>().data).toEqual({
      ...second,
      language: 'fr',
      name: PRODUCTS[1]?.fr.name,
      description: PRODUCTS[1]?.fr.description,
    });

    const unknown = await get('/user/getProductDetails/6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<Body<never>>()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Product not found',
    });

    await t.app.db.update(products).set({ active: false }).where(eq(products.id, second._id));
    try {
      expect((await get(`/user/getProductDetails/${second._id}`)).statusCode).toBe(404);
      expect((await list()).map((product) => product._id)).not.toContain(second._id);
    } finally {
      await t.app.db.update(products).set({ active: true }).where(eq(products.id, second._id));
    }
  });

  it('refuses a malformed id or language with a field error, never a 500', async () => {
    const malformed = await get('/user/getProductDetails/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<Body<never>>().errors).toEqual({
      id: 'Product id must be the id of a product',
    });
    const language = await get('/user/getProducts?language=de');
    expect(language.statusCode).toBe(400);
    expect(language.json<Body<never>>().errors).toEqual({ language: 'Language must be en or fr' });
    const both = await get(`/user/getProductDetails/${'x'.repeat(40)}?language=zz`);
    expect(both.statusCode).toBe(400);
  });

  it('seeds again without duplicating or overwriting a stored price', async () => {
    await t.app.db
      .update(products)
      .set({ priceCents: 12_345 })
      .where(eq(products.slug, 'dash-cam'));
    await seedProducts(t.app);
    const answer = await list();
    expect(answer).toHaveLength(PRODUCTS.length);
    expect(answer.find((product) => product.slug === 'dash-cam')?.priceCents).toBe(12_345);
  });
});
