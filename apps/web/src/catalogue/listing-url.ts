/**
 * The listing's address (`/listing?brand=...&sort=...`): read and written by
 * `@marketdrop/api-client` (the server reads it too, to name the page's first picture), and the
 * navigation state of the Home sections' View all links.
 */
import type { ListingSection } from '@marketdrop/validation';

export {
  listingFilters,
  listingFiltersOfUrl,
  listingSection,
  readListingQuery,
  writeListingQuery,
  type ListingQuery,
} from '@marketdrop/api-client';

/** Navigation state of the Home sections' View all links (spec §2). */
export type ListingState = { auctionType: ListingSection };

/** The section a navigation state asks for, or null when it names none. */
export function readListingState(state: unknown): ListingSection | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as { auctionType?: unknown }).auctionType;
  return value === 'trending' || value === 'normal' ? value : null;
}
