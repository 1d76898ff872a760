import { messages } from './messages';
import { VIN_LENGTH } from './vin';

// The listings' constants and messages without yup: a screen that shows them (a translated
// error) does not load the forms' schemas (decision 008, the yup chunk).

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
  // What the server checks beside the schema: the catalogue's lists, the close, photos, documents
  makeUnknown: 'Choose a make from the list',
  categoryUnknown: 'Choose a body type from the list',
  endsAtPast: 'Choose one of the coming Thursday closes',
  endsAtTooFar: `Choose one of the next ${LISTING_LIMITS.closeWeeksMax} Thursday closes`,
  photoRequired: 'Add at least one photo before publishing',
  tooManyPhotos: `A listing holds at most ${LISTING_LIMITS.photosMax} photos`,
  tooManyPerUpload: `Send at most ${LISTING_LIMITS.photosPerUpload} photos at a time`,
  noPhotos: 'Choose at least one photo',
  photoUnreadable: 'This photo could not be read: send a JPEG, PNG or WEBP photo',
  photoTooManyPixels: (megapixels: number) =>
    `This photo has ${megapixels} megapixels: photos may have at most ${LISTING_LIMITS.photoMaxPixels / 1_000_000} megapixels. Send a smaller one.`,
  lastPhoto: 'A published listing keeps at least one photo',
  photoOrder: 'List every photo of the listing once',
  tooManyDocuments: `A listing holds at most ${LISTING_LIMITS.documentsMax} documents`,
  noDocuments: 'Choose a condition report or a document',
} as const;

/** The names of the arguments of `listingMessages`' functions (`{{field}}` in a translation). */
export const LISTING_MESSAGE_PARAMS = {
  price: ['field'],
  buyNowNotAboveBid: ['bid'],
  photoTooManyPixels: ['megapixels'],
} as const;
