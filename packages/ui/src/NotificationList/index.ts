export { NotificationList, useNotificationText } from './NotificationList';
export type { NotificationListProps } from './NotificationList';
