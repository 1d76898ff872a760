export { CancelOrderDialog } from './CancelOrderDialog';
export type { CancelOrderDialogProps } from './CancelOrderDialog';
