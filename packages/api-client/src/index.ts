export { createApiClient, createClient, toFormData, toSearchParams } from './client';
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
  messageOf,
  networkError,
  parseErrorBody,
} from './errors';
export type { ApiErrorOptions } from './errors';

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

export { createFavouritesStore } from './favourites';
export type {
  FavouriteOutcome,
  FavouriteRemovalCallback,
  FavouriteToggle,
  FavouritesStore,
} from './favourites';

export {
  auctionsRequest,
  listingFilters,
  listingFiltersOfUrl,
  listingPayload,
  listingRequestOfUrl,
  listingSection,
  normalizeAuctionFilters,
  readListingQuery,
  writeListingQuery,
} from './listing';
export type { AuctionFilters, ListingQuery } from './listing';

export { newerLiveState } from './live';
export type { LiveAuctionState, LiveAuctionStatus } from './live';

export { calls } from './contract';
export type {
  ActiveLanguageData,
  CallConfig,
  CallName,
  Calls,
  ChangePasswordRequest,
  EditProfileFields,
  EditProfileFiles,
  EmailRequest,
  Envelope,
  ErrorBody,
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
} from './contract';
