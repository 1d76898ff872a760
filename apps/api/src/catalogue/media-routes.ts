import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** How long browsers and proxies may keep a media file before checking it again. */
const MEDIA_MAX_AGE_S = 86_400;

/**
 * The public catalogue media under `/user/media/` (vehicle pictures, condition reports,
 * documents, banner pictures), from files in the media folder. Embeddable by partner sites
 * (cross-origin resource policy), cached for a day with validators, and sandboxed so a file can
 * never run script.
 */
export default async function mediaRoutes(app: FastifyInstance, opts: { mediaDir: string }) {
  await mkdir(opts.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    list: false,
    setHeaders: (reply) => {
      void reply.headers({
        'cache-control': `public, max-age=${MEDIA_MAX_AGE_S}`,
        'cross-origin-resource-policy': 'cross-origin',
        'content-security-policy':
          "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
      });
    },
  });
}
