/**
 * `@marketdrop/api-client/schemas`: the one source of every response (decision 030). Each shape is
 * a TypeBox schema: the contract's types are its `Static` (imported as types only, so the browser's
 * client never loads TypeBox), the server serializes each answer with its JSON Schema
 * (fast-json-stringify keeps exactly the declared properties) and documents it in OpenAPI.
 * `responseSchemas` gives the whole body of each call's 200 answer; the checks below make it and
 * the declarations agree: a missing call or a schema that is not exactly `ResponseOf<N>` is a
 * compile error.
 */
import type { CallName, ErrorBody, FieldErrorKey, ResponseOf } from '../contract';
import { serverErrorCodes } from '../errors';
import * as accounts from './accounts';
import * as admin from './admin';
import * as auctions from './auctions';
import * as basket from './basket';
import * as promotions from './promotions';
import * as catalogue from './catalogue';
import * as content from './content';
import * as dealers from './dealers';
import * as notifications from './notifications';
import * as orders from './orders';
import { Type, instant, int, list, oneOf, str, type Static, type TSchema } from './shape';

export {
  accounts,
  admin,
  auctions,
  basket,
  catalogue,
  content,
  dealers,
  notifications,
  orders,
  promotions,
};
export { Type };
export type { Static, TSchema };

/** A body with a message only. */
export const MessageOnly = Type.Object({ message: str() });
/** The envelope of an answer with data. */
export const envelope = <T extends TSchema>(data: T) => Type.Object({ message: str(), data });
/** The envelope of a page of a list, with its paging beside `data`. */
export const paged = <T extends TSchema, P extends TSchema>(data: T, pagination: P) =>
  Type.Object({ message: str(), data, pagination });

/** The body of every error answer (`ErrorBody`). */
export const ErrorBodySchema = Type.Object({
  message: str(),
  errors: Type.Optional(
    Type.Unsafe<Record<string, string>>({
      type: 'object',
      additionalProperties: { type: 'string' },
      description: '{ field: message }',
    }),
  ),
  errorKeys: Type.Optional(
    Type.Unsafe<Record<string, FieldErrorKey>>({
      type: 'object',
      additionalProperties: {
        type: 'object',
        properties: {
          key: { type: 'string' },
          values: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
        },
        required: ['key', 'values'],
      },
      description:
        '{ field: { key, values } }: the key of each field message of @marketdrop/validation and the values its text is built with (decision 031)',
    }),
  ),
  code: Type.Optional(oneOf(serverErrorCodes)),
  data: Type.Optional(
    Type.Object(
      {
        minimumBid: Type.Optional(int()),
        currentPrice: Type.Optional(int()),
        restrictedUntil: Type.Optional(instant()),
        yourMaxBid: Type.Optional(int()),
      },
      {
        description:
          'Facts to recover with (BID_TOO_LOW: the minimum bid accepted now; PRICE_CHANGED: the price now; BUYER_RESTRICTED: when the buyer may buy, claim and bid again; ALREADY_LEADING: the leader’s own maximum)',
      },
    ),
  ),
});

/** The path parameter of the file routes (`/user/files/{id}`, `/user/dealerDocuments/{id}`). */
export const FileIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

const { Pagination, ListingPagination } = catalogue;
const messageOnly = MessageOnly;

/** The whole body of each call's 200 answer. */
export const responseSchemas = {
  // accounts
  login: envelope(accounts.LoginData),
  signup: envelope(accounts.SignupData),
  verifyOtp: envelope(accounts.VerifyOtpData),
  resendOtp: envelope(accounts.ResendOtpData),
  forgotPassword: envelope(accounts.ForgotPasswordData),
  resetPassword: messageOnly,
  socialLogin: envelope(accounts.SocialLoginStartData),
  socialLoginProviders: envelope(accounts.SocialLoginProvidersData),
  completeSocialLogin: envelope(accounts.SocialLoginSessionData),
  logout: messageOnly,
  deleteUser: messageOnly,
  getProfile: envelope(accounts.Profile),
  editProfile: envelope(accounts.Profile),
  confirmEmailChange: envelope(accounts.Profile),
  changePassword: messageOnly,
  toggleNotificationSettings: envelope(accounts.NotificationSettingsData),
  updateNotificationSettings: envelope(accounts.NotificationSettingsData),
  getActiveLanguage: envelope(accounts.ActiveLanguageData),
  setActiveLanguage: envelope(accounts.ActiveLanguageData),
  // catalogue
  getBanners: envelope(list(catalogue.Banner)),
  getAuctions: paged(list(catalogue.Auction), ListingPagination),
  filterdata: envelope(catalogue.FilterOptions),
  auctionScreen: envelope(catalogue.AuctionDetailData),
  toggleAuction: envelope(catalogue.ToggleAuctionData),
  getSaveAuction: envelope(catalogue.SavedAuctionsData),
  saveSearch: envelope(catalogue.SavedSearch),
  getSavedSearches: envelope(catalogue.SavedSearchesData),
  deleteSavedSearch: envelope(catalogue.DeleteSavedSearchData),
  getHomeScreenDetails: envelope(catalogue.HomeScreenData),
  getCategoryWiseDetails: envelope(catalogue.CategoryWiseData),
  // content
  getAboutUs: envelope(content.ContentPage),
  getTerms: envelope(content.ContentPage),
  getPrivacy: envelope(content.ContentPage),
  getFaqs: envelope(list(content.FaqItem)),
  getProducts: envelope(list(basket.Product)),
  getProductDetails: envelope(basket.Product),
  addToCart: envelope(basket.CartDetails),
  addMultipleToCart: envelope(basket.CartDetails),
  getCartDetails: envelope(basket.CartDetails),
  updateProductQty: envelope(basket.CartDetails),
  updateChekoutQty: envelope(orders.BasketCheckout),
  removeProductFromCart: envelope(basket.CartDetails),
  deleteCart: envelope(basket.CartDetails),
  guestUser: envelope(basket.GuestUserData),
  addToGuestCart: envelope(basket.CartDetails),
  getGuestCartDetails: envelope(basket.CartDetails),
  removeProductFromGuestCart: envelope(basket.CartDetails),
  updateProductQtyForGuest: envelope(basket.CartDetails),
  deleteGuestCart: envelope(basket.CartDetails),
  getCoupons: envelope(list(promotions.Coupon)),
  applyCoupon: envelope(promotions.AppliedPromotions),
  removeCoupon: envelope(promotions.AppliedPromotions),
  getRewards: envelope(promotions.Rewards),
  applyRewards: envelope(promotions.AppliedPromotions),
  removeRewards: envelope(promotions.AppliedPromotions),
  getRewardHistory: envelope(list(promotions.RewardEntry)),
  getAllFreeProducts: envelope(list(promotions.FreeProductPromotion)),
  contactUs: envelope(content.ContactUsData),
  getContactMessages: envelope(list(content.ContactMessage)),
  new: envelope(content.WhatsNewData),
  // auctions
  placeBid: envelope(auctions.PlaceBidData),
  claimAuction: envelope(auctions.PurchaseData),
  buyNow: envelope(auctions.PurchaseData),
  getBidHistory: paged(auctions.BidHistoryData, Pagination),
  // notifications
  getNotification: paged(notifications.NotificationsData, Pagination),
  readNotification: envelope(notifications.ReadNotificationData),
  // orders
  myBids: paged(orders.MyBidsData, Pagination),
  getCheckoutDetails: envelope(Type.Union([orders.CheckoutDetails, orders.BasketCheckout])),
  getTimeSlots: envelope(list(orders.TimeSlot)),
  getPreviousOrderAddresses: envelope(list(orders.OrderAddress)),
  updateCheckoutDetails: envelope(Type.Union([orders.CheckoutDetails, orders.BasketCheckout])),
  createPayment: envelope(orders.PaymentData),
  webhookpayment: envelope(orders.WebhookData),
  orderHistory: paged(orders.OrderHistoryData, Pagination),
  viewOrderDetails: envelope(orders.OrderDetails),
  trackOrder: envelope(orders.TrackOrderData),
  cancelOrder: envelope(orders.OrderDetails),
  reviewOrder: envelope(orders.OrderReview),
  updateOrderStatus: envelope(orders.OrderDetails),
  getAllReviews: paged(orders.SellerReviewsData, Pagination),
  // dealers
  submitDealerVerification: envelope(dealers.DealerStatusData),
  getDealerStatus: envelope(dealers.DealerStatusData),
  getListingOptions: envelope(dealers.ListingOptionsData),
  createListing: envelope(dealers.DealerListing),
  updateListing: envelope(dealers.DealerListing),
  addListingDisclosure: envelope(dealers.DealerListing),
  getDealerListing: envelope(dealers.DealerListing),
  getDealerListings: paged(dealers.DealerListingsData, Pagination),
  publishListing: envelope(dealers.DealerListing),
  withdrawListing: envelope(dealers.DealerListing),
  relistListing: envelope(dealers.DealerListing),
  uploadListingPhotos: envelope(dealers.DealerListing),
  reorderListingPhotos: envelope(dealers.DealerListing),
  deleteListingPhoto: envelope(dealers.DealerListing),
  uploadListingDocuments: envelope(dealers.DealerListing),
  deleteListingDocument: envelope(dealers.DealerListing),
  acceptReserveOffer: envelope(dealers.AcceptReserveOfferData),
  declineReserveOffer: envelope(dealers.DealerListing),
  getSellerProfile: paged(dealers.SellerProfileData, Pagination),
  // admin
  getVerificationQueue: paged(admin.VerificationQueueData, Pagination),
  verifyDealer: envelope(admin.DealerApplication),
  rejectDealer: envelope(admin.DealerApplication),
  getAdminListings: paged(admin.AdminListingsData, Pagination),
  unpublishListing: envelope(admin.AdminListing),
  getUsers: paged(admin.AdminUsersData, Pagination),
  suspendUser: envelope(admin.AdminUser),
  reinstateUser: envelope(admin.AdminUser),
  getDealerOpenOrders: paged(admin.AdminDealerOrdersData, Pagination),
  getContactInbox: paged(admin.ContactInboxData, Pagination),
  markContactHandled: envelope(admin.InboxMessage),
} satisfies { [N in CallName]: TSchema };

export type ResponseSchemas = typeof responseSchemas;

/** True when A and B are the same type (each assignable to the other, optionality included). */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The calls whose schema does not give exactly their declared answer (must be none). */
export type MismatchedResponses = {
  [N in CallName]: Same<Static<ResponseSchemas[N]>, ResponseOf<N>> extends true ? never : N;
}[CallName];

type Assert<T extends true> = T;
/** Fails to compile, naming the call, when a response schema and its declaration differ. */
export type EveryResponseMatches = Assert<
  [MismatchedResponses] extends [never] ? true : MismatchedResponses
>;
/** Fails to compile when the error body's schema and `ErrorBody` differ. */
export type ErrorBodyMatches = Assert<Same<Static<typeof ErrorBodySchema>, ErrorBody>>;
