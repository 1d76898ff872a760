export { AdminVerificationQueue } from './AdminVerificationQueue';
export type {
  AdminVerificationQueueProps,
  VerificationApplication,
  VerificationDocument,
} from './AdminVerificationQueue';
