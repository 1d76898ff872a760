export { ApiProvider, createQueryClient, resetQueriesOnSessionChange } from './ApiProvider';
export type { ApiProviderProps } from './ApiProvider';

export { ApiClientContext, useApiClient } from './context';

export { applyActiveLanguage } from './activeLanguage';

export { auctionsRequest, listingPayload, normalizeAuctionFilters } from '../listing';

export { useGuestToken, useSession } from './useSession';
export type { SessionState } from './useSession';

export { queryKeys } from './queryKeys';
export type { QueryKeys } from './queryKeys';

export {
  accountQueries,
  useActiveLanguage,
  useChangePassword,
  useConfirmEmailChange,
  useDeleteUser,
  useEditProfile,
  useForgotPassword,
  useLogin,
  useLogout,
  useNotificationSettings,
  useProfile,
  useResendOtp,
  useResetPassword,
  useSetActiveLanguage,
  useSignup,
  useToggleNotificationSettings,
  useUpdateNotificationSettings,
  useVerifyOtp,
} from './accounts';
export type { MutationHookOptions, QueryHookOptions } from './accounts';

export {
  SOCIAL_LOGIN_KEY_STORAGE,
  useCompleteSocialLogin,
  useSocialLoginProviders,
  useStartSocialLogin,
} from './socialLogin';

export {
  catalogueQueries,
  useAuction,
  useBanners,
  useCategoryWise,
  useFilterData,
  useHomeScreen,
} from './catalogue';
export { useAuctions, useSavedAuctions } from './catalogue-lists';
export {
  savedSearchQueries,
  useDeleteSavedSearch,
  useSaveSearch,
  useSavedSearches,
} from './saved-searches';
export type { UseAuctionsOptions } from './catalogue-lists';
export type { AuctionFilters, AuctionList, AuctionsPage } from './catalogue';

export {
  favouritesStoreFor,
  setSavedInCache,
  useFavouritePending,
  useFavouritesStore,
  useOnFavouriteRemoved,
  useToggleFavourite,
} from './favourites';
export type { ToggleFavourite, UseToggleFavouriteOptions } from './favourites';

export {
  CONTENT_STALE_TIME_MS,
  contentQueries,
  useAboutUs,
  useContactMessages,
  useContactUs,
  useFaqs,
  usePrivacy,
  useTerms,
  useWhatsNew,
} from './content';

export {
  liveAuctionsStoreFor,
  useLiveAuction,
  useLiveAuctions,
  useLiveAuctionsStore,
} from './auctions';
export {
  NOTIFICATIONS_PAGE_SIZE,
  notificationQueries,
  useNotifications,
  useReadNotifications,
} from './notifications';
export type { NotificationList, NotificationsPage, UseNotificationsOptions } from './notifications';

export {
  SELLER_PROFILE_PAGE_SIZE,
  dealerQueries,
  sellerQueries,
  useAcceptReserveOffer,
  useAddListingDisclosure,
  useCreateListing,
  useDealerListing,
  useDealerListings,
  useDeclineReserveOffer,
  useDeleteListingDocument,
  useDeleteListingPhoto,
  useListingOptions,
  usePublishListing,
  useRelistListing,
  useReorderListingPhotos,
  useSellerProfile,
  useSubmitDealerVerification,
  useUpdateListing,
  useUploadListingDocuments,
  useUploadListingPhotos,
  useWithdrawListing,
} from './dealers';
export { useDealerStatus } from './dealer-status';
export type { DealerListingsPage, SellerProfileView } from './dealers';

export {
  fetchPrivateFile,
  useAdminListings,
  useAdminUsers,
  useContactInbox,
  useDealerOpenOrders,
  useMarkContactHandled,
  useReinstateUser,
  useRejectDealer,
  useSuspendUser,
  useUnpublishListing,
  usePrivateFileUrl,
  useVerificationQueue,
  useVerifyDealer,
} from './admin';

export {
  ORDERS_PAGE_SIZE,
  REVIEWS_PAGE_SIZE,
  orderQueries,
  useCancelOrder,
  useCheckoutDetails,
  useCreatePayment,
  useMyBids,
  useOrderDetails,
  useOrderHistory,
  usePreviousOrderAddresses,
  useReviewOrder,
  useSellerReviews,
  useTimeSlots,
  useTrackOrder,
  useUpdateCheckoutDetails,
  useUpdateOrderStatus,
} from './orders';
export type {
  MyBidsQuery,
  OrderHistoryFilters,
  PagedHookOptions,
  PagedList,
  SellerReviewList,
} from './orders';

export {
  basketQueries,
  useAddMultipleToCart,
  useAddToCart,
  useAppliedPromotions,
  useApplyCoupon,
  useApplyRewards,
  useBasketCheckout,
  useBasketTimeSlots,
  useCartDetails,
  useDeleteCart,
  useUpdateCheckoutQty,
  useRemoveCoupon,
  useRemoveFromCart,
  useRemoveRewards,
  useRewards,
  useUpdateProductQty,
} from './basket';
export type {
  AddMultipleToCartRequest,
  AddToCartRequest,
  ApplyCouponRequest,
  ApplyRewardsRequest,
  CartItemRequest,
  UpdateProductQtyRequest,
} from './basket';

export {
  useAddToGuestCart,
  useDeleteGuestCart,
  useGuestCartDetails,
  useRemoveFromGuestCart,
  useUpdateGuestProductQty,
} from './guest-basket';

export { useProductDetails, useProducts } from './products';
