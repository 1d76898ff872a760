import { eq } from 'drizzle-orm';
import { users } from './tables';
import { AppError } from '../shared/errors';
import type { Authenticated } from './find-session';
import { revokeUserSessions } from './revoke-sessions';
import type { Deps } from '../shared/deps';

export const CHANGE_PASSWORD_MESSAGES = {
  changed: 'Password changed successfully',
  wrongCurrent: 'Current password is incorrect',
} as const;

/** Changes the password when the current one matches, and signs the user's other devices out. */
export async function changePassword(
  deps: Pick<Deps, 'db' | 'clock' | 'passwords'>,
  input: { auth: Authenticated; oldPassword: string; newPassword: string },
): Promise<void> {
  const { auth } = input;
  if (!(await deps.passwords.verify(auth.user.passwordHash, input.oldPassword))) {
    throw new AppError(400, 'VALIDATION_FAILED', CHANGE_PASSWORD_MESSAGES.wrongCurrent, {
      errors: { oldPassword: CHANGE_PASSWORD_MESSAGES.wrongCurrent },
    });
  }
  const passwordHash = await deps.passwords.hash(input.newPassword);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, auth.user.id));
    await revokeUserSessions(
      { db: tx },
      { userId: auth.user.id, now, exceptSessionId: auth.sessionId },
    );
  });
}
