/** The basket's tests: its calls, products by slug, and the sales the basket takes. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CartDetails } from '@marketdrop/api-client';
import { products } from '../../src/db/schema';
import { call, type TestUser } from '../auctions/auction-fixture';
import { bearer } from '../helpers/fixtures';

export type Body<T> = {
  message: string;
  data: T;
  errors?: Record<string, string>;
  errorKeys?: Record<string, { key: string; values: Record<string, unknown> }>;
  code?: string;
};

export function body<T = CartDetails>(response: LightMyRequestResponse): Body<T> {
  return response.json() as Body<T>;
}

/** A signed-in basket call (POST with a JSON body). */
export const cartCall = (app: FastifyInstance, name: string, payload: unknown, user: TestUser) =>
  call(app, `/user/${name}`, payload, user);

/** A guest basket call (POST with the token in the X-Guest-Token header). */
export const guestCall = (app: FastifyInstance, name: string, payload: unknown, token: string) =>
  call(app, `/user/${name}`, payload, undefined, { 'x-guest-token': token });

/** getCartDetails of a buyer (200 expected). */
export async function cartOf(
  app: FastifyInstance,
  user: TestUser,
  query = '',
): Promise<CartDetails> {
  const response = await app.inject({
    method: 'GET',
    url: `/user/getCartDetails${query}`,
    headers: bearer(user.token),
  });
  if (response.statusCode !== 200) throw new Error(`getCartDetails: ${response.body}`);
  return body(response).data;
}

/** A new guest token. */
export async function newGuest(app: FastifyInstance): Promise<string> {
  const response = await call(app, '/user/guestUser', { deviceType: 'desktop' });
  if (response.statusCode !== 200) throw new Error(`guestUser: ${response.body}`);
  return body<{ guestToken: string }>(response).data.guestToken;
}

/** The stored product of a slug (id, price, limits). */
export async function productOf(app: FastifyInstance, slug: string) {
  const [row] = await app.db.select().from(products).where(eq(products.slug, slug));
  if (row === undefined) throw new Error(`No product ${slug}`);
  return row;
}
