export { AdminListingModeration } from './AdminListingModeration';
export type { AdminListingModerationProps, ModerationListing } from './AdminListingModeration';
