import { ROLES } from './constants';
import { LISTING_LIMITS, LISTING_STATES } from './listing-messages';

// The dealers' constants and messages without yup (see listing-messages.ts).

/**
 * Dealers and the admin console (docs/product.md §6): the dealer's verification, the seller
 * profile, and the admin calls (verification queue, listing moderation, users, Contact Support).
 */

/** A dealer account's verification: `pending -> submitted -> verified | rejected`. */
export const DEALER_STATUSES = ['pending', 'submitted', 'verified', 'rejected'] as const;
export type DealerStatus = (typeof DEALER_STATUSES)[number];

/** The documents a dealer submits, by their file field. */
export const DEALER_DOCUMENT_KINDS = ['dealerLicence', 'businessRegistration'] as const;
export type DealerDocumentKind = (typeof DEALER_DOCUMENT_KINDS)[number];

/** A user's standing in the admin console. */
export const ACCOUNT_STANDINGS = ['active', 'suspended'] as const;
export type AccountStanding = (typeof ACCOUNT_STANDINGS)[number];

/** Contact Support messages in the admin inbox. */
export const CONTACT_INBOX_STATUSES = ['open', 'handled'] as const;
export type ContactInboxStatus = (typeof CONTACT_INBOX_STATUSES)[number];

export const DEALER_LIMITS = {
  reasonMin: 5,
  reasonMax: 500,
  searchMax: 100,
  /** Seller profile listings: default page size (a grid of cards with Load More). */
  sellerPageSizeDefault: 12,
  /** A verification document (10 MB): images or PDF. */
  documentMaxBytes: LISTING_LIMITS.fileMaxBytes,
} as const;

export const dealerMessages = {
  reasonRequired: 'Reason is required',
  reasonMin: `Reason must be at least ${DEALER_LIMITS.reasonMin} characters`,
  reasonMax: `Reason should not be longer than ${DEALER_LIMITS.reasonMax} characters`,
  userIdRequired: 'User id is required',
  sellerIdRequired: 'Seller id is required',
  messageIdRequired: 'Message id is required',
  status: `Status must be one of ${DEALER_STATUSES.join(', ')}`,
  standing: `Status must be one of ${ACCOUNT_STANDINGS.join(', ')}`,
  inboxStatus: `Status must be one of ${CONTACT_INBOX_STATUSES.join(', ')}`,
  role: `Role must be one of ${ROLES.join(', ')}`,
  listingState: `State must be one of ${LISTING_STATES.join(', ')}`,
  search: `Search must be text of at most ${DEALER_LIMITS.searchMax} characters`,
  dealerLicenceRequired: 'Dealer licence is required',
  businessRegistrationRequired: 'Business registration is required',
  documentType: 'Please upload an image (JPEG, PNG, GIF or WEBP) or a PDF file',
  documentTooLarge: 'File size should not exceed 10MB',
  photoType: 'Please upload a JPEG, PNG or WEBP photo',
  conditionReportType: 'The condition report must be a PDF file',
  selfSuspension: 'You cannot suspend your own account',
} as const;

/** `dealerMessages` take no arguments. */
export const DEALER_MESSAGE_PARAMS = {} as const;
