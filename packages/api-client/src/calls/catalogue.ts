/** The catalogue: banners, the listing, filters, the auction page, favourites (docs/product.md §7). */
import type * as schemas from '@marketdrop/validation';
import type {
  Auction,
  AuctionDetailData,
  Banner,
  CategoryWiseData,
  FilterOptions,
  HomeScreenData,
  ListingPagination,
  SavedAuctionsData,
  SavedSearch,
  SavedSearchesData,
  DeleteSavedSearchData,
  ToggleAuctionData,
} from '../contract';
import { call } from './declare';

export const catalogueCalls = {
  getBanners: call<undefined, Banner[]>()('POST', '/user/getBanners', {
    auth: 'optional',
    errors: [],
  }),
  getAuctions: call<
    typeof schemas.getAuctionsSchema,
    Auction[],
    never,
    { pagination: ListingPagination }
  >()('POST', '/user/getAuctions', {
    auth: 'optional',
    errors: ['VALIDATION_FAILED'],
    validation: 'list',
  }),
  filterdata: call<undefined, FilterOptions>()('GET', '/user/filterdata', {
    auth: 'public',
    errors: [],
  }),
  auctionScreen: call<typeof schemas.auctionIdSchema, AuctionDetailData>()(
    'POST',
    '/user/auctionScreen',
    { auth: 'optional', errors: ['VALIDATION_FAILED', 'NOT_FOUND'], validation: 'list' },
  ),
  toggleAuction: call<typeof schemas.toggleAuctionSchema, ToggleAuctionData>()(
    'POST',
    '/user/toggleAuction',
    {
      auth: 'session',
      errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED', 'NOT_FOUND'],
      validation: 'list',
    },
  ),
  getSaveAuction: call<typeof schemas.pageRequestSchema, SavedAuctionsData>()(
    'POST',
    '/user/getSaveAuction',
    { auth: 'session', errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED'], validation: 'list' },
  ),
  /** Saved searches (decision 035): at most `CATALOGUE_LIMITS.savedSearchesMax` (409 beyond). */
  saveSearch: call<typeof schemas.saveSearchSchema, SavedSearch>()('POST', '/user/saveSearch', {
    auth: 'session',
    errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED', 'SAVED_SEARCH_LIMIT'],
    validation: 'list',
  }),
  getSavedSearches: call<undefined, SavedSearchesData>()('GET', '/user/getSavedSearches', {
    auth: 'session',
    errors: ['UNAUTHENTICATED'],
  }),
  deleteSavedSearch: call<typeof schemas.savedSearchIdSchema, DeleteSavedSearchData>()(
    'POST',
    '/user/deleteSavedSearch',
    {
      auth: 'session',
      errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED', 'NOT_FOUND'],
      validation: 'list',
    },
  ),
  getHomeScreenDetails: call<undefined, HomeScreenData>()('GET', '/user/getHomeScreenDetails', {
    auth: 'optional',
    errors: [],
  }),
  getCategoryWiseDetails: call<typeof schemas.categoryWiseSchema, CategoryWiseData>()(
    'POST',
    '/user/getCategoryWiseDetails',
    { auth: 'optional', errors: ['VALIDATION_FAILED'], validation: 'list' },
  ),
} as const;
