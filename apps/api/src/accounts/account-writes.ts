import { uploads } from './tables';
import { isUniqueViolation } from '../shared/db-errors';
import { keyedMessages } from '@marketdrop/validation';
import { fieldError } from '../shared/errors';
import type { StoredFile } from '../shared/multipart';
import type { DbDeps } from '../shared/deps';

// What sign-up, edit profile and the e-mail change write alike.

export const EMAIL_TAKEN_MESSAGE = keyedMessages.emailTaken.text;

export const emailTaken = () => fieldError('email', keyedMessages.emailTaken, 'EMAIL_TAKEN', 409);

/**
 * Runs a write that gives an account an e-mail: when another account has it (the unique index,
 * e.g. taken between the check and the write), the answer is EMAIL_TAKEN (409), not a failure.
 */
export async function orEmailTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Records an account's new driver's licence files (stored already), in the caller's transaction. */
export async function storeLicenceUploads(
  deps: DbDeps,
  input: { ownerId: string; files: readonly StoredFile[]; now: Date },
): Promise<void> {
  const { ownerId, files, now } = input;
  if (files.length === 0) return;
  await deps.db.insert(uploads).values(
    files.map((file) => ({
      ownerId,
      kind: 'licence' as const,
      storedName: file.storedName,
      originalName: file.originalName,
      mimeType: file.mimeType,
      size: file.size,
      createdAt: now,
    })),
  );
}
