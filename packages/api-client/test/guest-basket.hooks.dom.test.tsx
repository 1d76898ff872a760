// @vitest-environment jsdom
/**
 * The guest basket hooks in a DOM, against the real API server: a visitor's first add starts a
 * guest basket (`guestUser`) whose token is kept and sent in the `X-Guest-Token` header; the
 * quantity changes; signing in (`useLogin`) sends the token, the lines join the account's basket
 * and the token is forgotten; a token the server no longer knows is forgotten and the next add
 * starts a new basket.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../src/client';
import { createGuestTokenStore } from '../src/guest-token';
import { createMemoryStorage, createSessionStore } from '../src/session';
import {
  createQueryClient,
  useAddToGuestCart,
  useCartDetails,
  useGuestCartDetails,
  useGuestToken,
  useLogin,
  useProducts,
  useUpdateGuestProductQty,
} from '../src/react';
import { PASSWORD, signUpVerified } from './fixtures';
import { startServer, testDatabaseUrl, type TestServer } from './server';
import { apiWrapper } from './api-wrapper';

describe('guest basket hooks against the real server (jsdom)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(testDatabaseUrl() ? 'postgres' : 'pglite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  function visitor(): ApiClient {
    return createApiClient({
      baseUrl: server.baseUrl,
      session: createSessionStore({ storage: null }),
      guest: createGuestTokenStore({ storage: createMemoryStorage() }),
    });
  }

  it('a guest fills a basket, signs in, and the lines follow; the token is forgotten', async () => {
    // An account to sign in to, made by another client.
    const { email } = await signUpVerified(visitor());

    const client = visitor();
    const queryClient = createQueryClient();
    const wrapper = apiWrapper(client, queryClient);
    const { result } = renderHook(
      () => ({
        token: useGuestToken(),
        guestCart: useGuestCartDetails(),
        cart: useCartDetails(),
        products: useProducts('en'),
        add: useAddToGuestCart(),
        qty: useUpdateGuestProductQty(),
        login: useLogin(),
      }),
      { wrapper },
    );
    expect(result.current.token).toBeNull();
    expect(result.current.guestCart.fetchStatus).toBe('idle');
    await waitFor(() => expect(result.current.products.data?.length).toBeGreaterThan(0));
    const product =
      result.current.products.data!.find((p) => !p.perVehicle && p.maxQuantity > 1) ??
      result.current.products.data!.find((p) => !p.perVehicle)!;

    await act(async () => {
      await result.current.add.mutateAsync({ productId: product._id, quantity: 1 });
    });
    expect(result.current.token).toMatch(/\S/);
    await waitFor(() => expect(result.current.guestCart.data?.count).toBe(1));
    const line = result.current.guestCart.data!.lines[0]!;
    expect(line.product?._id).toBe(product._id);
    expect(result.current.guestCart.data!.promotions).toBeNull();

    if (product.maxQuantity > 1) {
      await act(async () => {
        await result.current.qty.mutateAsync({ itemId: line._id, quantity: 2 });
      });
      await waitFor(() => expect(result.current.guestCart.data?.lines[0]?.quantity).toBe(2));
    }

    // Without the header the server does not know whose guest basket it is.
    const bare = await client.getGuestCartDetails({}).catch((error: unknown) => error);
    expect(bare).toMatchObject({ status: 401, code: 'GUEST_TOKEN_INVALID' });

    let merge: unknown;
    await act(async () => {
      const answer = await result.current.login.mutateAsync({ email, password: PASSWORD });
      merge = answer.data.basketMerge;
    });
    expect(merge).toMatchObject({ merged: 1, dropped: [], count: 1 });
    expect(client.guest.getSnapshot()).toBeNull();
    await waitFor(() => expect(result.current.token).toBeNull());
    await waitFor(() => expect(result.current.cart.data?.count).toBe(1));
    expect(result.current.cart.data!.lines[0]?.product?._id).toBe(product._id);
  });

  it('a token the server no longer knows is forgotten; the next add starts a new basket', async () => {
    const client = visitor();
    client.guest.set('no-such-guest-token');
    const queryClient = createQueryClient();
    const wrapper = apiWrapper(client, queryClient);
    const { result } = renderHook(
      () => ({
        token: useGuestToken(),
        guestCart: useGuestCartDetails(),
        add: useAddToGuestCart(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.token).toBeNull());
    const product = (await client.getProducts({})).data.find((p) => !p.perVehicle)!;

    client.guest.set('still-unknown');
    await act(async () => {
      await result.current.add.mutateAsync({ productId: product._id, quantity: 1 });
    });
    expect(result.current.token).not.toBe('still-unknown');
    expect(result.current.token).toMatch(/\S/);
    await waitFor(() => expect(result.current.guestCart.data?.count).toBe(1));
  });
});
