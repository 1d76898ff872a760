import { array, mixed, number, object, string, type InferType } from 'yup';
import { AUCTION_TYPES } from './constants';
import { messages } from './messages';
import { keyedMessages } from './keyed';
import { MULTILINE_PLAIN_TEXT_PATTERN } from './patterns';
import { plainText } from './rules';
import { isThursdayClose } from './schedule';
import { VIN_LENGTH, VIN_PATTERN, isValidVin, normalizeVin } from './vin';

/**
 * A dealer's listings (docs/product.md §6.2 Listings, §9.9): the listing form (the vehicle and its
 * sale format with its price terms) and the requests of the dealer dashboard. Money is whole
 * dollars.
 */

/** Where a listing stands: `draft -> scheduled -> live -> sold | unsold | withdrawn`. */
export const LISTING_STATES = [
  'draft',
  'scheduled',
  'live',
  'sold',
  'unsold',
  'withdrawn',
] as const;
export type ListingState = (typeof LISTING_STATES)[number];

export const ODOMETER_UNITS = ['KM', 'MI'] as const;
export type OdometerUnit = (typeof ODOMETER_UNITS)[number];
export const FUEL_TYPES = ['Gasoline', 'Diesel', 'Hybrid', 'Plug-in Hybrid', 'Electric'] as const;
export const TRANSMISSIONS = ['Automatic', 'Manual', 'CVT', 'Dual-Clutch'] as const;
export const DRIVETRAINS = ['FWD', 'RWD', 'AWD', '4WD'] as const;

export const LISTING_LIMITS = {
  yearMin: 1900,
  yearMax: 2100,
  textMax: 60,
  colourMax: 40,
  descriptionMax: 5000,
  addressMax: 200,
  cityMax: 50,
  provinceMax: 50,
  postalCodeMax: 10,
  odometerMax: 2_000_000,
  /** The largest price accepted (whole dollars). */
  priceMax: 10_000_000,
  dropIntervalMinutesMin: 5,
  /** A week. */
  dropIntervalMinutesMax: 10_080,
  /** How far ahead a listing may close: the next 8 Thursdays. */
  closeWeeksMax: 8,
  /** Photos per listing, and per upload request. */
  photosMax: 30,
  photosPerUpload: 10,
  /** Documents per listing (the condition report aside). */
  documentsMax: 10,
  documentNameMax: 100,
  /** A photo or document file (10 MB). */
  fileMaxBytes: 10 * 1024 * 1024,
  /** A seller's disclosure note after the first bid (characters, after trimming). */
  disclosureMin: 10,
  disclosureMax: 2000,
  /**
   * A photo's pixels (50 megapixels): decoding takes about 3 bytes a pixel, so a larger one is
   * refused before it is decoded.
   */
  photoMaxPixels: 50_000_000,
  /** Dealer listings page size: default and maximum. */
  pageSizeDefault: 20,
  pageSizeMax: 100,
} as const;

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

export const listingMessages = {
  vinRequired: messages.required('VIN'),
  vinLength: `VIN must be ${VIN_LENGTH} characters`,
  vinCharacters: 'VIN may hold only digits and capital letters other than I, O and Q',
  vinCheckDigit: 'This VIN is not valid: its check digit does not match',
  yearRequired: messages.required('Year'),
  year: `Year must be a whole number from ${LISTING_LIMITS.yearMin} to ${LISTING_LIMITS.yearMax}`,
  makeRequired: messages.required('Make'),
  make: 'Choose a make from the list',
  category: 'Choose a body type from the list',
  odometerRequired: messages.required('Odometer'),
  odometer: `Odometer must be a whole number from 0 to ${LISTING_LIMITS.odometerMax.toLocaleString('en-US')}`,
  odometerUnit: 'Odometer unit must be KM or MI',
  fuelType: `Fuel type must be one of ${FUEL_TYPES.join(', ')}`,
  transmission: `Transmission must be one of ${TRANSMISSIONS.join(', ')}`,
  drivetrain: `Drivetrain must be one of ${DRIVETRAINS.join(', ')}`,
  auctionTypeRequired: messages.required('Sale format'),
  auctionType: 'Sale format must be auction, marketdropai or claimpoint',
  price: (field: string) =>
    `${field} must be a whole number of dollars from $1 to ${dollars(LISTING_LIMITS.priceMax)}`,
  reserveBelowStart: 'Reserve price must be at least the starting bid',
  buyNowNotAboveReserve: 'Buy Now price must be above the reserve price',
  buyNowNotAboveStart: 'Buy Now price must be above the starting bid',
  /** Lowering the Buy Now price of an auction with bids: it must stay above the highest bid. */
  buyNowNotAboveBid: (bid: number) =>
    `Buy Now price must be above the highest bid (${dollars(bid)})`,
  floorNotBelowSticker: 'Floor price must be below the sticker price',
  dropTooLarge: 'Drop amount cannot be more than the sticker price minus the floor price',
  dropInterval: `Drop interval must be a whole number of minutes from ${LISTING_LIMITS.dropIntervalMinutesMin} to ${LISTING_LIMITS.dropIntervalMinutesMax.toLocaleString('en-US')}`,
  endsAtRequired: messages.required('End'),
  date: 'Please enter a valid date and time',
  endsAtThursday: 'Sales close on Thursdays at 7:00 p.m. Toronto time: choose one of those',
  startsAfterEnd: 'The start must be before the end',
  listingIdRequired: 'Listing id is required',
  listingId: 'Listing id must be text',
  state: `State must be one of ${LISTING_STATES.join(', ')}`,
  pageNumber: 'Page number must be a whole number of at least 1',
  pageSize: `Page size must be a whole number from 1 to ${LISTING_LIMITS.pageSizeMax}`,
  photoIds: `Photo ids must be a list of 1 to ${LISTING_LIMITS.photosMax} ids`,
  photoIdRequired: 'Photo id is required',
  documentIdRequired: 'Document id is required',
  documentName: `Document name should not be longer than ${LISTING_LIMITS.documentNameMax} characters`,
  disclosureRequired: messages.required('Disclosure'),
  disclosureMin: `Disclosure must be at least ${LISTING_LIMITS.disclosureMin} characters`,
  disclosureMax: messages.tooLong('Disclosure', LISTING_LIMITS.disclosureMax),
  disclosureCharacters: messages.notPlainText('Disclosure'),
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An optional whole number of dollars (null or absent: none). */
const optionalPrice = (field: string) =>
  number()
    .transform((value: unknown, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError(listingMessages.price(field))
    .integer(listingMessages.price(field))
    .min(1, listingMessages.price(field))
    .max(LISTING_LIMITS.priceMax, listingMessages.price(field))
    .nullable()
    .optional();

/** A price the sale format needs: required for `types`, ignored for the others. */
const priceFor = (field: string, types: readonly string[]) =>
  optionalPrice(field).when('auctionType', {
    is: (type: unknown) => types.includes(type as string),
    then: (schema) => schema.required(keyedMessages.required(field)),
  });

const optionalText = (field: string, max: number) =>
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
    .test('valid-instant', listingMessages.date, (value) => {
      if (value === undefined) return true;
      return typeof value === 'string' && !Number.isNaN(Date.parse(value));
    });

const oneOfOrNull = <T extends string>(values: readonly T[], message: string) =>
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
    .typeError(listingMessages.vinRequired)
    .transform((value: unknown) => (typeof value === 'string' ? normalizeVin(value) : value))
    .required(listingMessages.vinRequired)
    .length(VIN_LENGTH, listingMessages.vinLength)
    .matches(VIN_PATTERN, listingMessages.vinCharacters)
    .test('vin-check-digit', listingMessages.vinCheckDigit, (value) => isValidVin(value)),
  year: number()
    .typeError(listingMessages.year)
    .required(listingMessages.yearRequired)
    .integer(listingMessages.year)
    .min(LISTING_LIMITS.yearMin, listingMessages.year)
    .max(LISTING_LIMITS.yearMax, listingMessages.year),
  makeId: string()
    .typeError(listingMessages.make)
    .trim()
    .required(listingMessages.makeRequired)
    .matches(UUID, listingMessages.make),
  model: plainText('Model')
    .trim()
    .required(keyedMessages.required('Model'))
    .max(LISTING_LIMITS.textMax, keyedMessages.tooLong('Model', LISTING_LIMITS.textMax)),
  trim: optionalText('Trim', LISTING_LIMITS.textMax),
  categoryId: string()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .typeError(listingMessages.category)
    .matches(UUID, listingMessages.category)
    .nullable()
    .optional(),
  odometer: number()
    .typeError(listingMessages.odometer)
    .required(listingMessages.odometerRequired)
    .integer(listingMessages.odometer)
    .min(0, listingMessages.odometer)
    .max(LISTING_LIMITS.odometerMax, listingMessages.odometer),
  odometerUnit: string()
    .oneOf(ODOMETER_UNITS, listingMessages.odometerUnit)
    .default('KM')
    .required(listingMessages.odometerUnit),
  fuelType: oneOfOrNull(FUEL_TYPES, listingMessages.fuelType),
  transmission: oneOfOrNull(TRANSMISSIONS, listingMessages.transmission),
  drivetrain: oneOfOrNull(DRIVETRAINS, listingMessages.drivetrain),
  exteriorColour: optionalText('Colour', LISTING_LIMITS.colourMax),
  description: string()
    .trim()
    .max(
      LISTING_LIMITS.descriptionMax,
      keyedMessages.tooLong('Description', LISTING_LIMITS.descriptionMax),
    )
    .transform((value: unknown) => (value === '' ? undefined : value))
    .nullable()
    .optional(),
  address: optionalText('Address', LISTING_LIMITS.addressMax),
  city: optionalText('City', LISTING_LIMITS.cityMax),
  province: optionalText('Province', LISTING_LIMITS.provinceMax),
  postalCode: optionalText('Postal code', LISTING_LIMITS.postalCodeMax),

  auctionType: string()
    .typeError(listingMessages.auctionType)
    .required(listingMessages.auctionTypeRequired)
    .oneOf(AUCTION_TYPES, listingMessages.auctionType),
  startingBid: priceFor('Starting bid', ['auction']),
  reservePrice: optionalPrice('Reserve price').test(
    'reserve-at-least-start',
    listingMessages.reserveBelowStart,
    function check(reserve) {
      if (this.parent.auctionType !== 'auction' || reserve == null) return true;
      const start = parentNumber(this.parent, 'startingBid');
      return start === undefined || reserve >= start;
    },
  ),
  buyNowPrice: optionalPrice('Buy Now price').test('buy-now-above', function check(buyNow) {
    if (this.parent.auctionType !== 'auction' || buyNow == null) return true;
    const reserve = parentNumber(this.parent, 'reservePrice');
    if (reserve !== undefined) {
      return (
        buyNow > reserve || this.createError({ message: listingMessages.buyNowNotAboveReserve })
      );
    }
    const start = parentNumber(this.parent, 'startingBid');
    return (
      start === undefined ||
      buyNow > start ||
      this.createError({ message: listingMessages.buyNowNotAboveStart })
    );
  }),
  stickerPrice: priceFor('Sticker price', ['marketdropai']),
  floorPrice: priceFor('Floor price', ['marketdropai']).test(
    'floor-below-sticker',
    listingMessages.floorNotBelowSticker,
    function check(floor) {
      if (this.parent.auctionType !== 'marketdropai' || floor == null) return true;
      const sticker = parentNumber(this.parent, 'stickerPrice');
      return sticker === undefined || floor < sticker;
    },
  ),
  dropAmount: priceFor('Drop amount', ['marketdropai']).test(
    'drop-within-gap',
    listingMessages.dropTooLarge,
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
    .typeError(listingMessages.dropInterval)
    .integer(listingMessages.dropInterval)
    .min(LISTING_LIMITS.dropIntervalMinutesMin, listingMessages.dropInterval)
    .max(LISTING_LIMITS.dropIntervalMinutesMax, listingMessages.dropInterval)
    .nullable()
    .optional()
    .when('auctionType', {
      is: 'marketdropai',
      then: (schema) => schema.required(keyedMessages.required('Drop interval')),
    }),
  claimPrice: priceFor('Claim price', ['claimpoint']),
  startsAt: instant()
    .nullable()
    .optional()
    .test('starts-before-end', listingMessages.startsAfterEnd, function check(start) {
      const end: unknown = this.parent.endsAt;
      if (typeof start !== 'string' || typeof end !== 'string') return true;
      const startMs = Date.parse(start);
      const endMs = Date.parse(end);
      return Number.isNaN(startMs) || Number.isNaN(endMs) || startMs < endMs;
    }),
  endsAt: instant()
    .required(listingMessages.endsAtRequired)
    .test('thursday-close', listingMessages.endsAtThursday, (value) =>
      typeof value !== 'string' || Number.isNaN(Date.parse(value))
        ? true
        : isThursdayClose(new Date(value)),
    ),
});
export type ListingValues = InferType<typeof listingSchema>;

const listingId = string()
  .typeError(listingMessages.listingId)
  .trim()
  .required(listingMessages.listingIdRequired);

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
    .typeError(listingMessages.disclosureRequired)
    .transform((value: unknown) =>
      typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value,
    )
    .trim()
    .required(listingMessages.disclosureRequired)
    .matches(MULTILINE_PLAIN_TEXT_PATTERN, listingMessages.disclosureCharacters)
    .min(LISTING_LIMITS.disclosureMin, listingMessages.disclosureMin)
    .max(LISTING_LIMITS.disclosureMax, listingMessages.disclosureMax),
});
export type ListingDisclosureValues = InferType<typeof listingDisclosureSchema>;

/** updateListing: the whole form again, for one listing. */
export const updateListingSchema = listingSchema.shape({ listingId });
export type UpdateListingValues = InferType<typeof updateListingSchema>;

const pageNumber = number()
  .typeError(listingMessages.pageNumber)
  .integer(listingMessages.pageNumber)
  .min(1, listingMessages.pageNumber)
  .max(1_000_000, listingMessages.pageNumber)
  .default(1);

/** A page size (default 20, at most 100). */
export const listPageSize = (fallback: number = LISTING_LIMITS.pageSizeDefault) =>
  number()
    .typeError(listingMessages.pageSize)
    .integer(listingMessages.pageSize)
    .min(1, listingMessages.pageSize)
    .max(LISTING_LIMITS.pageSizeMax, listingMessages.pageSize)
    .default(fallback);

export { pageNumber as listPageNumber };

/** getDealerListings: the caller's listings in one state (absent: all), a page at a time. */
export const dealerListingsSchema = object({
  state: string()
    .typeError(listingMessages.state)
    .oneOf(LISTING_STATES, listingMessages.state)
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
      .typeError(listingMessages.photoIds)
      .required(listingMessages.photoIds)
      .matches(UUID, listingMessages.photoIds),
  )
    .typeError(listingMessages.photoIds)
    .required(listingMessages.photoIds)
    .min(1, listingMessages.photoIds)
    .max(LISTING_LIMITS.photosMax, listingMessages.photoIds),
});
export type ReorderListingPhotosValues = InferType<typeof reorderListingPhotosSchema>;

/** deleteListingPhoto. */
export const listingPhotoSchema = listingIdSchema.shape({
  photoId: string()
    .typeError(listingMessages.photoIdRequired)
    .trim()
    .required(listingMessages.photoIdRequired),
});
export type ListingPhotoValues = InferType<typeof listingPhotoSchema>;

/**
 * uploadListingDocuments (multipart): the listing, and the name to show for the documents sent
 * (absent: the file's name); the condition report and the documents are its file parts.
 */
export const uploadListingDocumentsSchema = listingIdSchema.shape({
  documentName: optionalText('Document name', LISTING_LIMITS.documentNameMax),
});
export type UploadListingDocumentsValues = InferType<typeof uploadListingDocumentsSchema>;

/** deleteListingDocument (the condition report too). */
export const listingDocumentSchema = listingIdSchema.shape({
  documentId: string()
    .typeError(listingMessages.documentIdRequired)
    .trim()
    .required(listingMessages.documentIdRequired),
});
export type ListingDocumentValues = InferType<typeof listingDocumentSchema>;
