import { keyedDictionary, type KeyedMessage } from './keyed';
import { object, string, type InferType } from 'yup';
import { ROLES } from './constants';
import { LISTING_STATES, keyedListingMessages, listPageNumber, listPageSize } from './listings';
import { plainText } from './rules';
import {
  DEALER_STATUSES,
  ACCOUNT_STANDINGS,
  CONTACT_INBOX_STATUSES,
  DEALER_LIMITS,
  dealerMessages,
  DEALER_MESSAGE_PARAMS,
} from './dealer-messages';
export * from './dealer-messages';

/** `dealerMessages` with their keys, as the schemas give them (`dealers.<name>`). */
export const keyedDealerMessages = keyedDictionary(
  'dealers',
  dealerMessages,
  DEALER_MESSAGE_PARAMS,
);

const id = (message: KeyedMessage) => string().typeError(message).trim().required(message);

/** A reason an admin gives (a rejection, an unpublished listing, a suspension): shown to the user. */
export const reason = plainText('reason')
  .typeError(keyedDealerMessages.reasonRequired)
  .trim()
  .required(keyedDealerMessages.reasonRequired)
  .min(DEALER_LIMITS.reasonMin, keyedDealerMessages.reasonMin)
  .max(DEALER_LIMITS.reasonMax, keyedDealerMessages.reasonMax);

/** The reason dialog of the admin console (reject, unpublish, suspend). */
export const reasonSchema = object({ reason });
export type ReasonValues = InferType<typeof reasonSchema>;

const search = string()
  .typeError(keyedDealerMessages.search)
  .trim()
  .max(DEALER_LIMITS.searchMax, keyedDealerMessages.search)
  .nullable()
  .optional();

/** submitDealerVerification (multipart): no text field; the two documents are its file parts. */
export const dealerVerificationSchema = object({});
export type DealerVerificationValues = InferType<typeof dealerVerificationSchema>;

/** getSellerProfile: a seller (the `seller._id` of an auction) and a page of its live listings. */
export const sellerProfileSchema = object({
  sellerId: id(keyedDealerMessages.sellerIdRequired),
  pageNumber: listPageNumber,
  pageSize: listPageSize(DEALER_LIMITS.sellerPageSizeDefault),
});
export type SellerProfileValues = InferType<typeof sellerProfileSchema>;

/** getVerificationQueue: dealers by verification status (default: submitted, oldest first). */
export const verificationQueueSchema = object({
  status: string()
    .typeError(keyedDealerMessages.status)
    .oneOf(DEALER_STATUSES, keyedDealerMessages.status)
    .default('submitted'),
  pageNumber: listPageNumber,
  pageSize: listPageSize(),
});
export type VerificationQueueValues = InferType<typeof verificationQueueSchema>;

/** verifyDealer, reinstateUser: one user. */
export const userIdSchema = object({ userId: id(keyedDealerMessages.userIdRequired) });
export type UserIdValues = InferType<typeof userIdSchema>;

/** getDealerOpenOrders: a dealer's account (the admin's users list) and a page of its open orders. */
export const dealerOrdersSchema = object({
  userId: id(keyedDealerMessages.userIdRequired),
  pageNumber: listPageNumber,
  pageSize: listPageSize(),
});
export type DealerOrdersValues = InferType<typeof dealerOrdersSchema>;

/** rejectDealer, suspendUser: one user and the reason they are told. */
export const userReasonSchema = object({ userId: id(keyedDealerMessages.userIdRequired), reason });
export type UserReasonValues = InferType<typeof userReasonSchema>;

/** getAdminListings: every dealer's listings, by state and search text. */
export const adminListingsSchema = object({
  state: string()
    .typeError(keyedDealerMessages.listingState)
    .oneOf(LISTING_STATES, keyedDealerMessages.listingState)
    .nullable()
    .optional(),
  search,
  pageNumber: listPageNumber,
  pageSize: listPageSize(),
});
export type AdminListingsValues = InferType<typeof adminListingsSchema>;

/** unpublishListing: a listing and the reason its dealer sees. */
export const unpublishListingSchema = object({
  listingId: id(keyedListingMessages.listingIdRequired),
  reason,
});
export type UnpublishListingValues = InferType<typeof unpublishListingSchema>;

/** getUsers: every account, by role, standing and search text (name, e-mail, business). */
export const adminUsersSchema = object({
  role: string()
    .typeError(keyedDealerMessages.role)
    .oneOf(ROLES, keyedDealerMessages.role)
    .nullable()
    .optional(),
  standing: string()
    .typeError(keyedDealerMessages.standing)
    .oneOf(ACCOUNT_STANDINGS, keyedDealerMessages.standing)
    .nullable()
    .optional(),
  search,
  pageNumber: listPageNumber,
  pageSize: listPageSize(),
});
export type AdminUsersValues = InferType<typeof adminUsersSchema>;

/** getContactInbox: Contact Support messages, open ones first by default. */
export const contactInboxSchema = object({
  status: string()
    .typeError(keyedDealerMessages.inboxStatus)
    .oneOf(CONTACT_INBOX_STATUSES, keyedDealerMessages.inboxStatus)
    .nullable()
    .optional(),
  pageNumber: listPageNumber,
  pageSize: listPageSize(),
});
export type ContactInboxValues = InferType<typeof contactInboxSchema>;

/** markContactHandled. */
export const contactMessageIdSchema = object({
  messageId: id(keyedDealerMessages.messageIdRequired),
});
export type ContactMessageIdValues = InferType<typeof contactMessageIdSchema>;
