import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { paths } from '@marketdrop/api-client';
import { BEARER_SCHEME } from '../shared/openapi';

export type DocsOptions = {
  /** The origin this server is reached at (PUBLIC_URL): OpenAPI's one server. */
  publicUrl: string;
};

/**
 * OpenAPI 3 of the routes (from their schemas) at `/docs`, JSON at `/docs/json`: every operation
 * is named (`operationId`: the call's or stream's name) and says who may call it (`security`), so
 * a partner can generate a client from it (`test/openapi.test.ts` lints it and generates one).
 */
export default fp<DocsOptions>(
  async function docsPlugin(app, opts) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'MarketDrop API',
          description:
            'The `/user/` API of MarketDrop. Every response is `{ message, data? }` with a real HTTP status; a 400 carries `errors: { field: message }`.',
          version: '0.0.0',
          termsOfService: `${opts.publicUrl}${paths.terms}`,
        },
        servers: [{ url: opts.publicUrl, description: 'This MarketDrop server' }],
        tags: [
          { name: 'account', description: 'Authentication and account' },
          {
            name: 'catalogue',
            description: 'Banners, listing, filters, auction detail, favourites',
          },
          { name: 'content', description: 'About, Terms, Privacy, FAQ, news, Contact Support' },
          {
            name: 'live',
            description: 'Live auction events (Server-Sent Events, `text/event-stream`)',
          },
          { name: 'auctions', description: 'Bids, claims, Buy Now and bid history' },
          {
            name: 'dealers',
            description: 'Dealer verification, listings, photos, documents and reserve offers',
          },
          { name: 'orders', description: 'Checkout, payment, orders, tracking and reviews' },
          { name: 'notifications', description: "The signed-in user's notifications" },
          { name: 'admin', description: 'Dealer verification queue, listings, users, inbox' },
          { name: 'health', description: 'Liveness and readiness' },
        ],
        components: {
          securitySchemes: {
            [BEARER_SCHEME]: {
              type: 'http',
              scheme: 'bearer',
              description: 'Session token from login',
            },
          },
        },
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      uiConfig: { validatorUrl: null, deepLinking: true },
    });
  },
  { name: 'docs' },
);
