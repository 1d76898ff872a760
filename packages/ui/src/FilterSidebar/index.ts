export { FilterSidebar } from './FilterSidebar';
export type { FilterSidebarProps, FilterSection } from './FilterSidebar';
export {
  EMPTY_VEHICLE_FILTERS,
  toAuctionsRequest,
  priceBounds,
  yearChoices,
  countActiveFilters,
} from './filters';
export type { VehicleFilters, VehicleFiltersRequest } from './filters';
