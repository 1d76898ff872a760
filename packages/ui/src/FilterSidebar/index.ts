export { FilterSidebar } from './FilterSidebar';
export type { FilterSidebarProps, FilterSection } from './FilterSidebar';
