export { AccountSidebar, ACCOUNT_LINKS } from './AccountSidebar';
export type { AccountSidebarProps } from './AccountSidebar';
