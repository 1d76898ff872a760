export { DealerVerificationPanel } from './DealerVerificationPanel';
export type {
  DealerVerificationFiles,
  DealerVerificationPanelProps,
  DealerVerificationStatus,
} from './DealerVerificationPanel';
