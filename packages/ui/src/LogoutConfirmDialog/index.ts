export { LogoutConfirmDialog } from './LogoutConfirmDialog';
export type { LogoutConfirmDialogProps } from './LogoutConfirmDialog';
