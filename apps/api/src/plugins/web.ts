import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '@marketdrop/api-client';

export type WebPluginOptions = {
  /** Folder of the built web app (holds index.html), or null to serve the API alone. */
  webDist: string | null;
};

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (path.startsWith('/user/') || path === '/user' || path.startsWith('/docs')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built web app (static files, and index.html for any other page a browser asks for, so
 * client-side routes survive a reload) and answers everything else that matches no route with a
 * 404 in the envelope.
 */
export default fp<WebPluginOptions>(
  async function webPlugin(app, opts) {
    const { webDist } = opts;
    if (webDist !== null) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        dotfiles: 'ignore',
        // The web build writes .br and .gz copies of its text files: send the one the browser accepts.
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          // Vite puts content-hashed names under assets/; everything else must be revalidated.
          void reply.header(
            'cache-control',
            /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (webDist !== null && wantsHtml(request)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      const path = request.url.split('?')[0] ?? '';
      const body: ErrorBody = {
        message: `Route ${request.method} ${path} not found`,
        code: 'NOT_FOUND',
      };
      return reply.code(404).send(body);
    });
  },
  { name: 'web' },
);
