/**
 * Every TanStack Query key of MarketDrop, in one place, so screens, loaders and hooks invalidate
 * the same entries. Everything tied to the signed-in user lives under `account`, which the provider
 * resets whenever the session's token changes; so does `catalogue`, whose auctions carry the
 * caller's `isSaved`.
 */
import type {
  AdminListingsRequest,
  AdminUsersRequest,
  CategoryWiseRequest,
  ContactInboxRequest,
  DealerListingsRequest,
  DealerOrdersRequest,
  GetAuctionsRequest,
  VerificationQueueRequest,
  DeliveryType,
  MyBidsRequest,
  OrderHistoryRequest,
} from '../contract';

const all = ['marketdrop'] as const;
const account = [...all, 'account'] as const;
const catalogue = [...all, 'catalogue'] as const;
const auctionLists = [...catalogue, 'auctions'] as const;
const auctionDetails = [...catalogue, 'auction'] as const;
const savedAuctionLists = [...catalogue, 'saved'] as const;
const categoryWiseLists = [...catalogue, 'categoryWise'] as const;
const notificationLists = [...account, 'notifications'] as const;
const dealer = [...account, 'dealer'] as const;
const dealerListingLists = [...dealer, 'listings'] as const;
const dealerListingDetails = [...dealer, 'listing'] as const;
const admin = [...account, 'admin'] as const;
const sellerProfiles = [...catalogue, 'seller'] as const;
const myBidsLists = [...account, 'myBids'] as const;
const orders = [...account, 'orders'] as const;
const orderLists = [...orders, 'history'] as const;
const sellerReviewLists = [...all, 'reviews'] as const;
const basket = [...account, 'basket'] as const;

export const queryKeys = {
  /** Every MarketDrop query. */
  all,
  /** Every query of the signed-in user (reset on sign-in and sign-out). */
  account,
  /** `getProfile`. */
  profile: [...account, 'profile'] as const,
  /** `getActiveLanguage`. */
  activeLanguage: [...account, 'activeLanguage'] as const,
  /** `getSavedSearches` (decision 035). */
  savedSearches: [...account, 'savedSearches'] as const,

  /** Every catalogue query (reset on sign-in and sign-out: `isSaved` depends on the caller). */
  catalogue,
  /** `getBanners`. */
  banners: [...catalogue, 'banners'] as const,
  /** `getHomeScreenDetails`. */
  homeScreen: [...catalogue, 'homeScreen'] as const,
  /** `filterdata`. */
  filterData: [...catalogue, 'filterData'] as const,
  /** Every `getAuctions` list. */
  auctionLists,
  /** One `getAuctions` list, paged (pass filters through `normalizeAuctionFilters`). */
  auctions: (filters: Omit<GetAuctionsRequest, 'pageNumber'>) =>
    [...auctionLists, filters] as const,
  /** Every `auctionScreen` detail. */
  auctionDetails,
  /** `auctionScreen` of one auction. */
  auction: (auctionId: string) => [...auctionDetails, auctionId] as const,
  /** Every `getSaveAuction` list. */
  savedAuctionLists,
  /** The saved auctions, paged by `pageSize`. */
  savedAuctions: (pageSize: number) => [...savedAuctionLists, { pageSize }] as const,
  /** Every `getCategoryWiseDetails` answer. */
  categoryWiseLists,
  /** `getCategoryWiseDetails`. */
  categoryWise: (request: CategoryWiseRequest) => [...categoryWiseLists, request] as const,

  /**
   * A content call (`getAboutUs`, `getTerms`, `getPrivacy`, `getFaqs`, `new`) in one language.
   * Without a language the server answers in the signed-in user's, so that entry lives under
   * `account` and is reset with it.
   */
  content: (call: string, language?: string) =>
    language
      ? ([...all, 'content', call, language] as const)
      : ([...account, 'content', call] as const),
  /** `getContactMessages`: the signed-in user's messages to Support. */
  contactMessages: [...account, 'contactMessages'] as const,

  /** Every `getNotification` list (the header's bell, the alerts page). */
  notificationLists,
  /** The signed-in user's notifications, paged by `pageSize`. */
  notifications: (pageSize: number) => [...notificationLists, { pageSize }] as const,

  /** Every query of the dealer dashboard (the signed-in dealer's own). */
  dealer,
  /** `getDealerStatus`. */
  dealerStatus: [...dealer, 'status'] as const,
  /** `getListingOptions`. */
  listingOptions: [...dealer, 'listingOptions'] as const,
  /** Every `getDealerListings` page. */
  dealerListingLists,
  /** One `getDealerListings` page. */
  dealerListings: (request: DealerListingsRequest) => [...dealerListingLists, request] as const,
  /** Every `getDealerListing`. */
  dealerListingDetails,
  /** `getDealerListing` of one listing. */
  dealerListing: (listingId: string) => [...dealerListingDetails, listingId] as const,

  /** Every `getSellerProfile`. */
  sellerProfiles,
  /** A seller's profile and live listings, paged by `pageSize` (Load More). */
  sellerProfile: (sellerId: string, pageSize: number) =>
    [...sellerProfiles, sellerId, { pageSize }] as const,

  /** Every query of the admin console. */
  admin,
  verificationQueueLists: [...admin, 'verificationQueue'] as const,
  verificationQueue: (request: VerificationQueueRequest) =>
    [...admin, 'verificationQueue', request] as const,
  adminListingLists: [...admin, 'listings'] as const,
  adminListings: (request: AdminListingsRequest) => [...admin, 'listings', request] as const,
  adminUserLists: [...admin, 'users'] as const,
  adminUsers: (request: AdminUsersRequest) => [...admin, 'users', request] as const,
  /** A dealer's open orders (reset with the users when one is suspended or reinstated). */
  dealerOpenOrders: (request: DealerOrdersRequest) =>
    [...admin, 'users', 'orders', request] as const,
  contactInboxLists: [...admin, 'contactInbox'] as const,
  contactInbox: (request: ContactInboxRequest) => [...admin, 'contactInbox', request] as const,
  /** Every `myBids` list (reset when an order changes: a Won card shows its order's status). */
  myBidsLists,
  /** One `myBids` tab with its filter and sort, paged. */
  myBids: (request: Omit<MyBidsRequest, 'pageNumber'>) => [...myBidsLists, request] as const,
  /** Everything about orders: lists, details, checkout, slots, tracking, addresses. */
  orders,
  /** Every `orderHistory` list. */
  orderLists,
  /** One `orderHistory` tab, paged. */
  orderHistory: (request: Omit<OrderHistoryRequest, 'pageNumber'>) =>
    [...orderLists, request] as const,
  /** `viewOrderDetails` of one order. */
  order: (orderId: string) => [...orders, 'detail', orderId] as const,
  /** `trackOrder` of one order. */
  trackOrder: (orderId: string) => [...orders, 'track', orderId] as const,
  /** `getCheckoutDetails` of one order. */
  checkout: (orderId: string) => [...orders, 'checkout', orderId] as const,
  /** `getTimeSlots` of one order for pickup or delivery. */
  timeSlots: (orderId: string, deliveryType: DeliveryType) =>
    [...orders, 'timeSlots', orderId, deliveryType] as const,
  /** `getPreviousOrderAddresses`. */
  previousOrderAddresses: [...orders, 'previousAddresses'] as const,
  /** Every `getAllReviews` list (public: no caller's data in them). */
  sellerReviewLists,
  /** A seller's reviews, paged by `pageSize`. */
  sellerReviews: (sellerId: string, pageSize: number) =>
    [...sellerReviewLists, sellerId, { pageSize }] as const,

  /** The add-on products (public, by language). */
  products: [...all, 'products'] as const,
  /** Everything about the signed-in buyer's basket (docs/product.md §14). */
  basket,
  /** `getCartDetails`: the basket's lines and totals (the header's count). */
  cart: [...basket, 'cart'] as const,
  /** `getGuestCartDetails`: the guest basket of the stored guest token (a visitor's). */
  guestCart: [...basket, 'guestCart'] as const,
  /** `getRewards`: the buyer's points and what is applied. */
  rewards: [...basket, 'rewards'] as const,
  /** The coupon and points applied, as the last applyCoupon/removeCoupon/applyRewards answered. */
  appliedPromotions: [...basket, 'appliedPromotions'] as const,
  /** `getCheckoutDetails {cart: true}`: the basket's checkout (every line, discounts, taxes). */
  basketCheckout: [...basket, 'checkout'] as const,
  /** `getTimeSlots {cart: true}` for one vehicle line (`''`: the basket's one dealer). */
  basketTimeSlots: (itemId: string, deliveryType: DeliveryType) =>
    [...basket, 'timeSlots', itemId, deliveryType] as const,
} as const;

export type QueryKeys = typeof queryKeys;
