export { CancelOrderDialog } from './CancelOrderDialog';
export type { CancelOrderDialogProps, CancelOrderDialogRule } from './CancelOrderDialog';
