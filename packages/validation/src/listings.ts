import { array, mixed, number, object, string, type InferType } from 'yup';
import { AUCTION_TYPES } from './constants';
import { keyedDictionary, keyedMessages, type KeyedMessage } from './keyed';
import type { FieldId } from './fields';
import { MULTILINE_PLAIN_TEXT_PATTERN, UUID_PATTERN } from './patterns';
import { plainText } from './rules';
import { isThursdayClose } from './schedule';
import { VIN_LENGTH, VIN_PATTERN, isValidVin, normalizeVin } from './vin';
import {
  LISTING_STATES,
  ODOMETER_UNITS,
  FUEL_TYPES,
  TRANSMISSIONS,
  DRIVETRAINS,
  LISTING_LIMITS,
  listingMessages,
  LISTING_MESSAGE_PARAMS,
} from './listing-messages';
export * from './listing-messages';

/**
 * `listingMessages` with their keys, as the schemas give them: `listings.<name>`, the price with
 * its field id (`price('startingBid')`), the highest bid as `bid`; the ones that say a field of the
 * listing form is required (and the document name's length) are the shared `required` and
 * `tooLong` with their field (same English).
 */
export const keyedListingMessages = {
  ...keyedDictionary('listings', listingMessages, LISTING_MESSAGE_PARAMS),
  vinRequired: keyedMessages.required('vin'),
  yearRequired: keyedMessages.required('year'),
  makeRequired: keyedMessages.required('make'),
  odometerRequired: keyedMessages.required('odometer'),
  auctionTypeRequired: keyedMessages.required('auctionType'),
  endsAtRequired: keyedMessages.required('endsAt'),
  documentName: keyedMessages.tooLong('documentName', LISTING_LIMITS.documentNameMax),
};

/** An optional whole number of dollars (null or absent: none). */
const optionalPrice = (field: FieldId) =>
  number()
    .transform((value: unknown, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError(keyedListingMessages.price(field))
    .integer(keyedListingMessages.price(field))
    .min(1, keyedListingMessages.price(field))
    .max(LISTING_LIMITS.priceMax, keyedListingMessages.price(field))
    .nullable()
    .optional();

/** A price the sale format needs: required for `types`, ignored for the others. */
const priceFor = (field: FieldId, types: readonly string[]) =>
  optionalPrice(field).when('auctionType', {
    is: (type: unknown) => types.includes(type as string),
    then: (schema) => schema.required(keyedMessages.required(field)),
  });

const optionalText = (field: FieldId, max: number) =>
  plainText(field)
    .trim()
    .max(max, keyedMessages.tooLong(field, max))
    .transform((value: unknown) => (value === '' ? undefined : value))
    .nullable()
    .optional();

const instant = () =>
  mixed<string>()
    // What OpenAPI documents: an ISO 8601 instant.
    .meta({ jsonSchema: { type: 'string', format: 'date-time' } })
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .test('valid-instant', keyedListingMessages.date, (value) => {
      if (value === undefined) return true;
      return typeof value === 'string' && !Number.isNaN(Date.parse(value));
    });

const oneOfOrNull = <T extends string>(values: readonly T[], message: KeyedMessage) =>
  string()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .oneOf(values, message)
    .nullable()
    .optional();

const parentNumber = (parent: Record<string, unknown>, field: string): number | undefined => {
  const value = parent[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

/**
 * The listing form: the vehicle (VIN with its check digit, year, make and body type from the lists,
 * model, trim, odometer and unit, fuel, transmission, drivetrain, colour, description, location)
 * and the sale format with its price terms:
 * - `auction`: starting bid; optional reserve (at least the starting bid); optional Buy Now above
 *   the reserve (or the starting bid);
 * - `marketdropai`: sticker price, floor below it, drop amount (at most the gap), drop interval;
 * - `claimpoint`: claim price.
 * Every sale ends on a Thursday close (`endsAt`); `startsAt` (optional) schedules it. Whether the
 * end lies ahead, and within 8 weeks, is checked by the server on its clock when it is saved.
 */
export const listingSchema = object({
  vin: string()
    .typeError(keyedListingMessages.vinRequired)
    .transform((value: unknown) => (typeof value === 'string' ? normalizeVin(value) : value))
    .required(keyedListingMessages.vinRequired)
    .length(VIN_LENGTH, keyedListingMessages.vinLength)
    .matches(VIN_PATTERN, { message: keyedListingMessages.vinCharacters })
    .test('vin-check-digit', keyedListingMessages.vinCheckDigit, (value) => isValidVin(value)),
  year: number()
    .typeError(keyedListingMessages.year)
    .required(keyedListingMessages.yearRequired)
    .integer(keyedListingMessages.year)
    .min(LISTING_LIMITS.yearMin, keyedListingMessages.year)
    .max(LISTING_LIMITS.yearMax, keyedListingMessages.year),
  makeId: string()
    .typeError(keyedListingMessages.make)
    .trim()
    .required(keyedListingMessages.makeRequired)
    .matches(UUID_PATTERN, { message: keyedListingMessages.make }),
  model: plainText('model')
    .trim()
    .required(keyedMessages.required('model'))
    .max(LISTING_LIMITS.textMax, keyedMessages.tooLong('model', LISTING_LIMITS.textMax)),
  trim: optionalText('trim', LISTING_LIMITS.textMax),
  categoryId: string()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .typeError(keyedListingMessages.category)
    .matches(UUID_PATTERN, { message: keyedListingMessages.category })
    .nullable()
    .optional(),
  odometer: number()
    .typeError(keyedListingMessages.odometer)
    .required(keyedListingMessages.odometerRequired)
    .integer(keyedListingMessages.odometer)
    .min(0, keyedListingMessages.odometer)
    .max(LISTING_LIMITS.odometerMax, keyedListingMessages.odometer),
  odometerUnit: string()
    .oneOf(ODOMETER_UNITS, keyedListingMessages.odometerUnit)
    .default('KM')
    .required(keyedListingMessages.odometerUnit),
  fuelType: oneOfOrNull(FUEL_TYPES, keyedListingMessages.fuelType),
  transmission: oneOfOrNull(TRANSMISSIONS, keyedListingMessages.transmission),
  drivetrain: oneOfOrNull(DRIVETRAINS, keyedListingMessages.drivetrain),
  exteriorColour: optionalText('exteriorColour', LISTING_LIMITS.colourMax),
  description: string()
    .trim()
    .max(
      LISTING_LIMITS.descriptionMax,
      keyedMessages.tooLong('description', LISTING_LIMITS.descriptionMax),
    )
    .transform((value: unknown) => (value === '' ? undefined : value))
    .nullable()
    .optional(),
  address: optionalText('address', LISTING_LIMITS.addressMax),
  city: optionalText('city', LISTING_LIMITS.cityMax),
  province: optionalText('province', LISTING_LIMITS.provinceMax),
  postalCode: optionalText('postalCode', LISTING_LIMITS.postalCodeMax),

  auctionType: string()
    .typeError(keyedListingMessages.auctionType)
    .required(keyedListingMessages.auctionTypeRequired)
    .oneOf(AUCTION_TYPES, keyedListingMessages.auctionType),
  startingBid: priceFor('startingBid', ['auction']),
  reservePrice: optionalPrice('reservePrice').test(
    'reserve-at-least-start',
    keyedListingMessages.reserveBelowStart,
    function check(reserve) {
      if (this.parent.auctionType !== 'auction' || reserve == null) return true;
      const start = parentNumber(this.parent, 'startingBid');
      return start === undefined || reserve >= start;
    },
  ),
  buyNowPrice: optionalPrice('buyNowPrice').test('buy-now-above', function check(buyNow) {
    if (this.parent.auctionType !== 'auction' || buyNow == null) return true;
    const reserve = parentNumber(this.parent, 'reservePrice');
    if (reserve !== undefined) {
      return (
        buyNow > reserve ||
        this.createError({ message: keyedListingMessages.buyNowNotAboveReserve })
      );
    }
    const start = parentNumber(this.parent, 'startingBid');
    return (
      start === undefined ||
      buyNow > start ||
      this.createError({ message: keyedListingMessages.buyNowNotAboveStart })
    );
  }),
  stickerPrice: priceFor('stickerPrice', ['marketdropai']),
  floorPrice: priceFor('floorPrice', ['marketdropai']).test(
    'floor-below-sticker',
    keyedListingMessages.floorNotBelowSticker,
    function check(floor) {
      if (this.parent.auctionType !== 'marketdropai' || floor == null) return true;
      const sticker = parentNumber(this.parent, 'stickerPrice');
      return sticker === undefined || floor < sticker;
    },
  ),
  dropAmount: priceFor('dropAmount', ['marketdropai']).test(
    'drop-within-gap',
    keyedListingMessages.dropTooLarge,
    function check(drop) {
      if (this.parent.auctionType !== 'marketdropai' || drop == null) return true;
      const sticker = parentNumber(this.parent, 'stickerPrice');
      const floor = parentNumber(this.parent, 'floorPrice');
      // A floor at or above the sticker is the floor's error, not the drop's.
      return (
        sticker === undefined || floor === undefined || floor >= sticker || drop <= sticker - floor
      );
    },
  ),
  dropIntervalMinutes: number()
    .transform((value: unknown, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError(keyedListingMessages.dropInterval)
    .integer(keyedListingMessages.dropInterval)
    .min(LISTING_LIMITS.dropIntervalMinutesMin, keyedListingMessages.dropInterval)
    .max(LISTING_LIMITS.dropIntervalMinutesMax, keyedListingMessages.dropInterval)
    .nullable()
    .optional()
    .when('auctionType', {
      is: 'marketdropai',
      then: (schema) => schema.required(keyedMessages.required('dropIntervalMinutes')),
    }),
  claimPrice: priceFor('claimPrice', ['claimpoint']),
  startsAt: instant()
    .nullable()
    .optional()
    .test('starts-before-end', keyedListingMessages.startsAfterEnd, function check(start) {
      const end: unknown = this.parent.endsAt;
      if (typeof start !== 'string' || typeof end !== 'string') return true;
      const startMs = Date.parse(start);
      const endMs = Date.parse(end);
      return Number.isNaN(startMs) || Number.isNaN(endMs) || startMs < endMs;
    }),
  endsAt: instant()
    .required(keyedListingMessages.endsAtRequired)
    .test('thursday-close', keyedListingMessages.endsAtThursday, (value) =>
      typeof value !== 'string' || Number.isNaN(Date.parse(value))
        ? true
        : isThursdayClose(new Date(value)),
    ),
});
export type ListingValues = InferType<typeof listingSchema>;

const listingId = string()
  .typeError(keyedListingMessages.listingId)
  .trim()
  .required(keyedListingMessages.listingIdRequired);

/** A call about one listing; an id that names none of the caller's listings is a 404. */
export const listingIdSchema = object({ listingId });
export type ListingIdValues = InferType<typeof listingIdSchema>;

/**
 * addListingDisclosure: a dated note the seller adds once the facts are locked (after the first
 * bid or claim), shown on the auction and sent to its bidders: 10 to 2000 characters, several
 * lines allowed (`\r\n` is read as `\n`), no other control or bidirectional-override character.
 */
export const listingDisclosureSchema = object({
  listingId,
  text: string()
    .typeError(keyedListingMessages.disclosureRequired)
    .transform((value: unknown) =>
      typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value,
    )
    .trim()
    .required(keyedListingMessages.disclosureRequired)
    .matches(MULTILINE_PLAIN_TEXT_PATTERN, { message: keyedListingMessages.disclosureCharacters })
    .min(LISTING_LIMITS.disclosureMin, keyedListingMessages.disclosureMin)
    .max(LISTING_LIMITS.disclosureMax, keyedListingMessages.disclosureMax),
});
export type ListingDisclosureValues = InferType<typeof listingDisclosureSchema>;

/** updateListing: the whole form again, for one listing. */
export const updateListingSchema = listingSchema.shape({ listingId });
export type UpdateListingValues = InferType<typeof updateListingSchema>;

const pageNumber = number()
  .typeError(keyedListingMessages.pageNumber)
  .integer(keyedListingMessages.pageNumber)
  .min(1, keyedListingMessages.pageNumber)
  .max(1_000_000, keyedListingMessages.pageNumber)
  .default(1);

/** A page size (default 20, at most 100). */
export const listPageSize = (fallback: number = LISTING_LIMITS.pageSizeDefault) =>
  number()
    .typeError(keyedListingMessages.pageSize)
    .integer(keyedListingMessages.pageSize)
    .min(1, keyedListingMessages.pageSize)
    .max(LISTING_LIMITS.pageSizeMax, keyedListingMessages.pageSize)
    .default(fallback);

export { pageNumber as listPageNumber };

/** getDealerListings: the caller's listings in one state (absent: all), a page at a time. */
export const dealerListingsSchema = object({
  state: string()
    .typeError(keyedListingMessages.state)
    .oneOf(LISTING_STATES, keyedListingMessages.state)
    .nullable()
    .optional(),
  pageNumber,
  pageSize: listPageSize(),
});
export type DealerListingsValues = InferType<typeof dealerListingsSchema>;

/** uploadListingPhotos (multipart): the listing; the photos are its file parts. */
export const uploadListingPhotosSchema = listingIdSchema;

/** reorderListingPhotos: every photo of the listing, in the new order (the first is the cover). */
export const reorderListingPhotosSchema = listingIdSchema.shape({
  photoIds: array(
    string()
      .typeError(keyedListingMessages.photoIds)
      .required(keyedListingMessages.photoIds)
      .matches(UUID_PATTERN, { message: keyedListingMessages.photoIds }),
  )
    .typeError(keyedListingMessages.photoIds)
    .required(keyedListingMessages.photoIds)
    .min(1, keyedListingMessages.photoIds)
    .max(LISTING_LIMITS.photosMax, keyedListingMessages.photoIds),
});
export type ReorderListingPhotosValues = InferType<typeof reorderListingPhotosSchema>;

/** deleteListingPhoto. */
export const listingPhotoSchema = listingIdSchema.shape({
  photoId: string()
    .typeError(keyedListingMessages.photoIdRequired)
    .trim()
    .required(keyedListingMessages.photoIdRequired),
});
export type ListingPhotoValues = InferType<typeof listingPhotoSchema>;

/**
 * uploadListingDocuments (multipart): the listing, and the name to show for the documents sent
 * (absent: the file's name); the condition report and the documents are its file parts.
 */
export const uploadListingDocumentsSchema = listingIdSchema.shape({
  documentName: optionalText('documentName', LISTING_LIMITS.documentNameMax),
});
export type UploadListingDocumentsValues = InferType<typeof uploadListingDocumentsSchema>;

/** deleteListingDocument (the condition report too). */
export const listingDocumentSchema = listingIdSchema.shape({
  documentId: string()
    .typeError(keyedListingMessages.documentIdRequired)
    .trim()
    .required(keyedListingMessages.documentIdRequired),
});
export type ListingDocumentValues = InferType<typeof listingDocumentSchema>;
