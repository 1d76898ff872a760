import { keyedDictionary } from './keyed';
import { CATALOGUE_LIMITS } from './constants';

// The catalogue's request messages without yup (see listing-messages.ts).

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
  /** listingEvents' `ids` (the live stream of the cards shown). */
  idsRequired: 'ids is required: the comma-separated ids of the auctions to follow',
  ids: 'ids must be auction ids separated by commas',
  idsTooMany: (max: number) => `At most ${max} auctions per stream`,
  /** Saved searches (decision 035). */
  savedSearchNameRequired: 'Give the search a name',
  savedSearchName: `The name must be text of at most ${CATALOGUE_LIMITS.savedSearchNameMax} characters`,
  savedSearchIdRequired: 'Saved search id is required',
  savedSearchId: 'Saved search id must be the id of one of your saved searches',
} as const;

/** The names of the arguments of `catalogueMessages`' functions (`{{field}}` in a translation). */
export const CATALOGUE_MESSAGE_PARAMS = {
  list: ['field'],
  listTooLong: ['field'],
  value: ['field'],
  id: ['field'],
  idsTooMany: ['max'],
} as const;

/**
 * `catalogueMessages` with their keys, as the schemas and the server give them
 * (`catalogue.<name>`); here, without yup, so a page that shows one loads no schema.
 */
export const keyedCatalogueMessages = keyedDictionary(
  'catalogue',
  catalogueMessages,
  CATALOGUE_MESSAGE_PARAMS,
);
