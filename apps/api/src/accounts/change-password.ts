import { eq } from 'drizzle-orm';
import { users } from './tables';
import { keyedMessages } from '@marketdrop/validation';
import { fieldError } from '../shared/errors';
import type { Authenticated } from './find-session';
import { checkPasswordGuess } from './password-guess-budget';
import { revokeUserSessions } from './revoke-sessions';
import type { Deps } from '../shared/deps';

export const CHANGE_PASSWORD_MESSAGES = {
  changed: 'Password changed successfully',
  wrongCurrent: keyedMessages.currentPasswordIncorrect.text,
} as const;

/**
 * Changes the password when the current one matches (checked under the account's password-guess
 * budget, shared with login: 429 once used up), and signs the user's other devices out.
 */
export async function changePassword(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'passwords'>,
  input: { auth: Authenticated; ip: string; oldPassword: string; newPassword: string },
): Promise<void> {
  const { auth } = input;
  const right = await checkPasswordGuess(deps, {
    email: auth.user.email,
    ip: input.ip,
    verify: () => deps.passwords.verify(auth.user.passwordHash, input.oldPassword),
  });
  if (!right) {
    throw fieldError('oldPassword', keyedMessages.currentPasswordIncorrect);
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
