/**
 * Type tests of `mountCall` (checked by `tsc` in `typecheck`): a route takes its method and path from
 * its declaration only, its handler gets the declared request and must answer the declared response.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expectTypeOf, it } from 'vitest';
import { mountCall, type CallRequest } from './mount-call';

declare const app: FastifyInstance;
const docs = { tags: ['catalogue'], summary: 'A call' };
const toggled = { message: 'Saved', data: { auctionId: 'a', isSaved: true } };

describe('mountCall', () => {
  it('types the handler from the declaration', () => {
    mountCall(app, 'toggleAuction', {
      docs,
      handler: async (request) => {
        expectTypeOf(request.body).toEqualTypeOf<{ auctionId: string; isLiked: boolean }>();
        return toggled;
      },
    });
    mountCall(app, 'getSaveAuction', {
      docs,
      handler: async (request) => {
        // Defaults are filled in by the schema before the handler runs.
        expectTypeOf(request.body).toEqualTypeOf<{ pageNumber: number; pageSize: number }>();
        return { message: 'ok', data: { savedAuctions: [], pagination: {} as never } };
      },
    });
    expectTypeOf<CallRequest<'getAboutUs'>['query']>().toEqualTypeOf<{
      language?: 'en' | 'fr' | undefined;
    }>();
  });

  it('cannot mount a call that is not declared, or on another path or method', () => {
    // @ts-expect-error no call is declared as getAuction
    mountCall(app, 'getAuction', { docs, handler: async () => toggled });
    mountCall(app, 'toggleAuction', {
      docs,
      // @ts-expect-error the path comes from the declaration, never from the route
      url: '/toggleFavourite',
      handler: async () => toggled,
    });
    mountCall(app, 'toggleAuction', {
      docs,
      // @ts-expect-error the method comes from the declaration, never from the route
      method: 'GET',
      handler: async () => toggled,
    });
  });

  it('refuses a handler that reads a wrong body type', () => {
    mountCall(app, 'toggleAuction', {
      docs,
      handler: async (request) => {
        // @ts-expect-error isLiked is a boolean, not text
        const liked: string = request.body.isLiked;
        // @ts-expect-error there is no such field in the declared body
        void request.body.liked;
        void liked;
        return toggled;
      },
    });
  });

  it('refuses a handler that answers with another data type', () => {
    mountCall(app, 'toggleAuction', {
      docs,
      // @ts-expect-error isSaved is a boolean
      handler: async () => ({ message: 'Saved', data: { auctionId: 'a', isSaved: 'yes' } }),
    });
    mountCall(app, 'toggleAuction', {
      docs,
      // @ts-expect-error the answer of toggleAuction has data
      handler: async () => ({ message: 'Saved' }),
    });
    mountCall(app, 'getAuctions', {
      docs,
      // @ts-expect-error getAuctions answers with its pagination beside data
      handler: async () => ({ message: 'ok', data: [] }),
    });
  });
});
