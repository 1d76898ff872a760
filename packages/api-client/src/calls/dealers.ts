/** Dealers: verification, listings, photos and documents, reserve offers, seller profile (docs/product.md §6). */
import type * as schemas from '@marketdrop/validation';
import type {
  AcceptReserveOfferData,
  DealerListing,
  DealerListingsData,
  DealerStatusData,
  DealerVerificationFiles,
  ListingDocumentFiles,
  ListingOptionsData,
  ListingPhotoFiles,
  Pagination,
  SellerProfileData,
} from '../contract';
import { call } from './declare';

export const dealersCalls = {
  // Dealers (docs/product.md §6.1, §6.2): verification, listings, reserve offers.
  submitDealerVerification: call<
    typeof schemas.dealerVerificationSchema,
    DealerStatusData,
    DealerVerificationFiles
  >()('POST', '/user/submitDealerVerification', {
    auth: { role: 'dealer' },
    errors: [
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'VALIDATION_FAILED',
      'FILE_TOO_LARGE',
      'INVALID_FILE_TYPE',
      'DEALER_ALREADY_VERIFIED',
    ],
    multipart: true,
  }),
  getDealerStatus: call<undefined, DealerStatusData>()('GET', '/user/getDealerStatus', {
    auth: { role: 'dealer' },
    errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
  }),
  getListingOptions: call<undefined, ListingOptionsData>()('GET', '/user/getListingOptions', {
    auth: { role: 'dealer' },
    errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
  }),
  createListing: call<typeof schemas.listingSchema, DealerListing>()(
    'POST',
    '/user/createListing',
    {
      auth: { role: 'dealer' },
      errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'DEALER_NOT_VERIFIED', 'VALIDATION_FAILED'],
      validation: 'form',
    },
  ),
  updateListing: call<typeof schemas.updateListingSchema, DealerListing>()(
    'POST',
    '/user/updateListing',
    {
      auth: { role: 'dealer' },
      errors: [
        'UNAUTHENTICATED',
        'FORBIDDEN',
        'DEALER_NOT_VERIFIED',
        'VALIDATION_FAILED',
        'NOT_FOUND',
        'PRICE_TERMS_LOCKED',
        'PRICE_RAISE_NOT_ALLOWED',
        'LISTING_FACTS_LOCKED',
        'LISTING_CLOSED',
      ],
      validation: 'form',
    },
  ),
  addListingDisclosure: call<typeof schemas.listingDisclosureSchema, DealerListing>()(
    'POST',
    '/user/addListingDisclosure',
    {
      auth: { role: 'dealer' },
      errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND', 'LISTING_CLOSED'],
      validation: 'form',
    },
  ),
  getDealerListing: call<typeof schemas.listingIdSchema, DealerListing>()(
    'POST',
    '/user/getDealerListing',
    {
      auth: { role: 'dealer' },
      errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND'],
      validation: 'list',
    },
  ),
  getDealerListings: call<
    typeof schemas.dealerListingsSchema,
    DealerListingsData,
    never,
    { pagination: Pagination }
  >()('POST', '/user/getDealerListings', {
    auth: { role: 'dealer' },
    errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED'],
    validation: 'list',
  }),
  publishListing: call<typeof schemas.listingIdSchema, DealerListing>()(
    'POST',
    '/user/publishListing',
    {
      auth: { role: 'dealer' },
      errors: [
        'UNAUTHENTICATED',
        'FORBIDDEN',
        'DEALER_NOT_VERIFIED',
        'VALIDATION_FAILED',
        'NOT_FOUND',
        'LISTING_CLOSED',
      ],
      validation: 'list',
    },
  ),
  withdrawListing: call<typeof schemas.listingIdSchema, DealerListing>()(
    'POST',
    '/user/withdrawListing',
    {
      auth: { role: 'dealer' },
      errors: [
        'UNAUTHENTICATED',
        'FORBIDDEN',
        'VALIDATION_FAILED',
        'NOT_FOUND',
        'PRICE_TERMS_LOCKED',
        'LISTING_CLOSED',
      ],
      validation: 'list',
    },
  ),
  /**
   * Puts a listing that ended unsold on sale again with the same terms, to the next Thursday close
   * at least a day away (409 NOT_RELISTABLE otherwise; a live one is answered as it is).
   */
  relistListing: call<typeof schemas.listingIdSchema, DealerListing>()(
    'POST',
    '/user/relistListing',
    {
      auth: { role: 'dealer' },
      errors: [
        'UNAUTHENTICATED',
        'FORBIDDEN',
        'DEALER_NOT_VERIFIED',
        'VALIDATION_FAILED',
        'NOT_FOUND',
        'NOT_RELISTABLE',
      ],
      validation: 'list',
    },
  ),
  uploadListingPhotos: call<
    typeof schemas.uploadListingPhotosSchema,
    DealerListing,
    ListingPhotoFiles
  >()('POST', '/user/uploadListingPhotos', {
    auth: { role: 'dealer' },
    errors: [
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'VALIDATION_FAILED',
      'NOT_FOUND',
      'FILE_TOO_LARGE',
      'INVALID_FILE_TYPE',
      'LISTING_CLOSED',
    ],
    multipart: true,
  }),
  reorderListingPhotos: call<typeof schemas.reorderListingPhotosSchema, DealerListing>()(
    'POST',
    '/user/reorderListingPhotos',
    {
      auth: { role: 'dealer' },
      errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND', 'LISTING_CLOSED'],
      validation: 'list',
    },
  ),
  deleteListingPhoto: call<typeof schemas.listingPhotoSchema, DealerListing>()(
    'POST',
    '/user/deleteListingPhoto',
    {
      auth: { role: 'dealer' },
      errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND', 'LISTING_CLOSED'],
      validation: 'list',
    },
  ),
  uploadListingDocuments: call<
    typeof schemas.uploadListingDocumentsSchema,
    DealerListing,
    ListingDocumentFiles
  >()('POST', '/user/uploadListingDocuments', {
    auth: { role: 'dealer' },
    errors: [
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'VALIDATION_FAILED',
      'NOT_FOUND',
      'FILE_TOO_LARGE',
      'INVALID_FILE_TYPE',
      'LISTING_CLOSED',
    ],
    multipart: true,
  }),
  deleteListingDocument: call<typeof schemas.listingDocumentSchema, DealerListing>()(
    'POST',
    '/user/deleteListingDocument',
    {
      auth: { role: 'dealer' },
      errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND', 'LISTING_CLOSED'],
      validation: 'list',
    },
  ),
  acceptReserveOffer: call<typeof schemas.listingIdSchema, AcceptReserveOfferData>()(
    'POST',
    '/user/acceptReserveOffer',
    {
      auth: { role: 'dealer' },
      idempotent: true,
      errors: [
        'UNAUTHENTICATED',
        'FORBIDDEN',
        'VALIDATION_FAILED',
        'NOT_FOUND',
        'RESERVE_OFFER_CLOSED',
        'ALREADY_SOLD',
        'IDEMPOTENCY_KEY_REUSED',
        'IDEMPOTENCY_IN_PROGRESS',
      ],
      validation: 'list',
    },
  ),
  declineReserveOffer: call<typeof schemas.listingIdSchema, DealerListing>()(
    'POST',
    '/user/declineReserveOffer',
    {
      auth: { role: 'dealer' },
      errors: [
        'UNAUTHENTICATED',
        'FORBIDDEN',
        'VALIDATION_FAILED',
        'NOT_FOUND',
        'RESERVE_OFFER_CLOSED',
      ],
      validation: 'list',
    },
  ),
  getSellerProfile: call<
    typeof schemas.sellerProfileSchema,
    SellerProfileData,
    never,
    { pagination: Pagination }
  >()('POST', '/user/getSellerProfile', {
    auth: 'optional',
    errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    validation: 'list',
  }),
} as const;
