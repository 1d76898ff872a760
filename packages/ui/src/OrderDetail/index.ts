export { OrderDetail } from './OrderDetail';
export type { OrderDetailProps } from './OrderDetail';
export { OrderTimeline, upcomingStatuses } from './OrderTimeline';
export type { OrderTimelineProps } from './OrderTimeline';
