import { describe, expect, it } from 'vitest';
import { errorFromResponse } from '@marketdrop/api-client';
import { bidOutcomeOfError, purchaseOutcomeOfError } from './outcomes';

const refused = (status: number, code: string, extra: object = {}) =>
  errorFromResponse(status, { message: 'Server English', code, ...extra }, 'placeBid');

/** A stand-in for `useErrorText`: names the code, '' when there is none. */
const textOf = (error: unknown) =>
  error instanceof Error && 'code' in error ? `text of ${String(error.code)}` : '';

describe('bidOutcomeOfError', () => {
  it('goes back to the amount at the minimum the server accepts now (BID_TOO_LOW)', () => {
    const error = refused(400, 'BID_TOO_LOW', {
      errors: { amount: 'Your bid must be at least $12,350' },
      data: { minimumBid: 12350 },
    });
    expect(bidOutcomeOfError(error, textOf)).toEqual({ status: 'tooLow', minimumBid: 12350 });
    // Without the minimum, the refusal is shown as it is.
    expect(bidOutcomeOfError(refused(400, 'BID_TOO_LOW'), textOf)).toEqual({
      status: 'failed',
      message: 'text of BID_TOO_LOW',
    });
  });

  it('says the sale ended (AUCTION_NOT_OPEN) or sold (ALREADY_SOLD)', () => {
    expect(bidOutcomeOfError(refused(409, 'AUCTION_NOT_OPEN'), textOf)).toEqual({
      status: 'closed',
      reason: 'ended',
    });
    expect(bidOutcomeOfError(refused(409, 'ALREADY_SOLD'), textOf)).toEqual({
      status: 'closed',
      reason: 'sold',
    });
  });

  it('turns the dialog into Raise your maximum when the buyer already leads (ALREADY_LEADING)', () => {
    const error = refused(409, 'ALREADY_LEADING', { data: { yourMaxBid: 12000 } });
    expect(bidOutcomeOfError(error, textOf)).toEqual({ status: 'leading', yourMaxBid: 12000 });
    // Without the maximum, the refusal is shown with its text.
    expect(bidOutcomeOfError(refused(409, 'ALREADY_LEADING'), textOf)).toEqual({
      status: 'failed',
      message: 'text of ALREADY_LEADING',
    });
  });

  it('says the seller’s sales are paused (SELLER_SUSPENDED); an admin is told why (ADMIN_NOT_BUYER)', () => {
    expect(bidOutcomeOfError(refused(409, 'SELLER_SUSPENDED'), textOf)).toEqual({
      status: 'closed',
      reason: 'paused',
    });
    expect(bidOutcomeOfError(refused(403, 'ADMIN_NOT_BUYER'), textOf)).toEqual({
      status: 'failed',
      message: 'text of ADMIN_NOT_BUYER',
    });
  });

  it('shows any other refusal with its text, or the dialog’s own when it has none', () => {
    expect(bidOutcomeOfError(refused(403, 'OWN_LISTING'), textOf)).toEqual({
      status: 'failed',
      message: 'text of OWN_LISTING',
    });
    expect(bidOutcomeOfError(new Error('bug'), textOf)).toEqual({ status: 'failed' });
  });
});

describe('purchaseOutcomeOfError', () => {
  it('maps sold, ended and other refusals of a claim or Buy Now', () => {
    expect(purchaseOutcomeOfError(refused(409, 'ALREADY_SOLD'), textOf)).toEqual({
      status: 'closed',
      reason: 'sold',
    });
    expect(purchaseOutcomeOfError(refused(409, 'AUCTION_NOT_OPEN'), textOf)).toEqual({
      status: 'closed',
      reason: 'ended',
    });
    expect(purchaseOutcomeOfError(refused(400, 'NO_BUY_NOW'), textOf)).toEqual({
      status: 'failed',
      message: 'text of NO_BUY_NOW',
    });
    expect(purchaseOutcomeOfError(refused(409, 'SELLER_SUSPENDED'), textOf)).toEqual({
      status: 'failed',
      message: 'text of SELLER_SUSPENDED',
    });
  });

  it('gives the price now of a price that changed (PRICE_CHANGED), to confirm again', () => {
    const changed = refused(409, 'PRICE_CHANGED', { data: { currentPrice: 14750 } });
    expect(purchaseOutcomeOfError(changed, textOf)).toEqual({
      status: 'priceChanged',
      price: 14750,
    });
    // Without the price now, it is shown as a refusal with its text.
    expect(purchaseOutcomeOfError(refused(409, 'PRICE_CHANGED'), textOf)).toEqual({
      status: 'failed',
      message: 'text of PRICE_CHANGED',
    });
  });
});
