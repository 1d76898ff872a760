import { and, eq, gt, isNull } from 'drizzle-orm';
import { sessions, users, type UserRow } from './tables';
import { hashSessionToken } from '../shared/tokens';
import type { Deps } from '../shared/deps';

export type Authenticated = { user: UserRow; sessionId: string };

/**
 * The live session of a bearer token (not revoked, not expired, its account not suspended) and its
 * user, or null.
 */
export async function findSession(
  deps: Pick<Deps, 'db'>,
  input: { token: string; now: Date },
): Promise<Authenticated | null> {
  const { token, now } = input;
  const rows = await deps.db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashSessionToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.suspendedAt),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}
