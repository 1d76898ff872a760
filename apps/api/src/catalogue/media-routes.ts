import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** How long browsers and proxies may keep a media file before checking it again. */
const MEDIA_MAX_AGE_S = 86_400;
/** Dealers' uploads (photos, documents) have random names never reused: kept for a year. */
const UPLOAD_MAX_AGE_S = 31_536_000;
const UPLOAD_DIRS = /^\/(photos|listing-files)\//;

/**
 * The public catalogue media under `/user/media/` (vehicle pictures, condition reports,
 * documents, banner pictures, dealers' listing photos and documents), from files in the media
 * folder. Embeddable by partner sites (cross-origin resource policy), cached for a day with
 * validators (dealers' uploads, whose names are random and never reused: a year, immutable), and
 * sandboxed so a file can never run script.
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
    setHeaders: (reply, filePath) => {
      const relative = filePath.slice(opts.mediaDir.length).replaceAll('\\', '/');
      void reply.headers({
        'cache-control': UPLOAD_DIRS.test(relative)
          ? `public, max-age=${UPLOAD_MAX_AGE_S}, immutable`
          : `public, max-age=${MEDIA_MAX_AGE_S}`,
        'cross-origin-resource-policy': 'cross-origin',
        'content-security-policy':
          "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
      });
    },
  });
}
