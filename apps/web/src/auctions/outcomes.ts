/**
 * What the bid and purchase dialogs show after a call, chosen by the answer's error code
 * (docs/product.md §4): the dialogs' own texts for the outcomes they know (a minimum that moved, a
 * sale that ended or sold, a price that changed), the web app's text of the code for the rest
 * (`useErrorText`).
 */
import { isApiError } from '@marketdrop/api-client';
import type { BidOutcome, PurchaseOutcome } from '@marketdrop/ui';

/** The text of a failed call (`useErrorText`), or '' when it has none of its own to show. */
export type ErrorTextOf = (error: unknown) => string;

/** A failure the dialog shows with `message`, or with its own generic text when there is none. */
function failed(error: unknown, errorText: ErrorTextOf): { status: 'failed'; message?: string } {
  const message = errorText(error);
  return message === '' ? { status: 'failed' } : { status: 'failed', message };
}

/** Which way a sale was closed to the buyer (409), or null for any other failure. */
function closedReason(error: unknown): 'ended' | 'sold' | null {
  if (!isApiError(error)) return null;
  if (error.code === 'ALREADY_SOLD') return 'sold';
  if (error.code === 'AUCTION_NOT_OPEN') return 'ended';
  return null;
}

/**
 * A refused `placeBid`: BID_TOO_LOW with the minimum bid the server accepts now (`data.minimumBid`)
 * goes back to the amount at that minimum; ALREADY_LEADING with the buyer's own maximum
 * (`data.yourMaxBid`) turns the dialog into Raise your maximum; AUCTION_NOT_OPEN / ALREADY_SOLD /
 * SELLER_SUSPENDED say the sale ended, sold or is paused; anything else is a failure with its text.
 */
export function bidOutcomeOfError(error: unknown, errorText: ErrorTextOf): BidOutcome {
  const reason = closedReason(error);
  if (reason) return { status: 'closed', reason };
  if (isApiError(error) && error.code === 'SELLER_SUSPENDED') {
    return { status: 'closed', reason: 'paused' };
  }
  if (isApiError(error) && error.code === 'BID_TOO_LOW' && error.data.minimumBid !== undefined) {
    return { status: 'tooLow', minimumBid: error.data.minimumBid };
  }
  if (
    isApiError(error) &&
    error.code === 'ALREADY_LEADING' &&
    error.data.yourMaxBid !== undefined
  ) {
    return { status: 'leading', yourMaxBid: error.data.yourMaxBid };
  }
  return failed(error, errorText);
}

/**
 * A refused `claimAuction` / `buyNow`: sold or ended (409); the price changed since the buyer saw
 * it (409 PRICE_CHANGED with the price now, `data.currentPrice`), for the dialog to show and
 * confirm again; else a failure with its text (a seller whose sales are paused: SELLER_SUSPENDED's).
 */
export function purchaseOutcomeOfError(error: unknown, errorText: ErrorTextOf): PurchaseOutcome {
  const reason = closedReason(error);
  if (reason) return { status: 'closed', reason };
  if (
    isApiError(error) &&
    error.code === 'PRICE_CHANGED' &&
    error.data.currentPrice !== undefined
  ) {
    return { status: 'priceChanged', price: error.data.currentPrice };
  }
  return failed(error, errorText);
}
