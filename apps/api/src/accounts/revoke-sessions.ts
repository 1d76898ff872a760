import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { sessions } from '../db/schema';

/** Revokes one session (logout). */
export async function revokeSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except one when given (password change keeps the caller's). */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  now: Date,
  exceptSessionId?: string,
): Promise<void> {
  await db
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
