export { CheckoutDialog } from './CheckoutDialog';
export type { CheckoutDialogProps } from './CheckoutDialog';
export { CheckoutSummary } from './CheckoutSummary';
export type { CheckoutSummaryProps } from './CheckoutSummary';
