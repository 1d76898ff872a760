export { SupportInbox } from './SupportInbox';
export type { SupportInboxMessage, SupportInboxProps } from './SupportInbox';
