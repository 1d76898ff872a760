/** Business constants of docs/product.md §11, one named export each. */

/** Length of a one-time password. */
export const OTP_LENGTH = 4;
/** Minimum age in years at sign-up and on the profile. */
export const MIN_AGE_YEARS = 18;
/** Earliest accepted birth date (ISO). */
export const EARLIEST_BIRTH_DATE = '1900-01-01';
/** Earliest accepted birth year. */
export const EARLIEST_BIRTH_YEAR = 1900;
/** Password minimum length at sign-up. */
export const SIGNUP_PASSWORD_MIN = 8;
/** Password minimum length at reset and change. */
export const RESET_PASSWORD_MIN = 6;
/** Characters that count as "special" in a sign-up password. */
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&#';
/** Phone number length in digits. */
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 15;

export const DEFAULT_COUNTRY_CODE = '+1';
export const DEFAULT_COUNTRY_ISO_CODE = 'US';
export const DEFAULT_GENDER = 'male';
/** Gender values as shown on the profile form. */
export const GENDER_VALUES = ['Male', 'Female', 'Other'] as const;
export type GenderLabel = (typeof GENDER_VALUES)[number];
/** Gender values as sent at sign-up. */
export const SIGNUP_GENDER_VALUES = ['male', 'female', 'other'] as const;
export type Gender = (typeof SIGNUP_GENDER_VALUES)[number];

export const USER_TYPES = ['consumer', 'dealer'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** Every role an account may have: the two chosen at sign-up, and `admin` (given by the operators). */
export const ROLES = [...USER_TYPES, 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Page sizes. */
export const HOME_PAGE_SIZE = 8;
export const LISTING_PAGE_SIZE = 20;
export const SAVED_PAGE_SIZE = 20;
export const FIRST_PAGE = 1;

/** Skeleton counts while loading. */
export const LISTING_SKELETONS = 12;
export const SAVED_SKELETONS = 6;
export const HOME_SECTION_SKELETONS = 8;

/** Price slider and filter defaults. */
export const PRICE_SLIDER_STEP = 500;
export const DEFAULT_PRICE_MIN = 5000;
export const DEFAULT_PRICE_MAX = 20000;
export const DEFAULT_YEAR_MIN = 2000;
export const DEFAULT_YEAR_MAX = 2023;

/** Debounces and minimum durations, in milliseconds. */
export const SEARCH_DEBOUNCE_MS = 500;
export const PRICE_DEBOUNCE_MS = 500;
export const PHONE_DEBOUNCE_MS = 250;
export const MIN_INITIAL_LOADER_MS = 700;
export const HERO_AUTOPLAY_MS = 6000;
export const HERO_SLIDE_SPEED_MS = 300;
/** Auction detail countdown start, in seconds. */
export const DETAIL_COUNTDOWN_START_S = 190;

/** Toasts: the configuration the web app uses, and the alternative one of the spec. */
export const TOAST_DURATION_MS = 2000;
export const TOAST_LIMIT = 6;
export const TOAST_POSITION = 'top-right';
export const TOAST_ALT_DURATION_MS = 5000;
export const TOAST_ALT_HOTKEY = 'Alt+T';

/** Stale-session cleanup: storage is cleared again this long after a 401 or 502. */
export const STALE_SESSION_CLEANUP_MS = 1000;

/** Uploads. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Driver licence upload on the profile form: extensions and MIME types. */
export const LICENCE_UPLOAD_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'pdf'] as const;
export const LICENCE_UPLOAD_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'application/pdf',
] as const;
/** Driver licence upload at sign-up: image, pdf, doc or docx. */
export const SIGNUP_LICENCE_EXTENSIONS = [
  'jpeg',
  'jpg',
  'png',
  'gif',
  'webp',
  'pdf',
  'doc',
  'docx',
] as const;
export const SIGNUP_LICENCE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** Sort values of the listing. */
export const SORT_VALUES = ['lowToHigh', 'highToLow', 'endingSoon', 'newestFirst'] as const;
export type SortValue = (typeof SORT_VALUES)[number];
export const DEFAULT_LISTING_SORT: SortValue = 'lowToHigh';

/** Auction types as stored and sent. */
export const AUCTION_TYPES = ['auction', 'marketdropai', 'claimpoint'] as const;
export type AuctionType = (typeof AUCTION_TYPES)[number];
/** Auction types as shown. */
export const AUCTION_TYPE_LABELS: Record<AuctionType, string> = {
  auction: 'Auction',
  marketdropai: 'MarketDropAI',
  claimpoint: 'ClaimPOINT',
};
/** Section names Home passes to the listing. */
export const LISTING_SECTIONS = ['normal', 'trending'] as const;
export type ListingSection = (typeof LISTING_SECTIONS)[number];

/** Device types sent at login. */
export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** Languages. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Items in one filter list of getAuctions (years, makes, categories...). */
export const FILTER_LIST_MAX = 100;
/** Length of one text value in a filter list (fuel type, transmission). */
export const FILTER_VALUE_MAX = 60;
/** Length of the listing's search text. */
export const SEARCH_MAX = 100;
/** Earliest and latest model year accepted in a year filter. */
export const FILTER_YEAR_MIN = 1900;
export const FILTER_YEAR_MAX = 2100;
/** Highest price accepted in a price filter (whole dollars). */
export const FILTER_PRICE_MAX = 100_000_000;

/**
 * Limits of the catalogue calls (getAuctions, getSaveAuction, getCategoryWiseDetails), enforced by
 * their schemas. The filter limits are also named constants above: the listing's URL model
 * (`@marketdrop/api-client`) reads them without yup, and without this whole object.
 */
export const CATALOGUE_LIMITS = {
  /** Largest page of getAuctions and getSaveAuction. */
  pageSizeMax: 100,
  /** Highest page number accepted (keeps offsets sane). */
  pageNumberMax: 1_000_000,
  /** Default page size of getAuctions and getSaveAuction (docs/product.md §11: listing and saved). */
  pageSizeDefault: LISTING_PAGE_SIZE,
  /** Auctions per category in getCategoryWiseDetails: default and maximum. */
  categoryPageSizeDefault: 8,
  categoryPageSizeMax: 20,
  listMax: FILTER_LIST_MAX,
  valueMax: FILTER_VALUE_MAX,
  searchMax: SEARCH_MAX,
  yearMin: FILTER_YEAR_MIN,
  yearMax: FILTER_YEAR_MAX,
  priceMax: FILTER_PRICE_MAX,
  /** A saved search's name: at most this many characters (decision 035). */
  savedSearchNameMax: 80,
  /** Saved searches a user may keep; saving one more is refused (409). */
  savedSearchesMax: 20,
} as const;

/**
 * Time-left buckets of the filter: ending within 1 hour, 24 hours, 3 days, 7 days (each includes
 * the shorter ones), or in more than 7 days.
 */
export const TIME_LEFT_BUCKETS = ['lt1h', 'lt24h', 'lt3d', 'lt7d', 'gt7d'] as const;
export type TimeLeftBucketValue = (typeof TIME_LEFT_BUCKETS)[number];
