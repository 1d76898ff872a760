/**
 * Errors of the API client, normalised so the UI always has a clear text to show (docs/product.md §10.4 Fallback texts): the
 * server's message when it sent one, else the screen's fallback, else "Something went wrong. Try
 * again."; a network failure has its own text.
 */
import type { ErrorBody, FieldErrorKey } from './contract';

/** The fallback texts of docs/product.md §10.4, for screens to pass to `messageOf(error, fallback)`. */
export const fallbackMessages = {
  /** Any failed call without a specific message. */
  generic: 'Something went wrong. Try again.',
  /** The request never reached the server or no answer came back. */
  network: 'Could not reach the server. Check your connection and try again.',
  login: 'Login failed',
  signup: 'Signup failed',
  verifyOtp: 'OTP verification failed',
  /** Signup OTP verified but no token came back. */
  authDataMissing: 'Authentication data not received',
  resendOtp: 'Failed to resend OTP',
  forgotPassword: 'Something went wrong',
  resetPassword: 'Password reset failed',
  logout: 'Something went wrong!',
  loadProfile: 'Failed to load profile',
  updateProfile: 'Failed to update profile',
  loadNotificationSettings: 'Failed to load notification settings',
  updateNotificationSettings: 'Failed to update notification settings',
  changePassword: 'Failed to change password',
  /** Home. */
  loadBanners: 'Failed to load banners',
  loadVehicles: 'Failed to load vehicles',
  loadTrendingVehicles: 'Failed to load trending vehicles',
  /** Listing and detail. */
  loadFilterOptions: 'Failed to load filter options',
  loadAuction: 'Failed to load auction details',
  conditionReport: 'Condition report not available',
  /** A heart toggle refused or unanswered (the previous state is kept). */
  toggleFavourite: 'Failed to update favorite status',
} as const;

/**
 * Every stable code the server sends in `ErrorBody.code`. A screen shows a failure by its code (and
 * the call), never by the English of `message`; the server's list is this one.
 */
export const serverErrorCodes = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'FILE_TOO_LARGE',
  'INVALID_FILE_TYPE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_ATTEMPTS_EXCEEDED',
  'OTP_COOLDOWN',
  'OTP_LOCKED',
  'OTP_WAIT',
  'RATE_LIMITED',
  'NOT_IMPLEMENTED',
  'SERVICE_UNAVAILABLE',
  'PROVIDER_NOT_CONFIGURED',
  'SOCIAL_STATE_INVALID',
  'SOCIAL_LOGIN_CANCELLED',
  'SOCIAL_LOGIN_FAILED',
  'SOCIAL_EMAIL_NOT_VERIFIED',
  'SOCIAL_TICKET_INVALID',
  // Live auctions (docs/product.md §4 Auction rules).
  /** 400: the bid is below the minimum next bid (`errors.amount`, `data.minimumBid`). */
  'BID_TOO_LOW',
  /** 400: bidding on a sale that is not an ascending auction. */
  'NOT_BIDDABLE',
  /** 400: claiming a sale that is not MarketDropAI or ClaimPOINT. */
  'NOT_CLAIMABLE',
  /** 400: Buy Now on a sale without a Buy Now price (or once a bid passed it). */
  'NO_BUY_NOW',
  /** 403: a seller bidding on, claiming or buying its own listing. */
  'OWN_LISTING',
  /** 409: the sale has not started or has ended. */
  'AUCTION_NOT_OPEN',
  /** 409: someone else claimed or bought it first. */
  'ALREADY_SOLD',
  /**
   * 409: the claim or Buy Now carried the price the buyer saw (`expectedPrice`) and the price is
   * not that any more; nothing was bought (`data.currentPrice`: the price now).
   */
  'PRICE_CHANGED',
  /**
   * 403: a buyer whose unpaid orders were cancelled or lapsed twice within 30 days bidding,
   * claiming or buying before the 30 days of the limit are over (`data.restrictedUntil`).
   */
  'BUYER_RESTRICTED',
  /**
   * 409: the seller's account is suspended, so its sales are paused (docs/product.md §6.3): no
   * bid, claim or Buy Now until it is reinstated.
   */
  'SELLER_SUSPENDED',
  /**
   * 409: the leading bidder bid again without raising their maximum (`data.yourMaxBid`, their
   * maximum now): a higher maximum is the way to bid more.
   */
  'ALREADY_LEADING',
  /** 403: an admin account bidding, claiming or buying (an admin is not a buyer). */
  'ADMIN_NOT_BUYER',
  /** 422: an Idempotency-Key reused with a different request. */
  'IDEMPOTENCY_KEY_REUSED',
  /** 409: the first request with this Idempotency-Key is still being answered. */
  'IDEMPOTENCY_IN_PROGRESS',
  // Dealers and admin (docs/product.md §6).
  /** 403: a dealer whose business is not verified yet creating or publishing a listing. */
  'DEALER_NOT_VERIFIED',
  /** 409: a verified dealer submitting documents again. */
  'DEALER_ALREADY_VERIFIED',
  /** 409: changing the price terms of (or withdrawing) a listing with a bid or claim. */
  'PRICE_TERMS_LOCKED',
  /** 409: changing a listing that is sold, unsold or withdrawn. */
  'LISTING_CLOSED',
  /** 409: raising the price a buyer of a live sale sees now or later (its claim, Buy Now...). */
  'PRICE_RAISE_NOT_ALLOWED',
  /** 409: changing the vehicle's facts (VIN, year, odometer...) after the first bid or claim. */
  'LISTING_FACTS_LOCKED',
  /** 409: accepting or declining a reserve offer that is not open (accepted, declined, lapsed). */
  'RESERVE_OFFER_CLOSED',
  /** 409: relisting a listing that did not end unsold (or whose reserve offer is still open). */
  'NOT_RELISTABLE',
  /** 409: saving a search beyond the most a user may keep (decision 035). */
  'SAVED_SEARCH_LIMIT',
  /** 403: signing in (or a session) of a suspended account. */
  'ACCOUNT_SUSPENDED',
  // After the sale (docs/product.md §5).
  /** 409: not allowed where the order stands (an illegal status change, cancel after payment...). */
  'ORDER_STATUS_CONFLICT',
  /** 409: the time slot is full, past, or not one of this order's dealer. */
  'SLOT_UNAVAILABLE',
  /** 409: payment asked before Delivery Details (pickup or delivery, a time slot) are given. */
  'CHECKOUT_INCOMPLETE',
  /** 409: the 48-hour payment deadline has passed. */
  'PAYMENT_DEADLINE_PASSED',
  /** 409: the order has its review already. */
  'ALREADY_REVIEWED',
  // The basket (docs/product.md §14).
  /** 409: adding to the basket an auction vehicle the caller has not won or claimed. */
  'NOT_WON',
  /** 409: a product taken off sale. */
  'PRODUCT_WITHDRAWN',
  /** 409: more of a product than its limit per basket, or than one per vehicle. */
  'QUANTITY_LIMIT',
  /** 401: a guest call without a guest token, or with one unknown or expired (30 days idle). */
  'GUEST_TOKEN_INVALID',
  /** 400: a payment webhook without a valid signature. */
  'WEBHOOK_SIGNATURE_INVALID',
  /** 400: a payment webhook signed more than 5 minutes ago (a replay). */
  'WEBHOOK_TIMESTAMP_EXPIRED',
  // The basket's promotions (docs/product.md §14.2, §14.3), at payment.
  /** 409: a once-per-account coupon already used by this account (another payment, another tab). */
  'COUPON_ALREADY_USED',
  /** 409: fewer reward points left than a payment spends (spent meanwhile). */
  'POINTS_INSUFFICIENT',
  /** 409: the basket's checkout or payment (`cart: true`) of a basket with nothing to pay. */
  'CART_EMPTY',
  'INTERNAL',
] as const;

/** A code the server sends in `ErrorBody.code`. */
export type ServerErrorCode = (typeof serverErrorCodes)[number];

/**
 * The facts an error answer may carry in `data` that a screen uses to recover, read defensively
 * (a field of the wrong type is left out). `BID_TOO_LOW`: `minimumBid`, the lowest bid accepted now;
 * `PRICE_CHANGED`: `currentPrice`, the price a claim or Buy Now costs now.
 * `BUYER_RESTRICTED`: `restrictedUntil`, the instant (ISO) the buyer may buy, claim and bid again.
 * `ALREADY_LEADING`: `yourMaxBid`, the leader's own maximum (a new one must be above it).
 */
export type ApiErrorData = {
  minimumBid?: number;
  currentPrice?: number;
  restrictedUntil?: string;
  yourMaxBid?: number;
};

/** Stable codes the client itself gives to failures that have no server code. */
export const clientErrorCodes = {
  /** fetch rejected: offline, DNS, refused connection, CORS. */
  network: 'NETWORK_ERROR',
  /** The server answered with something that is not the JSON envelope. */
  badResponse: 'BAD_RESPONSE',
} as const;

/** A code the client gives itself. */
export type ClientErrorCode = (typeof clientErrorCodes)[keyof typeof clientErrorCodes];

/** The code of an `ApiError`: the server's or the client's. */
export type ErrorCode = ServerErrorCode | ClientErrorCode;

const SERVER_CODES: ReadonlySet<string> = new Set(serverErrorCodes);

/** Whether `value` is one of `serverErrorCodes`. */
export function isServerErrorCode(value: unknown): value is ServerErrorCode {
  return typeof value === 'string' && SERVER_CODES.has(value);
}

export type ApiErrorOptions = {
  /** HTTP status; 0 when no response arrived. */
  status: number;
  /** The server's message, when it sent one. */
  serverMessage?: string | undefined;
  /** Field errors of a 400, `{ field: message }`. */
  errors?: Record<string, string> | undefined;
  /** The key and values of those fields' messages, `{ field: { key, values } }`. */
  errorKeys?: Record<string, FieldErrorKey> | undefined;
  /** Server or client error code. */
  code?: ErrorCode | undefined;
  /** Seconds the server asked to wait (`Retry-After` of a 429), when it said. */
  retryAfterSeconds?: number | undefined;
  /** The call that failed (`login`, `getProfile`, ...). */
  call?: string | undefined;
  /** Facts of the error answer's `data` a screen needs to recover (see `ApiErrorData`). */
  data?: ApiErrorData | undefined;
  /** The original error (network failures). */
  cause?: unknown;
};

/**
 * A failed call. `message` is always fit to show: the server's message, or the generic fallback
 * ("Something went wrong. Try again."), or the network text when no response arrived.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request got no response (network failure). */
  readonly status: number;
  /** Field errors (`{ field: message }`), empty when the server sent none. */
  readonly errors: Readonly<Record<string, string>>;
  /**
   * The key and values of the field errors' messages (`{ field: { key, values } }`), `{}` when the
   * server sent none: what a screen translates (decision 031).
   */
  readonly errorKeys: Readonly<Record<string, FieldErrorKey>>;
  /** The server's error code (e.g. `EMAIL_TAKEN`), or a client code (`NETWORK_ERROR`). */
  readonly code: ErrorCode | undefined;
  /** The call that failed. */
  readonly call: string | undefined;
  /** Seconds the server asked to wait before trying again (a 429's `Retry-After`). */
  readonly retryAfterSeconds: number | undefined;
  /** True when `message` came from the server (false: it is a fallback text). */
  readonly hasServerMessage: boolean;
  /** The facts the answer's `data` carried (e.g. `minimumBid` of `BID_TOO_LOW`); `{}` when none. */
  readonly data: Readonly<ApiErrorData>;

  constructor(options: ApiErrorOptions) {
    const serverMessage = options.serverMessage?.trim();
    const message = serverMessage
      ? serverMessage
      : options.status === 0
        ? fallbackMessages.network
        : fallbackMessages.generic;
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
    this.errors = Object.freeze({ ...options.errors });
    this.errorKeys = Object.freeze({ ...options.errorKeys });
    this.code = options.code;
    this.call = options.call;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.hasServerMessage = Boolean(serverMessage);
    this.data = Object.freeze({ ...options.data });
  }

  /** True when no response arrived (offline, refused connection, CORS). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** True for 401: the session is missing, expired or revoked. */
  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

/** Whether `value` is an `ApiError` (also across bundles that each hold a copy of this class). */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError ||
    (value instanceof Error &&
      value.name === 'ApiError' &&
      typeof (value as { status?: unknown }).status === 'number')
  );
}

function isStringRecord(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((item) => typeof item === 'string');
}

function isFieldErrorKey(value: unknown): value is FieldErrorKey {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { key, values } = value as Record<string, unknown>;
  if (typeof key !== 'string') return false;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return false;
  return Object.values(values).every(
    (item) => typeof item === 'string' || (typeof item === 'number' && Number.isFinite(item)),
  );
}

/** The well-formed entries of an error body's `errorKeys` (a malformed one is left out). */
function parseErrorKeys(value: unknown): Record<string, FieldErrorKey> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const keys = Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, FieldErrorKey] =>
      isFieldErrorKey(entry[1]),
    ),
  );
  return Object.keys(keys).length === 0 ? undefined : keys;
}

/**
 * Reads an error response body (`{ message, errors?, errorKeys?, code? }`) defensively: anything missing or of
 * the wrong type is left out.
 */
export function parseErrorBody(body: unknown): ErrorBody | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  const message = typeof record.message === 'string' ? record.message : '';
  const result: ErrorBody = { message };
  if (isStringRecord(record.errors)) result.errors = record.errors;
  const errorKeys = parseErrorKeys(record.errorKeys);
  if (errorKeys !== undefined) result.errorKeys = errorKeys;
  if (isServerErrorCode(record.code)) result.code = record.code;
  return result;
}

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The known facts of an error body's `data` (`minimumBid`, `currentPrice`, `restrictedUntil`,
 * `yourMaxBid`), each only when of the right type (a number; an instant that parses); undefined when none is.
 */
export function parseErrorData(body: unknown): ApiErrorData | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const data = (body as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const { minimumBid, currentPrice, restrictedUntil, yourMaxBid } = data as Record<string, unknown>;
  const facts: ApiErrorData = {};
  if (isAmount(minimumBid)) facts.minimumBid = minimumBid;
  if (isAmount(currentPrice)) facts.currentPrice = currentPrice;
  if (isAmount(yourMaxBid)) facts.yourMaxBid = yourMaxBid;
  if (typeof restrictedUntil === 'string' && !Number.isNaN(Date.parse(restrictedUntil))) {
    facts.restrictedUntil = restrictedUntil;
  }
  return Object.keys(facts).length === 0 ? undefined : facts;
}

/** Reads a `Retry-After` header given in seconds; undefined when absent or not a number. */
export function retryAfterOf(header: string | null | undefined): number | undefined {
  if (header === null || header === undefined || !/^\s*\d+\s*$/.test(header)) return undefined;
  return Number(header);
}

/**
 * Builds the `ApiError` of an HTTP error response from its status and parsed body (an unknown
 * `code` is left out, the known facts of `data` kept), and the `Retry-After` header when there is one.
 */
export function errorFromResponse(
  status: number,
  body: unknown,
  call?: string,
  retryAfter?: string | null,
): ApiError {
  const parsed = parseErrorBody(body);
  return new ApiError({
    status,
    serverMessage: parsed?.message,
    errors: parsed?.errors,
    errorKeys: parsed?.errorKeys,
    code: parsed?.code ?? (parsed ? undefined : clientErrorCodes.badResponse),
    call,
    retryAfterSeconds: retryAfterOf(retryAfter),
    data: parseErrorData(body),
  });
}

/** The `ApiError` of a request that got no response (fetch rejected). */
export function networkError(cause: unknown, call?: string): ApiError {
  return new ApiError({ status: 0, code: clientErrorCodes.network, call, cause });
}

/**
 * The text to show for a failed call (docs/product.md §10.4 Fallback texts): the server's message when it sent one; the network
 * text when no response arrived; otherwise `fallback` (default "Something went wrong. Try again.").
 * Errors that are not `ApiError`s (bugs) never leak their technical message.
 */
export function messageOf(error: unknown, fallback: string = fallbackMessages.generic): string {
  if (!isApiError(error)) return fallback;
  if (error.hasServerMessage) return error.message;
  if (error.isNetworkError) return fallbackMessages.network;
  return fallback;
}

/** The field errors of a failed call (`{}` when there are none). */
export function fieldErrorsOf(error: unknown): Readonly<Record<string, string>> {
  return isApiError(error) ? error.errors : {};
}

/** A field's error with its key: the key and values of `errorKeys`, the English of `errors`. */
export type KeyedFieldError = FieldErrorKey & { readonly text: string };

/**
 * The field errors of a failed call, each with its key when the server sent one (`errorKeys`), for
 * a form to translate by key (`{ key, values, text }`); a field without a key keeps its English
 * text. `{}` when there are none.
 */
export function keyedFieldErrorsOf(
  error: unknown,
): Readonly<Record<string, KeyedFieldError | string>> {
  if (!isApiError(error)) return {};
  return Object.fromEntries(
    Object.entries(error.errors).map(([field, text]) => {
      const keyed = error.errorKeys[field];
      return [field, keyed === undefined ? text : { key: keyed.key, values: keyed.values, text }];
    }),
  );
}
