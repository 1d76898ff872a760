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

/** The tables of a vehicle's photos and documents, by kind. */
const MEDIA_TABLES = { photos: vehicleImages, documents: vehicleDocuments } as const;
/** A vehicle's photos or its documents. */
export type MediaKind = keyof typeof MEDIA_TABLES;
type MediaRow = { photos: VehicleImageRow; documents: VehicleDocumentRow };

/** The number of a vehicle's photos or documents and the last one's position. */
export async function countVehicleMedia(
  deps: DbDeps,
  input: { vehicleId: string; kind: MediaKind },
): Promise<MediaCount> {
  const table = MEDIA_TABLES[input.kind];
  const [row] = await deps.db
    .select({
      count: sql<number>`count(*)::int`,
      max: sql<number | null>`max(${table.position})`,
    })
    .from(table)
    .where(eq(table.vehicleId, input.vehicleId));
  return toCount(row);
}

/** A vehicle's photos (first, the cover, first) or documents, in their order. */
export async function listVehicleMedia<K extends MediaKind>(
  deps: DbDeps,
  input: { vehicleId: string; kind: K },
): Promise<MediaRow[K][]> {
  const table: (typeof MEDIA_TABLES)[MediaKind] = MEDIA_TABLES[input.kind];
  const rows = await deps.db
    .select()
    .from(table)
    .where(eq(table.vehicleId, input.vehicleId))
    .orderBy(asc(table.position));
  return rows as MediaRow[K][];
}

/**
 * Gives a vehicle's photos or documents the positions 0..n-1 in `order` (two steps: positions are
 * unique).
 */
export async function renumberVehicleMedia(
  deps: DbDeps,
  input: { vehicleId: string; kind: MediaKind; order: readonly string[] },
): Promise<void> {
  const { vehicleId } = input;
  const table = MEDIA_TABLES[input.kind];
  await deps.db
    .update(table)
    .set({ position: sql`-1 - ${table.position}` })
    .where(eq(table.vehicleId, vehicleId));
  for (const [position, id] of input.order.entries()) {
    await deps.db
      .update(table)
      .set({ position })
      .where(and(eq(table.id, id), eq(table.vehicleId, vehicleId)));
  }
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

/** A photo of a vehicle is removed (its files are the caller's to remove). */
export async function deleteVehiclePhoto(
  deps: DbDeps,
  input: { vehicleId: string; photoId: string },
): Promise<void> {
  await deps.db
    .delete(vehicleImages)
    .where(and(eq(vehicleImages.id, input.photoId), eq(vehicleImages.vehicleId, input.vehicleId)));
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
  await renumberVehicleMedia(deps, { vehicleId, kind: 'documents', order: input.order });
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
