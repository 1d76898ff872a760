import { and, asc, eq, gt, lte, min, sql, type SQL } from 'drizzle-orm';
import { getAuctionsSchema } from '@marketdrop/validation';
import type { Job } from '../plugins/jobs';
import type { DbDeps, Deps } from '../shared/deps';
import { listingFiltersOf, listingWhere } from './find-auctions';
import { auctions, savedSearches } from './tables';

/** A saved search is checked at most once in this long (decision 035: at most daily). */
export const SAVED_SEARCH_CHECK_INTERVAL_MS = 24 * 60 * 60_000;
/** Searches checked in one transaction (a short statement; the next run carries on). */
export const SAVED_SEARCH_BATCH_SIZE = 50;
/** The longest a process waits before looking for due searches again (others may have saved some). */
export const SAVED_SEARCH_POLL_MS = 10 * 60_000;

/** The day of an instant (UTC, `2026-11-28`): one notice per search and day. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Writes the `savedSearch` notice of a search's new matches, in the caller's transaction, at most
 * once per `dedupeKey` (the notifications domain's `notify`, given by app.ts: the catalogue does
 * not import the notifications, which read its vehicle names).
 */
export type NotifySavedSearch = (
  deps: DbDeps,
  input: {
    userId: string;
    kind: 'savedSearch';
    auctionId: null;
    savedSearchId: string;
    amount: number;
    dedupeKey: string;
    now: Date;
  },
) => Promise<void>;

export type CheckSavedSearchesDeps = Pick<Deps, 'db'> & { notify: NotifySavedSearch };

export type CheckSavedSearchesResult = {
  /** Searches checked by this call. */
  checked: number;
  /** `savedSearch` notices written (searches with new matches). */
  notified: number;
};

/**
 * The daily check of saved searches (decision 035). Claims the searches last checked a day ago or
 * more, in batches, each in one transaction: the claim moves their `last_checked_at` to `now`
 * (`FOR UPDATE SKIP LOCKED`: a search another process is checking is skipped, and once claimed
 * it is not due again for a day), then for each one counts the vehicles put on sale (`starts_at`)
 * after its previous check and by `now` that are on sale now and match its filters (the listing's
 * own WHERE), and writes one `savedSearch` notice with that count, deduplicated by
 * `savedSearch:<id>:<day>`. A crash rolls the claim back with the notices; two runs at once
 * write one notice.
 */
export async function checkSavedSearches(
  deps: CheckSavedSearchesDeps,
  input: { now: Date; batchSize?: number; maxBatches?: number },
): Promise<CheckSavedSearchesResult> {
  const { now } = input;
  const batchSize = input.batchSize ?? SAVED_SEARCH_BATCH_SIZE;
  const maxBatches = input.maxBatches ?? 20;
  const dueBy = new Date(now.getTime() - SAVED_SEARCH_CHECK_INTERVAL_MS);
  const result: CheckSavedSearchesResult = { checked: 0, notified: 0 };
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const claimed = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: savedSearches.id,
          userId: savedSearches.userId,
          filters: savedSearches.filters,
          since: savedSearches.lastCheckedAt,
        })
        .from(savedSearches)
        .where(lte(savedSearches.lastCheckedAt, dueBy))
        .orderBy(asc(savedSearches.lastCheckedAt), asc(savedSearches.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const search of due) {
        const count = await countNewMatches({ db: tx }, { ...search, now });
        const claim = { lastCheckedAt: now } as {
          lastCheckedAt: Date;
          lastNotifiedAt?: Date;
        };
        if (count > 0) {
          await deps.notify(
            { db: tx },
            {
              userId: search.userId,
              kind: 'savedSearch',
              auctionId: null,
              savedSearchId: search.id,
              amount: count,
              dedupeKey: `savedSearch:${search.id}:${dayOf(now)}`,
              now,
            },
          );
          result.notified += 1;
          claim.lastNotifiedAt = now;
        }
        await tx.update(savedSearches).set(claim).where(eq(savedSearches.id, search.id));
      }
      return due.length;
    });
    result.checked += claimed;
    if (claimed < batchSize) break;
  }
  return result;
}

/**
 * How many vehicles match a saved search's filters, are on sale at `now`, and were put on sale
 * after `since` (and by `now`). The filters are read again with getAuctions' schema, so a search
 * saved under older rules is checked as the listing would show it today.
 */
export async function countNewMatches(
  deps: DbDeps,
  input: { filters: unknown; since: Date; now: Date },
): Promise<number> {
  let values;
  try {
    values = await getAuctionsSchema.validate(input.filters, { stripUnknown: true });
  } catch {
    // Filters the listing no longer accepts select nothing (never a failed job).
    return 0;
  }
  const where: SQL = and(
    listingWhere(listingFiltersOf(values), input.now),
    gt(auctions.startsAt, input.since),
    lte(auctions.startsAt, input.now),
  ) as SQL;
  const [row] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(auctions)
    .where(where);
  return Number(row?.count ?? 0);
}

/** When the next saved search falls due (null: none saved). */
export async function nextSavedSearchCheckAt(deps: DbDeps): Promise<Date | null> {
  const [row] = await deps.db
    .select({ oldest: min(savedSearches.lastCheckedAt) })
    .from(savedSearches);
  const oldest = row?.oldest ?? null;
  return oldest === null
    ? null
    : new Date(new Date(oldest).getTime() + SAVED_SEARCH_CHECK_INTERVAL_MS);
}

/**
 * The catalogue's background job: the daily check of saved searches, run when one falls due (and
 * at least every `SAVED_SEARCH_POLL_MS`, for searches other processes saved).
 */
export function catalogueJobs(deps: CheckSavedSearchesDeps): Job[] {
  let nextAt = 0;
  return [
    {
      name: 'check-saved-searches',
      run: async (now) => {
        if (now.getTime() < nextAt) return new Date(nextAt);
        await checkSavedSearches(deps, { now });
        const next = await nextSavedSearchCheckAt(deps);
        nextAt = Math.min(
          now.getTime() + SAVED_SEARCH_POLL_MS,
          next === null ? Infinity : Math.max(next.getTime(), now.getTime() + 1_000),
        );
        return new Date(nextAt);
      },
    },
  ];
}
