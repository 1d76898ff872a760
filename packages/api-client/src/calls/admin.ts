/** The admin console (docs/product.md §6.3). */
import type * as schemas from '@marketdrop/validation';
import type {
  AdminDealerOrdersData,
  AdminListing,
  AdminListingsData,
  AdminUser,
  AdminUsersData,
  ContactInboxData,
  DealerApplication,
  InboxMessage,
  Pagination,
  VerificationQueueData,
} from '../contract';
import { call } from './declare';

export const adminCalls = {
  // Admin console (docs/product.md §6.3).
  getVerificationQueue: call<
    typeof schemas.verificationQueueSchema,
    VerificationQueueData,
    never,
    { pagination: Pagination }
  >()('POST', '/user/getVerificationQueue', {
    auth: { role: 'admin' },
    errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED'],
    validation: 'list',
  }),
  verifyDealer: call<typeof schemas.userIdSchema, DealerApplication>()(
    'POST',
    '/user/verifyDealer',
    {
      auth: { role: 'admin' },
      errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND'],
      validation: 'form',
    },
  ),
  rejectDealer: call<typeof schemas.userReasonSchema, DealerApplication>()(
    'POST',
    '/user/rejectDealer',
    {
      auth: { role: 'admin' },
      errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND'],
      validation: 'form',
    },
  ),
  getAdminListings: call<
    typeof schemas.adminListingsSchema,
    AdminListingsData,
    never,
    { pagination: Pagination }
  >()('POST', '/user/getAdminListings', {
    auth: { role: 'admin' },
    errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED'],
    validation: 'list',
  }),
  unpublishListing: call<typeof schemas.unpublishListingSchema, AdminListing>()(
    'POST',
    '/user/unpublishListing',
    {
      auth: { role: 'admin' },
      errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND', 'LISTING_CLOSED'],
      validation: 'form',
    },
  ),
  getUsers: call<
    typeof schemas.adminUsersSchema,
    AdminUsersData,
    never,
    { pagination: Pagination }
  >()('POST', '/user/getUsers', {
    auth: { role: 'admin' },
    errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED'],
    validation: 'list',
  }),
  suspendUser: call<typeof schemas.userReasonSchema, AdminUser>()('POST', '/user/suspendUser', {
    auth: { role: 'admin' },
    errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND'],
    validation: 'form',
  }),
  reinstateUser: call<typeof schemas.userIdSchema, AdminUser>()('POST', '/user/reinstateUser', {
    auth: { role: 'admin' },
    errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND'],
    validation: 'form',
  }),
  getDealerOpenOrders: call<
    typeof schemas.dealerOrdersSchema,
    AdminDealerOrdersData,
    never,
    { pagination: Pagination }
  >()('POST', '/user/getDealerOpenOrders', {
    auth: { role: 'admin' },
    errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND'],
    validation: 'list',
  }),
  getContactInbox: call<
    typeof schemas.contactInboxSchema,
    ContactInboxData,
    never,
    { pagination: Pagination }
  >()('POST', '/user/getContactInbox', {
    auth: { role: 'admin' },
    errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED'],
    validation: 'list',
  }),
  markContactHandled: call<typeof schemas.contactMessageIdSchema, InboxMessage>()(
    'POST',
    '/user/markContactHandled',
    {
      auth: { role: 'admin' },
      errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND'],
      validation: 'list',
    },
  ),
} as const;
