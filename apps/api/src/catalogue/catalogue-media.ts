import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the catalogue media is served (GET /user/media/...). */
export const MEDIA_URL_PREFIX = '/user/media';

/** The media sub-folders the seed owns (cleared on a reseed). */
export const MEDIA_FOLDERS = ['vehicles', 'reports', 'documents', 'banners'] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];

/** The public path of a media file, e.g. `/user/media/vehicles/abc-side.svg`. */
export function mediaUrl(folder: MediaFolder, name: string): string {
  return `${MEDIA_URL_PREFIX}/${folder}/${name}`;
}

/** A lower-case file-name piece: `Pickup Truck` -> `pickup-truck`. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Writes media files, a bounded number at a time. */
export class MediaWriter {
  private readonly pending: { file: string; content: string }[] = [];

  constructor(readonly mediaDir: string) {}

  /** Empties the seed's folders (other files under the media folder are left alone). */
  async clear(): Promise<void> {
    await Promise.all(
      MEDIA_FOLDERS.map((folder) =>
        rm(path.join(this.mediaDir, folder), { recursive: true, force: true }),
      ),
    );
    await Promise.all(
      MEDIA_FOLDERS.map((folder) => mkdir(path.join(this.mediaDir, folder), { recursive: true })),
    );
  }

  /** Queues a file; returns its public path. */
  add(folder: MediaFolder, name: string, content: string): string {
    this.pending.push({ file: path.join(this.mediaDir, folder, name), content });
    return mediaUrl(folder, name);
  }

  /** Writes everything queued. */
  async flush(concurrency = 32): Promise<number> {
    const files = this.pending.splice(0);
    let next = 0;
    const worker = async () => {
      while (next < files.length) {
        const item = files[next];
        next += 1;
        if (item !== undefined) await writeFile(item.file, item.content, 'utf8');
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return files.length;
  }
}
