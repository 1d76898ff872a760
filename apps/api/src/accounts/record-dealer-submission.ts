import { and, eq, inArray } from 'drizzle-orm';
import type { DealerDocumentKind } from '@marketdrop/validation';
import type { DbDeps } from '../shared/deps';
import type { StoredFile } from '../shared/multipart';
import { uploads, users, type UserRow } from './tables';

/**
 * A dealer sends its verification documents (stored already): the account becomes `submitted`
 * (again after a rejection) and the files are recorded, in the caller's transaction. Returns the
 * account, or `undefined` when it is verified already (nothing is written then).
 */
export async function recordDealerSubmission(
  deps: DbDeps,
  input: { userId: string; files: readonly StoredFile[]; now: Date },
): Promise<UserRow | undefined> {
  const { userId, files, now } = input;
  const [row] = await deps.db
    .update(users)
    .set({
      dealerStatus: 'submitted',
      dealerStatusReason: null,
      dealerSubmittedAt: now,
      dealerReviewedAt: null,
      updatedAt: now,
    })
    .where(
      and(eq(users.id, userId), inArray(users.dealerStatus, ['pending', 'submitted', 'rejected'])),
    )
    .returning();
  if (row === undefined) return undefined;
  await deps.db.insert(uploads).values(
    files.map((file) => ({
      ownerId: userId,
      kind: file.field as DealerDocumentKind,
      storedName: file.storedName,
      originalName: file.originalName,
      mimeType: file.mimeType,
      size: file.size,
      createdAt: now,
    })),
  );
  return row;
}
