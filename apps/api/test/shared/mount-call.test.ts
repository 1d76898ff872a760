import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import errorsPlugin from '../../src/plugins/errors';
import { unauthenticated } from '../../src/shared/errors';
import { mountCall } from '../../src/shared/mount-call';

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
});
