import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { uploads, users } from './tables';
import type { Deps } from '../shared/deps';

export const DELETE_USER_MESSAGE = 'Account deleted successfully';

/**
 * What other domains do, in the deletion's transaction, before an account goes: the orders domain
 * cancels the buyer's unpaid orders (each vehicle back on sale, docs/product.md §4.11). Given by
 * the app (app.ts), so the accounts domain does not import the ones above it (decision 032).
 */
export type AccountDeletionStep = (
  tx: Executor,
  input: { userId: string; now: Date },
) => Promise<unknown>;

/**
 * Deletes the account in one transaction: the other domains' steps first (its unpaid orders
 * cancelled, `beforeDeletion`), then the user goes with its sessions, codes and upload rows; then
 * the files on disk.
 */
export async function deleteUser(
  deps: Pick<Deps, 'db' | 'storage' | 'clock'> & { beforeDeletion: AccountDeletionStep },
  input: { userId: string },
): Promise<void> {
  const { userId } = input;
  const now = deps.clock();
  const files = await deps.db.transaction(async (tx) => {
    await deps.beforeDeletion(tx, { userId, now });
    const owned = await tx
      .select({ storedName: uploads.storedName })
      .from(uploads)
      .where(eq(uploads.ownerId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    return owned;
  });
  await deps.storage.remove(files.map((file) => file.storedName));
}
