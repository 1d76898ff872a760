/**
 * The navigation state of the Home sections' View all links. The listing's address itself
 * (`/listing?brand=...&sort=...`) is read and written by `@marketdrop/api-client`'s listing model
 * (`readListingUrl`, `writeListingUrl`), which the server reads too.
 */
import type { ListingSection } from '@marketdrop/validation';

/** Navigation state of the Home sections' View all links (docs/product.md §2.3). */
export type ListingNavigationState = { auctionType: ListingSection };

/** The section a navigation state asks for, or null when it names none. */
export function readListingNavigation(state: unknown): ListingSection | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as { auctionType?: unknown }).auctionType;
  return value === 'trending' || value === 'normal' ? value : null;
}
