import { and, eq } from 'drizzle-orm';
import { keyedBasketMessages } from '@marketdrop/validation';
import type { Executor } from '../db/client';
import { fieldError } from '../shared/errors';
import { hashSessionToken } from '../shared/tokens';
import { guestAliveAt } from './priced-basket';
import { carts } from './tables';

/** Whose basket a call changes: a signed-in buyer's, or a guest's (by the token's basket). */
export type CartOwner = { kind: 'user'; userId: string } | { kind: 'guest'; guestToken: string };

/** 401 GUEST_TOKEN_INVALID: no guest token, or one unknown or expired. */
export function guestTokenError(missing: boolean) {
  return fieldError(
    'guestToken',
    missing ? keyedBasketMessages.guestTokenRequired : keyedBasketMessages.guestToken,
    'GUEST_TOKEN_INVALID',
    401,
  );
}

/**
 * The live guest basket of a token at `now`, locked for the caller's transaction when `lock`
 * (`FOR UPDATE`), its `lastActiveAt` moved to `now` (30 more days). 401 for a token unknown or
 * idle 30 days.
 */
export async function touchGuestCart(
  tx: Executor,
  input: { guestToken: string; now: Date },
): Promise<string> {
  const token = input.guestToken.trim();
  if (token === '') throw guestTokenError(true);
  const [row] = await tx
    .update(carts)
    .set({ lastActiveAt: input.now })
    .where(and(eq(carts.guestTokenHash, hashSessionToken(token)), guestAliveAt(input.now)))
    .returning({ id: carts.id });
  if (row === undefined) throw guestTokenError(false);
  return row.id;
}

/**
 * The basket of `owner`, created for an account that has none, its row locked until the caller's
 * transaction ends: every write to one basket runs one after the other (two tabs never pass a
 * limit together). An `UPDATE` (or `INSERT ... ON CONFLICT DO UPDATE`) holds the row's lock.
 */
export async function lockCart(
  tx: Executor,
  input: { owner: CartOwner; now: Date },
): Promise<string> {
  const { owner, now } = input;
  if (owner.kind === 'guest') return touchGuestCart(tx, { guestToken: owner.guestToken, now });
  const [row] = await tx
    .insert(carts)
    .values({ userId: owner.userId, lastActiveAt: now, createdAt: now })
    .onConflictDoUpdate({ target: carts.userId, set: { lastActiveAt: now } })
    .returning({ id: carts.id });
  if (row === undefined) throw new Error('The basket was not written');
  return row.id;
}
