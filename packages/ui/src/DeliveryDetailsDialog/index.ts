export { DeliveryDetailsDialog } from './DeliveryDetailsDialog';
export type {
  DeliveryDetailsDialogProps,
  DeliveryDetailsSubmitValues,
} from './DeliveryDetailsDialog';
