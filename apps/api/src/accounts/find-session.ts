import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { sessions, users, type UserRow } from './tables';
import { hashSessionToken } from '../shared/tokens';
import type { Database } from '../db/client';
import type { Deps } from '../shared/deps';

export type Authenticated = { user: UserRow; sessionId: string };

/**
 * The session lookup, built once per database handle: it runs on every signed-in request, and
 * building a statement costs more than the database takes to answer it (decision 021).
 */
function prepareFindSession(db: Database) {
  return db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.suspendedAt),
      ),
    )
    .limit(1)
    .prepare('find_session');
}

const prepared = new WeakMap<Database, ReturnType<typeof prepareFindSession>>();

/**
 * The live session of a bearer token (not revoked, not expired, its account not suspended) and its
 * user, or null.
 */
export async function findSession(
  deps: Pick<Deps, 'db'>,
  input: { token: string; now: Date },
): Promise<Authenticated | null> {
  let query = prepared.get(deps.db);
  if (query === undefined) {
    query = prepareFindSession(deps.db);
    prepared.set(deps.db, query);
  }
  const rows = await query.execute({
    tokenHash: hashSessionToken(input.token),
    now: input.now.toISOString(),
  });
  return rows[0] ?? null;
}

/**
 * The user of a live session named by its id (not revoked, not expired, its account not
 * suspended), or null: for a credential bound to a session, such as the test payment page's ticket.
 */
export async function findLiveSessionUserId(
  deps: Pick<Deps, 'db'>,
  input: { sessionId: string; now: Date },
): Promise<string | null> {
  const [row] = await deps.db
    .select({ userId: sessions.userId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, input.sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, input.now),
        isNull(users.suspendedAt),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}
