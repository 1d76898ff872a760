import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users, type UserRow } from '../db/schema';
import { hashSessionToken } from '../shared/tokens';

export type Authenticated = { user: UserRow; sessionId: string };

/** The live session of a bearer token (not revoked, not expired) and its user, or null. */
export async function findSession(
  db: Database,
  token: string,
  now: Date,
): Promise<Authenticated | null> {
  const rows = await db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashSessionToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}
