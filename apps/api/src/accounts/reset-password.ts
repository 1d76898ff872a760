import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import { checkOtp } from './check-otp';
import { revokeUserSessions } from './revoke-sessions';

export const RESET_PASSWORD_MESSAGE = 'Password reset successfully';

/** Uses up a forgot-password code, sets the new password and signs every device out. */
export async function resetPassword(
  app: FastifyInstance,
  input: { email: string; otp: string; newPassword: string },
): Promise<void> {
  const { user } = await checkOtp(app, input.email, input.otp, {
    consume: () => true,
    purposes: ['forgot-password'],
  });
  const passwordHash = await app.passwords.hash(input.newPassword);
  const now = app.clock();
  await app.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash,
        updatedAt: now,
        // The code proved the e-mail, so an account still unverified becomes verified.
        ...(user.isVerified ? {} : { isVerified: true, verifiedAt: now }),
      })
      .where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, now);
  });
}
