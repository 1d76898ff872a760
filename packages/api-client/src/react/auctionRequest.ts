import { LISTING_PAGE_SIZE } from '@marketdrop/validation';
import type { GetAuctionsRequest } from '../contract';

// No TanStack Query here: an app's route loader can build the exact request the list query will
// send (and start it) before the query library has loaded.

/** The filters of a list: the getAuctions payload without its page number. */
export type AuctionFilters = Omit<GetAuctionsRequest, 'pageNumber'>;

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * The canonical form of a filter payload, used as its query key and sent as is: empty values left
 * out, the search trimmed, lists sorted and without repeats (every list is an OR, so their order
 * means nothing), `trending: false` dropped. Two payloads that select the same auctions share
 * one cache entry.
 */
export function normalizeAuctionFilters(filters: AuctionFilters): AuctionFilters {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters) as [keyof AuctionFilters, unknown][]) {
    if (isEmpty(value)) continue;
    if (key === 'trending' && value !== true) continue;
    if (Array.isArray(value)) {
      const unique = [...new Set(value as (string | number)[])];
      result[key] = unique.sort((a, b) =>
        typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)),
      );
    } else if (typeof value === 'string') {
      result[key] = value.trim();
    } else {
      result[key] = value;
    }
  }
  return result as AuctionFilters;
}

/** The filters a list query keeps and sends: normalized, with the page size (default 20). */
export function listingPayload(filters: AuctionFilters): AuctionFilters {
  return normalizeAuctionFilters({ pageSize: LISTING_PAGE_SIZE, ...filters });
}

/** The `getAuctions` request for one page of a list (`payload` from `listingPayload`). */
export function auctionsRequest(payload: AuctionFilters, pageNumber: number): GetAuctionsRequest {
  return { ...payload, pageNumber };
}
