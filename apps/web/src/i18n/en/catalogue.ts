/** Texts of the catalogue pages: Home, the listing, the auction detail and Saved Cars (docs/product.md §3.4-§3.9, §10.4). */
export const catalogue = {
  home: {
    allVehicles: 'All Vehicles',
    trendingVehicles: 'Trending Vehicles',
    viewAll: 'View all',
    viewAllOf: 'View all {{section}}',
    noVehicles: 'No vehicles available',
    noTrendingVehicles: 'No trending vehicles available',
  },
  listing: {
    title: {
      normal: 'All Vehicles',
      trending: 'Trending Vehicles',
    },
    subtitle: {
      normal: 'Every vehicle on sale this week: bid, claim or buy before the Thursday close.',
      trending: 'The vehicles buyers are bidding on and saving the most right now.',
    },
    /** `{{type}}` of "Failed to load {type} vehicles". */
    sectionName: {
      normal: 'normal',
      trending: 'trending',
    },
  },
  savedCars: {
    title: 'Saved Cars',
    empty: 'No saved cars found',
  },
  /** Saved searches (decision 035): the account page and the listing's action. */
  savedSearches: {
    title: 'Saved Searches',
    save: 'Save this search',
    saved: 'Search saved. Find it in Saved Searches.',
  },
  toasts: {
    loadBanners: 'Failed to load banners',
    loadVehicles: 'Failed to load vehicles',
    loadTrendingVehicles: 'Failed to load trending vehicles',
    loadFilterOptions: 'Failed to load filter options',
    loadSectionVehicles: 'Failed to load {{type}} vehicles',
    loadAuction: 'Failed to load auction details',
    favourite: 'Failed to update favorite status',
  },
};
