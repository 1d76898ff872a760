export {
  OTP_LENGTH,
  MIN_AGE_YEARS,
  EARLIEST_BIRTH_DATE,
  EARLIEST_BIRTH_YEAR,
  SIGNUP_PASSWORD_MIN,
  RESET_PASSWORD_MIN,
  PASSWORD_SPECIAL_CHARACTERS,
  PHONE_MIN_DIGITS,
  PHONE_MAX_DIGITS,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_COUNTRY_ISO_CODE,
  DEFAULT_GENDER,
  GENDER_VALUES,
  SIGNUP_GENDER_VALUES,
  USER_TYPES,
  ROLES,
  HOME_PAGE_SIZE,
  LISTING_PAGE_SIZE,
  SAVED_PAGE_SIZE,
  FIRST_PAGE,
  LISTING_SKELETONS,
  SAVED_SKELETONS,
  HOME_SECTION_SKELETONS,
  PRICE_SLIDER_STEP,
  DEFAULT_PRICE_MIN,
  DEFAULT_PRICE_MAX,
  DEFAULT_YEAR_MIN,
  DEFAULT_YEAR_MAX,
  SEARCH_DEBOUNCE_MS,
  PRICE_DEBOUNCE_MS,
  PHONE_DEBOUNCE_MS,
  MIN_INITIAL_LOADER_MS,
  HERO_AUTOPLAY_MS,
  HERO_SLIDE_SPEED_MS,
  DETAIL_COUNTDOWN_START_S,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_POSITION,
  TOAST_ALT_DURATION_MS,
  TOAST_ALT_HOTKEY,
  STALE_SESSION_CLEANUP_MS,
  UPLOAD_MAX_BYTES,
  LICENCE_UPLOAD_EXTENSIONS,
  LICENCE_UPLOAD_MIME_TYPES,
  SIGNUP_LICENCE_EXTENSIONS,
  SIGNUP_LICENCE_MIME_TYPES,
  SORT_VALUES,
  DEFAULT_LISTING_SORT,
  AUCTION_TYPES,
  AUCTION_TYPE_LABELS,
  LISTING_SECTIONS,
  CATALOGUE_LIMITS,
  FILTER_LIST_MAX,
  FILTER_VALUE_MAX,
  SEARCH_MAX,
  FILTER_YEAR_MIN,
  FILTER_YEAR_MAX,
  FILTER_PRICE_MAX,
  TIME_LEFT_BUCKETS,
  DEVICE_TYPES,
  LANGUAGES,
  DEFAULT_LANGUAGE,
} from './constants';
export type {
  GenderLabel,
  Gender,
  UserType,
  Role,
  SortValue,
  AuctionType,
  ListingSection,
  TimeLeftBucketValue,
  DeviceType,
  Language,
} from './constants';

export {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  TEXT_PATTERN,
  NAME_PATTERN,
  OTP_PATTERN,
  PLAIN_TEXT_PATTERN,
  isEmail,
  isPhone,
  isPlainText,
  isTrimmedText,
} from './patterns';

export { systemClock, toDate, ageOn, isAdultOn, isOnOrAfterEarliestBirthDate } from './clock';
export type { Clock } from './clock';

export { messages } from './messages';
export { createTextMatcher, matchMessage, MESSAGE_PARAMS, MESSAGE_TEMPLATES } from './message-keys';
export type { MessageKey, MessageMatch, TextMatch } from './message-keys';
export { dateOfBirth, plainText, requiredText, noSpacesText } from './rules';

export {
  ACCOUNT_LIMITS,
  loginSchema,
  loginRequestSchema,
  signupPassword,
  createSignupSchema,
  signupSchema,
  forgotPasswordSchema,
  otpSchema,
  verifyOtpRequestSchema,
  emailRequestSchema,
  resetPasswordSchema,
  resetPasswordRequestSchema,
  createEditProfileSchema,
  editProfileSchema,
  changePasswordSchema,
  languageSchema,
  checkLicenceFile,
  isAllowedLicenceMimeType,
  licenceFileSchema,
} from './account';
export type {
  LoginValues,
  LoginRequestValues,
  SignupValues,
  ForgotPasswordValues,
  OtpValues,
  VerifyOtpRequestValues,
  EmailRequestValues,
  ResetPasswordValues,
  ResetPasswordRequestValues,
  EditProfileValues,
  ChangePasswordValues,
  LanguageValues,
  FileFacts,
  LicenceUploadKind,
} from './account';

export { CONTACT_LIMITS, contactSchema } from './contact';
export type { ContactValues } from './contact';

export {
  contentLanguageSchema,
  contactUsRequestSchema,
  editProfileRequestSchema,
  socialLoginRequestSchema,
  completeSocialLoginSchema,
  SOCIAL_PROVIDERS,
} from './requests';
export type {
  ContentLanguageValues,
  ContactUsRequestValues,
  EditProfileRequestValues,
  SocialLoginRequestValues,
  CompleteSocialLoginValues,
} from './requests';

export {
  AUCTION_TYPE_FILTERS,
  AUCTION_SORTS,
  catalogueMessages,
  getAuctionsSchema,
  pageRequestSchema,
  categoryWiseSchema,
  auctionIdSchema,
  toggleAuctionSchema,
} from './catalogue';
export type {
  AuctionTypeFilter,
  GetAuctionsValues,
  PageRequestValues,
  CategoryWiseValues,
  AuctionIdValues,
  ToggleAuctionValues,
} from './catalogue';

export { toFieldErrors, validate } from './errors';
export type { FieldErrors, ValidationResult } from './errors';

export {
  DOCUMENTATION_FEE,
  BUYERS_PREMIUM,
  SALES_TAX_RATES_AS_OF,
  PROVINCE_CODES,
  SALES_TAXES,
  BC_VEHICLE_PST_BRACKETS,
  allInBreakdown,
  isProvinceCode,
  provinceCodeOf,
  taxRate,
} from './fees';
export type {
  AllInBreakdown,
  ProvinceCode,
  SalesTax,
  SalesTaxCode,
  TaxBracket,
  TaxLine,
} from './fees';

export {
  AUCTION_LIMITS,
  BID_INCREMENTS,
  SOFT_CLOSE_MS,
  auctionMessages,
  bidIncrement,
  minimumNextBid,
  endAfterBid,
  formatDollars,
  placeBidSchema,
  purchaseSchema,
  bidHistorySchema,
  notificationsPageSchema,
  readNotificationSchema,
} from './auctions';
export type {
  BiddableFacts,
  PlaceBidValues,
  PurchaseValues,
  BidHistoryValues,
  NotificationsPageValues,
  ReadNotificationValues,
} from './auctions';

export {
  VIN_LENGTH,
  VIN_PATTERN,
  VIN_MANUFACTURERS,
  decodeVin,
  isValidVin,
  normalizeVin,
  vinCheckDigit,
  vinMake,
  vinModelYear,
} from './vin';
export type { VinFacts } from './vin';

export { SALE_CLOSE_HOUR, SALE_TIME_ZONE, isThursdayClose, thursdayCloses } from './schedule';

export {
  DRIVETRAINS,
  FUEL_TYPES,
  LISTING_LIMITS,
  LISTING_STATES,
  ODOMETER_UNITS,
  TRANSMISSIONS,
  dealerListingsSchema,
  listPageNumber,
  listPageSize,
  listingDocumentSchema,
  listingIdSchema,
  listingMessages,
  listingPhotoSchema,
  listingSchema,
  reorderListingPhotosSchema,
  updateListingSchema,
  uploadListingDocumentsSchema,
  uploadListingPhotosSchema,
} from './listings';
export type {
  DealerListingsValues,
  ListingDocumentValues,
  ListingIdValues,
  ListingPhotoValues,
  ListingState,
  ListingValues,
  OdometerUnit,
  ReorderListingPhotosValues,
  UpdateListingValues,
  UploadListingDocumentsValues,
} from './listings';

export {
  ACCOUNT_STANDINGS,
  CONTACT_INBOX_STATUSES,
  DEALER_DOCUMENT_KINDS,
  DEALER_LIMITS,
  DEALER_STATUSES,
  adminListingsSchema,
  adminUsersSchema,
  contactInboxSchema,
  contactMessageIdSchema,
  dealerMessages,
  dealerVerificationSchema,
  reason,
  reasonSchema,
  sellerProfileSchema,
  unpublishListingSchema,
  userIdSchema,
  userReasonSchema,
  verificationQueueSchema,
} from './dealers';
export type {
  AccountStanding,
  AdminListingsValues,
  AdminUsersValues,
  ContactInboxStatus,
  ContactInboxValues,
  ContactMessageIdValues,
  DealerDocumentKind,
  DealerStatus,
  DealerVerificationValues,
  ReasonValues,
  SellerProfileValues,
  UnpublishListingValues,
  UserIdValues,
  UserReasonValues,
  VerificationQueueValues,
} from './dealers';
