import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbDeps } from '../shared/deps';
import { users, type UserRow } from './tables';

/**
 * An admin's review of a dealer account: `verified`, or `rejected` with the reason the dealer is
 * told. Runs in the caller's transaction. Returns the account, or `undefined` when the id is not
 * a dealer's that applied.
 */
export async function recordDealerReview(
  deps: DbDeps,
  input: { userId: string; decision: 'verified' | 'rejected'; reason: string | null; now: Date },
): Promise<UserRow | undefined> {
  const { decision, now } = input;
  const [row] = await deps.db
    .update(users)
    .set({
      dealerStatus: decision,
      dealerStatusReason: decision === 'rejected' ? input.reason : null,
      dealerReviewedAt: now,
      updatedAt: now,
    })
    .where(
      and(eq(users.id, input.userId), eq(users.userType, 'dealer'), isNotNull(users.dealerStatus)),
    )
    .returning();
  return row;
}
