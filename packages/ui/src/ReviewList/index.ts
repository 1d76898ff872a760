export { ReviewList } from './ReviewList';
export type { ReviewListItem, ReviewListProps } from './ReviewList';
