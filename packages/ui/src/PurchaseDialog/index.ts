export { PurchaseDialog } from './PurchaseDialog';
export type { PurchaseDialogProps, PurchaseOutcome } from './PurchaseDialog';
