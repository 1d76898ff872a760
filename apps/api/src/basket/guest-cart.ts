import { and, eq, lt, sql } from 'drizzle-orm';
import type { GuestUserData } from '@marketdrop/api-client';
import { CART_LIMITS, type DeviceType } from '@marketdrop/validation';
import type { Deps } from '../shared/deps';
import { hashSessionToken, newSessionToken } from '../shared/tokens';
import { guestAliveAt, guestExpiryOf } from './priced-basket';
import { carts } from './tables';

/**
 * guestUser: a new guest basket for a device, no account. The token (256 random bits) is given
 * once; only its SHA-256 is kept. It is forgotten after 30 days without a guest call.
 */
export async function createGuestCart(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { deviceType: DeviceType },
): Promise<GuestUserData> {
  const now = deps.clock();
  const guestToken = newSessionToken();
  await deps.db.insert(carts).values({
    guestTokenHash: hashSessionToken(guestToken),
    deviceType: input.deviceType,
    lastActiveAt: now,
    createdAt: now,
  });
  return { guestToken, expiresAt: guestExpiryOf(now).toISOString() };
}

/**
 * Remembers that a guest basket waits for the social sign-in started with `browserKey`
 * (`socialLogin {guestToken}`): `completeSocialLogin` with that key merges it. An unknown or
 * expired token is ignored (signing in never fails for a basket).
 */
export async function awaitSocialSignIn(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { guestToken: string; browserKey: string },
): Promise<void> {
  const now = deps.clock();
  await deps.db
    .update(carts)
    .set({ signInKeyHash: hashSessionToken(input.browserKey), lastActiveAt: now })
    .where(
      and(eq(carts.guestTokenHash, hashSessionToken(input.guestToken.trim())), guestAliveAt(now)),
    );
}

/** Forgets the guest baskets idle 30 days at `now` (the basket's job); returns how many. */
export async function deleteIdleGuestCarts(
  deps: Pick<Deps, 'db'>,
  input: { now: Date },
): Promise<number> {
  const cutoff = new Date(input.now.getTime() - CART_LIMITS.guestIdleDays * 86_400_000);
  const deleted = await deps.db
    .delete(carts)
    .where(and(sql`${carts.guestTokenHash} is not null`, lt(carts.lastActiveAt, cutoff)))
    .returning({ id: carts.id });
  return deleted.length;
}
