import type { KeyedMessage } from './keyed';
import type { FieldId } from './fields';
import { array, boolean, number, object, string, type InferType, type ISchema } from 'yup';
import {
  AUCTION_TYPES,
  CATALOGUE_LIMITS,
  LISTING_SECTIONS,
  SORT_VALUES,
  TIME_LEFT_BUCKETS,
} from './constants';
import { keyedCatalogueMessages } from './catalogue-messages';
import { UUID_PATTERN } from './patterns';
export * from './catalogue-messages';

/** What getAuctions accepts in `auctionType`: the three types, `normal` (any) and `trending`. */
export const AUCTION_TYPE_FILTERS = [...AUCTION_TYPES, ...LISTING_SECTIONS] as const;
export type AuctionTypeFilter = (typeof AUCTION_TYPE_FILTERS)[number];

/** Sort values of getAuctions; the empty string is the default order. */
export const AUCTION_SORTS = ['', ...SORT_VALUES] as const;

const pageNumber = number()
  .typeError(keyedCatalogueMessages.pageNumber)
  .integer(keyedCatalogueMessages.pageNumber)
  .min(1, keyedCatalogueMessages.pageNumber)
  .max(CATALOGUE_LIMITS.pageNumberMax, keyedCatalogueMessages.pageNumber)
  .default(1);

function pageSize(max: number, fallback: number, message: KeyedMessage) {
  return number()
    .typeError(message)
    .integer(message)
    .min(1, message)
    .max(max, message)
    .default(fallback);
}

/** An optional list (null or absent: no filter). */
function list<T>(field: FieldId, item: ISchema<T>) {
  return array(item)
    .typeError(keyedCatalogueMessages.list(field))
    .max(CATALOGUE_LIMITS.listMax, keyedCatalogueMessages.listTooLong(field))
    .nullable()
    .optional();
}

const textValue = (field: FieldId) =>
  string()
    .typeError(keyedCatalogueMessages.value(field))
    .required(keyedCatalogueMessages.value(field))
    .trim()
    .max(CATALOGUE_LIMITS.valueMax, keyedCatalogueMessages.value(field));

const idValue = (field: FieldId) =>
  string()
    .typeError(keyedCatalogueMessages.id(field))
    .required(keyedCatalogueMessages.id(field))
    .trim()
    .matches(UUID_PATTERN, { message: keyedCatalogueMessages.id(field) });

/** Whole dollars: prices are stored as whole dollars, so a fraction is refused, not rounded. */
const price = number()
  .typeError(keyedCatalogueMessages.price)
  .integer(keyedCatalogueMessages.price)
  .min(0, keyedCatalogueMessages.price)
  .max(CATALOGUE_LIMITS.priceMax, keyedCatalogueMessages.price)
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
    keyedCatalogueMessages.pageSize,
  ),
  year: list(
    'year',
    number()
      .typeError(keyedCatalogueMessages.year)
      .required(keyedCatalogueMessages.year)
      .integer(keyedCatalogueMessages.year)
      .min(CATALOGUE_LIMITS.yearMin, keyedCatalogueMessages.year)
      .max(CATALOGUE_LIMITS.yearMax, keyedCatalogueMessages.year),
  ),
  fuelType: list('fuelType', textValue('fuelType')),
  brandcategories: list('brand', idValue('brand')),
  transmission: list('transmission', textValue('transmission')),
  minPrice: price,
  maxPrice: price.test('price-range', keyedCatalogueMessages.priceRange, function check(max) {
    const min: unknown = this.parent.minPrice;
    return max === null || max === undefined || typeof min !== 'number' || min <= max;
  }),
  auctionType: list(
    'auctionTypeFilter',
    string()
      .typeError(keyedCatalogueMessages.auctionType)
      .required(keyedCatalogueMessages.auctionType)
      .oneOf(AUCTION_TYPE_FILTERS, keyedCatalogueMessages.auctionType),
  ),
  sortBy: string()
    .typeError(keyedCatalogueMessages.sortBy)
    .oneOf(AUCTION_SORTS, keyedCatalogueMessages.sortBy)
    .nullable()
    .optional(),
  search: string()
    .typeError(keyedCatalogueMessages.search)
    .trim()
    .max(CATALOGUE_LIMITS.searchMax, keyedCatalogueMessages.search)
    .nullable()
    .optional(),
  timeLeft: list(
    'timeLeft',
    string()
      .typeError(keyedCatalogueMessages.timeLeft)
      .required(keyedCatalogueMessages.timeLeft)
      .oneOf(TIME_LEFT_BUCKETS, keyedCatalogueMessages.timeLeft),
  ),
  category: list('category', idValue('category')),
  trending: boolean().typeError(keyedCatalogueMessages.trending).nullable().optional(),
  /** Also count every match (`pagination.total`); without it only `hasMore` says what follows. */
  withTotal: boolean().typeError(keyedCatalogueMessages.withTotal).nullable().optional(),
});
export type GetAuctionsValues = InferType<typeof getAuctionsSchema>;

/**
 * saveSearch (decision 035): a name and the listing's filters, the getAuctions fields themselves
 * (the same schema, without paging), so one filter model runs from the sidebar to the saved search
 * and its daily check.
 */
export const saveSearchSchema = getAuctionsSchema
  .omit(['pageNumber', 'pageSize', 'withTotal'])
  .shape({
    name: string()
      .typeError(keyedCatalogueMessages.savedSearchName)
      .trim()
      .required(keyedCatalogueMessages.savedSearchNameRequired)
      .max(CATALOGUE_LIMITS.savedSearchNameMax, keyedCatalogueMessages.savedSearchName),
  });
export type SaveSearchValues = InferType<typeof saveSearchSchema>;

/** deleteSavedSearch: the id of one of the caller's saved searches. */
export const savedSearchIdSchema = object({
  savedSearchId: string()
    .typeError(keyedCatalogueMessages.savedSearchId)
    .trim()
    .required(keyedCatalogueMessages.savedSearchIdRequired)
    .matches(UUID_PATTERN, { message: keyedCatalogueMessages.savedSearchId }),
});
export type SavedSearchIdValues = InferType<typeof savedSearchIdSchema>;

/** A page of a list (getSaveAuction). */
export const pageRequestSchema = object({
  pageNumber,
  pageSize: pageSize(
    CATALOGUE_LIMITS.pageSizeMax,
    CATALOGUE_LIMITS.pageSizeDefault,
    keyedCatalogueMessages.pageSize,
  ),
});
export type PageRequestValues = InferType<typeof pageRequestSchema>;

/** getCategoryWiseDetails: how many auctions per category. */
export const categoryWiseSchema = object({
  pageSize: pageSize(
    CATALOGUE_LIMITS.categoryPageSizeMax,
    CATALOGUE_LIMITS.categoryPageSizeDefault,
    keyedCatalogueMessages.categoryPageSize,
  ),
});
export type CategoryWiseValues = InferType<typeof categoryWiseSchema>;

/** auctionScreen: an id that does not name an auction is a 404, not a 400. */
export const auctionIdSchema = object({
  auctionId: string()
    .typeError(keyedCatalogueMessages.auctionId)
    .trim()
    .required(keyedCatalogueMessages.auctionIdRequired),
});
export type AuctionIdValues = InferType<typeof auctionIdSchema>;

/** toggleAuction (docs/product.md §7.7 Account payloads). */
export const toggleAuctionSchema = auctionIdSchema.shape({
  isLiked: boolean()
    .typeError(keyedCatalogueMessages.isLiked)
    .strict()
    .required(keyedCatalogueMessages.isLiked),
});
export type ToggleAuctionValues = InferType<typeof toggleAuctionSchema>;
