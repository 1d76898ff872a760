import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { DealerListing } from '@marketdrop/api-client';
import { LISTING_LIMITS, keyedListingMessages } from '@marketdrop/validation';
import {
  addVehicleDocuments,
  addVehiclePhotos,
  countVehicleMedia,
  deleteVehicleDocument,
  deleteVehiclePhoto,
  listVehicleMedia,
  renumberVehicleMedia,
  setConditionReport,
  type PhotoVariant,
} from '../catalogue/listing-media-rows';
import { touchVehicle } from '../catalogue/listing-writes';
import { AppError, fieldError, fieldsError } from '../shared/errors';
import type { BufferedFile } from '../shared/multipart';
import type { Deps } from '../shared/deps';
import type { SerialQueue } from '../shared/serial-queue';
import { requireDealerOf } from './dealer-account';
import {
  CONDITION_REPORT_ID,
  assertListingOpen,
  loadListing,
  lockListing,
  touchAuction,
} from './load-listings';
import { DEALER_MESSAGES } from './messages';

/**
 * A listing's photos and documents (docs/product.md §6.2). Photos are decoded with sharp, turned
 * upright, and stored as responsive WebP sizes: re-encoding keeps the pixels only, so metadata
 * such as the EXIF GPS position never reaches the public files. Every file gets a random name
 * under the media folder (`/user/media/photos/`, `/user/media/listing-files/`), served with
 * long-lived caching since a name never holds other bytes.
 */

/** The widths a photo is stored at (no wider than the original). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
const PHOTO_QUALITY = 80;
/**
 * Photos with more pixels than this are refused before decoding (decision 023): decoding one takes
 * about 3 bytes a pixel (150 MB at 50 megapixels), and a decompression bomb is small on disk.
 */
const PHOTO_MAX_PIXELS = LISTING_LIMITS.photoMaxPixels;

export const PHOTOS_DIR = 'photos';
export const LISTING_FILES_DIR = 'listing-files';
const MEDIA_PREFIX = '/user/media';

/** The signed-in dealer's user: only its id is read (the dealer it runs). */
type SignedIn = { id: string };

type MediaDeps = Pick<Deps, 'db' | 'clock'> & { mediaDir: string };
/** What uploading photos needs: the media folder, and the queue photos are decoded through. */
type PhotoDeps = MediaDeps & { photoQueue: SerialQueue };

/** A processed photo: its files' variants (smallest first) and the base of their names. */
type ProcessedPhoto = { variants: PhotoVariant[]; files: string[] };

function newName(): string {
  return randomBytes(16).toString('hex');
}

/** The media path of a file written under `dir`. */
function mediaPath(dir: string, name: string): string {
  return `${MEDIA_PREFIX}/${dir}/${name}`;
}

/** The file on disk of one of our media paths, or undefined for any other path (seeded media). */
function fileOfPath(mediaDir: string, mediaUrl: string, dir: string): string | undefined {
  const prefix = `${MEDIA_PREFIX}/${dir}/`;
  if (!mediaUrl.startsWith(prefix)) return undefined;
  const name = mediaUrl.slice(prefix.length);
  if (!/^[a-f0-9]{32}(-\d{2,5})?\.[a-z]{2,5}$/.test(name)) return undefined;
  return path.join(mediaDir, dir, name);
}

async function removeFiles(files: readonly string[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file, { force: true })));
}

/** A photo sharp cannot read: 415 on its field. */
function unreadable(file: BufferedFile): AppError {
  return fieldError(file.field, keyedListingMessages.photoUnreadable, 'INVALID_FILE_TYPE', 415);
}

/**
 * The pixels of a photo, read from its header only (nothing is decoded); 413 FILE_TOO_LARGE when
 * they pass the budget, 415 when sharp cannot read it.
 */
async function checkPixels(file: BufferedFile): Promise<void> {
  let pixels: number;
  try {
    const meta = await sharp(file.bytes).metadata();
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw unreadable(file);
  }
  if (pixels <= 0) throw unreadable(file);
  if (pixels > PHOTO_MAX_PIXELS) {
    const megapixels = Math.ceil(pixels / 1_000_000);
    const message = keyedListingMessages.photoTooManyPixels(megapixels);
    throw fieldError(file.field, message, 'FILE_TOO_LARGE', 413);
  }
}

/**
 * Decodes one photo and writes its WebP sizes: checked against the pixel budget first (from its
 * header), then decoded through the process's photo queue, one photo at a time, so parallel
 * uploads never hold several decoded photos in memory at once. A photo sharp cannot read is a 415.
 */
export async function processPhoto(
  deps: { mediaDir: string; photoQueue: SerialQueue },
  file: BufferedFile,
): Promise<ProcessedPhoto> {
  await checkPixels(file);
  return deps.photoQueue.run(() => decodePhoto(deps.mediaDir, file));
}

async function decodePhoto(mediaDir: string, file: BufferedFile): Promise<ProcessedPhoto> {
  const dir = path.join(mediaDir, PHOTOS_DIR);
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  try {
    const image = sharp(file.bytes, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS });
    const meta = await image.metadata();
    // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is its height.
    const sideways = (meta.orientation ?? 1) >= 5;
    const width = (sideways ? meta.height : meta.width) ?? 0;
    if (width <= 0) throw new Error('No size');
    const widths = [...new Set(PHOTO_WIDTHS.map((w) => Math.min(w, width)))];
    const base = newName();
    const variants: PhotoVariant[] = [];
    for (const target of widths) {
      const { data, info } = await image
        .clone()
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: PHOTO_QUALITY })
        .toBuffer({ resolveWithObject: true });
      const name = `${base}-${info.width}.webp`;
      const target_ = path.join(dir, name);
      await writeFile(target_, data, { flag: 'wx' });
      written.push(target_);
      variants.push({ width: info.width, height: info.height, path: mediaPath(PHOTOS_DIR, name) });
    }
    return { variants, files: written };
  } catch (error) {
    await removeFiles(written);
    if (error instanceof AppError) throw error;
    throw unreadable(file);
  }
}

/**
 * uploadListingPhotos: adds photos after the listing's last one (the first photo of a listing is
 * its cover), at most 30 in all. The photos are processed before the transaction; if it fails,
 * their files go.
 */
export async function uploadListingPhotos(
  deps: PhotoDeps,
  input: { user: SignedIn; listingId: string; photos: readonly BufferedFile[] },
): Promise<DealerListing> {
  const { user, listingId, photos } = input;
  const dealer = await requireDealerOf(deps, { userId: user.id });
  if (photos.length === 0) throw fieldsError({ photos: keyedListingMessages.noPhotos });
  if (photos.length > LISTING_LIMITS.photosPerUpload) {
    throw fieldsError({ photos: keyedListingMessages.tooManyPerUpload });
  }
  // 404 before the work for a listing that is not the caller's.
  await loadListing(deps, { listingId, dealerId: dealer.id, now: deps.clock() });
  const processed: ProcessedPhoto[] = [];
  try {
    for (const photo of photos) processed.push(await processPhoto(deps, photo));
    const now = deps.clock();
    await deps.db.transaction(async (tx) => {
      const { vehicle, auction } = await lockListing(tx, { listingId, dealerId: dealer.id });
      assertListingOpen(vehicle, auction, now);
      const last = await countVehicleMedia({ db: tx }, { vehicleId: vehicle.id, kind: 'photos' });
      if (last.count + processed.length > LISTING_LIMITS.photosMax) {
        throw fieldsError({ photos: keyedListingMessages.tooManyPhotos });
      }
      const first = last.max === null ? 0 : last.max + 1;
      await addVehiclePhotos({ db: tx }, { vehicleId: vehicle.id, first, photos: processed });
      await touchVehicle({ db: tx }, { vehicleId: vehicle.id, now });
      if (auction !== null) await touchAuction(tx, { vehicleId: vehicle.id, now });
    });
    return await loadListing(deps, { listingId, dealerId: dealer.id, now: deps.clock() });
  } catch (error) {
    await removeFiles(processed.flatMap((photo) => photo.files));
    throw error;
  }
}

/** reorderListingPhotos: every photo of the listing once, in the new order (400 otherwise). */
export async function reorderListingPhotos(
  deps: MediaDeps,
  input: { user: SignedIn; listingId: string; photoIds: readonly string[] },
): Promise<DealerListing> {
  const { user, listingId } = input;
  const dealer = await requireDealerOf(deps, { userId: user.id });
  const now = deps.clock();
  const photoIds = input.photoIds.map((id) => id.toLowerCase());
  await deps.db.transaction(async (tx) => {
    const { vehicle, auction } = await lockListing(tx, { listingId, dealerId: dealer.id });
    assertListingOpen(vehicle, auction, now);
    const rows = await listVehicleMedia({ db: tx }, { vehicleId: vehicle.id, kind: 'photos' });
    const known = new Set(rows.map((row) => row.id));
    if (
      photoIds.length !== known.size ||
      new Set(photoIds).size !== photoIds.length ||
      !photoIds.every((id) => known.has(id))
    ) {
      throw fieldsError({ photoIds: keyedListingMessages.photoOrder });
    }
    await renumberVehicleMedia(
      { db: tx },
      { vehicleId: vehicle.id, kind: 'photos', order: photoIds },
    );
    await touchVehicle({ db: tx }, { vehicleId: vehicle.id, now });
    if (auction !== null) await touchAuction(tx, { vehicleId: vehicle.id, now });
  });
  return loadListing(deps, { listingId, dealerId: dealer.id, now });
}

/** deleteListingPhoto: removes a photo and its files; a published listing keeps at least one. */
export async function deleteListingPhoto(
  deps: MediaDeps,
  input: { user: SignedIn; listingId: string; photoId: string },
): Promise<DealerListing> {
  const { user, listingId } = input;
  const dealer = await requireDealerOf(deps, { userId: user.id });
  const now = deps.clock();
  const photoId = input.photoId.toLowerCase();
  const removed = await deps.db.transaction(async (tx) => {
    const { vehicle, auction } = await lockListing(tx, { listingId, dealerId: dealer.id });
    const state = assertListingOpen(vehicle, auction, now);
    const rows = await listVehicleMedia({ db: tx }, { vehicleId: vehicle.id, kind: 'photos' });
    const photo = rows.find((row) => row.id === photoId);
    if (photo === undefined) {
      throw new AppError(404, 'NOT_FOUND', DEALER_MESSAGES.photoUnknown);
    }
    if (rows.length === 1 && state !== 'draft') {
      throw fieldsError({ photoId: keyedListingMessages.lastPhoto });
    }
    await deleteVehiclePhoto({ db: tx }, { vehicleId: vehicle.id, photoId: photo.id });
    await renumberVehicleMedia(
      { db: tx },
      {
        vehicleId: vehicle.id,
        kind: 'photos',
        order: rows.filter((row) => row.id !== photo.id).map((row) => row.id),
      },
    );
    await touchVehicle({ db: tx }, { vehicleId: vehicle.id, now });
    if (auction !== null) await touchAuction(tx, { vehicleId: vehicle.id, now });
    return photo;
  });
  const variants = removed.variants ?? [];
  await removeFiles(
    variants.flatMap((variant) => fileOfPath(deps.mediaDir, variant.path, PHOTOS_DIR) ?? []),
  );
  return loadListing(deps, { listingId, dealerId: dealer.id, now });
}

/** Writes an accepted document (PDF or image) under a random name; returns its media path. */
async function storeDocument(
  mediaDir: string,
  file: BufferedFile,
): Promise<{ url: string; file: string }> {
  const dir = path.join(mediaDir, LISTING_FILES_DIR);
  await mkdir(dir, { recursive: true });
  const name = `${newName()}.${file.extension}`;
  const target = path.join(dir, name);
  await writeFile(target, file.bytes, { flag: 'wx' });
  return { url: mediaPath(LISTING_FILES_DIR, name), file: target };
}

/** A document's shown name: the one given, else the file's name without its extension. */
function documentName(given: string | null | undefined, file: BufferedFile): string {
  if (given) return given;
  const dot = file.originalName.lastIndexOf('.');
  const base = (dot > 0 ? file.originalName.slice(0, dot) : file.originalName).trim();
  return (base || 'Document').slice(0, LISTING_LIMITS.documentNameMax);
}

/**
 * uploadListingDocuments: a condition report (PDF; replaces the one before) and documents (PDF or
 * images), at most 10 documents a listing. Public to buyers once the listing is published.
 */
export async function uploadListingDocuments(
  deps: MediaDeps,
  input: {
    user: SignedIn;
    listingId: string;
    documentName: string | null | undefined;
    files: readonly BufferedFile[];
  },
): Promise<DealerListing> {
  const { user, listingId, files } = input;
  const dealer = await requireDealerOf(deps, { userId: user.id });
  if (files.length === 0) throw fieldsError({ documents: keyedListingMessages.noDocuments });
  await loadListing(deps, { listingId, dealerId: dealer.id, now: deps.clock() });
  const stored: { field: string; url: string; file: string; source: BufferedFile }[] = [];
  let replaced: string | null = null;
  try {
    for (const file of files)
      stored.push({
        ...(await storeDocument(deps.mediaDir, file)),
        field: file.field,
        source: file,
      });
    const now = deps.clock();
    await deps.db.transaction(async (tx) => {
      const { vehicle, auction } = await lockListing(tx, { listingId, dealerId: dealer.id });
      assertListingOpen(vehicle, auction, now);
      const report = stored.filter((item) => item.field === 'conditionReport').pop();
      const documents = stored.filter((item) => item.field === 'documents');
      const last = await countVehicleMedia(
        { db: tx },
        { vehicleId: vehicle.id, kind: 'documents' },
      );
      if (last.count + documents.length > LISTING_LIMITS.documentsMax) {
        throw fieldsError({ documents: keyedListingMessages.tooManyDocuments });
      }
      await addVehicleDocuments(
        { db: tx },
        {
          vehicleId: vehicle.id,
          first: last.max === null ? 0 : last.max + 1,
          documents: documents.map((item) => ({
            name: documentName(input.documentName, item.source),
            path: item.url,
            mimeType: item.source.mimeType,
          })),
        },
      );
      await setConditionReport(
        { db: tx },
        { vehicleId: vehicle.id, conditionReport: report?.url, now },
      );
      if (report) replaced = vehicle.conditionReport;
      if (auction !== null) await touchAuction(tx, { vehicleId: vehicle.id, now });
    });
  } catch (error) {
    await removeFiles(stored.map((item) => item.file));
    throw error;
  }
  const old =
    replaced === null ? undefined : fileOfPath(deps.mediaDir, replaced, LISTING_FILES_DIR);
  if (old !== undefined) await removeFiles([old]);
  return loadListing(deps, { listingId, dealerId: dealer.id, now: deps.clock() });
}

/** deleteListingDocument: a document, or the condition report (`documentId` `conditionReport`). */
export async function deleteListingDocument(
  deps: MediaDeps,
  input: { user: SignedIn; listingId: string; documentId: string },
): Promise<DealerListing> {
  const { user, listingId, documentId } = input;
  const dealer = await requireDealerOf(deps, { userId: user.id });
  const now = deps.clock();
  const removedPath = await deps.db.transaction(async (tx) => {
    const { vehicle, auction } = await lockListing(tx, { listingId, dealerId: dealer.id });
    assertListingOpen(vehicle, auction, now);
    let removed: string;
    if (documentId === CONDITION_REPORT_ID) {
      if (vehicle.conditionReport === null) {
        throw new AppError(404, 'NOT_FOUND', DEALER_MESSAGES.documentUnknown);
      }
      removed = vehicle.conditionReport;
      await setConditionReport({ db: tx }, { vehicleId: vehicle.id, conditionReport: null, now });
    } else {
      const rows = await listVehicleMedia({ db: tx }, { vehicleId: vehicle.id, kind: 'documents' });
      const document = rows.find((row) => row.id === documentId.toLowerCase());
      if (document === undefined) {
        throw new AppError(404, 'NOT_FOUND', DEALER_MESSAGES.documentUnknown);
      }
      removed = document.path;
      await deleteVehicleDocument(
        { db: tx },
        {
          vehicleId: vehicle.id,
          documentId: document.id,
          order: rows.filter((row) => row.id !== document.id).map((row) => row.id),
        },
      );
      await touchVehicle({ db: tx }, { vehicleId: vehicle.id, now });
    }
    if (auction !== null) await touchAuction(tx, { vehicleId: vehicle.id, now });
    return removed;
  });
  const file = fileOfPath(deps.mediaDir, removedPath, LISTING_FILES_DIR);
  if (file !== undefined) await removeFiles([file]);
  return loadListing(deps, { listingId, dealerId: dealer.id, now });
}
