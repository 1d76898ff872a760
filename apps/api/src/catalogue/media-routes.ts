import { mkdir, readFile } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../shared/errors';
import { vehiclePreviewFile } from './vehicle-preview';

/** How long browsers and proxies may keep a media file before checking it again. */
const MEDIA_MAX_AGE_S = 86_400;
/** Dealers' uploads (photos, documents) have random names never reused: kept for a year. */
const UPLOAD_MAX_AGE_S = 31_536_000;
const UPLOAD_DIRS = /^\/(photos|listing-files)\//;
/** A preview picture follows the vehicle's first photo: checked again after an hour. */
const PREVIEW_MAX_AGE_S = 3_600;

/**
 * The public catalogue media under `/user/media/` (vehicle pictures, condition reports,
 * documents, banner pictures, dealers' listing photos and documents), from files in the media
 * folder. Embeddable by partner sites (cross-origin resource policy), cached for a day with
 * validators (dealers' uploads, whose names are random and never reused: a year, immutable), and
 * sandboxed so a file can never run script.
 */
export default async function mediaRoutes(app: FastifyInstance, opts: { mediaDir: string }) {
  await mkdir(opts.mediaDir, { recursive: true });

  // A vehicle's picture for link previews (`og:image`): its first photo at 1200x630, made once.
  app.get<{ Params: { file: string } }>(
    '/media/previews/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const auctionId = /^(.+)\.jpg$/.exec(request.params.file)?.[1];
      const file =
        auctionId === undefined
          ? null
          : await vehiclePreviewFile(
              { db: app.db, mediaDir: opts.mediaDir, queue: app.photoQueue },
              { auctionId },
            );
      if (file === null) throw new AppError(404, 'NOT_FOUND', 'Picture not found');
      return reply
        .type('image/jpeg')
        .headers({
          'cache-control': `public, max-age=${PREVIEW_MAX_AGE_S}`,
          'cross-origin-resource-policy': 'cross-origin',
        })
        .send(await readFile(file));
    },
  );

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
