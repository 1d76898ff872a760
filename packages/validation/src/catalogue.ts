import { array, boolean, number, object, string, type InferType, type ISchema } from 'yup';
import {
  AUCTION_TYPES,
  CATALOGUE_LIMITS,
  LISTING_SECTIONS,
  SORT_VALUES,
  TIME_LEFT_BUCKETS,
} from './constants';

/** What getAuctions accepts in `auctionType`: the three types, `normal` (any) and `trending`. */
export const AUCTION_TYPE_FILTERS = [...AUCTION_TYPES, ...LISTING_SECTIONS] as const;
export type AuctionTypeFilter = (typeof AUCTION_TYPE_FILTERS)[number];

/** Sort values of getAuctions; the empty string is the default order. */
export const AUCTION_SORTS = ['', ...SORT_VALUES] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const catalogueMessages = {
  pageNumber: 'Page number must be a whole number of at least 1',
  pageSize: `Page size must be a whole number from 1 to ${CATALOGUE_LIMITS.pageSizeMax}`,
  categoryPageSize: `Page size must be a whole number from 1 to ${CATALOGUE_LIMITS.categoryPageSizeMax}`,
  list: (field: string) => `${field} must be a list`,
  listTooLong: (field: string) => `${field} may hold at most ${CATALOGUE_LIMITS.listMax} values`,
  year: `Year must be a whole number from ${CATALOGUE_LIMITS.yearMin} to ${CATALOGUE_LIMITS.yearMax}`,
  value: (field: string) =>
    `${field} values must be text of at most ${CATALOGUE_LIMITS.valueMax} characters`,
  id: (field: string) => `${field} must hold ids from the filter options`,
  price: 'Price must be a whole number of dollars of at least 0',
  priceRange: 'Minimum price cannot be greater than maximum price',
  auctionType: 'Auction type must be auction, marketdropai, claimpoint, normal or trending',
  sortBy: 'Sort must be lowToHigh, highToLow, endingSoon or newestFirst',
  search: `Search must be text of at most ${CATALOGUE_LIMITS.searchMax} characters`,
  timeLeft: 'Time left must be lt1h, lt24h, lt3d, lt7d or gt7d',
  trending: 'Trending must be true or false',
  withTotal: 'withTotal must be true or false',
  auctionIdRequired: 'Auction id is required',
  auctionId: 'Auction id must be text',
  isLiked: 'isLiked must be true or false',
} as const;

const pageNumber = number()
  .typeError(catalogueMessages.pageNumber)
  .integer(catalogueMessages.pageNumber)
  .min(1, catalogueMessages.pageNumber)
  .max(CATALOGUE_LIMITS.pageNumberMax, catalogueMessages.pageNumber)
  .default(1);

function pageSize(max: number, fallback: number, message: string) {
  return number()
    .typeError(message)
    .integer(message)
    .min(1, message)
    .max(max, message)
    .default(fallback);
}

/** An optional list (null or absent: no filter). */
function list<T>(field: string, item: ISchema<T>) {
  return array(item)
    .typeError(catalogueMessages.list(field))
    .max(CATALOGUE_LIMITS.listMax, catalogueMessages.listTooLong(field))
    .nullable()
    .optional();
}

const textValue = (field: string) =>
  string()
    .typeError(catalogueMessages.value(field))
    .required(catalogueMessages.value(field))
    .trim()
    .max(CATALOGUE_LIMITS.valueMax, catalogueMessages.value(field));

const idValue = (field: string) =>
  string()
    .typeError(catalogueMessages.id(field))
    .required(catalogueMessages.id(field))
    .trim()
    .matches(UUID, catalogueMessages.id(field));

/** Whole dollars: prices are stored as whole dollars, so a fraction is refused, not rounded. */
const price = number()
  .typeError(catalogueMessages.price)
  .integer(catalogueMessages.price)
  .min(0, catalogueMessages.price)
  .max(CATALOGUE_LIMITS.priceMax, catalogueMessages.price)
  .nullable()
  .optional();

/**
 * The filter payload of getAuctions (docs/product.md §7.5): lists are OR inside, AND across fields. Bad values
 * (negative prices, min above max, unknown sort or type, page size over the cap) are refused.
 */
export const getAuctionsSchema = object({
  pageNumber,
  pageSize: pageSize(
    CATALOGUE_LIMITS.pageSizeMax,
    CATALOGUE_LIMITS.pageSizeDefault,
    catalogueMessages.pageSize,
  ),
  year: list(
    'Year',
    number()
      .typeError(catalogueMessages.year)
      .required(catalogueMessages.year)
      .integer(catalogueMessages.year)
      .min(CATALOGUE_LIMITS.yearMin, catalogueMessages.year)
      .max(CATALOGUE_LIMITS.yearMax, catalogueMessages.year),
  ),
  fuelType: list('Fuel type', textValue('Fuel type')),
  brandcategories: list('Brand', idValue('Brand')),
  transmission: list('Transmission', textValue('Transmission')),
  minPrice: price,
  maxPrice: price.test('price-range', catalogueMessages.priceRange, function check(max) {
    const min: unknown = this.parent.minPrice;
    return max === null || max === undefined || typeof min !== 'number' || min <= max;
  }),
  auctionType: list(
    'Auction type',
    string()
      .typeError(catalogueMessages.auctionType)
      .required(catalogueMessages.auctionType)
      .oneOf(AUCTION_TYPE_FILTERS, catalogueMessages.auctionType),
  ),
  sortBy: string()
    .typeError(catalogueMessages.sortBy)
    .oneOf(AUCTION_SORTS, catalogueMessages.sortBy)
    .nullable()
    .optional(),
  search: string()
    .typeError(catalogueMessages.search)
    .trim()
    .max(CATALOGUE_LIMITS.searchMax, catalogueMessages.search)
    .nullable()
    .optional(),
  timeLeft: list(
    'Time left',
    string()
      .typeError(catalogueMessages.timeLeft)
      .required(catalogueMessages.timeLeft)
      .oneOf(TIME_LEFT_BUCKETS, catalogueMessages.timeLeft),
  ),
  category: list('Category', idValue('Category')),
  trending: boolean().typeError(catalogueMessages.trending).nullable().optional(),
  /** Also count every match (`pagination.total`); without it only `hasMore` says what follows. */
  withTotal: boolean().typeError(catalogueMessages.withTotal).nullable().optional(),
});
export type GetAuctionsValues = InferType<typeof getAuctionsSchema>;

/** A page of a list (getSaveAuction). */
export const pageRequestSchema = object({
  pageNumber,
  pageSize: pageSize(
    CATALOGUE_LIMITS.pageSizeMax,
    CATALOGUE_LIMITS.pageSizeDefault,
    catalogueMessages.pageSize,
  ),
});
export type PageRequestValues = InferType<typeof pageRequestSchema>;

/** getCategoryWiseDetails: how many auctions per category. */
export const categoryWiseSchema = object({
  pageSize: pageSize(
    CATALOGUE_LIMITS.categoryPageSizeMax,
    CATALOGUE_LIMITS.categoryPageSizeDefault,
    catalogueMessages.categoryPageSize,
  ),
});
export type CategoryWiseValues = InferType<typeof categoryWiseSchema>;

/** auctionScreen: an id that does not name an auction is a 404, not a 400. */
export const auctionIdSchema = object({
  auctionId: string()
    .typeError(catalogueMessages.auctionId)
    .trim()
    .required(catalogueMessages.auctionIdRequired),
});
export type AuctionIdValues = InferType<typeof auctionIdSchema>;

/** toggleAuction (docs/product.md §7.7 Account payloads). */
export const toggleAuctionSchema = auctionIdSchema.shape({
  isLiked: boolean()
    .typeError(catalogueMessages.isLiked)
    .strict()
    .required(catalogueMessages.isLiked),
});
export type ToggleAuctionValues = InferType<typeof toggleAuctionSchema>;
