import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import { AppError } from '../shared/errors';
import type { Authenticated } from './find-session';
import { revokeUserSessions } from './revoke-sessions';

export const CHANGE_PASSWORD_MESSAGES = {
  changed: 'Password changed successfully',
  wrongCurrent: 'Current password is incorrect',
} as const;

/** Changes the password when the current one matches, and signs the user's other devices out. */
export async function changePassword(
  app: FastifyInstance,
  auth: Authenticated,
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  if (!(await app.passwords.verify(auth.user.passwordHash, input.oldPassword))) {
    throw new AppError(400, 'VALIDATION_FAILED', CHANGE_PASSWORD_MESSAGES.wrongCurrent, {
      errors: { oldPassword: CHANGE_PASSWORD_MESSAGES.wrongCurrent },
    });
  }
  const passwordHash = await app.passwords.hash(input.newPassword);
  const now = app.clock();
  await app.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, auth.user.id));
    await revokeUserSessions(tx, auth.user.id, now, auth.sessionId);
  });
}
