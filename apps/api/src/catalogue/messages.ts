/** The success messages of the listing calls, shared by the routes and the first-picture preload. */
export const LISTING_MESSAGES = {
  banners: 'Banners fetched successfully',
  auctions: 'Auctions fetched successfully',
  filters: 'Filter data fetched successfully',
  home: 'Home screen details fetched successfully',
  categories: 'Category wise details fetched successfully',
} as const;
