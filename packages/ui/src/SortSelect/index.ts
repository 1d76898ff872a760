export { SortSelect } from './SortSelect';
export type { SortSelectProps, SortSelectValue } from './SortSelect';
