export { BidDialog } from './BidDialog';
export type { BidDialogLive, BidDialogProps, BidOutcome, BidRequest } from './BidDialog';
