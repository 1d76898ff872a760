import { createHash } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { DbDeps } from '../shared/deps';
import type { SerialQueue } from '../shared/serial-queue';
import { isAuctionId } from './find-auction';
import { auctions, vehicleImages } from './tables';

/** The size link previews show best (Open Graph, Twitter's large card): 1.91:1. */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** Where the media route serves pictures from: `/user/media/...` is the media folder. */
const MEDIA_PREFIX = '/user/media/';

export type VehiclePreviewDeps = DbDeps & {
  /** The media folder (`/user/media/` is served from it). */
  mediaDir: string;
  /** Decoding a picture runs one at a time in the process (the dealers' photos use it too). */
  queue: SerialQueue;
};

/**
 * The file of a vehicle's preview picture (`vehiclePreviewPath` of api-client names it): its first photo, cropped to 1200x630 and written as
 * JPEG with sharp, once per photo (the file is named after the photo, so a new first photo gets a
 * new preview and the old one is never served for it). Null: no such auction, no photo, or a photo
 * sharp cannot read.
 */
export async function vehiclePreviewFile(
  deps: VehiclePreviewDeps,
  input: { auctionId: string },
): Promise<string | null> {
  if (!isAuctionId(input.auctionId)) return null;
  const [first] = await deps.db
    .select({ path: vehicleImages.path })
    .from(auctions)
    .innerJoin(vehicleImages, eq(vehicleImages.vehicleId, auctions.vehicleId))
    .where(eq(auctions.id, input.auctionId.toLowerCase()))
    .orderBy(asc(vehicleImages.position))
    .limit(1);
  if (first === undefined || !first.path.startsWith(MEDIA_PREFIX)) return null;
  const source = path.resolve(deps.mediaDir, first.path.slice(MEDIA_PREFIX.length));
  // Only a file of the media folder (a stored path never leaves it; checked all the same).
  if (!source.startsWith(path.resolve(deps.mediaDir) + path.sep)) return null;

  const name = createHash('sha256').update(first.path).digest('hex').slice(0, 32);
  const target = path.join(deps.mediaDir, 'previews', `${name}.jpg`);
  if (await exists(target)) return target;
  return deps.queue.run(async () => {
    if (await exists(target)) return target;
    let bytes: Buffer;
    try {
      bytes = await sharp(source)
        .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover', position: 'attention' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer();
    } catch {
      return null;
    }
    await mkdir(path.dirname(target), { recursive: true });
    // Written whole, then renamed: a reader never sees half a file.
    const partial = `${target}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, target);
    return target;
  });
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
