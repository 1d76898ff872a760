export { DealerListings, DEALER_LISTING_STATES } from './DealerListings';
export type {
  DealerListingsItem,
  DealerListingsProps,
  DealerListingsState,
} from './DealerListings';
