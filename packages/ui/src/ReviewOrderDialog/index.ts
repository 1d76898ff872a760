export { ReviewOrderDialog } from './ReviewOrderDialog';
export type { ReviewOrderDialogProps, ReviewOrderValues } from './ReviewOrderDialog';
