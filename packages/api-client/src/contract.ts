/**
 * The MarketDrop `/user/` contract: every call declared once in `calls` (method, path, auth, request
 * schema, response type, error codes). The client (`./client.ts`) is built from it; the server
 * mounts each route from it (`apps/api`, `mountCall`), validating with the same yup schema
 * (`./request-schemas.ts`) and documenting it in OpenAPI. Request types are derived from the
 * schemas, so a drift in a path, a method, a body or a response is a compile error.
 *
 * Every response body is an envelope `{ message, data? }` with a real HTTP status; a 400 carries
 * `errors: { field: message }` in the wording of docs/product.md §9.
 */
import type {
  DealerStatus,
  DeliveryType,
  ListingState,
  MyBidsSort,
  MyBidsTab,
  OrderHistoryTab,
  OrderRole,
  Role,
  SalesTaxCode,
} from '@marketdrop/validation';
// The request schemas' types only: the schemas themselves are listed in ./request-schemas.ts.
import type * as schemas from '@marketdrop/validation';
import type { ServerErrorCode } from './errors';
import type { Static } from '@sinclair/typebox';
import type * as accounts from './schemas/accounts';
import type * as catalogue from './schemas/catalogue';
import type * as content from './schemas/content';
import type * as auctions from './schemas/auctions';
import type * as notifications from './schemas/notifications';
import type * as orders from './schemas/orders';
import type * as dealers from './schemas/dealers';
import type * as admin from './schemas/admin';
import type * as basket from './schemas/basket';
import type * as promotions from './schemas/promotions';
import type { OutputOfSchema, UploadFile } from './calls/declare';
import { accountsCalls } from './calls/accounts';
import { catalogueCalls } from './calls/catalogue';
import { contentCalls } from './calls/content';
import { auctionsCalls } from './calls/auctions';
import { notificationsCalls } from './calls/notifications';
import { ordersCalls } from './calls/orders';
import { dealersCalls } from './calls/dealers';
import { adminCalls } from './calls/admin';
import { basketCalls } from './calls/basket';
import { promotionsCalls } from './calls/promotions';

export type {
  CallAuth,
  CallConfig,
  CallValidation,
  EditProfileFiles,
  Multipart,
  OutputOfSchema,
  SignupFiles,
  UploadFile,
} from './calls/declare';

// ---------------------------------------------------------------------------------------------
// Envelope

export type Envelope<T = undefined> = T extends undefined
  ? { message: string; data?: undefined }
  : { message: string; data: T };

/** The body of every error response. */
export type ErrorBody = {
  message: string;
  /** Field errors of a 400, `{ field: message }` (the English text, kept for compatibility). */
  errors?: Record<string, string>;
  /**
   * The same fields' messages by key (decision 031): `{ field: { key, values } }`, e.g.
   * `{ postalCode: { key: 'required', values: { field: 'postalCode' } } }` (`values.field` is a
   * field id of `@marketdrop/validation`'s `FIELD_LABELS`, never an English label). Every field
   * error of a refused schema has one; a client translates these, never `errors`.
   */
  errorKeys?: Record<string, FieldErrorKey>;
  /** A stable machine-readable code, e.g. `EMAIL_TAKEN`, `OTP_EXPIRED`, `RATE_LIMITED`. */
  code?: ServerErrorCode;
  /**
   * Facts a screen needs to recover, e.g. `BID_TOO_LOW`: the minimum bid accepted now;
   * `PRICE_CHANGED`: the price now.
   */
  data?: ErrorData;
};

/** The key of a field's validation message and the values its text is built with. */
export type FieldErrorKey = { key: string; values: Record<string, string | number> };

/** The `data` of an error answer (only the codes that carry one). */
export type ErrorData = {
  /** `BID_TOO_LOW`: the lowest bid accepted now (whole dollars). */
  minimumBid?: number;
  /** `PRICE_CHANGED`: what the claim or Buy Now costs now (whole dollars). */
  currentPrice?: number;
  /** `BUYER_RESTRICTED`: the instant (ISO) the buyer may buy, claim and bid again. */
  restrictedUntil?: string;
  /** `ALREADY_LEADING`: the leader's own maximum (a new one must be above it). */
  yourMaxBid?: number;
};

/**
 * Codes any call may answer besides its own (`errors` of its declaration): a body that is not JSON
 * or too large, the global rate limit, an unexpected failure.
 */
export type CommonErrorCode =
  | 'MALFORMED_JSON'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL';

// ---------------------------------------------------------------------------------------------
// Entities

/** The signed-in user's profile (docs/product.md §7.6 Profile), as the server sends it. */
export type Profile = Static<typeof accounts.Profile>;

/** The user object kept in the session store (docs/product.md §7.1 Session). */
export type SessionUser = Static<typeof accounts.SessionUser>;

// ---------------------------------------------------------------------------------------------
// Authentication and account (docs/product.md §10.1 Calls)

export type LoginData = Static<typeof accounts.LoginData>;

export type SignupData = Static<typeof accounts.SignupData>;

/** What the OTP was for. */
export type OtpPurpose = 'signup' | 'login' | 'forgot-password';
export type VerifyOtpData = Static<typeof accounts.VerifyOtpData>;

// Social sign-in (decision 014): socialLogin gives the provider's URL; the provider returns to the
// server, which sends the browser to /social-login with a one-time ticket; completeSocialLogin
// trades it, with the tab's browser key, for the session.

export type SocialProvider = (typeof schemas.SOCIAL_PROVIDERS)[number];
/** The configured providers: only their buttons show. */
export type SocialLoginProvidersData = Static<typeof accounts.SocialLoginProvidersData>;
export type SocialLoginStartData = Static<typeof accounts.SocialLoginStartData>;
export type SocialLoginSessionData = Static<typeof accounts.SocialLoginSessionData>;

export type ResendOtpData = Static<typeof accounts.ResendOtpData>;
export type ForgotPasswordData = Static<typeof accounts.ForgotPasswordData>;

export type NotificationSettingsData = Static<typeof accounts.NotificationSettingsData>;
/** Which kinds of notices a user gets by e-mail (decision 035). */
export type EmailNotifications = Static<typeof accounts.EmailNotifications>;
export type ActiveLanguageData = Static<typeof accounts.ActiveLanguageData>;

// ---------------------------------------------------------------------------------------------
// Catalogue (docs/product.md §7.2-§7.7, §10.1)

/** The three sale formats (docs/product.md §4.1 Auction types). */
export type AuctionType = 'auction' | 'marketdropai' | 'claimpoint';
/** Sort values of docs/product.md §11 Constants; the empty string means the server's default order (Home). */
export type AuctionSort = 'lowToHigh' | 'highToLow' | 'endingSoon' | 'newestFirst';
/** Where an auction stands. */
export type AuctionStatus = 'scheduled' | 'open' | 'sold' | 'ended' | 'unsold';
/**
 * Time-left buckets of the filter: ending within 1 hour, 24 hours, 3 days, 7 days, or later.
 * The UI shows them through its own labels.
 */
export type TimeLeftBucket = 'lt1h' | 'lt24h' | 'lt3d' | 'lt7d' | 'gt7d';

export type Banner = Static<typeof catalogue.Banner>;

/** A document attached to a vehicle (docs/product.md §7.3: a path string or an item with image, name and _id). */
export type VehicleDocument = Static<typeof catalogue.VehicleDocument>;

export type VehicleLocation = Static<typeof catalogue.VehicleLocation>;

export type Vehicle = Static<typeof catalogue.Vehicle>;

/** The seller of a vehicle. */
export type Seller = Static<typeof catalogue.Seller>;

/** One auction, as listed and as shown in detail (docs/product.md §7.3 Auction). Money in whole CAD dollars. */
export type Auction = Static<typeof catalogue.Auction>;

/** A dated note the seller added once the vehicle's facts locked (docs/product.md §6.2). */
export type ListingDisclosure = Static<typeof catalogue.ListingDisclosure>;

/** `auctionScreen`: one auction in detail, with the seller's disclosures, newest first. */
export type AuctionDetailData = Static<typeof catalogue.AuctionDetailData>;

/** Paging of a list answer, beside `data`. */
export type Pagination = Static<typeof catalogue.Pagination>;

/**
 * getAuctions' paging: whether more auctions follow this page (Load More), and the totals only
 * when the request asked for them (`withTotal: true`; counting every match costs the server a
 * scan of them all), null otherwise.
 */
export type ListingPagination = Static<typeof catalogue.ListingPagination>;

export type ValueOption<V = string> = { value: V };

/** Filter options built from the live catalogue (docs/product.md §7.4 Filter options). */
export type FilterOptions = Static<typeof catalogue.FilterOptions>;

export type ToggleAuctionData = Static<typeof catalogue.ToggleAuctionData>;
export type SavedAuctionsData = Static<typeof catalogue.SavedAuctionsData>;
/** A saved search: a name and listing filters, checked daily for new matches (decision 035). */
export type SavedSearch = Static<typeof catalogue.SavedSearch>;
export type SavedSearchesData = Static<typeof catalogue.SavedSearchesData>;
export type DeleteSavedSearchData = Static<typeof catalogue.DeleteSavedSearchData>;

export type HomeScreenData = Static<typeof catalogue.HomeScreenData>;

export type CategoryWiseData = Static<typeof catalogue.CategoryWiseData>;

// ---------------------------------------------------------------------------------------------
// Guest and content (docs/product.md §10.1 Calls)

/** A titled block of a content page; `body` holds one plain-text paragraph per item. */
export type ContentSection = Static<typeof content.ContentSection>;

/** A stored page (About Us, Terms & Conditions, Privacy Policy) in one language. */
export type ContentPage = Static<typeof content.ContentPage>;

/** One FAQ question; the list comes in display order. */
export type FaqItem = Static<typeof content.FaqItem>;

export type ContactUsData = Static<typeof content.ContactUsData>;

/** A message the signed-in user sent to Support (getContactMessages). */
export type ContactMessage = Static<typeof content.ContactMessage>;

/** A "what's new" item. */
export type Announcement = Static<typeof content.Announcement>;
export type WhatsNewData = Static<typeof content.WhatsNewData>;

// ---------------------------------------------------------------------------------------------
// Live auctions (docs/product.md §4 Auction rules): bids, claims, Buy Now, notifications

/** A bid as placeBid answers it to its bidder. */
export type PlacedBid = Static<typeof auctions.PlacedBid>;

export type PlaceBidData = Static<typeof auctions.PlaceBidData>;

/** Order statuses (docs/product.md §3 Order statuses). */
export type OrderStatus =
  | 'pending_payment'
  | 'payment_completed'
  | 'ready_for_pickup'
  | 'in_delivery'
  | 'completed'
  | 'cancelled';

/** How an order came to be. */
export type OrderSource = 'bid' | 'claim' | 'buyNow';

/** The order a sale creates (the after-sale work builds on it). */
export type OrderSummary = Static<typeof auctions.OrderSummary>;

/** claimAuction and buyNow: the order, and the sale's state after it (sold). */
export type PurchaseData = Static<typeof auctions.PurchaseData>;

/** One visible bid of an auction's history; no maximum is ever shown. */
export type BidHistoryItem = Static<typeof auctions.BidHistoryItem>;

export type BidHistoryData = Static<typeof auctions.BidHistoryData>;

/**
 * What a notification tells: the sale (`outbid`, `won`, `lost`, `sold`, `unsold`); each change of
 * an order (docs/product.md §5.4): to the buyer `paymentCompleted`, `readyForPickup`,
 * `inDelivery`, `orderCompleted`, `orderCancelled`; to the selling dealer `paymentReceived` and
 * `orderCancelled`; and the dealer's own (docs/product.md §6): business verified or rejected (with
 * the reason), a listing unpublished by an admin (with the reason), a sale closed below the reserve
 * whose highest bid the dealer may accept for 24 hours. A cancelled or lapsed unpaid order puts
 * the vehicle back on sale (docs/product.md §4.11): its watchers (savers and bidders) are told
 * `backOnSale` (with the price), its dealer `saleReopened` (with the price), or, when the sale has
 * no time left, `saleRelistable` (the dealer may relist it in one click); a relisted sale tells its
 * watchers `backOnSale` too.
 */
export type NotificationKind =
  | 'outbid'
  | 'won'
  | 'lost'
  | 'sold'
  | 'unsold'
  | 'paymentCompleted'
  | 'paymentReceived'
  | 'readyForPickup'
  | 'inDelivery'
  | 'orderCompleted'
  | 'orderCancelled'
  | 'dealerVerified'
  | 'dealerRejected'
  | 'listingUnpublished'
  | 'reserveOffer'
  /** The seller added a disclosure to an auction the user bid on or saved. */
  | 'listingDisclosure'
  | 'backOnSale'
  | 'saleReopened'
  | 'saleRelistable'
  /** New vehicles match one of the user's saved searches (at most one a day per search). */
  | 'savedSearch';

export type AppNotification = Static<typeof notifications.AppNotification>;

export type NotificationsData = Static<typeof notifications.NotificationsData>;
export type ReadNotificationData = Static<typeof notifications.ReadNotificationData>;

// ---------------------------------------------------------------------------------------------
// After the sale (docs/product.md §5): My Bids, checkout, payment, My Orders, reviews. Money of the
// checkout is in whole cents (`...Cents`); prices of the sale stay whole dollars as elsewhere.

export type { DeliveryType, MyBidsSort, MyBidsTab, OrderHistoryTab, OrderRole, SalesTaxCode };

/** The order of a won (or claimed, or bought) auction as My Bids shows it. */
export type MyBidOrder = Static<typeof orders.MyBidOrder>;

/** One auction of My Bids with the caller's part in it. */
export type MyBid = Static<typeof orders.MyBid>;

/** myBids: one page of a tab, and how many auctions the tab holds in all (`Total N Listings`). */
export type MyBidsData = Static<typeof orders.MyBidsData>;

/** The vehicle of an order. */
export type OrderVehicle = Static<typeof orders.OrderVehicle>;

/** The selling dealer of an order; its address is where Pickup happens. */
export type OrderSeller = Static<typeof orders.OrderSeller>;

/** The buyer of an order (shown to the buyer and to the selling dealer only). */
export type OrderBuyer = Static<typeof orders.OrderBuyer>;

/** A Canadian delivery address. */
export type OrderAddress = Static<typeof orders.OrderAddress>;

/** A pickup or delivery window. */
export type TimeSlot = Static<typeof orders.TimeSlot>;

/** One sales tax of the checkout. */
export type CheckoutTax = Static<typeof orders.CheckoutTax>;

/**
 * Where the province whose taxes apply comes from: the delivery address (Delivery), the dealer
 * (Pickup: the pickup location; or no profile province yet), the buyer's profile (an estimate
 * before Pickup or Delivery is chosen).
 */
export type TaxProvinceSource = 'delivery' | 'profile' | 'dealer';

/** getCheckoutDetails: every line of what the buyer owes, and what is chosen so far. */
export type CheckoutDetails = Static<typeof orders.CheckoutDetails>;
/** getCheckoutDetails `{cart: true}`: the whole basket as it will be paid at once. */
export type BasketCheckout = Static<typeof orders.BasketCheckout>;
export type BasketCheckoutVehicle = Static<typeof orders.BasketCheckoutVehicle>;
export type BasketCheckoutProduct = Static<typeof orders.BasketCheckoutProduct>;
/** What getCheckoutDetails and updateCheckoutDetails answer: an order's, or the basket's (`cart`). */
export type AnyCheckoutDetails = CheckoutDetails | BasketCheckout;

/** Who made a status change. */
export type OrderActor = 'buyer' | 'seller' | 'payment' | 'system';

/** One step of an order's timeline (trackOrder). */
export type OrderStatusEvent = Static<typeof orders.OrderStatusEvent>;

export type TrackOrderData = Static<typeof orders.TrackOrderData>;

/** A buyer's review of a completed order. */
export type OrderReview = Static<typeof orders.OrderReview>;

/** What the viewer of an order may do now. */
export type OrderActions = Static<typeof orders.OrderActions>;

/** An order in My Orders' lists. */
export type OrderListItem = Static<typeof orders.OrderListItem>;

export type OrderHistoryData = Static<typeof orders.OrderHistoryData>;

/**
 * The cancellation limit as it stands for the buyer of a Pending Payment order (docs/product.md
 * §5.5), for the Cancel dialog to show before they confirm.
 */
export type OrderCancellationRule = Static<typeof orders.OrderCancellationRule>;

/** viewOrderDetails: everything about one order, for its buyer or its selling dealer. */
export type OrderDetails = Static<typeof orders.OrderDetails>;

/** The payment providers (decision 022): Stripe Checkout, or the built-in test payment page. */
export type PaymentProvider = 'stripe' | 'test';

/** createPayment: where to send the browser to pay. */
export type PaymentData = Static<typeof orders.PaymentData>;

/** webhookpayment's answer to the provider. */
export type WebhookData = Static<typeof orders.WebhookData>;

export type SellerReviewsData = Static<typeof orders.SellerReviewsData>;

// ---------------------------------------------------------------------------------------------
// Dealers and admin (docs/product.md §6): verification, listings, seller profile, admin console

export type { DealerStatus, Role };
/** Where a dealer's listing stands: `draft -> scheduled -> live -> sold | unsold | withdrawn`. */
export type DealerListingState = ListingState;

/** A verification document as its dealer sees it (the file itself is for admins only). */
export type DealerDocumentSummary = Static<typeof dealers.DealerDocumentSummary>;

/** A verification document as admins see it, with the path of the file. */
export type DealerDocument = Static<typeof dealers.DealerDocument>;

/** getDealerStatus and submitDealerVerification: where the dealer's verification stands. */
export type DealerStatusData = Static<typeof dealers.DealerStatusData>;

/** What the listing form offers: the lists, the closing slots and the dealer's address. */
export type ListingOptionsData = Static<typeof dealers.ListingOptionsData>;

/** A listing photo, stored as responsive WebP sizes (metadata such as GPS removed). */
export type ListingPhoto = Static<typeof dealers.ListingPhoto>;

/** A listing's condition report or one of its documents (public to buyers once published). */
export type ListingDocument = Static<typeof dealers.ListingDocument>;

/** A listing's sale format and price terms (whole dollars; the fields of other formats are null). */
export type SaleTerms = Static<typeof dealers.SaleTerms>;

export type ReserveOfferStatus = 'open' | 'accepted' | 'declined' | 'lapsed';

/**
 * An auction that closed below its reserve with a bid: the dealer may accept the highest bid until
 * `expiresAt` (24 hours), which creates the order for that bidder.
 */
export type ReserveOffer = Static<typeof dealers.ReserveOffer>;

/** A dealer's listing: the vehicle, its sale terms, its media, its figures and where it stands. */
export type DealerListing = Static<typeof dealers.DealerListing>;

/** getDealerListings: a page of the dealer's listings and how many it has in each state. */
export type DealerListingsData = Static<typeof dealers.DealerListingsData>;

/** acceptReserveOffer: the order created for the highest bidder, and the listing (sold). */
export type AcceptReserveOfferData = Static<typeof dealers.AcceptReserveOfferData>;

/** A seller's public header (the seller profile, docs/product.md §3.8). */
export type SellerProfile = Static<typeof dealers.SellerProfile>;

/** getSellerProfile: the header and a page of the seller's live listings. */
export type SellerProfileData = Static<typeof dealers.SellerProfileData>;

/** A dealer account as the admin's verification queue shows it. */
export type DealerApplication = Static<typeof admin.DealerApplication>;

export type VerificationQueueData = Static<typeof admin.VerificationQueueData>;

/** A listing as the admin's moderation list shows it, with its dealer. */
export type AdminListing = Static<typeof admin.AdminListing>;
export type AdminListingsData = Static<typeof admin.AdminListingsData>;

/** An account as the admin's users list shows it. */
export type AdminUser = Static<typeof admin.AdminUser>;
export type AdminUsersData = Static<typeof admin.AdminUsersData>;

/**
 * An order of a dealer that is still moving (Pending Payment to In Delivery), as the admin sees it
 * for a suspended dealer (getDealerOpenOrders): who bought what, where it stands, for how much.
 */
export type AdminDealerOrder = Static<typeof admin.AdminDealerOrder>;
export type AdminDealerOrdersData = Static<typeof admin.AdminDealerOrdersData>;

/** A Contact Support message in the admin inbox. */
export type InboxMessage = Static<typeof admin.InboxMessage>;
export type ContactInboxData = Static<typeof admin.ContactInboxData>;

/** The file parts of submitDealerVerification: both documents (image or PDF, at most 10 MB each). */
export type DealerVerificationFiles = {
  dealerLicence: UploadFile;
  businessRegistration: UploadFile;
};
/** The file parts of uploadListingPhotos: 1 to 10 photos a request (JPEG, PNG or WEBP, 10 MB each). */
export type ListingPhotoFiles = { photos: UploadFile | UploadFile[] };
/** The file parts of uploadListingDocuments: a condition report (PDF) and/or documents (PDF or images). */
export type ListingDocumentFiles = {
  conditionReport?: UploadFile;
  documents?: UploadFile | UploadFile[];
};

// ---------------------------------------------------------------------------------------------
// The basket (docs/product.md §14 Basket): add-on products

/** An add-on product (a protection plan, a dash cam...), in one language. */
export type Product = Static<typeof basket.Product>;
/** One line of a basket, priced now. */
export type CartLine = Static<typeof basket.CartLine>;
/** What a vehicle line holds. */
export type CartVehicle = Static<typeof basket.CartVehicle>;
/** A basket with its lines and totals before taxes. */
export type CartDetails = Static<typeof basket.CartDetails>;
/** What a signed-in buyer's coupon, points and free products do to their basket now. */
export type BasketPromotions = Static<typeof basket.BasketPromotions>;
/** The token of a new guest basket. */
export type GuestUserData = Static<typeof basket.GuestUserData>;
/** What signing in with a guest token did to the account's basket. */
export type CartMerge = Static<typeof basket.CartMerge>;

// The basket's promotions (docs/product.md §14.2 to §14.4): coupons, reward points, free products.

/** A coupon code and its rules. */
export type Coupon = Static<typeof promotions.Coupon>;
/** The coupon and points a buyer applied to their basket. */
export type AppliedPromotions = Static<typeof promotions.AppliedPromotions>;
/** A buyer's reward points. */
export type Rewards = Static<typeof promotions.Rewards>;
/** One entry of the reward points' ledger. */
export type RewardEntry = Static<typeof promotions.RewardEntry>;
/** A promotion adding a product at $0 to a qualifying basket. */
export type FreeProductPromotion = Static<typeof promotions.FreeProductPromotion>;

// ---------------------------------------------------------------------------------------------
// The declarations, one file per domain in ./calls: each call's method, path, auth, request
// schema, response and error codes.

export const calls = {
  ...accountsCalls,
  ...catalogueCalls,
  ...contentCalls,
  ...auctionsCalls,
  ...notificationsCalls,
  ...ordersCalls,
  ...dealersCalls,
  ...adminCalls,
  ...basketCalls,
  ...promotionsCalls,
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
/** What the client sends for a call (derived from its request schema); `never` without a request. */
export type RequestOf<N extends CallName> = Exclude<Calls[N]['request'], undefined>;
/** The type of a call's yup request schema; `never` for calls without a request. */
export type SchemaOf<N extends CallName> = Exclude<Calls[N]['schema'], undefined>;
/** What the server's handler gets for a call after validation (the schema's cast value). */
export type ValidatedRequestOf<N extends CallName> = OutputOfSchema<SchemaOf<N>>;
/** The `data` of a call's response; `never` for calls that answer with a message only. */
export type ResponseDataOf<N extends CallName> = Exclude<Calls[N]['response'], undefined>;
/** The file parts a multipart call accepts (`never` for JSON calls). */
export type FilesOf<N extends CallName> = Exclude<Calls[N]['files'], undefined>;
/** Fields of a call's response body beside `message` and `data` (`unknown` when none). */
export type ResponseExtraOf<N extends CallName> = Exclude<Calls[N]['extra'], undefined>;
/** The full response body of a call. */
export type ResponseOf<N extends CallName> = ([ResponseDataOf<N>] extends [never]
  ? { message: string }
  : { message: string; data: ResponseDataOf<N> }) &
  ResponseExtraOf<N>;
/** The error codes a call answers with: its own and the common ones. */
export type ErrorCodeOf<N extends CallName> = Calls[N]['errors'][number] | CommonErrorCode;

// Request types by name, derived from the schemas (kept for readers and existing imports).
export type LoginRequest = RequestOf<'login'>;
/** Sign-up's text fields (multipart; booleans sent as "true"/"false"); files in `SignupFiles`. */
export type SignupFields = RequestOf<'signup'>;
export type VerifyOtpRequest = RequestOf<'verifyOtp'>;
export type EmailRequest = RequestOf<'resendOtp'>;
export type ResetPasswordRequest = RequestOf<'resetPassword'>;
export type ChangePasswordRequest = RequestOf<'changePassword'>;
export type UpdateNotificationSettingsRequest = RequestOf<'updateNotificationSettings'>;
/** Edit profile's text fields (multipart; only the non-empty ones); files in `EditProfileFiles`. */
export type EditProfileFields = RequestOf<'editProfile'>;
export type SetLanguageRequest = RequestOf<'setActiveLanguage'>;
export type SocialLoginRequest = RequestOf<'socialLogin'>;
export type CompleteSocialLoginRequest = RequestOf<'completeSocialLogin'>;
/** The code mailed to the new address of an e-mail change. */
export type ConfirmEmailChangeRequest = RequestOf<'confirmEmailChange'>;
/** The filter payload of getAuctions: every list is an OR inside, AND across fields. */
export type GetAuctionsRequest = RequestOf<'getAuctions'>;
export type AuctionIdRequest = RequestOf<'auctionScreen'>;
export type ToggleAuctionRequest = RequestOf<'toggleAuction'>;
export type PageRequest = RequestOf<'getSaveAuction'>;
/** A name and the listing's filters (the getAuctions fields, without paging). */
export type SaveSearchRequest = RequestOf<'saveSearch'>;
export type SavedSearchIdRequest = RequestOf<'deleteSavedSearch'>;
export type CategoryWiseRequest = RequestOf<'getCategoryWiseDetails'>;
/** The language of a content call; absent: the signed-in user's language, else `en`. */
export type ContentLanguageRequest = RequestOf<'getAboutUs'>;
export type ContactUsRequest = RequestOf<'contactUs'>;
export type PlaceBidRequest = RequestOf<'placeBid'>;
export type PurchaseRequest = RequestOf<'claimAuction'>;
export type BidHistoryRequest = RequestOf<'getBidHistory'>;
export type NotificationsPageRequest = RequestOf<'getNotification'>;
export type ReadNotificationRequest = RequestOf<'readNotification'>;
export type MyBidsRequest = RequestOf<'myBids'>;
/** An order named in the query string or the body. */
export type OrderIdRequest = { orderId: string };
/** An order (`orderId`) or the buyer's basket (`cart: true`): getCheckoutDetails, createPayment. */
export type CheckoutTargetRequest = RequestOf<'getCheckoutDetails'>;
export type TimeSlotsRequest = RequestOf<'getTimeSlots'>;
export type UpdateCheckoutDetailsRequest = RequestOf<'updateCheckoutDetails'>;
export type OrderHistoryRequest = RequestOf<'orderHistory'>;
/** An order named in the path (`viewOrderDetails/{id}`, `trackOrder/{id}`). */
export type OrderPathRequest = RequestOf<'viewOrderDetails'>;
export type CancelOrderRequest = RequestOf<'cancelOrder'>;
export type ReviewOrderRequest = RequestOf<'reviewOrder'>;
export type UpdateOrderStatusRequest = RequestOf<'updateOrderStatus'>;
export type SellerReviewsRequest = RequestOf<'getAllReviews'>;
export type ListingRequest = RequestOf<'createListing'>;
export type UpdateListingRequest = RequestOf<'updateListing'>;
export type ListingIdRequest = RequestOf<'publishListing'>;
export type ListingDisclosureRequest = RequestOf<'addListingDisclosure'>;
export type DealerListingsRequest = RequestOf<'getDealerListings'>;
export type ReorderListingPhotosRequest = RequestOf<'reorderListingPhotos'>;
export type ListingPhotoRequest = RequestOf<'deleteListingPhoto'>;
export type ListingDocumentRequest = RequestOf<'deleteListingDocument'>;
export type SellerProfileRequest = RequestOf<'getSellerProfile'>;
export type VerificationQueueRequest = RequestOf<'getVerificationQueue'>;
export type UserIdRequest = RequestOf<'verifyDealer'>;
export type UserReasonRequest = RequestOf<'rejectDealer'>;
export type AdminListingsRequest = RequestOf<'getAdminListings'>;
export type UnpublishListingRequest = RequestOf<'unpublishListing'>;
export type AdminUsersRequest = RequestOf<'getUsers'>;
export type DealerOrdersRequest = RequestOf<'getDealerOpenOrders'>;
export type ContactInboxRequest = RequestOf<'getContactInbox'>;
export type ContactMessageIdRequest = RequestOf<'markContactHandled'>;
