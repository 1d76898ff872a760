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
  AccountStanding,
  ContactInboxStatus,
  DealerDocumentKind,
  DealerStatus,
  DeliveryType,
  Gender,
  Language,
  ListingState,
  MyBidsSort,
  MyBidsTab,
  OdometerUnit,
  OrderHistoryTab,
  OrderRole,
  ProvinceCode,
  Role,
  SalesTaxCode,
} from '@marketdrop/validation';
// The request schemas' types only: the schemas themselves are listed in ./request-schemas.ts.
import type * as schemas from '@marketdrop/validation';
import type { ServerErrorCode } from './errors';
import type { LiveAuctionState } from './live';
import type { OutputOfSchema, UploadFile } from './calls/declare';
import { accountsCalls } from './calls/accounts';
import { catalogueCalls } from './calls/catalogue';
import { contentCalls } from './calls/content';
import { auctionsCalls } from './calls/auctions';
import { notificationsCalls } from './calls/notifications';
import { ordersCalls } from './calls/orders';
import { dealersCalls } from './calls/dealers';
import { adminCalls } from './calls/admin';

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
   * `{ postalCode: { key: 'required', values: { field: 'Postal code' } } }`, for the fields whose
   * message carries a key of `@marketdrop/validation`. A client translates these, never `errors`.
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
export type Profile = {
  _id: string;
  /** `consumer` or `dealer` (chosen at sign-up), or `admin` (given by the operators). */
  userType: Role;
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
  /**
   * A new e-mail waiting for its code (`confirmEmailChange`); `email` stays the old one until
   * then. Null when no change is pending.
   */
  pendingEmail: string | null;
  /** Dealer-only business fields (null for consumers). */
  businessName: string | null;
  businessAddress: string | null;
  dealershipNumber: string | null;
  taxNumber: string | null;
  createdAt: string;
};

/** The user object kept in the session store (docs/product.md §7.1 Session). */
export type SessionUser = Pick<
  Profile,
  '_id' | 'userType' | 'firstName' | 'lastName' | 'name' | 'email' | 'userImage' | 'language'
>;

// ---------------------------------------------------------------------------------------------
// Authentication and account (docs/product.md §10.1 Calls)

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

export type SignupData = { email: string; phoneNumber: string; otp?: string };

/** What the OTP was for. */
export type OtpPurpose = 'signup' | 'login' | 'forgot-password';
export type VerifyOtpData = {
  purpose: OtpPurpose;
  /** For signup and login: the new session. */
  token?: string;
  user?: SessionUser;
};

// Social sign-in (decision 014): socialLogin gives the provider's URL; the provider returns to the
// server, which sends the browser to /social-login with a one-time ticket; completeSocialLogin
// trades it, with the tab's browser key, for the session.

export type SocialProvider = (typeof schemas.SOCIAL_PROVIDERS)[number];
/** The configured providers: only their buttons show. */
export type SocialLoginProvidersData = { providers: SocialProvider[] };
export type SocialLoginStartData = {
  provider: SocialProvider;
  /** Where to send the browser (the provider's sign-in page). */
  authorizationUrl: string;
  /** Keep it in this tab (sessionStorage) and send it with the ticket: no other tab can finish. */
  browserKey: string;
};
export type SocialLoginSessionData = {
  token: string;
  user: SessionUser;
  /** True when this sign-in created the account. */
  isNewAccount: boolean;
  /** False until the profile holds what Sign Up asks for (phone, birth date, address...). */
  profileComplete: boolean;
};

export type ResendOtpData = { otp?: string };
export type ForgotPasswordData = { otp?: string };

export type NotificationSettingsData = { notificationEnable: boolean };
export type ActiveLanguageData = { language: Language };

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

export type Banner = {
  _id: string;
  /** Path of the image on the API host (prefix it with the API base address). */
  bannerImage: string;
  title: string;
  description: string;
};

/** A document attached to a vehicle (docs/product.md §7.3: a path string or an item with image, name and _id). */
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

/** One auction, as listed and as shown in detail (docs/product.md §7.3 Auction). Money in whole CAD dollars. */
export type Auction = {
  _id: string;
  /** True when the signed-in caller saved it; always false for anonymous callers. */
  isSaved: boolean;
  auctionType: AuctionType;
  status: AuctionStatus;
  /**
   * What the price is, e.g. Current Bid, Current Price, Claim Price (English, computed from
   * `auctionType`; kept for older clients: the ui derives its translated label from the type).
   */
  priceLabel: string;
  /** The main button's label, e.g. Place Bid, Claim Now (same: derived from the type in the ui). */
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
  // The live fields (issue 12), as of the answer, on the server's clock.
  /** Grows with every change of the auction (the live events' `seq`): a lower one is stale. */
  seq: number;
  /** The lowest bid the server accepts now (auctions: the starting bid, else price + increment). */
  minimumBid: number;
  /** When the sale ends (moves with soft close); the same instant as `schedule.endTime`. */
  endsAt: string;
  /** The end moved because of a late bid (soft close). */
  extended: boolean;
  /**
   * The seller's account is suspended (docs/product.md §6.3): the sale is paused (no bid, claim
   * or Buy Now: 409 SELLER_SUSPENDED), `schedule.timeLeft` and the price stand still until the
   * seller is reinstated. Always sent by this server; an older one's answer may lack it.
   */
  paused?: boolean;
  /** The server's clock at the answer: screens measure their clock offset from it. */
  serverTime: string;
  /** MarketDropAI: when the price drops next; null otherwise, at the floor, or once closed. */
  priceChangesAt: string | null;
  /** Signed-in callers only: whether they lead the bidding. */
  isLeader?: boolean;
  /** Signed-in callers only: their own maximum bid on it (null when they have not bid). */
  yourMaxBid?: number | null;
};

/** A dated note the seller added once the vehicle's facts locked (docs/product.md §6.2). */
export type ListingDisclosure = {
  text: string;
  /** ISO instant, on the server's clock. */
  createdAt: string;
};

/** `auctionScreen`: one auction in detail, with the seller's disclosures, newest first. */
export type AuctionDetailData = Auction & { disclosures: ListingDisclosure[] };

/** Paging of a list answer, beside `data`. */
export type Pagination = {
  pageNumber: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

/**
 * getAuctions' paging: whether more auctions follow this page (Load More), and the totals only
 * when the request asked for them (`withTotal: true`; counting every match costs the server a
 * scan of them all), null otherwise.
 */
export type ListingPagination = {
  pageNumber: number;
  pageSize: number;
  hasMore: boolean;
  total: number | null;
  totalPages: number | null;
};

export type ValueOption<V = string> = { value: V };

/** Filter options built from the live catalogue (docs/product.md §7.4 Filter options). */
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

export type ToggleAuctionData = { auctionId: string; isSaved: boolean };
export type SavedAuctionsData = { savedAuctions: Auction[]; pagination: Pagination };

export type HomeScreenData = {
  banners: Banner[];
  /** The first 8 of all vehicles, in the default order. */
  allVehicles: Auction[];
  /** The first 8 trending vehicles. */
  trendingVehicles: Auction[];
};

export type CategoryWiseData = {
  categories: { _id: string; name: string; total: number; auctions: Auction[] }[];
};

// ---------------------------------------------------------------------------------------------
// Guest and content (docs/product.md §10.1 Calls)

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
// Live auctions (docs/product.md §4 Auction rules): bids, claims, Buy Now, notifications

/** A bid as placeBid answers it to its bidder. */
export type PlacedBid = {
  _id: string;
  amount: number;
  /** The bidder's own maximum (proxy) bid; null when none was left. */
  maxAmount: number | null;
  /** Whether the bidder leads once the proxy rule has run. */
  isLeader: boolean;
};

export type PlaceBidData = { auction: LiveAuctionState; bid: PlacedBid };

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
export type OrderSummary = {
  _id: string;
  auctionId: string;
  /** Null once the buyer deleted their account. */
  buyerId: string | null;
  /** Whole dollars: the winning bid, the claim price or the Buy Now price. */
  price: number;
  source: OrderSource;
  status: OrderStatus;
  createdAt: string;
};

/** claimAuction and buyNow: the order, and the sale's state after it (sold). */
export type PurchaseData = { order: OrderSummary; auction: LiveAuctionState };

/** One visible bid of an auction's history; no maximum is ever shown. */
export type BidHistoryItem = {
  _id: string;
  amount: number;
  /** `Bidder 1`, `Bidder 2`...: stable within the auction, the same for all viewers. */
  bidder: string;
  /** The caller's own bid. */
  isYours: boolean;
  /**
   * An automatic bid: the engine bidding for a leader's maximum when someone bid below it. Not
   * counted in `bidCount` (which counts the bids buyers placed).
   */
  automatic: boolean;
  createdAt: string;
};

export type BidHistoryData = { bids: BidHistoryItem[] };

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
  | 'saleRelistable';

export type AppNotification = {
  _id: string;
  kind: NotificationKind;
  auctionId: string | null;
  /** The vehicle's name, e.g. `2021 Hyundai Tucson Preferred`. */
  vehicleName: string | null;
  /** Whole dollars the notification is about (the new price, the winning bid...), or null. */
  amount: number | null;
  orderId: string | null;
  /** The reason an admin gave (`dealerRejected`, `listingUnpublished`); null or absent otherwise. */
  reason?: string | null;
  read: boolean;
  createdAt: string;
};

export type NotificationsData = { notifications: AppNotification[]; unreadCount: number };
export type ReadNotificationData = { unreadCount: number };

// ---------------------------------------------------------------------------------------------
// After the sale (docs/product.md §5): My Bids, checkout, payment, My Orders, reviews. Money of the
// checkout is in whole cents (`...Cents`); prices of the sale stay whole dollars as elsewhere.

export type { DeliveryType, MyBidsSort, MyBidsTab, OrderHistoryTab, OrderRole, SalesTaxCode };

/** The order of a won (or claimed, or bought) auction as My Bids shows it. */
export type MyBidOrder = {
  _id: string;
  status: OrderStatus;
  /** Whole dollars: what the vehicle sold for. */
  price: number;
  /** ISO instant: pay before it, or the order is cancelled (48 hours after the sale). */
  paymentDeadline: string;
  /** Whether Delivery Details (pickup or delivery, a time slot) are given. */
  checkoutComplete: boolean;
};

/** One auction of My Bids with the caller's part in it. */
export type MyBid = {
  /** The auction with its live fields as of the answer (`isLeader`, `yourMaxBid` set). */
  auction: Auction;
  /** The caller's highest visible bid; null when they claimed or bought it without bidding. */
  yourBid: number | null;
  /** The caller's own maximum (proxy) bid; null when none. */
  yourMaxBid: number | null;
  /** Whether the caller leads (Active) or won (Won). */
  isLeader: boolean;
  /** Won: the order; null on the other tabs. */
  order: MyBidOrder | null;
};

/** myBids: one page of a tab, and how many auctions the tab holds in all (`Total N Listings`). */
export type MyBidsData = { bids: MyBid[]; total: number };

/** The vehicle of an order. */
export type OrderVehicle = {
  auctionId: string;
  auctionType: AuctionType;
  vehicleName: string;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  vin: string | null;
  /** Odometer reading in `odometerUnit`. */
  miles: number | null;
  odometerUnit: 'KM' | 'MI';
  exteriorColour: string | null;
  /** The first picture's path on the API host, or null. */
  image: string | null;
};

/** The selling dealer of an order; its address is where Pickup happens. */
export type OrderSeller = {
  /** The dealer (`Seller._id`, `getAllReviews`' `sellerId`). */
  _id: string;
  name: string;
  address: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
};

/** The buyer of an order (shown to the buyer and to the selling dealer only). */
export type OrderBuyer = {
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phoneNumber: string;
  address: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
};

/** A Canadian delivery address. */
export type OrderAddress = {
  address: string;
  city: string;
  province: ProvinceCode;
  /** `A1A 1A1`. */
  postalCode: string;
};

/** A pickup or delivery window. */
export type TimeSlot = {
  _id: string;
  deliveryType: DeliveryType;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  /** The dealer's time zone the window is set in, e.g. `America/Toronto`. */
  timeZone: string;
  /** Places the window has, and those still free. */
  capacity: number;
  remaining: number;
};

/** One sales tax of the checkout. */
export type CheckoutTax = {
  /** GST, HST, PST, QST (RST in Manitoba). */
  code: SalesTaxCode;
  /** Rate as a fraction, e.g. 0.13. */
  rate: number;
  /** The taxed amount (price + documentation fee + delivery charge), in cents. */
  baseCents: number;
  amountCents: number;
};

/**
 * Where the province whose taxes apply comes from: the delivery address (Delivery), the dealer
 * (Pickup: the pickup location; or no profile province yet), the buyer's profile (an estimate
 * before Pickup or Delivery is chosen).
 */
export type TaxProvinceSource = 'delivery' | 'profile' | 'dealer';

/** getCheckoutDetails: every line of what the buyer owes, and what is chosen so far. */
export type CheckoutDetails = {
  orderId: string;
  status: OrderStatus;
  vehicle: OrderVehicle;
  /** The dealer: the pickup location. */
  seller: OrderSeller;
  /** Null until Delivery Details are given. */
  deliveryType: DeliveryType | null;
  /** The delivery address (Delivery only). */
  address: OrderAddress | null;
  timeSlot: TimeSlot | null;
  /**
   * The province whose sales taxes apply: the delivery address's for Delivery, the dealer's (the
   * pickup location) for Pickup; before the choice the buyer's profile province, else the
   * dealer's (`taxProvinceSource`).
   */
  taxProvince: ProvinceCode;
  taxProvinceSource: TaxProvinceSource;
  /** The date of the tax rates (`YYYY-MM-DD`). */
  ratesAsOf: string;
  currency: 'CAD';
  vehiclePriceCents: number;
  documentationFeeCents: number;
  /** Always 0: MarketDrop charges no buyer's premium. */
  buyersPremiumCents: number;
  /** 0 for Pickup (and until Delivery is chosen). */
  deliveryChargeCents: number;
  taxes: CheckoutTax[];
  taxCents: number;
  totalCents: number;
  /** ISO instant, 48 hours after the sale. */
  paymentDeadline: string;
  /** Pending Payment, Delivery Details given and the deadline not passed: createPayment works. */
  readyToPay: boolean;
  /** ISO instant of the payment, or null. */
  paidAt: string | null;
};

/** Who made a status change. */
export type OrderActor = 'buyer' | 'seller' | 'payment' | 'system';

/** One step of an order's timeline (trackOrder). */
export type OrderStatusEvent = {
  status: OrderStatus;
  /** ISO instant. */
  at: string;
  by: OrderActor;
  /** A cancellation's reason; null otherwise. */
  note: string | null;
};

export type TrackOrderData = {
  orderId: string;
  status: OrderStatus;
  /** Oldest first. */
  timeline: OrderStatusEvent[];
};

/** A buyer's review of a completed order. */
export type OrderReview = {
  _id: string;
  orderId: string;
  /** 1 to 5 stars. */
  rating: number;
  comment: string | null;
  /** The buyer's first name only. */
  buyerFirstName: string;
  vehicleName: string;
  createdAt: string;
};

/** What the viewer of an order may do now. */
export type OrderActions = {
  /** The buyer: Pending Payment, details given, before the deadline. */
  canPay: boolean;
  /** The buyer: Pending Payment only. */
  canCancel: boolean;
  /** The buyer: Completed and not yet reviewed. */
  canReview: boolean;
  /** The selling dealer: the statuses updateOrderStatus accepts now (empty for the buyer). */
  nextStatuses: OrderStatus[];
};

/** An order in My Orders' lists. */
export type OrderListItem = {
  _id: string;
  status: OrderStatus;
  source: OrderSource;
  /** Whole dollars: what the vehicle sold for (the card's price). */
  price: number;
  /** What the buyer owes or paid, in cents (with fees, taxes and delivery as chosen so far). */
  totalCents: number;
  createdAt: string;
  paymentDeadline: string;
  deliveryType: DeliveryType | null;
  vehicle: OrderVehicle;
  seller: Pick<OrderSeller, '_id' | 'name'>;
  /** Whether the caller bought it or (a dealer) sold it. */
  viewerRole: OrderRole;
};

export type OrderHistoryData = { orders: OrderListItem[]; total: number };

/**
 * The cancellation limit as it stands for the buyer of a Pending Payment order (docs/product.md
 * §5.5), for the Cancel dialog to show before they confirm.
 */
export type OrderCancellationRule = {
  /** The buyer's cancelled or lapsed unpaid orders in the last `windowDays` days. */
  recent: number;
  /** How many within the window restrict the buyer (2). */
  limit: number;
  windowDays: number;
  /** How long a restriction lasts. */
  restrictionDays: number;
  /**
   * Cancelling now restricts buying, claiming and bidding until this instant (ISO, server clock);
   * null when this cancellation would not.
   */
  restrictsUntil: string | null;
};

/** viewOrderDetails: everything about one order, for its buyer or its selling dealer. */
export type OrderDetails = {
  _id: string;
  status: OrderStatus;
  source: OrderSource;
  /** Whole dollars: what the vehicle sold for. */
  price: number;
  createdAt: string;
  updatedAt: string;
  paymentDeadline: string;
  paidAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  viewerRole: OrderRole;
  vehicle: OrderVehicle;
  seller: OrderSeller;
  buyer: OrderBuyer;
  /** The fee and tax breakdown, the delivery details and the deadline. */
  checkout: CheckoutDetails;
  /** Oldest first. */
  timeline: OrderStatusEvent[];
  review: OrderReview | null;
  actions: OrderActions;
  /**
   * The buyer of an order they may cancel (`actions.canCancel`): what cancelling does to their
   * limit; null otherwise (the dealer, any other status).
   */
  cancellation: OrderCancellationRule | null;
};

/** The payment providers (decision 022): Stripe Checkout, or the built-in test payment page. */
export type PaymentProvider = 'stripe' | 'test';

/** createPayment: where to send the browser to pay. */
export type PaymentData = {
  paymentId: string;
  provider: PaymentProvider;
  /** The payment page (Stripe Checkout or the test page); it returns to `/my-order/{id}`. */
  url: string;
  amountCents: number;
  currency: 'CAD';
};

/** webhookpayment's answer to the provider. */
export type WebhookData = {
  /** The provider's event id. */
  eventId: string;
  /** False when the event was seen before or changes nothing (out of order, not ours). */
  applied: boolean;
};

export type SellerReviewsData = {
  /** Newest first. */
  reviews: OrderReview[];
  /** The average of all the seller's ratings (one decimal), null when none. */
  averageRating: number | null;
  total: number;
};

// ---------------------------------------------------------------------------------------------
// Dealers and admin (docs/product.md §6): verification, listings, seller profile, admin console

export type { DealerStatus, Role };
/** Where a dealer's listing stands: `draft -> scheduled -> live -> sold | unsold | withdrawn`. */
export type DealerListingState = ListingState;

/** A verification document as its dealer sees it (the file itself is for admins only). */
export type DealerDocumentSummary = {
  _id: string;
  kind: DealerDocumentKind;
  /** The file's name as uploaded. */
  name: string;
  mimeType: string;
  /** Bytes. */
  size: number;
  uploadedAt: string;
};

/** A verification document as admins see it, with the path of the file. */
export type DealerDocument = DealerDocumentSummary & {
  /**
   * Path on the API host (`/user/dealerDocuments/{id}`), admins only: fetch it with the bearer
   * token (e.g. into a blob URL), a plain link has no token.
   */
  url: string;
};

/** getDealerStatus and submitDealerVerification: where the dealer's verification stands. */
export type DealerStatusData = {
  status: DealerStatus;
  /** Why verification was refused (`rejected` only); null otherwise. */
  reason: string | null;
  submittedAt: string | null;
  reviewedAt: string | null;
  /** The documents of the last submission. */
  documents: DealerDocumentSummary[];
  /** The dealer may create and publish listings now (verified). */
  canList: boolean;
  /** The dealer's seller id (an auction's `seller._id`, the seller profile's) once verified. */
  sellerId: string | null;
};

/** What the listing form offers: the lists, the closing slots and the dealer's address. */
export type ListingOptionsData = {
  makes: { _id: string; name: string }[];
  /** Body types. */
  categories: { _id: string; name: string }[];
  fuelTypes: string[];
  transmissions: string[];
  drivetrains: string[];
  /** The Thursday closes a sale may end at now (ISO instants, soonest first; the next 8). */
  closingSlots: string[];
  /** Where a listing is unless the form says otherwise: the dealer's business address. */
  defaultLocation: VehicleLocation;
};

/** A listing photo, stored as responsive WebP sizes (metadata such as GPS removed). */
export type ListingPhoto = {
  _id: string;
  /** Path of the largest size on the API host (what the catalogue's `vehicleImage` lists). */
  url: string;
  /** `srcset` of every size, e.g. `/user/media/photos/x-480.webp 480w, ...`. */
  srcSet: string;
  /** Pixel size of the largest stored size. */
  width: number;
  height: number;
};

/** A listing's condition report or one of its documents (public to buyers once published). */
export type ListingDocument = { _id: string; name: string; url: string; mimeType: string };

/** A listing's sale format and price terms (whole dollars; the fields of other formats are null). */
export type SaleTerms = {
  auctionType: AuctionType;
  startingBid: number | null;
  reservePrice: number | null;
  buyNowPrice: number | null;
  stickerPrice: number | null;
  floorPrice: number | null;
  dropAmount: number | null;
  dropIntervalMinutes: number | null;
  claimPrice: number | null;
  /** When the sale opens (null: when published). */
  startsAt: string | null;
  /** A Thursday close. */
  endsAt: string;
};

export type ReserveOfferStatus = 'open' | 'accepted' | 'declined' | 'lapsed';

/**
 * An auction that closed below its reserve with a bid: the dealer may accept the highest bid until
 * `expiresAt` (24 hours), which creates the order for that bidder.
 */
export type ReserveOffer = {
  highestBid: number;
  /** The bidder's first name. */
  bidderName: string;
  expiresAt: string;
  status: ReserveOfferStatus;
  /** The order an accepted offer created. */
  orderId: string | null;
};

/** A dealer's listing: the vehicle, its sale terms, its media, its figures and where it stands. */
export type DealerListing = {
  /** The listing's id (also the vehicle's `_id` in the catalogue). */
  _id: string;
  state: DealerListingState;
  /** The auction once published (the catalogue's `_id`: `/detail/{auctionId}`); null for a draft. */
  auctionId: string | null;
  /** `year make model trim`. */
  vehicleName: string;
  vin: string | null;
  year: number;
  make: { _id: string; name: string };
  model: string;
  trim: string | null;
  category: { _id: string; name: string } | null;
  odometer: number | null;
  odometerUnit: OdometerUnit;
  fuelType: string | null;
  transmission: string | null;
  drivetrain: string | null;
  exteriorColour: string | null;
  description: string | null;
  location: VehicleLocation;
  terms: SaleTerms;
  /** In display order; the first is the cover. */
  photos: ListingPhoto[];
  conditionReport: ListingDocument | null;
  documents: ListingDocument[];
  stats: { views: number; saves: number; bids: number };
  /** The price now (published listings), else null. */
  currentPrice: number | null;
  highestBid: number | null;
  /**
   * A bid or claim exists: the price terms and the vehicle's facts can no longer change (an
   * existing Buy Now price may still go down), nor can it be withdrawn; disclosures say what is new.
   */
  termsLocked: boolean;
  /** The seller's disclosures, newest first. */
  disclosures: ListingDisclosure[];
  /** Unpublished by an admin: the reason the dealer is told. */
  moderation: { reason: string; unpublishedAt: string } | null;
  /** Closed below the reserve with a bid: the offer the dealer may accept. */
  reserveOffer: ReserveOffer | null;
  /**
   * Ended unsold (e.g. its buyer cancelled or did not pay after the close) with no open reserve
   * offer: `relistListing` puts it on sale again with the same terms, to the next Thursday close.
   */
  canRelist: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** getDealerListings: a page of the dealer's listings and how many it has in each state. */
export type DealerListingsData = {
  listings: DealerListing[];
  counts: Record<DealerListingState, number>;
};

/** acceptReserveOffer: the order created for the highest bidder, and the listing (sold). */
export type AcceptReserveOfferData = { order: OrderSummary; listing: DealerListing };

/** A seller's public header (the seller profile, docs/product.md §3.8). */
export type SellerProfile = {
  /** The seller id (an auction's `seller._id`). */
  _id: string;
  businessName: string;
  city: string | null;
  province: string | null;
  /** When the seller joined MarketDrop (ISO instant). */
  memberSince: string;
  /** The business was verified by MarketDrop. */
  verified: boolean;
  vehiclesSold: number;
  /** Average review rating (1 to 5, one decimal) and how many reviews; null average without one. */
  rating: { average: number | null; count: number };
};

/** getSellerProfile: the header and a page of the seller's live listings. */
export type SellerProfileData = { seller: SellerProfile; listings: Auction[] };

/** A dealer account as the admin's verification queue shows it. */
export type DealerApplication = {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  businessName: string | null;
  businessAddress: string | null;
  dealershipNumber: string | null;
  taxNumber: string | null;
  city: string | null;
  province: string | null;
  status: DealerStatus;
  reason: string | null;
  submittedAt: string | null;
  reviewedAt: string | null;
  documents: DealerDocument[];
  createdAt: string;
};

export type VerificationQueueData = { dealers: DealerApplication[] };

/** A listing as the admin's moderation list shows it, with its dealer. */
export type AdminListing = DealerListing & {
  dealer: { _id: string; businessName: string; userId: string | null };
};
export type AdminListingsData = { listings: AdminListing[] };

/** An account as the admin's users list shows it. */
export type AdminUser = {
  _id: string;
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  businessName: string | null;
  /** Dealers only. */
  dealerStatus: DealerStatus | null;
  standing: AccountStanding;
  /** Why the account is suspended (suspended only). */
  suspendedReason: string | null;
  suspendedAt: string | null;
  createdAt: string;
};
export type AdminUsersData = { users: AdminUser[] };

/**
 * An order of a dealer that is still moving (Pending Payment to In Delivery), as the admin sees it
 * for a suspended dealer (getDealerOpenOrders): who bought what, where it stands, for how much.
 */
export type AdminDealerOrder = {
  _id: string;
  status: OrderStatus;
  source: OrderSource;
  /** Whole dollars: what the vehicle sold for. */
  price: number;
  /** What the buyer owes or paid, in cents (fees, taxes and delivery as chosen so far). */
  totalCents: number;
  createdAt: string;
  paymentDeadline: string;
  /** ISO instant of the payment, or null while unpaid. */
  paidAt: string | null;
  vehicle: OrderVehicle;
  /** The buyer ("Deleted account" once their account is deleted). */
  buyer: Pick<OrderBuyer, 'name' | 'email' | 'phoneNumber'>;
};
export type AdminDealerOrdersData = { orders: AdminDealerOrder[] };

/** A Contact Support message in the admin inbox. */
export type InboxMessage = {
  _id: string;
  reference: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: Language;
  /** The sender's account when they were signed in. */
  userId: string | null;
  status: ContactInboxStatus;
  handledAt: string | null;
  /** The admin who marked it handled (their name). */
  handledBy: string | null;
  createdAt: string;
};
export type ContactInboxData = { messages: InboxMessage[]; openCount: number };

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
export type OrderIdRequest = RequestOf<'getCheckoutDetails'>;
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
