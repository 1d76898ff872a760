import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  listingPathOf,
  type AuctionFilters,
  type SavedSearch,
  type SavedSearchesData,
} from '@marketdrop/api-client';
import {
  CATALOGUE_LIMITS,
  keyedCatalogueMessages,
  type SaveSearchValues,
} from '@marketdrop/validation';
import { AppError } from '../shared/errors';
import type { DbDeps, Deps } from '../shared/deps';
import { savedSearches, type SavedSearchFilters, type SavedSearchRow } from './tables';

export const SAVED_SEARCH_MESSAGES = {
  saved: 'Search saved',
  list: 'Saved searches fetched successfully',
  deleted: 'Saved search deleted',
  limit: `You can keep at most ${CATALOGUE_LIMITS.savedSearchesMax} saved searches. Delete one to save this search.`,
  notFound: 'Saved search not found',
} as const;

/** 409: the user keeps the most saved searches already. */
export const savedSearchLimitError = () =>
  new AppError(409, 'SAVED_SEARCH_LIMIT', SAVED_SEARCH_MESSAGES.limit);

/** 404: no saved search of this user has this id (someone else's is not found either). */
export const savedSearchNotFound = () =>
  new AppError(404, 'NOT_FOUND', SAVED_SEARCH_MESSAGES.notFound, {
    fields: { savedSearchId: keyedCatalogueMessages.savedSearchId },
  });

/** Advisory-lock namespace of a user's saved searches (the count under the limit). */
const SAVED_SEARCH_LOCK = 350_035;

/** The listing filters of a valid saveSearch request: its getAuctions fields, empty ones left out. */
function filtersOf(values: SaveSearchValues): SavedSearchFilters {
  const { name: _name, ...filters } = values;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    kept[key] = Array.isArray(value) ? [...new Set(value as unknown[])] : value;
  }
  return kept as SavedSearchFilters;
}

/** A stored saved search as the calls answer it. */
export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    _id: row.id,
    name: row.name,
    filters: row.filters,
    listingPath: listingPathOf(row.filters as AuctionFilters),
    createdAt: row.createdAt.toISOString(),
    lastNotifiedAt: row.lastNotifiedAt?.toISOString() ?? null,
  };
}

/**
 * saveSearch: keeps the listing's filters under a name for the user. New matches are those put on
 * sale from now on (`last_checked_at` starts now). At most `savedSearchesMax` per user: counted
 * and inserted under a per-user lock, so two saves at once cannot both pass the limit.
 */
export async function saveSearch(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { userId: string; values: SaveSearchValues },
): Promise<SavedSearch> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${SAVED_SEARCH_LOCK}, hashtext(${input.userId}))`,
    );
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(eq(savedSearches.userId, input.userId));
    if (Number(counted?.count ?? 0) >= CATALOGUE_LIMITS.savedSearchesMax) {
      throw savedSearchLimitError();
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId: input.userId,
        name: input.values.name,
        filters: filtersOf(input.values),
        lastCheckedAt: now,
        createdAt: now,
      })
      .returning();
    if (row === undefined) throw new Error('Saving a search wrote no row');
    return toSavedSearch(row);
  });
}

/** getSavedSearches: the user's saved searches, newest first, and how many they may keep. */
export async function findSavedSearches(
  deps: DbDeps,
  input: { userId: string },
): Promise<SavedSearchesData> {
  const rows = await deps.db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, input.userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return { savedSearches: rows.map(toSavedSearch), max: CATALOGUE_LIMITS.savedSearchesMax };
}

/** deleteSavedSearch: deletes one of the user's saved searches (and its notices); 404 otherwise. */
export async function deleteSavedSearch(
  deps: DbDeps,
  input: { userId: string; savedSearchId: string },
): Promise<{ savedSearchId: string }> {
  const id = input.savedSearchId.toLowerCase();
  const deleted = await deps.db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, input.userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw savedSearchNotFound();
  return { savedSearchId: id };
}

/** The name and listing address of saved searches (a notice's link), by id. */
export async function findSavedSearchLinks(
  deps: DbDeps,
  input: { ids: readonly string[] },
): Promise<Map<string, { name: string; listingPath: string }>> {
  const ids = [...new Set(input.ids)];
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select({ id: savedSearches.id, name: savedSearches.name, filters: savedSearches.filters })
    .from(savedSearches)
    .where(inArray(savedSearches.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      { name: row.name, listingPath: listingPathOf(row.filters as AuctionFilters) },
    ]),
  );
}
