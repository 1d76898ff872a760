import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uploads, users } from '../db/schema';

export const DELETE_USER_MESSAGE = 'Account deleted successfully';

/** Deletes the account; its sessions, codes and upload rows go with it, then the files on disk. */
export async function deleteUser(app: FastifyInstance, userId: string): Promise<void> {
  const files = await app.db
    .select({ storedName: uploads.storedName })
    .from(uploads)
    .where(eq(uploads.ownerId, userId));
  await app.db.delete(users).where(eq(users.id, userId));
  await app.storage.remove(files.map((file) => file.storedName));
}
