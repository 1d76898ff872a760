/** Texts of the partner widgets (`VehicleListing`, `AuctionDetailWidget`). */
export const widgets = {
  listing: {
    label: 'Vehicles',
    loadVehicles: 'Failed to load vehicles',
    loadFilterOptions: 'Failed to load filter options',
    retry: 'Try again',
  },
  detail: {
    loadAuction: 'Failed to load auction details',
    retry: 'Try again',
  },
  favourite: {
    failed: 'Failed to update favorite status',
  },
};
