import { describe, expect, it } from 'vitest';
import { createApiClient, type FetchLike } from './client';
import { errorFromResponse, networkError } from './errors';
import { createIdempotencyKeys, isRetryable, sendIdempotent } from './idempotency';
import { createMemoryStorage, createSessionStore } from './session';

const refused = (status: number, code: string) =>
  errorFromResponse(status, { message: 'Server English', code }, 'placeBid');

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
        key: headers.get('Idempotency-Key'),
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
