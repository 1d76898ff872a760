import { describe, expect, it } from 'vitest';
import {
  ApiError,
  clientErrorCodes,
  errorFromResponse,
  fallbackMessages,
  fieldErrorsOf,
  keyedFieldErrorsOf,
  isApiError,
  messageOf,
  networkError,
  parseErrorBody,
  parseErrorData,
} from './errors';

describe('ApiError', () => {
  it('carries the server message, status, field errors and code', () => {
    const error = errorFromResponse(
      400,
      {
        message: 'Validation failed',
        errors: { email: 'Invalid email' },
        code: 'VALIDATION_FAILED',
      },
      'signup',
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(400);
    expect(error.message).toBe('Validation failed');
    expect(error.hasServerMessage).toBe(true);
    expect(error.errors).toEqual({ email: 'Invalid email' });
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.retryAfterSeconds).toBeUndefined();
    expect(error.call).toBe('signup');
    expect(error.isUnauthorized).toBe(false);
  });

  it('carries the field messages by key, leaving out a malformed entry', () => {
    const error = errorFromResponse(400, {
      message: 'Please correct the highlighted fields',
      errors: { email: 'Invalid email', name: 'Name is required', city: 'x' },
      errorKeys: {
        email: { key: 'invalidEmail', values: {} },
        name: { key: 'required', values: { field: 'name' } },
        city: { key: 'tooLong', values: { max: [50] } },
        phone: 'required',
      },
      code: 'VALIDATION_FAILED',
    });
    expect(error.errorKeys).toEqual({
      email: { key: 'invalidEmail', values: {} },
      name: { key: 'required', values: { field: 'name' } },
    });
    expect(errorFromResponse(400, { message: 'x', errors: { a: 'b' } }).errorKeys).toEqual({});
    // Each field with its key and English; a field without a key keeps its text.
    expect(keyedFieldErrorsOf(error)).toEqual({
      email: { key: 'invalidEmail', values: {}, text: 'Invalid email' },
      name: { key: 'required', values: { field: 'name' }, text: 'Name is required' },
      city: 'x',
    });
    expect(keyedFieldErrorsOf(new Error('x'))).toEqual({});
  });

  it('falls back to "Something went wrong. Try again." when the server sent no message', () => {
    for (const body of [undefined, {}, { message: '' }, { message: '   ' }, 'Bad Gateway', [1]]) {
      const error = errorFromResponse(500, body);
      expect(error.message).toBe('Something went wrong. Try again.');
      expect(error.hasServerMessage).toBe(false);
      expect(error.errors).toEqual({});
    }
  });

  it('keeps the facts of `data` a screen recovers with (BID_TOO_LOW: the minimum bid now)', () => {
    const tooLow = errorFromResponse(
      400,
      {
        message: 'Your bid must be at least $12,350',
        errors: { amount: 'Your bid must be at least $12,350' },
        code: 'BID_TOO_LOW',
        data: { minimumBid: 12350 },
      },
      'placeBid',
    );
    expect(tooLow.code).toBe('BID_TOO_LOW');
    expect(tooLow.data).toEqual({ minimumBid: 12350 });
    expect(errorFromResponse(409, { message: 'x', code: 'ALREADY_SOLD' }).data).toEqual({});
    expect(parseErrorData({ message: 'x', data: { minimumBid: '12350' } })).toBeUndefined();
    expect(parseErrorData({ message: 'x', data: [12350] })).toBeUndefined();
    expect(parseErrorData({ message: 'x', data: { minimumBid: Number.NaN } })).toBeUndefined();
    expect(networkError(new Error('offline')).data).toEqual({});
    const restricted = errorFromResponse(403, {
      message: 'You cannot buy, claim or bid until January 5, 2027',
      code: 'BUYER_RESTRICTED',
      data: { restrictedUntil: '2027-01-05T17:00:00.000Z' },
    });
    expect(restricted.code).toBe('BUYER_RESTRICTED');
    expect(restricted.data).toEqual({ restrictedUntil: '2027-01-05T17:00:00.000Z' });
    expect(parseErrorData({ message: 'x', data: { restrictedUntil: 'soon' } })).toBeUndefined();
    expect(parseErrorData({ message: 'x', data: { restrictedUntil: 17 } })).toBeUndefined();
  });

  it('keeps the price now of PRICE_CHANGED, and only a number', () => {
    const changed = errorFromResponse(
      409,
      {
        message: 'The price changed to $14,750. Review it and try again.',
        code: 'PRICE_CHANGED',
        data: { currentPrice: 14750 },
      },
      'claimAuction',
    );
    expect(changed.code).toBe('PRICE_CHANGED');
    expect(changed.data).toEqual({ currentPrice: 14750 });
    expect(parseErrorData({ message: 'x', data: { currentPrice: '14750' } })).toBeUndefined();
    expect(parseErrorData({ message: 'x', data: { currentPrice: 1, minimumBid: 2 } })).toEqual({
      currentPrice: 1,
      minimumBid: 2,
    });
  });

  it('keeps the leader’s own maximum of ALREADY_LEADING, each fact only when it is a number', () => {
    const leading = errorFromResponse(
      409,
      {
        message:
          'You are already the highest bidder. To bid more, raise your maximum above $12,000.',
        code: 'ALREADY_LEADING',
        data: { yourMaxBid: 12000 },
      },
      'placeBid',
    );
    expect(leading.code).toBe('ALREADY_LEADING');
    expect(leading.data).toEqual({ yourMaxBid: 12000 });
    expect(parseErrorData({ message: 'x', data: { minimumBid: 100, yourMaxBid: 'many' } })).toEqual(
      { minimumBid: 100 },
    );
    for (const code of ['SELLER_SUSPENDED', 'ADMIN_NOT_BUYER'] as const) {
      expect(errorFromResponse(409, { message: 'x', code }).code).toBe(code);
    }
  });

  it('marks a body that is not the envelope as a bad response', () => {
    expect(errorFromResponse(502, undefined).code).toBe(clientErrorCodes.badResponse);
    expect(errorFromResponse(500, { message: 'Boom' }).code).toBeUndefined();
  });

  it('drops malformed field errors and codes', () => {
    expect(parseErrorBody({ message: 'x', errors: { a: 1 }, code: 7 })).toEqual({ message: 'x' });
    expect(parseErrorBody({ message: 'x', errors: ['a'] })).toEqual({ message: 'x' });
    expect(parseErrorBody(null)).toBeUndefined();
  });

  it('keeps only the codes of the shared list (a screen translates by them)', () => {
    expect(parseErrorBody({ message: 'x', code: 'OTP_EXPIRED' })).toEqual({
      message: 'x',
      code: 'OTP_EXPIRED',
    });
    expect(parseErrorBody({ message: 'x', code: 'SOMETHING_NEW' })).toEqual({ message: 'x' });
  });

  it('reads the seconds of a Retry-After header', () => {
    const error = errorFromResponse(
      429,
      { message: 'Wait', code: 'OTP_COOLDOWN' },
      'resendOtp',
      '7',
    );
    expect(error.retryAfterSeconds).toBe(7);
    expect(
      errorFromResponse(429, { message: 'Wait' }, 'x', 'Wed, 21 Oct 2015 07:28:00 GMT')
        .retryAfterSeconds,
    ).toBeUndefined();
    expect(
      errorFromResponse(429, { message: 'Wait' }, 'x', null).retryAfterSeconds,
    ).toBeUndefined();
  });

  it('gives a network failure status 0 and a clear text', () => {
    const cause = new TypeError('fetch failed');
    const error = networkError(cause, 'login');
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toBe(fallbackMessages.network);
    expect(error.cause).toBe(cause);
  });

  it('is recognised across copies of the class by name and status', () => {
    const foreign = Object.assign(new Error('Nope'), { name: 'ApiError', status: 404 });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError('ApiError')).toBe(false);
  });
});

describe('messageOf', () => {
  it('prefers the server message', () => {
    const error = errorFromResponse(401, { message: 'Invalid email or password' });
    expect(messageOf(error, fallbackMessages.login)).toBe('Invalid email or password');
  });

  it("uses the screen's fallback, else the generic text, when the server said nothing", () => {
    const error = errorFromResponse(500, undefined);
    expect(messageOf(error, fallbackMessages.signup)).toBe('Signup failed');
    expect(messageOf(error)).toBe('Something went wrong. Try again.');
  });

  it('uses the network text when no response arrived', () => {
    expect(messageOf(networkError(new TypeError('fetch failed')), 'Signup failed')).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
  });

  it('never shows the technical message of a non-API error', () => {
    expect(messageOf(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      'Something went wrong. Try again.',
    );
    expect(messageOf(undefined, 'Something went wrong!')).toBe('Something went wrong!');
  });

  it('keeps the spec texts word for word', () => {
    expect(fallbackMessages).toMatchObject({
      generic: 'Something went wrong. Try again.',
      forgotPassword: 'Something went wrong',
      signup: 'Signup failed',
      verifyOtp: 'OTP verification failed',
      resendOtp: 'Failed to resend OTP',
      resetPassword: 'Password reset failed',
      login: 'Login failed',
      authDataMissing: 'Authentication data not received',
      logout: 'Something went wrong!',
    });
  });
});

describe('fieldErrorsOf', () => {
  it('returns the field errors, or {} for anything else', () => {
    const error = errorFromResponse(400, { message: 'm', errors: { otp: 'Enter 4 digits' } });
    expect(fieldErrorsOf(error)).toEqual({ otp: 'Enter 4 digits' });
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});
