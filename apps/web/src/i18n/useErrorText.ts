import { useCallback } from 'react';
import {
  isApiError,
  type FieldErrorKey as ServerFieldKey,
  type ServerErrorCode,
} from '@marketdrop/api-client';
import {
  useFormatters,
  useTranslation,
  useValidationMessage,
  validationMessageText,
  type AreaTextKey,
  type MarketDropI18n,
  type MarketDropLanguage,
  type TFunction,
  type ValidationMessageInput,
} from '@marketdrop/ui';
import { BUYER_LIMITS } from '@marketdrop/validation';
import type { fallback } from './en/fallback';
import { messages } from './en/messages';

type ErrorKey = keyof typeof messages.errors extends infer K
  ? K extends `${infer Base}_${'one' | 'other'}`
    ? Base
    : K
  : never;

/** The server codes that always mean the same text, and its key. */
const TEXT_OF_CODE: Partial<Record<ServerErrorCode, ErrorKey>> = {
  INVALID_CREDENTIALS: 'invalidCredentials',
  EMAIL_TAKEN: 'emailTaken',
  OTP_INVALID: 'invalidOtp',
  OTP_EXPIRED: 'otpExpired',
  OTP_ATTEMPTS_EXCEEDED: 'otpAttemptsExceeded',
  OTP_LOCKED: 'otpLocked',
  DEALER_NOT_VERIFIED: 'dealerNotVerified',
  DEALER_ALREADY_VERIFIED: 'dealerAlreadyVerified',
  PRICE_TERMS_LOCKED: 'priceTermsLocked',
  LISTING_CLOSED: 'listingClosed',
  PRICE_RAISE_NOT_ALLOWED: 'priceRaiseNotAllowed',
  LISTING_FACTS_LOCKED: 'listingFactsLocked',
  RESERVE_OFFER_CLOSED: 'reserveOfferClosed',
  NOT_RELISTABLE: 'notRelistable',
  ACCOUNT_SUSPENDED: 'accountSuspended',
  NOT_BIDDABLE: 'notBiddable',
  NOT_CLAIMABLE: 'notClaimable',
  NO_BUY_NOW: 'noBuyNow',
  OWN_LISTING: 'ownListing',
  AUCTION_NOT_OPEN: 'auctionNotOpen',
  ALREADY_SOLD: 'alreadySold',
  SELLER_SUSPENDED: 'sellerSuspended',
  ADMIN_NOT_BUYER: 'adminNotBuyer',
  IDEMPOTENCY_KEY_REUSED: 'idempotencyKeyReused',
  IDEMPOTENCY_IN_PROGRESS: 'idempotencyInProgress',
  ORDER_STATUS_CONFLICT: 'orderStatusConflict',
  SLOT_UNAVAILABLE: 'slotUnavailable',
  CHECKOUT_INCOMPLETE: 'checkoutIncomplete',
  PAYMENT_DEADLINE_PASSED: 'paymentDeadlinePassed',
  ALREADY_REVIEWED: 'alreadyReviewed',
};

/** The codes whose text counts the seconds of the 429's Retry-After. */
const COUNTED_TEXT_OF_CODE: Partial<Record<ServerErrorCode, ErrorKey>> = {
  OTP_COOLDOWN: 'otpCooldown',
  OTP_WAIT: 'otpWait',
  RATE_LIMITED: 'rateLimited',
};

/**
 * What `errorTextOf` needs: the `web` texts, the forms' translation of validation messages and
 * the money format of the language shown.
 */
export type ErrorTexts = {
  /** A `t` with the `messages` area (`useTranslation('web', { messages })`) and the fallbacks. */
  t: TFunction<AreaTextKey<{ messages: typeof messages; fallback: typeof fallback }>>;
  /**
   * A validation message of @marketdrop/validation in the language shown, by its key and values
   * (`useValidationMessage`).
   */
  validation: (message: ValidationMessageInput) => string | undefined;
  /** Whole dollars as shown (`useFormatters().money`): `$12,350`, `12 350 $`. */
  money: (amount: number) => string;
  /** An instant as shown (`useFormatters().dateTime`): `Jan 7, 2027, 12:00 p.m.`. */
  dateTime: (instant: string) => string;
};

/** A field error of the answer in the language shown: by its key in `errorKeys`, else as sent. */
function fieldText(
  { validation }: ErrorTexts,
  text: string,
  keyed: ServerFieldKey | undefined,
): string {
  return keyed === undefined ? text : (validation({ ...keyed, text }) ?? text);
}

/**
 * The text of a failed call in the language shown, chosen by the error's code, never by its English
 * (`useErrorText` is this with the texts of the language shown):
 *
 * - no answer: "Could not reach the server..."; no server message (or not an `ApiError`): the
 *   screen's `fallback` text (default "Something went wrong. Try again.");
 * - a code with one text (`OTP_EXPIRED`, `RATE_LIMITED` with its seconds, `BID_TOO_LOW` with the
 *   minimum bid its `data` names, `PRICE_CHANGED` with the price now, `BUYER_RESTRICTED` with
 *   until when, `ALREADY_LEADING` with the leader's maximum...): that text;
 * - a refusal of one field (`VALIDATION_FAILED`, a file error, a wrong current password): that
 *   field's error as the forms show it, by its key in `errorKeys` (never by comparing texts);
 *   several fields refused (`VALIDATION_FAILED`): "Please correct the highlighted fields";
 * - any other code (one the server uses for several texts): the server's text as sent (docs/product.md §10.4 Fallback texts).
 */
export function errorTextOf(texts: ErrorTexts, error: unknown, fallback?: string): string {
  const { t } = texts;
  const fallbackText = fallback ?? t('fallback.generic');
  if (!isApiError(error)) return fallbackText;
  if (error.isNetworkError) return t('fallback.network');
  if (!error.hasServerMessage) return fallbackText;
  const code =
    error.code === 'NETWORK_ERROR' || error.code === 'BAD_RESPONSE' ? undefined : error.code;
  if (code === undefined) return error.message;

  if (code === 'BID_TOO_LOW' && error.data.minimumBid !== undefined) {
    return t('messages.errors.bidTooLow', { amount: texts.money(error.data.minimumBid) });
  }
  if (code === 'PRICE_CHANGED' && error.data.currentPrice !== undefined) {
    return t('messages.errors.priceChanged', { amount: texts.money(error.data.currentPrice) });
  }
  if (code === 'BUYER_RESTRICTED' && error.data.restrictedUntil !== undefined) {
    return t('messages.errors.buyerRestricted', {
      date: texts.dateTime(error.data.restrictedUntil),
      limit: BUYER_LIMITS.cancellationsMax,
      windowDays: BUYER_LIMITS.windowDays,
    });
  }
  if (code === 'ALREADY_LEADING' && error.data.yourMaxBid !== undefined) {
    return t('messages.errors.alreadyLeading', { amount: texts.money(error.data.yourMaxBid) });
  }
  const fixed = TEXT_OF_CODE[code];
  if (fixed !== undefined) return t(`messages.errors.${fixed}`);
  const counted = COUNTED_TEXT_OF_CODE[code];
  if (counted !== undefined && error.retryAfterSeconds !== undefined) {
    return t(`messages.errors.${counted}`, { count: error.retryAfterSeconds });
  }

  const fields = Object.entries(error.errors);
  const [only] = fields;
  if (fields.length === 1 && only !== undefined) {
    const [field, text] = only;
    return fieldText(texts, text, error.errorKeys[field]);
  }
  if (fields.length > 1 && code === 'VALIDATION_FAILED') return t('messages.errors.fieldErrors');
  return error.message;
}

/**
 * `errorTextOf` in the language shown: `const errorText = useErrorText();`
 * `toast.error(errorText(error, t('fallback.login')))`.
 */
export function useErrorText(): (error: unknown, fallback?: string) => string {
  const { t } = useTranslation('web', { messages });
  const validation = useValidationMessage();
  const { money, dateTime } = useFormatters();
  return useCallback(
    (error, fallback) => errorTextOf({ t, validation, money, dateTime }, error, fallback),
    [t, validation, money, dateTime],
  );
}

/**
 * `errorTextOf` in `language`, outside a component: what `useErrorTextLater` loads on a page's
 * first failure, so that a page that shows a refused call only after an action (a bid, Add to
 * basket) does not load these texts with its first paint.
 */
export function errorTextIn(
  i18n: MarketDropI18n,
  language: MarketDropLanguage,
  { money, dateTime }: Pick<ErrorTexts, 'money' | 'dateTime'>,
): (error: unknown, fallback?: string) => string {
  i18n.addAreas('en', 'web', { messages });
  const t: ErrorTexts['t'] = (key, values) => i18n.translate(language, 'web', key, values);
  const validation: ErrorTexts['validation'] = (input) =>
    validationMessageText(
      (key, values) => i18n.translate(language, 'ui', key, values),
      (textKey) => i18n.hasText(language, 'ui', textKey),
      language,
      input,
    );
  return (error, fallback) => errorTextOf({ t, validation, money, dateTime }, error, fallback);
}
