/**
 * Idempotency-Keys of the bid, claim and Buy Now calls (decision 019, docs/product.md §4.8): one
 * key per user action, sent again with the same request when it is retried, so a retry can never
 * bid or buy twice. `newIdempotencyKey()` (`./client`) makes one key; `createIdempotencyKeys()`
 * keeps the key of the action in progress.
 */
import { newIdempotencyKey, type RequestOptions } from './client';
import { isApiError } from './errors';

/**
 * Whether a failed state-changing call may have been received, or may succeed when sent again
 * as it was: no answer, a server failure, the same key still being answered, a rate limit. Such a
 * call is retried with the same Idempotency-Key, so it can never bid or buy twice.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return (
    error.status === 0 ||
    error.status >= 500 ||
    error.status === 429 ||
    error.code === 'IDEMPOTENCY_IN_PROGRESS'
  );
}

/** The Idempotency-Keys of one kind of user action (placing a bid, claiming, buying). */
export type IdempotencyKeys = {
  /** The key to send `request` with. */
  keyFor: (request: unknown) => string;
  /** The request got an answer (`error` when it failed): forget its key unless it may be retried. */
  settle: (error?: unknown) => void;
};

/**
 * One Idempotency-Key per user action: the same request sent again after a failure that may be
 * retried (`isRetryable`) reuses its key; a different request, or any request after an answer that
 * settled the first (a success or a refusal), gets a new one.
 */
export function createIdempotencyKeys(newKey: () => string = newIdempotencyKey): IdempotencyKeys {
  let pending: { request: string; key: string } | null = null;
  return {
    keyFor: (request) => {
      const text = JSON.stringify(request);
      if (pending?.request !== text) pending = { request: text, key: newKey() };
      return pending.key;
    },
    settle: (error) => {
      if (error === undefined || !isRetryable(error)) pending = null;
    },
  };
}

/**
 * Sends `request` with its Idempotency-Key (`keys.keyFor`) and settles the key with the answer:
 * the answer, or the failure rethrown. `send` is an idempotent call of the client (`placeBid`,
 * `claimAuction`, `buyNow`).
 */
export async function sendIdempotent<R, A>(
  keys: IdempotencyKeys,
  request: R,
  send: (request: R, options: RequestOptions) => Promise<A>,
): Promise<A> {
  const idempotencyKey = keys.keyFor(request);
  try {
    const answer = await send(request, { idempotencyKey });
    keys.settle();
    return answer;
  } catch (error) {
    keys.settle(error);
    throw error;
  }
}
