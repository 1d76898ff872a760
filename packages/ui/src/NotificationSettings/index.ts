export { NotificationSettings } from './NotificationSettings';
export type { EmailNotificationKind, NotificationSettingsProps } from './NotificationSettings';
