import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbDeps } from '../shared/deps';
import { vehicleDocuments, vehicleImages, vehicles, type PhotoVariant } from './tables';

// The photos and documents of a dealer's listing (the catalogue's `vehicle_images`,
// `vehicle_documents` and the vehicle's condition report, decision 032), for the dealers' listing
// editor. Each runs in the caller's transaction (`{ db: tx }`), under the listing's row lock the
// caller took; the files themselves are the caller's.

export type { PhotoVariant };
/** A photo of a listing as stored. */
export type VehicleImageRow = typeof vehicleImages.$inferSelect;
/** A document of a listing as stored. */
export type VehicleDocumentRow = typeof vehicleDocuments.$inferSelect;

/** How many rows a vehicle's photos or documents have, and the last position (null: none). */
export type MediaCount = { count: number; max: number | null };

function toCount(row: { count: number; max: number | null } | undefined): MediaCount {
  return {
    count: Number(row?.count ?? 0),
    max: row?.max === null || row?.max === undefined ? null : Number(row.max),
  };
}

/** The number of a vehicle's photos and the last one's position. */
export async function countVehiclePhotos(
  deps: DbDeps,
  input: { vehicleId: string },
): Promise<MediaCount> {
  const [row] = await deps.db
    .select({
      count: sql<number>`count(*)::int`,
      max: sql<number | null>`max(${vehicleImages.position})`,
    })
    .from(vehicleImages)
    .where(eq(vehicleImages.vehicleId, input.vehicleId));
  return toCount(row);
}

/** A vehicle's photos, first (the cover) first. */
export async function listVehiclePhotos(
  deps: DbDeps,
  input: { vehicleId: string },
): Promise<VehicleImageRow[]> {
  return deps.db
    .select()
    .from(vehicleImages)
    .where(eq(vehicleImages.vehicleId, input.vehicleId))
    .orderBy(asc(vehicleImages.position));
}

/** Photos added from position `first` on, each stored as its variants (the widest is its path). */
export async function addVehiclePhotos(
  deps: DbDeps,
  input: { vehicleId: string; first: number; photos: readonly { variants: PhotoVariant[] }[] },
): Promise<void> {
  if (input.photos.length === 0) return;
  await deps.db.insert(vehicleImages).values(
    input.photos.map((photo, i) => ({
      vehicleId: input.vehicleId,
      position: input.first + i,
      path: (photo.variants[photo.variants.length - 1] as PhotoVariant).path,
      variants: photo.variants,
    })),
  );
}

/** Gives the photos of a vehicle the positions 0..n-1 in `order` (two steps: positions are unique). */
export async function renumberVehiclePhotos(
  deps: DbDeps,
  input: { vehicleId: string; order: readonly string[] },
): Promise<void> {
  const { vehicleId } = input;
  await deps.db
    .update(vehicleImages)
    .set({ position: sql`-1 - ${vehicleImages.position}` })
    .where(eq(vehicleImages.vehicleId, vehicleId));
  for (const [position, id] of input.order.entries()) {
    await deps.db
      .update(vehicleImages)
      .set({ position })
      .where(and(eq(vehicleImages.id, id), eq(vehicleImages.vehicleId, vehicleId)));
  }
}

/** A photo of a vehicle is removed (its files are the caller's to remove). */
export async function deleteVehiclePhoto(
  deps: DbDeps,
  input: { vehicleId: string; photoId: string },
): Promise<void> {
  await deps.db
    .delete(vehicleImages)
    .where(and(eq(vehicleImages.id, input.photoId), eq(vehicleImages.vehicleId, input.vehicleId)));
}

/** The number of a vehicle's documents and the last one's position. */
export async function countVehicleDocuments(
  deps: DbDeps,
  input: { vehicleId: string },
): Promise<MediaCount> {
  const [row] = await deps.db
    .select({
      count: sql<number>`count(*)::int`,
      max: sql<number | null>`max(${vehicleDocuments.position})`,
    })
    .from(vehicleDocuments)
    .where(eq(vehicleDocuments.vehicleId, input.vehicleId));
  return toCount(row);
}

/** A vehicle's documents, in their order. */
export async function listVehicleDocuments(
  deps: DbDeps,
  input: { vehicleId: string },
): Promise<VehicleDocumentRow[]> {
  return deps.db
    .select()
    .from(vehicleDocuments)
    .where(eq(vehicleDocuments.vehicleId, input.vehicleId))
    .orderBy(asc(vehicleDocuments.position));
}

/** Documents added from position `first` on. */
export async function addVehicleDocuments(
  deps: DbDeps,
  input: {
    vehicleId: string;
    first: number;
    documents: readonly { name: string; path: string; mimeType: string }[];
  },
): Promise<void> {
  if (input.documents.length === 0) return;
  await deps.db.insert(vehicleDocuments).values(
    input.documents.map((document, i) => ({
      vehicleId: input.vehicleId,
      position: input.first + i,
      name: document.name,
      path: document.path,
      mimeType: document.mimeType,
    })),
  );
}

/**
 * A document of a vehicle is removed and the others renumbered 0..n-1 in `order` (two steps:
 * positions are unique).
 */
export async function deleteVehicleDocument(
  deps: DbDeps,
  input: { vehicleId: string; documentId: string; order: readonly string[] },
): Promise<void> {
  const { vehicleId } = input;
  await deps.db
    .delete(vehicleDocuments)
    .where(
      and(eq(vehicleDocuments.id, input.documentId), eq(vehicleDocuments.vehicleId, vehicleId)),
    );
  await deps.db
    .update(vehicleDocuments)
    .set({ position: sql`-1 - ${vehicleDocuments.position}` })
    .where(eq(vehicleDocuments.vehicleId, vehicleId));
  for (const [position, id] of input.order.entries()) {
    await deps.db
      .update(vehicleDocuments)
      .set({ position })
      .where(and(eq(vehicleDocuments.id, id), eq(vehicleDocuments.vehicleId, vehicleId)));
  }
}

/**
 * A vehicle's condition report is set (a media path) or removed (`null`), or left as it is
 * (`undefined`); the vehicle is marked changed either way.
 */
export async function setConditionReport(
  deps: DbDeps,
  input: { vehicleId: string; conditionReport: string | null | undefined; now: Date },
): Promise<void> {
  await deps.db
    .update(vehicles)
    .set({
      ...(input.conditionReport === undefined ? {} : { conditionReport: input.conditionReport }),
      updatedAt: input.now,
    })
    .where(eq(vehicles.id, input.vehicleId));
}
