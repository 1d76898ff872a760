import { eq, sql } from 'drizzle-orm';
import type { DbDeps } from '../shared/deps';
import { users, type UserRow } from './tables';

/**
 * An admin suspends an account with a reason (the first suspension's time is kept; suspending
 * again changes only the reason) or reinstates it (`suspension: null`). Runs in the caller's
 * transaction. Returns the account, or `undefined` when there is none with that id.
 */
export async function setAccountSuspension(
  deps: DbDeps,
  input: { userId: string; suspension: { reason: string } | null; now: Date },
): Promise<UserRow | undefined> {
  const { now } = input;
  const [row] = await deps.db
    .update(users)
    .set(
      input.suspension === null
        ? { suspendedAt: null, suspendedReason: null, updatedAt: now }
        : {
            suspendedAt: sql`coalesce(${users.suspendedAt}, ${now.toISOString()}::timestamptz)`,
            suspendedReason: input.suspension.reason,
            updatedAt: now,
          },
    )
    .where(eq(users.id, input.userId))
    .returning();
  return row;
}
