/**
 * The MarketDrop `/user/` contract: every call's method, path, request and response type, written
 * once. The client (`./client.ts`) and the server's handlers (`apps/api`, type-only import) both use
 * these, so a drift between them is a compile error.
 *
 * Every response body is an envelope `{ message, data? }` with a real HTTP status; a 400 carries
 * `errors: { field: message }` in the spec's wording.
 */
import type { DeviceType, Gender, Language, UserType } from '@marketdrop/validation';

// ---------------------------------------------------------------------------------------------
// Envelope

export type Envelope<T = undefined> = T extends undefined
  ? { message: string; data?: undefined }
  : { message: string; data: T };

/** The body of every error response. */
export type ErrorBody = {
  message: string;
  /** Field errors of a 400, `{ field: message }`. */
  errors?: Record<string, string>;
  /** A stable machine-readable code, e.g. `EMAIL_TAKEN`, `OTP_EXPIRED`, `RATE_LIMITED`. */
  code?: string;
};

// ---------------------------------------------------------------------------------------------
// Entities

/** The signed-in user's profile (spec §3 "Profile"), as the server sends it. */
export type Profile = {
  _id: string;
  userType: UserType;
  firstName: string;
  lastName: string;
  /** `firstName lastName`. */
  name: string;
  email: string;
  countryCode: string;
  countryIsoCode: string;
  phoneNumber: string;
  /** `YYYY-MM-DD`, or null when not given. */
  dob: string | null;
  gender: Gender | null;
  address: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  postalCode: string | null;
  /** Path of the avatar on the API host (`/user/files/...`), or null. */
  userImage: string | null;
  /** Driver licence number. */
  driverLicence: string | null;
  /** Paths of the uploaded licence files (served to their owner only). */
  driverLicenseImage: string[];
  notificationEnable: boolean;
  language: Language;
  isOtpVerified: boolean;
  /** Dealer-only business fields (null for consumers). */
  businessName: string | null;
  businessAddress: string | null;
  dealershipNumber: string | null;
  taxNumber: string | null;
  createdAt: string;
};

/** The user object kept in the session store (spec §3 "Session"). */
export type SessionUser = Pick<
  Profile,
  '_id' | 'userType' | 'firstName' | 'lastName' | 'name' | 'email' | 'userImage' | 'language'
>;

// ---------------------------------------------------------------------------------------------
// Authentication and account (spec §7)

export type LoginRequest = { email: string; password: string; deviceType?: DeviceType };
export type LoginData = {
  /** Present when the account is verified. */
  token?: string;
  isOtpVerified: boolean;
  /** The OTP, echoed outside production so the demo works without a mail server. */
  otp?: string;
  message: string;
  /** Present with the token. */
  user?: SessionUser;
};

/**
 * Sign-up is multipart: the fields of `SignupValues` (booleans as "true"/"false") plus an optional
 * `driverLicenseImage` file.
 */
export type SignupFields = {
  userType: UserType;
  firstName: string;
  lastName: string;
  dob: string;
  gender: Gender;
  countryCode: string;
  phoneNumber: string;
  countryIsoCode?: string;
  email: string;
  password: string;
  address: string;
  city: string;
  province: string;
  country: string;
  postalCode: string;
  terms: boolean;
  creditCheck: boolean;
  licenseNumber?: string;
  businessName?: string;
  businessAddress?: string;
  dealershipNumber?: string;
  taxNumber?: string;
};
export type SignupData = { email: string; phoneNumber: string; otp?: string };

export type VerifyOtpRequest = { email: string; otp: string };
/** What the OTP was for. */
export type OtpPurpose = 'signup' | 'login' | 'forgot-password';
export type VerifyOtpData = {
  purpose: OtpPurpose;
  /** For signup and login: the new session. */
  token?: string;
  user?: SessionUser;
};

export type EmailRequest = { email: string };
export type ResendOtpData = { otp?: string };
export type ForgotPasswordData = { otp?: string };

export type ResetPasswordRequest = {
  email: string;
  otp: string;
  newPassword: string;
  confirmPassword: string;
};

export type ChangePasswordRequest = {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
};

/** Edit profile is multipart: the non-empty fields below plus optional `driverLicenseImage` file(s). */
export type EditProfileFields = {
  firstName?: string;
  lastName?: string;
  dob?: string;
  gender?: string;
  phoneNumber?: string;
  email?: string;
  driverLicence?: string;
  address?: string;
  city?: string;
  province?: string;
  country?: string;
  postalCode?: string;
  /** Paths of already-uploaded licence files to keep; others are removed. Omitted: keep all. */
  keepLicenseImages?: string[];
};

// Social sign-in (spec §7 socialLogin; docs/decisions/014-social-login.md): socialLogin gives the
// provider's URL; the provider returns to the server, which sends the browser to /social-login with
// a one-time ticket; completeSocialLogin trades it, with the tab's browser key, for the session.

export type SocialProvider = 'google' | 'apple';
/** The configured providers: only their buttons show. */
export type SocialLoginProvidersData = { providers: SocialProvider[] };
export type SocialLoginRequest = { provider: SocialProvider };
export type SocialLoginStartData = {
  provider: SocialProvider;
  /** Where to send the browser (the provider's sign-in page). */
  authorizationUrl: string;
  /** Keep it in this tab (sessionStorage) and send it with the ticket: no other tab can finish. */
  browserKey: string;
};
export type CompleteSocialLoginRequest = {
  /** From the `#ticket=` of the /social-login page; single use, valid 2 minutes. */
  ticket: string;
  browserKey: string;
  deviceType?: DeviceType;
};
export type SocialLoginSessionData = {
  token: string;
  user: SessionUser;
  /** True when this sign-in created the account. */
  isNewAccount: boolean;
  /** False until the profile holds what Sign Up asks for (phone, birth date, address...). */
  profileComplete: boolean;
};

export type NotificationSettingsData = { notificationEnable: boolean };
export type ActiveLanguageData = { language: Language };
export type SetLanguageRequest = { language: Language };

// ---------------------------------------------------------------------------------------------
// Catalogue (spec §3 "Banner", "Auction", "Vehicle filter options", "Saved auctions"; §7 "Catalogue")

/** The three sale formats (spec §9 "Auction types"; DESIGN.md §4). */
export type AuctionType = 'auction' | 'marketdropai' | 'claimpoint';
/** Sort values of spec §9; the empty string means the server's default order (Home). */
export type AuctionSort = 'lowToHigh' | 'highToLow' | 'endingSoon' | 'newestFirst';
/** Where an auction stands. */
export type AuctionStatus = 'scheduled' | 'open' | 'sold' | 'ended';
/**
 * Time-left buckets of the filter: ending within 1 hour, 24 hours, 3 days, 7 days, or later.
 * The UI shows them through its own labels.
 */
export type TimeLeftBucket = 'lt1h' | 'lt24h' | 'lt3d' | 'lt7d' | 'gt7d';

export type Banner = {
  _id: string;
  /** Path of the image on the API host (prefix it with the API base address). */
  bannerImage: string;
  title: string;
  description: string;
};

/** A document attached to a vehicle (spec: a path string or an item with image, name and _id). */
export type VehicleDocument = { _id: string; name: string; image: string };

export type VehicleLocation = {
  address: string | null;
  city: string | null;
  /** Two-letter province code, e.g. `ON`. */
  province: string | null;
  postalCode: string | null;
};

export type Vehicle = {
  _id: string;
  year: number;
  make: { _id: string; name: string };
  model: string;
  trim: string | null;
  /** Body type, e.g. SUV, Sedan, Pickup Truck. */
  category: { _id: string; name: string } | null;
  /** Odometer reading in `odometerUnit`. */
  miles: number | null;
  odometerUnit: 'KM' | 'MI';
  /** `year make model trim`. */
  vehicleName: string;
  vin: string | null;
  exteriorColour: string | null;
  /** Paths on the API host, first one the cover (prefix them with the API base address). */
  vehicleImage: string[];
  /** Path of the condition report, or null when there is none. */
  conditionReport: string | null;
  vehicleDocuments: VehicleDocument[];
  description: string | null;
  drivetrain: string | null;
  fuelType: string | null;
  transmission: string | null;
  /** The sticker price (MSRP-style asking price), in whole dollars. */
  originalPrice: number | null;
  location: VehicleLocation;
};

/** The seller of a vehicle. */
export type Seller = { _id: string; name: string; city: string | null; province: string | null };

/** One auction, as listed and as shown in detail (spec §3 "Auction"). Money in whole CAD dollars. */
export type Auction = {
  _id: string;
  /** True when the signed-in caller saved it; always false for anonymous callers. */
  isSaved: boolean;
  auctionType: AuctionType;
  status: AuctionStatus;
  /** What the price is, e.g. Current Bid, Current Price, Claim Price. */
  priceLabel: string;
  /** The main button's label, e.g. Place Bid, Claim Now. */
  ctaButton: string;
  /** The price a buyer would pay or beat now (highest bid, dropping price or claim price). */
  currentPrice: number;
  startingBid: number;
  highestBid: number | null;
  claimPrice: number | null;
  buyNowPrice: number | null;
  totalBids: number;
  trending: boolean;
  description: string | null;
  vehicleName: string;
  schedule: {
    /** ISO instants. */
    startTime: string;
    endTime: string;
    /** Time left at the moment of the answer, `HH:MM:SS` (hours may pass 24), `00:00:00` when over. */
    timeLeft: string;
  };
  vehicle: Vehicle;
  seller: Seller;
};

/** The filter payload of getAuctions (spec §7). Every list is an OR inside, AND across fields. */
export type GetAuctionsRequest = {
  /** 1-based. Default 1. */
  pageNumber?: number;
  /** Default 20; at most 100. */
  pageSize?: number;
  year?: number[];
  fuelType?: string[];
  /** Make ids (the `brand` items of filterdata). */
  brandcategories?: string[];
  transmission?: string[];
  /** On `currentPrice`, inclusive. */
  minPrice?: number | null;
  maxPrice?: number | null;
  /** Auction types; `normal` means any type and `trending` means trending only (Home). */
  auctionType?: string[];
  /** Empty or absent: the server's default order (trending first, then ending soon). */
  sortBy?: AuctionSort | '';
  /** Free text over make, model, trim, year, name and city. */
  search?: string | null;
  timeLeft?: TimeLeftBucket[];
  /** Category (body type) ids. */
  category?: string[];
  /** true: trending only; false or absent: any. */
  trending?: boolean;
};

/** Paging of a list answer, beside `data`. */
export type Pagination = {
  pageNumber: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

export type ValueOption<V = string> = { value: V };

/** Filter options built from the live catalogue (spec §3 "Vehicle filter options"). */
export type FilterOptions = {
  brand: { _id: string; name: string }[];
  /** Newest first; `_id` is the year as text. */
  years: { _id: string; value: number }[];
  fuelType: ValueOption[];
  transmission: ValueOption[];
  auctionType: ValueOption<AuctionType>[];
  timeLeft: ValueOption<TimeLeftBucket>[];
  category: { _id: string; name: string }[];
  /** Lowest and highest current price listed, widened to multiples of 500 (the slider step). */
  priceMin: number;
  priceMax: number;
  yearMin: number;
  yearMax: number;
};

export type AuctionIdRequest = { auctionId: string };
export type ToggleAuctionRequest = { auctionId: string; isLiked: boolean };
export type ToggleAuctionData = { auctionId: string; isSaved: boolean };
export type PageRequest = { pageNumber?: number; pageSize?: number };
export type SavedAuctionsData = { savedAuctions: Auction[]; pagination: Pagination };

export type HomeScreenData = {
  banners: Banner[];
  /** The first 8 of all vehicles, in the default order. */
  allVehicles: Auction[];
  /** The first 8 trending vehicles. */
  trendingVehicles: Auction[];
};

export type CategoryWiseRequest = {
  /** How many auctions per category; default 8, at most 20. */
  pageSize?: number;
};
export type CategoryWiseData = {
  categories: { _id: string; name: string; total: number; auctions: Auction[] }[];
};

// ---------------------------------------------------------------------------------------------
// Guest and content (spec §7 "Guest and content")

/**
 * The language of a content call; absent: the signed-in user's language, else `en`. Anything but
 * `en` or `fr` is a 400.
 */
export type ContentLanguageRequest = { language?: Language };

/** A titled block of a content page; `body` holds one plain-text paragraph per item. */
export type ContentSection = { heading: string; body: string[] };

/** A stored page (About Us, Terms & Conditions, Privacy Policy) in one language. */
export type ContentPage = {
  key: 'about' | 'terms' | 'privacy';
  language: Language;
  title: string;
  /** The date the text takes effect, `YYYY-MM-DD` (Terms, Privacy); null for About. */
  effectiveOn: string | null;
  sections: ContentSection[];
  /** ISO instant of the last change. */
  updatedAt: string;
};

/** One FAQ question; the list comes in display order. */
export type FaqItem = { _id: string; position: number; question: string; answer: string };

/** Contact Support (validated with `contactSchema` of @marketdrop/validation). */
export type ContactUsRequest = {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The language the sender writes in; absent: the signed-in user's language, else `en`. */
  language?: Language;
};
export type ContactUsData = {
  _id: string;
  /** A short reference to quote to Support, e.g. `MD-3F9A1C2B`. */
  reference: string;
  /** ISO instant. */
  createdAt: string;
};

/** A message the signed-in user sent to Support (getContactMessages). */
export type ContactMessage = {
  _id: string;
  reference: string;
  subject: string;
  message: string;
  language: Language;
  /** `received`, then `forwarded` to the support mailbox (or `forward_failed`, kept for Support). */
  status: 'received' | 'forwarded' | 'forward_failed';
  createdAt: string;
};

/** A "what's new" item. */
export type Announcement = {
  _id: string;
  title: string;
  body: string;
  /** An in-app path to read more, or null. */
  link: string | null;
  /** ISO instant. */
  publishedAt: string;
};
export type WhatsNewData = { announcements: Announcement[] };

// ---------------------------------------------------------------------------------------------
// The route table: each call's method and path, and its request/response types.

type Call<M extends 'GET' | 'POST', P extends string, Req, Res, Files = never, Extra = unknown> = {
  method: M;
  path: P;
  /** True when the body is sent as multipart FormData instead of JSON. */
  multipart?: true;
  /** Phantom fields carrying the types; never set at run time. */
  request?: Req;
  response?: Res;
  /** Phantom: the file parts a multipart call accepts besides its text fields. */
  files?: Files;
  /** Phantom: fields of the response body beside `message` and `data` (e.g. `pagination`). */
  extra?: Extra;
};

/** How a call is sent, beyond its method and path. */
export type CallConfig = {
  /** Send the body as multipart FormData (text fields plus the call's file parts). */
  multipart?: boolean;
};

/**
 * Declares one call. A path may hold parameters in braces (`/user/getProductDetails/{id}`): the
 * client fills them from the request fields of the same name.
 */
function call<Req, Res, Files = never, Extra = unknown>() {
  return <M extends 'GET' | 'POST', P extends string>(
    method: M,
    path: P,
    options: CallConfig = {},
  ): Call<M, P, Req, Res, Files, Extra> => ({
    method,
    path,
    ...(options.multipart ? { multipart: true as const } : {}),
  });
}

/** A file part of a multipart body: a browser `File`, or any `Blob`. */
export type UploadFile = Blob;
/** The file parts of sign-up: one optional driver licence file (image, pdf, doc or docx). */
export type SignupFiles = { driverLicenseImage?: UploadFile };
/** The file parts of edit profile: optional driver licence file(s) (jpeg, jpg, png, gif or pdf). */
export type EditProfileFiles = { driverLicenseImage?: UploadFile | UploadFile[] };

/** Multipart bodies are sent as FormData by the client; the server reads the same fields. */
export type Multipart<T> = T;

export const calls = {
  login: call<LoginRequest, LoginData>()('POST', '/user/login'),
  signup: call<Multipart<SignupFields>, SignupData, SignupFiles>()('POST', '/user/signup', {
    multipart: true,
  }),
  verifyOtp: call<VerifyOtpRequest, VerifyOtpData>()('POST', '/user/verifyOtp'),
  resendOtp: call<EmailRequest, ResendOtpData>()('POST', '/user/resendOtp'),
  forgotPassword: call<EmailRequest, ForgotPasswordData>()('POST', '/user/forgotPassword'),
  resetPassword: call<ResetPasswordRequest, undefined>()('POST', '/user/resetPassword'),
  socialLogin: call<SocialLoginRequest, SocialLoginStartData>()('POST', '/user/socialLogin'),
  socialLoginProviders: call<undefined, SocialLoginProvidersData>()(
    'GET',
    '/user/socialLoginProviders',
  ),
  completeSocialLogin: call<CompleteSocialLoginRequest, SocialLoginSessionData>()(
    'POST',
    '/user/completeSocialLogin',
  ),
  logout: call<undefined, undefined>()('POST', '/user/logout'),
  deleteUser: call<undefined, undefined>()('POST', '/user/deleteUser'),
  getProfile: call<undefined, Profile>()('GET', '/user/getProfile'),
  editProfile: call<Multipart<EditProfileFields>, Profile, EditProfileFiles>()(
    'POST',
    '/user/editProfile',
    { multipart: true },
  ),
  changePassword: call<ChangePasswordRequest, undefined>()('POST', '/user/changePassword'),
  toggleNotificationSettings: call<undefined, NotificationSettingsData>()(
    'POST',
    '/user/toggleNotificationSettings',
  ),
  getActiveLanguage: call<undefined, ActiveLanguageData>()('GET', '/user/getActiveLanguage'),
  setActiveLanguage: call<SetLanguageRequest, ActiveLanguageData>()(
    'POST',
    '/user/setActiveLanguage',
  ),

  getBanners: call<undefined, Banner[]>()('POST', '/user/getBanners'),
  getAuctions: call<GetAuctionsRequest, Auction[], never, { pagination: Pagination }>()(
    'POST',
    '/user/getAuctions',
  ),
  filterdata: call<undefined, FilterOptions>()('GET', '/user/filterdata'),
  auctionScreen: call<AuctionIdRequest, Auction>()('POST', '/user/auctionScreen'),
  toggleAuction: call<ToggleAuctionRequest, ToggleAuctionData>()('POST', '/user/toggleAuction'),
  getSaveAuction: call<PageRequest, SavedAuctionsData>()('POST', '/user/getSaveAuction'),
  getHomeScreenDetails: call<undefined, HomeScreenData>()('GET', '/user/getHomeScreenDetails'),
  getCategoryWiseDetails: call<CategoryWiseRequest, CategoryWiseData>()(
    'POST',
    '/user/getCategoryWiseDetails',
  ),

  getAboutUs: call<ContentLanguageRequest, ContentPage>()('GET', '/user/getAboutUs'),
  getTerms: call<ContentLanguageRequest, ContentPage>()('GET', '/user/getTerms'),
  getPrivacy: call<ContentLanguageRequest, ContentPage>()('GET', '/user/getPrivacy'),
  getFaqs: call<ContentLanguageRequest, FaqItem[]>()('GET', '/user/getFaqs'),
  contactUs: call<ContactUsRequest, ContactUsData>()('POST', '/user/contactUs'),
  getContactMessages: call<undefined, ContactMessage[]>()('GET', '/user/getContactMessages'),
  new: call<ContentLanguageRequest, WhatsNewData>()('GET', '/user/new'),
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type RequestOf<N extends CallName> = Exclude<Calls[N]['request'], undefined>;
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
