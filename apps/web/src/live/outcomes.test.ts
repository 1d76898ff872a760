import { describe, expect, it } from 'vitest';
import {
  createApiClient,
  createMemoryStorage,
  createSessionStore,
  errorFromResponse,
  networkError,
  type FetchLike,
} from '@marketdrop/api-client';
import {
  IDEMPOTENCY_KEY_HEADER,
  createIdempotencyKeys,
  isRetryable,
  sendIdempotent,
} from './idempotency';
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

describe('isRetryable', () => {
  it('is true when the call may not have been answered, false for a refusal', () => {
    expect(isRetryable(networkError(new TypeError('fetch failed')))).toBe(true);
    expect(isRetryable(errorFromResponse(503, { message: 'down' }))).toBe(true);
    expect(isRetryable(refused(409, 'IDEMPOTENCY_IN_PROGRESS'))).toBe(true);
    expect(isRetryable(refused(429, 'RATE_LIMITED'))).toBe(true);
    expect(isRetryable(refused(400, 'BID_TOO_LOW'))).toBe(false);
    expect(isRetryable(refused(409, 'ALREADY_SOLD'))).toBe(false);
    expect(isRetryable(refused(422, 'IDEMPOTENCY_KEY_REUSED'))).toBe(false);
  });
});

describe('createIdempotencyKeys', () => {
  const counter = () => {
    let next = 0;
    return () => `key-${++next}`;
  };

  it('reuses the key of a request sent again after a failure that may be retried', () => {
    const keys = createIdempotencyKeys(counter());
    const bid = { auctionId: 'a', amount: 100 };
    expect(keys.keyFor(bid)).toBe('key-1');
    keys.settle(networkError(new TypeError('offline')));
    expect(keys.keyFor({ auctionId: 'a', amount: 100 })).toBe('key-1');
    keys.settle(refused(409, 'IDEMPOTENCY_IN_PROGRESS'));
    expect(keys.keyFor(bid)).toBe('key-1');
  });

  it('gives a new key to another request, and after an answer that settled the first', () => {
    const keys = createIdempotencyKeys(counter());
    expect(keys.keyFor({ auctionId: 'a', amount: 100 })).toBe('key-1');
    expect(keys.keyFor({ auctionId: 'a', amount: 200 })).toBe('key-2');
    keys.settle(refused(400, 'BID_TOO_LOW'));
    expect(keys.keyFor({ auctionId: 'a', amount: 200 })).toBe('key-3');
    keys.settle();
    expect(keys.keyFor({ auctionId: 'a', amount: 200 })).toBe('key-4');
  });

  it('makes random UUIDs by default', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor({ auctionId: 'a' });
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    keys.settle();
    expect(keys.keyFor({ auctionId: 'a' })).not.toBe(first);
  });
});

describe('sendIdempotent with the API client', () => {
  /** A server that drops the first request (no answer) and accepts the next ones. */
  function flakyServer() {
    const seen: { url: string; key: string | null; body: unknown }[] = [];
    const fetch: FetchLike = async (url, init) => {
      const headers = new Headers(init.headers);
      seen.push({
        url,
        key: headers.get(IDEMPOTENCY_KEY_HEADER),
        body: JSON.parse(String(init.body)),
      });
      if (seen.length === 1) throw new TypeError('fetch failed');
      return new Response(
        JSON.stringify({
          message: 'Bid placed',
          data: {
            auction: { auctionId: 'a', seq: 5 },
            bid: { _id: 'b', amount: 100, maxAmount: null, isLeader: true },
          },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    };
    const client = createApiClient({
      baseUrl: 'https://api.example',
      fetch,
      session: createSessionStore({ storage: createMemoryStorage() }),
    });
    return { client, seen };
  }

  it('sends the Idempotency-Key header, the same one on the retry, a new one for the next bid', async () => {
    const { client, seen } = flakyServer();
    const keys = createIdempotencyKeys();
    const request = { auctionId: 'a', amount: 100 };
    await expect(sendIdempotent(keys, request, client.placeBid)).rejects.toMatchObject({
      status: 0,
    });
    const answer = await sendIdempotent(keys, request, client.placeBid);
    expect(answer.data.bid.isLeader).toBe(true);
    await sendIdempotent(keys, request, client.placeBid);

    expect(seen.map((request) => request.url)).toEqual([
      'https://api.example/user/placeBid',
      'https://api.example/user/placeBid',
      'https://api.example/user/placeBid',
    ]);
    expect(seen[0]?.body).toEqual(request);
    const [first, retry, next] = seen.map((request) => request.key);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });
});
