export { NotificationSettings } from './NotificationSettings';
export type { NotificationSettingsProps } from './NotificationSettings';
