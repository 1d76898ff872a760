export {
  createApiClient,
  createClient,
  newIdempotencyKey,
  toFormData,
  toSearchParams,
} from './client';
export type {
  ApiClient,
  ApiClientOptions,
  CallDefinition,
  CallFunction,
  CallFunctions,
  CallInput,
  CallResult,
  ClientBase,
  Contract,
  FetchLike,
  InputOf,
  RequestOptions,
} from './client';

export {
  ApiError,
  clientErrorCodes,
  errorFromResponse,
  fallbackMessages,
  fieldErrorsOf,
  isApiError,
  isServerErrorCode,
  messageOf,
  networkError,
  parseErrorBody,
  parseErrorData,
  retryAfterOf,
  serverErrorCodes,
} from './errors';
export type {
  ApiErrorData,
  ApiErrorOptions,
  ClientErrorCode,
  ErrorCode,
  ServerErrorCode,
} from './errors';

export {
  SESSION_STORAGE_KEYS,
  createMemoryStorage,
  createSessionStore,
  detectLocalStorage,
  storeAuthSession,
  toSessionUser,
} from './session';
export type {
  KeyValueStorage,
  Session,
  SessionStorageKeys,
  SessionStore,
  SessionStoreOptions,
} from './session';

export { currentDeviceType, deviceTypeFromUserAgent } from './device';

export { detailPath, paths } from './paths';
export type { SitePath } from './paths';

export { createFavouritesStore } from './favourites';
export type {
  FavouriteOutcome,
  FavouriteRemovalCallback,
  FavouriteToggle,
  FavouritesStore,
} from './favourites';

export {
  DEFAULT_LISTING_STATE,
  EMPTY_VEHICLE_FILTERS,
  PRICE_FILTER_MAX,
  auctionsRequest,
  listingFiltersOfUrl,
  listingPayload,
  listingRequest,
  listingRequestOfUrl,
  listingSection,
  listingState,
  normalizeAuctionFilters,
  readListingUrl,
  toAuctionsRequest,
  withListingSearch,
  writeListingUrl,
} from './listing';
export { countActiveFilters, priceBounds, withoutFullPrice, yearChoices } from './listing-options';
export type {
  AuctionFilters,
  ListingSort,
  ListingState,
  VehicleFilters,
  VehicleFiltersRequest,
} from './listing';

export { newerLiveState } from './live';
export type { LiveAuctionState, LiveAuctionStatus } from './live';

export {
  createLiveAuctionsStore,
  listingEventGroups,
  parseLiveState,
  subscribeAuctionEvents,
  subscribeLiveAuctions,
} from './live-events';
export type {
  LiveAuctionsStore,
  LiveAuctionsStoreOptions,
  LiveEventSource,
  LiveEventSourceConstructor,
  LiveSubscriptionOptions,
  ReconnectOptions,
  Unsubscribe,
} from './live-events';

export {
  LISTING_EVENTS_MAX_IDS,
  auctionEventsUrl,
  listingEventsUrl,
  streamUrl,
  streams,
} from './streams';
export type {
  StreamDeclaration,
  StreamEventOf,
  StreamName,
  StreamParamsOf,
  Streams,
} from './streams';

export { calls } from './contract';
export { requestSchemas } from './request-schemas';
export type { CallWithRequest, RequestSchemas } from './request-schemas';
export type {
  ActiveLanguageData,
  CallAuth,
  CallConfig,
  CallName,
  CallValidation,
  Calls,
  CommonErrorCode,
  ErrorCodeOf,
  OutputOfSchema,
  SchemaOf,
  ValidatedRequestOf,
  ChangePasswordRequest,
  ConfirmEmailChangeRequest,
  EditProfileFields,
  EditProfileFiles,
  EmailRequest,
  Envelope,
  ErrorBody,
  ErrorData,
  FilesOf,
  ForgotPasswordData,
  LoginData,
  LoginRequest,
  Multipart,
  NotificationSettingsData,
  OtpPurpose,
  Profile,
  RequestOf,
  ResendOtpData,
  ResetPasswordRequest,
  ResponseDataOf,
  ResponseOf,
  SessionUser,
  SetLanguageRequest,
  SignupData,
  SignupFields,
  SignupFiles,
  CompleteSocialLoginRequest,
  SocialLoginProvidersData,
  SocialLoginRequest,
  SocialLoginSessionData,
  SocialLoginStartData,
  SocialProvider,
  UploadFile,
  VerifyOtpData,
  VerifyOtpRequest,
  Auction,
  AuctionIdRequest,
  AuctionSort,
  AuctionStatus,
  AuctionType,
  Banner,
  CategoryWiseData,
  CategoryWiseRequest,
  FilterOptions,
  GetAuctionsRequest,
  HomeScreenData,
  PageRequest,
  Pagination,
  ResponseExtraOf,
  SavedAuctionsData,
  Seller,
  TimeLeftBucket,
  ToggleAuctionData,
  ToggleAuctionRequest,
  ValueOption,
  Vehicle,
  VehicleDocument,
  VehicleLocation,
  Announcement,
  ContactMessage,
  ContactUsData,
  ContactUsRequest,
  ContentLanguageRequest,
  ContentPage,
  ContentSection,
  FaqItem,
  WhatsNewData,
  PlacedBid,
  PlaceBidData,
  PlaceBidRequest,
  OrderStatus,
  OrderSource,
  OrderSummary,
  PurchaseData,
  PurchaseRequest,
  BidHistoryItem,
  BidHistoryData,
  BidHistoryRequest,
  NotificationKind,
  AppNotification,
  NotificationsData,
  NotificationsPageRequest,
  ReadNotificationData,
  ReadNotificationRequest,
} from './contract';
