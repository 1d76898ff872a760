import { eq } from 'drizzle-orm';
import { users } from './tables';
import { checkOtp } from './check-otp';
import { revokeUserSessions } from './revoke-sessions';
import type { Deps } from '../shared/deps';

export const RESET_PASSWORD_MESSAGE = 'Password reset successfully';

/** Uses up a forgot-password code, sets the new password and signs every device out. */
export async function resetPassword(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'passwords' | 'mailer' | 'log'>,
  input: { email: string; otp: string; newPassword: string },
): Promise<void> {
  const { user } = await checkOtp(deps, {
    email: input.email,
    code: input.otp,
    consume: () => true,
    purposes: ['forgot-password'],
  });
  const passwordHash = await deps.passwords.hash(input.newPassword);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash,
        updatedAt: now,
        // The code proved the e-mail, so an account still unverified becomes verified.
        ...(user.isVerified ? {} : { isVerified: true, verifiedAt: now }),
      })
      .where(eq(users.id, user.id));
    await revokeUserSessions({ db: tx }, { userId: user.id, now });
  });
}
