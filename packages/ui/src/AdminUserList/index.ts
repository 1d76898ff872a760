export { AdminUserList } from './AdminUserList';
export type { AdminUserListProps, AdminUserRow } from './AdminUserList';
