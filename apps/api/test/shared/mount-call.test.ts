import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { PurchaseData } from '@marketdrop/api-client';
import { responseSchemas } from '@marketdrop/api-client/schemas';
import { packageDir } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import errorsPlugin from '../../src/plugins/errors';
import { unauthenticated } from '../../src/shared/errors';
import { mountCall } from '../../src/shared/mount-call';
import { fullExample, type JsonSchema } from '../helpers/full-example';

const docs = { tags: ['test'], summary: 'A call' };
const saved = { message: 'Saved', data: { auctionId: 'a', isSaved: true } };

/** A bare server with the error handler and an auth hook that trusts `x-user` (tests only). */
async function bareApp(mount: (app: FastifyInstance) => void, prefix = '/user') {
  const app = Fastify();
  await app.register(errorsPlugin);
  app.decorateRequest('user', null);
  const signIn = (required: boolean) => async (request: FastifyRequest) => {
    const id = request.headers['x-user'];
    if (typeof id === 'string') {
      request.user = { id, userType: 'consumer' } as NonNullable<FastifyRequest['user']>;
    } else if (required) {
      throw unauthenticated();
    }
  };
  app.decorate('authenticate', signIn(true));
  app.decorate('authenticateOptional', signIn(false));
  await app.register(async (scope) => mount(scope), { prefix });
  await app.ready();
  return app;
}

describe('mountCall', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('mounts the declared method and path only, behind the declared auth', async () => {
    app = await bareApp((scope) =>
      mountCall(scope, 'toggleAuction', { docs, handler: async () => saved }),
    );
    const body = { auctionId: 'a', isLiked: true };
    const post = (headers: Record<string, string> = {}) =>
      app!.inject({ method: 'POST', url: '/user/toggleAuction', payload: body, headers });
    expect((await post()).statusCode).toBe(401);
    expect((await post({ 'x-user': 'u1' })).json()).toEqual(saved);
    const get = await app.inject({ method: 'GET', url: '/user/toggleAuction' });
    expect(get.statusCode).toBe(404);
  });

  it('validates the body with the declared schema and answers the declared 400', async () => {
    app = await bareApp((scope) =>
      mountCall(scope, 'toggleAuction', { docs, handler: async () => saved }),
    );
    const response = await app.inject({
      method: 'POST',
      url: '/user/toggleAuction',
      payload: { auctionId: 'a', isLiked: 'yes' },
      headers: { 'x-user': 'u1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'isLiked must be true or false',
      errors: { isLiked: 'isLiked must be true or false' },
      errorKeys: { isLiked: { key: 'catalogue.isLiked', values: {} } },
      code: 'VALIDATION_FAILED',
    });
  });

  it('validates a query string, an empty parameter counting as absent', async () => {
    app = await bareApp((scope) =>
      mountCall(scope, 'getFaqs', {
        docs,
        handler: async (request) => ({
          message: request.query.language ?? 'none',
          data: [],
        }),
      }),
    );
    const answer = async (url: string) => (await app!.inject({ method: 'GET', url })).json();
    expect(await answer('/user/getFaqs?language=fr')).toEqual({ message: 'fr', data: [] });
    expect(await answer('/user/getFaqs?language=')).toEqual({ message: 'none', data: [] });
    expect(await answer('/user/getFaqs?language=de')).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { language: 'Language must be en or fr' },
    });
  });

  it('refuses to mount a call outside the plugin its path belongs to', async () => {
    await expect(
      bareApp(
        (scope) => mountCall(scope, 'toggleAuction', { docs, handler: async () => saved }),
        '/admin',
      ),
    ).rejects.toThrow(
      'toggleAuction is declared at /user/toggleAuction, outside the "/admin" plugin',
    );
  });

  it('a call declared idempotent honours Idempotency-Key without a line in its handler', async () => {
    const database = await openDatabase(
      { driver: 'pglite', dataDir: null },
      path.join(packageDir, 'drizzle'),
    );
    let runs = 0;
    // A whole answer of buyNow's declared shape (the serializer refuses one that lacks a required
    // field), told apart by its order id.
    const example = fullExample(
      (responseSchemas.buyNow as JsonSchema).properties!.data!,
    ) as PurchaseData;
    const purchase = (n: number): PurchaseData => ({
      ...example,
      order: { ...example.order, _id: `order-${n}` },
    });
    try {
      app = await bareApp((scope) => {
        scope.decorate('db', database.db);
        scope.decorate('clock', () => new Date());
        mountCall(scope, 'buyNow', {
          docs,
          handler: async () => {
            runs += 1;
            return { message: 'Bought', data: purchase(runs) };
          },
        });
      });
      const buy = (key: string) =>
        app!.inject({
          method: 'POST',
          url: '/user/buyNow',
          payload: { auctionId: '7d0f2a51-1c1e-4c55-9d6b-3f0a1f6f0c11' },
          headers: { 'x-user': '0b8e2f9c-5a55-4e0a-9d0c-3f1c6a1d2e11', 'idempotency-key': key },
        });
      const first = await buy('k1');
      expect(first.statusCode, first.body).toBe(200);
      const retry = await buy('k1');
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual({ message: 'Bought', data: purchase(1) });
      expect((await buy('k2')).json()).toEqual({ message: 'Bought', data: purchase(2) });
      expect(runs).toBe(2);
    } finally {
      await app?.close();
      app = undefined;
      await database.close();
    }
  });
});
