import { and, eq, isNull, ne } from 'drizzle-orm';
import { sessions } from './tables';
import type { DbDeps } from '../shared/deps';

/** Revokes one session (logout). */
export async function revokeSession(
  deps: DbDeps,
  input: { sessionId: string; now: Date },
): Promise<void> {
  const { sessionId, now } = input;
  await deps.db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except one when given (password change keeps the caller's). */
export async function revokeUserSessions(
  deps: DbDeps,
  input: { userId: string; now: Date; exceptSessionId?: string },
): Promise<void> {
  const { userId, now, exceptSessionId } = input;
  await deps.db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    );
}
