import { eq } from 'drizzle-orm';
import { cancelBuyerOrders } from '../orders/cancel-buyer-orders';
import { uploads, users } from './tables';
import type { Deps } from '../shared/deps';

export const DELETE_USER_MESSAGE = 'Account deleted successfully';

/**
 * Deletes the account in one transaction: its unpaid orders are cancelled first (each vehicle back
 * on sale, docs/product.md §4.11), then the user goes with its sessions, codes and upload rows;
 * then the files on disk.
 */
export async function deleteUser(
  deps: Pick<Deps, 'db' | 'storage' | 'clock'>,
  input: { userId: string },
): Promise<void> {
  const { userId } = input;
  const now = deps.clock();
  const files = await deps.db.transaction(async (tx) => {
    await cancelBuyerOrders(tx, { userId, now });
    const owned = await tx
      .select({ storedName: uploads.storedName })
      .from(uploads)
      .where(eq(uploads.ownerId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    return owned;
  });
  await deps.storage.remove(files.map((file) => file.storedName));
}
