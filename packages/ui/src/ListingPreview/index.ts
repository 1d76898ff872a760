export { ListingPreview, previewAuction } from './ListingPreview';
export type { ListingPreviewListing, ListingPreviewProps } from './ListingPreview';
