import { eq } from 'drizzle-orm';
import type { DeviceType } from '@marketdrop/validation';
import { sessions, users } from './tables';
import { AppError } from '../shared/errors';
import { hashSessionToken, newSessionToken } from '../shared/tokens';
import type { DbDeps } from '../shared/deps';

/** What a suspended account is told when it signs in (docs/product.md §6.3). */
export const ACCOUNT_SUSPENDED_MESSAGE =
  'This account is suspended. Contact Support if you think this is a mistake.';

export const accountSuspended = () =>
  new AppError(403, 'ACCOUNT_SUSPENDED', ACCOUNT_SUSPENDED_MESSAGE);

/**
 * Opens a session for the user and returns its bearer token (only its hash is stored). A
 * suspended account gets none (403 ACCOUNT_SUSPENDED), whatever way it signs in (password, code,
 * social sign-in); a suspension that lands meanwhile revokes the session, and `findSession` never
 * accepts a suspended account's session anyway.
 */
export async function createSession(
  deps: DbDeps,
  input: { userId: string; deviceType: DeviceType | null; now: Date; ttlMs: number },
): Promise<string> {
  const [account] = await deps.db
    .select({ suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (account?.suspendedAt != null) throw accountSuspended();
  const token = newSessionToken();
  await deps.db.insert(sessions).values({
    userId: input.userId,
    tokenHash: hashSessionToken(token),
    deviceType: input.deviceType,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
  });
  return token;
}
