export {
  MyBidsFilterDrawer,
  EMPTY_MY_BIDS_FILTERS,
  countMyBidsFilters,
} from './MyBidsFilterDrawer';
export type { MyBidsFilterDrawerProps, MyBidsFilters } from './MyBidsFilterDrawer';
