import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/** OpenAPI 3 of the routes (from their schemas) at `/docs`, JSON at `/docs/json`. */
export default fp(
  async function docsPlugin(app) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'MarketDrop API',
          description:
            'The `/user/` API of MarketDrop. Every response is `{ message, data? }` with a real HTTP status; a 400 carries `errors: { field: message }`.',
          version: '0.0.0',
        },
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
          { name: 'health', description: 'Liveness' },
        ],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', description: 'Session token from login' },
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
