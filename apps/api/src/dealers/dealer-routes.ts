import type { FastifyInstance } from 'fastify';
import {
  DRIVETRAINS,
  FUEL_TYPES,
  LISTING_LIMITS,
  TRANSMISSIONS,
  keyedDealerMessages,
  keyedMessages,
  thursdayCloses,
  uploadListingDocumentsSchema,
  uploadListingPhotosSchema,
  validateWithKeys,
  type ListingState,
} from '@marketdrop/validation';
import type { ListingOptionsData } from '@marketdrop/api-client';
import { authOf } from '../plugins/auth';
import { findMakesAndCategories, listingsOfDealer } from '../catalogue/listing-rows';
import { mountCalls, type CallRoutes } from '../shared/mount-call';
import { readForm, singleFields, type FormData } from '../shared/multipart';
import { fieldsError, validationError } from '../shared/errors';
import { addListingDisclosure } from './add-listing-disclosure';
import { findDealerOf, requireDealerOf } from './dealer-account';
import { findDealerStatus, submitDealerVerification } from './dealer-verification';
import { findSellerProfile, type SellerRatingSource } from './find-seller-profile';
import {
  deleteListingDocument,
  deleteListingPhoto,
  reorderListingPhotos,
  uploadListingDocuments,
  uploadListingPhotos,
} from './listing-media';
import { loadListing, pageListings } from './load-listings';
import { DEALER_MESSAGES } from './messages';
import { publishListing, withdrawListing } from './publish-listing';
import { relistListing } from './relist-listing';
import { acceptReserveOffer, declineReserveOffer } from './reserve-offers';
import { createListing, updateListing } from './save-listing';

const tags = ['dealers'];

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
const PDF = 'application/pdf';

/** A file limit of the dealer forms: 10 MB, with the message of a larger file. */
const TEN_MB = {
  fileSize: LISTING_LIMITS.fileMaxBytes,
  fileTooLargeMessage: keyedDealerMessages.documentTooLarge,
};

export type DealerRoutesOptions = {
  /** The seller profile's rating (the orders domain's reviews). */
  sellerRating: SellerRatingSource;
};

/** The text fields of a multipart form checked with a call's schema (400 on the first problem). */
async function fieldsOf<T extends object>(
  form: FormData,
  schema: Parameters<typeof validateWithKeys>[0],
): Promise<T> {
  const result = await validateWithKeys(schema, singleFields(form));
  if (!result.ok) throw validationError(result.errors, result.errorKeys);
  return result.value as T;
}

/**
 * The dealer dashboard's calls (docs/product.md §6.1, §6.2), each for dealers only (403 for the
 * other roles) and on the caller's own listings only (another dealer's: 404); and the public
 * seller profile.
 */
export function dealerCalls(app: FastifyInstance, opts: DealerRoutesOptions) {
  const mediaDeps = {
    db: app.db,
    clock: () => app.clock(),
    mediaDir: app.config.mediaDir,
    photoQueue: app.photoQueue,
  };

  return {
    getDealerStatus: {
      docs: {
        tags,
        summary: "Where the dealer's business verification stands",
      },
      handler: async (request) => ({
        message: DEALER_MESSAGES.status,
        data: await findDealerStatus(app, { user: authOf(request).user }),
      }),
    },

    submitDealerVerification: {
      docs: {
        tags,
        summary: 'Send the dealer licence and the business registration (multipart)',
        description:
          'Both files are required: images (JPEG, PNG, GIF, WEBP) or PDF, told by their bytes, at most 10 MB each. The account becomes `submitted` (an earlier rejection is cleared). A verified dealer: 409. The files are private: only admins open them.',
        files: {
          dealerLicence: 'The dealer licence: an image or a PDF, at most 10 MB',
          businessRegistration: 'The business registration: an image or a PDF, at most 10 MB',
        },
      },
      handler: async (request) => {
        const { user } = authOf(request);
        const rule = {
          mimeTypes: [...IMAGE_TYPES, PDF],
          typeMessage: keyedDealerMessages.documentType,
        };
        const form = await readForm(app, request, {
          fileFields: { dealerLicence: rule, businessRegistration: rule },
          limits: { ...TEN_MB, files: 2 },
        });
        try {
          singleFields(form);
          for (const field of ['dealerLicence', 'businessRegistration']) {
            if (form.files.filter((file) => file.field === field).length > 1) {
              throw fieldsError({ [field]: keyedMessages.sendOneFile });
            }
          }
          const data = await submitDealerVerification(app, { user, files: form.files });
          return { message: DEALER_MESSAGES.submitted, data };
        } catch (error) {
          await app.storage.remove(form.files.map((file) => file.storedName));
          throw error;
        }
      },
    },

    getListingOptions: {
      docs: {
        tags,
        summary: "The listing form's lists, closing slots and the dealer's address",
      },
      handler: async (request) => {
        const { user } = authOf(request);
        const [lists, dealer] = await Promise.all([
          findMakesAndCategories(app),
          findDealerOf(app, { userId: user.id }),
        ]);
        const data: ListingOptionsData = {
          makes: lists.makes,
          categories: lists.categories,
          fuelTypes: [...FUEL_TYPES],
          transmissions: [...TRANSMISSIONS],
          drivetrains: [...DRIVETRAINS],
          closingSlots: thursdayCloses(app.clock(), LISTING_LIMITS.closeWeeksMax).map((d) =>
            d.toISOString(),
          ),
          defaultLocation: {
            address: dealer?.address ?? user.businessAddress ?? user.address,
            city: dealer?.city ?? user.city,
            province: dealer?.province ?? user.province,
            postalCode: dealer?.postalCode ?? user.postalCode,
          },
        };
        return { message: DEALER_MESSAGES.options, data };
      },
    },

    createListing: {
      docs: {
        tags,
        summary: 'Save a new listing as a draft',
        description:
          'The vehicle and its sale format with its price terms (the listing form). A business not verified yet: 403 DEALER_NOT_VERIFIED. Make and body type from the lists, the end a coming Thursday close (400).',
      },
      handler: async (request) => ({
        message: DEALER_MESSAGES.created,
        data: await createListing(app, { user: authOf(request).user, values: request.body }),
      }),
    },

    updateListing: {
      docs: {
        tags,
        summary: 'Save the listing form again',
        description:
          "Sold, unsold or withdrawn: 409 LISTING_CLOSED. While the sale is live its price may only go down: a raise of the starting bid, Buy Now or claim price, any MarketDropAI term against the buyer (sticker or floor up, drop down, interval up) or a change of format is 409 PRICE_RAISE_NOT_ALLOWED, and a drop is seen live by watchers. Once a bid or claim exists: other price terms 409 PRICE_TERMS_LOCKED (an existing Buy Now price may still go down, above the highest bid: 400 on `buyNowPrice` otherwise), and the vehicle's facts (VIN, year, make, model, trim, body type, colour, odometer and unit, fuel, transmission, drivetrain, description, location) 409 LISTING_FACTS_LOCKED. Another dealer's listing: 404.",
      },
      handler: async (request) => ({
        message: DEALER_MESSAGES.updated,
        data: await updateListing(app, { user: authOf(request).user, values: request.body }),
      }),
    },

    addListingDisclosure: {
      docs: {
        tags,
        summary: 'Add a dated disclosure to a listing (after the first bid or claim)',
        description:
          "10 to 2000 characters, several lines allowed, no other control or bidirectional-override character. Public on the auction's detail (`disclosures`, newest first); every bidder and every user who saved the auction is notified (`listingDisclosure`). Sold, unsold or withdrawn: 409 LISTING_CLOSED. Another dealer's listing: 404.",
      },
      handler: async (request) => ({
        message: DEALER_MESSAGES.disclosureAdded,
        data: await addListingDisclosure(app, { user: authOf(request).user, values: request.body }),
      }),
    },

    getDealerListing: {
      docs: {
        tags,
        summary: "One of the dealer's listings",
      },
      handler: async (request) => {
        const dealer = await requireDealerOf(app, { userId: authOf(request).user.id });
        return {
          message: DEALER_MESSAGES.fetched,
          data: await loadListing(app, {
            listingId: request.body.listingId,
            dealerId: dealer.id,
            now: app.clock(),
          }),
        };
      },
    },

    getDealerListings: {
      docs: {
        tags,
        summary: "The dealer's listings in a state, with the count of each state",
      },
      handler: async (request) => {
        const { user } = authOf(request);
        const { state, pageNumber, pageSize } = request.body;
        const dealer = await findDealerOf(app, { userId: user.id });
        const page = await pageListings(app, {
          // A dealer without a seller yet (not verified) has no listings.
          scope: listingsOfDealer(dealer?.id ?? '00000000-0000-0000-0000-000000000000'),
          state: (state ?? null) as ListingState | null,
          pageNumber,
          pageSize,
          now: app.clock(),
        });
        return {
          message: DEALER_MESSAGES.listed,
          data: { listings: page.listings, counts: page.counts },
          pagination: {
            pageNumber,
            pageSize,
            total: page.total,
            totalPages: Math.ceil(page.total / pageSize),
          },
        };
      },
    },

    publishListing: {
      docs: {
        tags,
        summary: 'Put a draft on sale (it becomes an auction)',
        description:
          'Scheduled when its start is ahead, else live. Needs a verified business (403), a photo and an end still ahead (400).',
      },
      handler: async (request) => {
        const data = await publishListing(app, {
          user: authOf(request).user,
          listingId: request.body.listingId,
        });
        return {
          message:
            data.state === 'scheduled' ? DEALER_MESSAGES.scheduled : DEALER_MESSAGES.published,
          data,
        };
      },
    },

    withdrawListing: {
      docs: {
        tags,
        summary: 'Take a listing off sale',
        description: 'Refused once a bid or claim exists (409 PRICE_TERMS_LOCKED).',
      },
      handler: async (request) => ({
        message: DEALER_MESSAGES.withdrawn,
        data: await withdrawListing(app, {
          user: authOf(request).user,
          listingId: request.body.listingId,
        }),
      }),
    },

    relistListing: {
      docs: {
        tags,
        summary: 'Put a listing that ended unsold on sale again (one click, same terms)',
        description:
          "The same vehicle and price terms, open from now to the next Thursday close at least a day away; the last sale's bids and reserve decision go; savers and bidders are told. Live or scheduled already: answered as it is. Anything else, or a reserve offer still open: 409 NOT_RELISTABLE.",
      },
      handler: async (request) => ({
        message: DEALER_MESSAGES.relisted,
        data: await relistListing(app, {
          user: authOf(request).user,
          listingId: request.body.listingId,
        }),
      }),
    },

    uploadListingPhotos: {
      docs: {
        tags,
        summary: 'Add photos to a listing (multipart)',
        description:
          '1 to 10 photos a request, 30 a listing; JPEG, PNG or WEBP told by their bytes, at most 10 MB each. Stored as WebP at 480, 960 and 1600 pixels wide (never wider than sent), upright, without metadata (no GPS).',
        files: { photos: 'The photos: JPEG, PNG or WEBP, at most 10 MB each' },
      },
      handler: async (request) => {
        const form = await readForm(app, request, {
          fileFields: {
            photos: {
              mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
              typeMessage: keyedDealerMessages.photoType,
              inMemory: true,
            },
          },
          limits: { ...TEN_MB, files: LISTING_LIMITS.photosPerUpload },
        });
        const { listingId } = await fieldsOf<{ listingId: string }>(
          form,
          uploadListingPhotosSchema,
        );
        return {
          message: DEALER_MESSAGES.photosAdded,
          data: await uploadListingPhotos(mediaDeps, {
            user: authOf(request).user,
            listingId,
            photos: form.buffers,
          }),
        };
      },
    },

    reorderListingPhotos: {
      docs: {
        tags,
        summary: "Set the order of a listing's photos (the first is the cover)",
      },
      handler: async (request) => ({
        message: DEALER_MESSAGES.photosReordered,
        data: await reorderListingPhotos(mediaDeps, {
          user: authOf(request).user,
          listingId: request.body.listingId,
          photoIds: request.body.photoIds,
        }),
      }),
    },

    deleteListingPhoto: {
      docs: { tags, summary: 'Remove a photo of a listing' },
      handler: async (request) => ({
        message: DEALER_MESSAGES.photoDeleted,
        data: await deleteListingPhoto(mediaDeps, {
          user: authOf(request).user,
          listingId: request.body.listingId,
          photoId: request.body.photoId,
        }),
      }),
    },

    uploadListingDocuments: {
      docs: {
        tags,
        summary: 'Add the condition report and documents of a listing (multipart)',
        description:
          'conditionReport: a PDF (replaces the one before); documents: PDFs or images, 10 a listing; at most 10 MB each, told by their bytes.',
        files: {
          conditionReport: 'The condition report: a PDF, at most 10 MB',
          documents: 'Documents: PDF or images, at most 10 MB each',
        },
      },
      handler: async (request) => {
        const form = await readForm(app, request, {
          fileFields: {
            conditionReport: {
              mimeTypes: [PDF],
              typeMessage: keyedDealerMessages.conditionReportType,
              inMemory: true,
            },
            documents: {
              mimeTypes: [PDF, ...IMAGE_TYPES],
              typeMessage: keyedDealerMessages.documentType,
              inMemory: true,
            },
          },
          limits: { ...TEN_MB, files: LISTING_LIMITS.documentsMax + 1 },
        });
        const values = await fieldsOf<{ listingId: string; documentName?: string | null }>(
          form,
          uploadListingDocumentsSchema,
        );
        return {
          message: DEALER_MESSAGES.documentsAdded,
          data: await uploadListingDocuments(mediaDeps, {
            user: authOf(request).user,
            listingId: values.listingId,
            documentName: values.documentName,
            files: form.buffers,
          }),
        };
      },
    },

    deleteListingDocument: {
      docs: {
        tags,
        summary: 'Remove a document (or, with documentId conditionReport, the condition report)',
      },
      handler: async (request) => ({
        message: DEALER_MESSAGES.documentDeleted,
        data: await deleteListingDocument(mediaDeps, {
          user: authOf(request).user,
          listingId: request.body.listingId,
          documentId: request.body.documentId,
        }),
      }),
    },

    acceptReserveOffer: {
      docs: {
        tags,
        summary: 'Sell to the highest bidder of an auction that closed below its reserve',
        description:
          'Within 24 hours of the close: the order is created for that bidder (told), the listing is sold. Not open (lapsed, declined, accepted): 409 RESERVE_OFFER_CLOSED. Honours Idempotency-Key.',
      },
      handler: async (request) => ({
        message: DEALER_MESSAGES.offerAccepted,
        data: await acceptReserveOffer(app, {
          user: authOf(request).user,
          listingId: request.body.listingId,
        }),
      }),
    },

    declineReserveOffer: {
      docs: { tags, summary: 'Let a reserve offer go' },
      handler: async (request) => ({
        message: DEALER_MESSAGES.offerDeclined,
        data: await declineReserveOffer(app, {
          user: authOf(request).user,
          listingId: request.body.listingId,
        }),
      }),
    },

    getSellerProfile: {
      docs: {
        tags,
        summary: "A seller's profile and live listings",
        description:
          'Business name, city, member since, verified badge, vehicles sold, review rating; the live listings a page at a time, ending soonest first. Unknown seller: 404.',
      },
      handler: async (request) => {
        const { data, pagination } = await findSellerProfile(
          { db: app.db, clock: () => app.clock(), yourMaxBids: app.yourMaxBids },
          { values: request.body, userId: request.user?.id ?? null, rating: opts.sellerRating },
        );
        return { message: DEALER_MESSAGES.sellerFetched, data, pagination };
      },
    },
  } satisfies CallRoutes;
}

/** Mounts `dealerCalls` (a Fastify plugin under `/user`). */
export default async function dealerRoutes(app: FastifyInstance, opts: DealerRoutesOptions) {
  mountCalls(app, dealerCalls(app, opts));
}
