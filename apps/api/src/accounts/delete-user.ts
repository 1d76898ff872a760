import { eq } from 'drizzle-orm';
import { uploads, users } from './tables';
import type { Deps } from '../shared/deps';

export const DELETE_USER_MESSAGE = 'Account deleted successfully';

/** Deletes the account; its sessions, codes and upload rows go with it, then the files on disk. */
export async function deleteUser(
  deps: Pick<Deps, 'db' | 'storage'>,
  input: { userId: string },
): Promise<void> {
  const { userId } = input;
  const files = await deps.db
    .select({ storedName: uploads.storedName })
    .from(uploads)
    .where(eq(uploads.ownerId, userId));
  await deps.db.delete(users).where(eq(users.id, userId));
  await deps.storage.remove(files.map((file) => file.storedName));
}
