/**
 * `Idempotency-Key` for the calls declared `idempotent` (decision 019; docs/product.md §4: bids,
 * claims, Buy Now). Per user and key, in the database (`idempotency_keys`), so every process on
 * one PostgreSQL sees the same keys and a restart forgets none:
 *
 * 1. the key is claimed first (an insert that does nothing when the key exists: `pending`);
 * 2. the call runs; its answer (status and body) is stored with the key (`done`); a 4xx answer is
 *    stored too (the same request would be refused the same way), a 5xx is not: the key is
 *    released, so the client's retry runs the call again;
 * 3. a retry with the same key and the same request (a hash of the call's name and its validated
 *    body) gets the stored answer and changes nothing; the same key with another request: 422
 *    `IDEMPOTENCY_KEY_REUSED`; while the first is still running: 409 `IDEMPOTENCY_IN_PROGRESS`
 *    with Retry-After 1; a key left pending for a minute (its process died) is taken over.
 *
 * Keys are kept at least 24 hours; `deleteExpiredIdempotencyKeys` removes older ones.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUCTION_LIMITS, keyedMessages } from '@marketdrop/validation';
import { AppError, fieldError } from './errors';
import { idempotencyKeys } from './idempotency-tables';
import type { DbDeps, Deps } from './deps';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Tells a client the answer is the stored one of an earlier request with its key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** The longest key (the same limit the client side reads from @marketdrop/validation). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = AUCTION_LIMITS.idempotencyKeyMax;
/** A key still pending after this long belongs to a request that died: it may be taken over. */
export const IDEMPOTENCY_PENDING_TIMEOUT_MS = 60_000;
/** Keys are kept at least this long. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60_000;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: keyedMessages.idempotencyKey(IDEMPOTENCY_KEY_MAX_LENGTH).text,
  reused:
    'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  inProgress: 'The first request with this Idempotency-Key is still being answered. Try again.',
} as const;

/** Visible ASCII and spaces, as HTTP carries them. */
const PRINTABLE = /^[\x20-\x7e]+$/;

/** The request's Idempotency-Key, null when none was sent; a 400 when it is not a valid one. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? null : raw.trim();
  if (
    key === null ||
    key === '' ||
    key.length > IDEMPOTENCY_KEY_MAX_LENGTH ||
    !PRINTABLE.test(key)
  ) {
    throw fieldError('Idempotency-Key', keyedMessages.idempotencyKey(IDEMPOTENCY_KEY_MAX_LENGTH));
  }
  return key;
}

/** The same JSON text for equal values, whatever the order of their keys. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What identifies a request under its key: the call and its validated body. */
export function requestHashOf(call: string, body: unknown): string {
  return createHash('sha256').update(call).update('\n').update(canonicalJson(body)).digest('hex');
}

export type IdempotencyDeps = DbDeps & Pick<Deps, 'clock'>;

/** What the key says to do: run the call (holding the key), or answer as the first time. */
export type IdempotencyClaim =
  { kind: 'run'; claimedAt: Date } | { kind: 'replay'; statusCode: number; body: unknown };

type KeyRef = { userId: string; key: string };
const isKey = ({ userId, key }: KeyRef) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/**
 * Claims `key` for a request, or says how the request was answered before. Throws 422 when the
 * key was used for another request, 409 (Retry-After 1) while that one is still running.
 */
export async function claimIdempotencyKey(
  deps: IdempotencyDeps,
  input: KeyRef & { call: string; requestHash: string },
): Promise<IdempotencyClaim> {
  const { db } = deps;
  // A few rounds at most: the row may be released or taken over between two statements.
  for (let round = 0; round < 3; round += 1) {
    const now = deps.clock();
    const claimed = await db
      .insert(idempotencyKeys)
      .values({
        userId: input.userId,
        key: input.key,
        call: input.call,
        requestHash: input.requestHash,
        state: 'pending',
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ createdAt: idempotencyKeys.createdAt });
    if (claimed.length > 0) return { kind: 'run', claimedAt: now };

    const [row] = await db.select().from(idempotencyKeys).where(isKey(input)).limit(1);
    if (row === undefined) continue;
    if (row.call !== input.call || row.requestHash !== input.requestHash) {
      throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MESSAGES.reused);
    }
    if (row.state === 'done') {
      return { kind: 'replay', statusCode: row.statusCode ?? 200, body: row.responseBody };
    }
    if (now.getTime() - row.createdAt.getTime() >= IDEMPOTENCY_PENDING_TIMEOUT_MS) {
      // Its request died without an answer: take the key over (one taker wins).
      const taken = await db
        .update(idempotencyKeys)
        .set({ createdAt: now })
        .where(
          and(
            isKey(input),
            eq(idempotencyKeys.state, 'pending'),
            eq(idempotencyKeys.createdAt, row.createdAt),
          ),
        )
        .returning({ createdAt: idempotencyKeys.createdAt });
      if (taken.length > 0) return { kind: 'run', claimedAt: now };
      continue;
    }
    break;
  }
  throw new AppError(409, 'IDEMPOTENCY_IN_PROGRESS', IDEMPOTENCY_MESSAGES.inProgress, {
    headers: { 'retry-after': '1' },
  });
}

/** Stores the answer of a claimed key (unless another request took the key over meanwhile). */
export async function saveIdempotentAnswer(
  deps: DbDeps,
  input: KeyRef & { claimedAt: Date; statusCode: number; body: unknown },
): Promise<void> {
  await deps.db
    .update(idempotencyKeys)
    .set({ state: 'done', statusCode: input.statusCode, responseBody: input.body })
    .where(
      and(
        isKey(input),
        eq(idempotencyKeys.state, 'pending'),
        eq(idempotencyKeys.createdAt, input.claimedAt),
      ),
    );
}

/** Gives a claimed key back (the call failed with a 5xx): a retry runs the call again. */
export async function releaseIdempotencyKey(
  deps: DbDeps,
  input: KeyRef & { claimedAt: Date },
): Promise<void> {
  await deps.db
    .delete(idempotencyKeys)
    .where(
      and(
        isKey(input),
        eq(idempotencyKeys.state, 'pending'),
        eq(idempotencyKeys.createdAt, input.claimedAt),
      ),
    );
}

/** Deletes the keys older than the retention (one statement; safe on several processes). */
export async function deleteExpiredIdempotencyKeys(deps: IdempotencyDeps): Promise<number> {
  const cutoff = new Date(deps.clock().getTime() - IDEMPOTENCY_RETENTION_MS);
  const deleted = await deps.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

type Handler<R> = (request: FastifyRequest, reply: FastifyReply) => Promise<R | FastifyReply>;

/**
 * Wraps a handler of `call` so it honours the Idempotency-Key header (see above). Requests
 * without the header, or without a signed-in user, run as they are.
 */
export function withIdempotency<R>(
  deps: IdempotencyDeps & Pick<Deps, 'log'>,
  call: string,
  handler: Handler<R>,
): Handler<R> {
  return async (request, reply) => {
    const key = idempotencyKeyOf(request);
    const userId = request.user?.id;
    if (key === null || userId === undefined) return handler(request, reply);
    const payload = request.method === 'GET' ? request.query : request.body;
    const claim = await claimIdempotencyKey(deps, {
      userId,
      key,
      call,
      requestHash: requestHashOf(call, payload ?? null),
    });
    if (claim.kind === 'replay') {
      void reply.code(claim.statusCode).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return claim.body as R;
    }
    const ref = { userId, key, claimedAt: claim.claimedAt };
    let result: R | FastifyReply;
    try {
      result = await handler(request, reply);
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) {
        await saveIdempotentAnswer(deps, {
          ...ref,
          statusCode: error.statusCode,
          body: error.toBody(),
        });
      } else {
        await releaseIdempotencyKey(deps, ref).catch((releaseError: unknown) =>
          deps.log.warn({ err: releaseError }, 'An idempotency key could not be released'),
        );
      }
      throw error;
    }
    if (result === reply) {
      // The handler sent its own answer: it cannot be stored, so the key is not kept either.
      await releaseIdempotencyKey(deps, ref);
      return result;
    }
    try {
      await saveIdempotentAnswer(deps, { ...ref, statusCode: reply.statusCode, body: result });
    } catch (error) {
      // The call did happen: answer it. The key stays pending and is taken over after a minute.
      deps.log.warn({ err: error }, 'An idempotent answer could not be stored');
    }
    return result;
  };
}
