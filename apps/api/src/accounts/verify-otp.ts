import { eq } from 'drizzle-orm';
import type { VerifyOtpData } from '@marketdrop/api-client';
import { users } from './tables';
import { checkOtp } from './check-otp';
import { createSession } from './create-session';
import { toSessionUser } from './to-profile';
import type { Deps } from '../shared/deps';

export const VERIFY_OTP_MESSAGES = {
  verified: 'OTP verified successfully',
  resetAllowed: 'OTP verified. You can now reset your password.',
} as const;

/**
 * Verifies a code. Sign-up and login codes are used up, mark the account verified and open a
 * session; a forgot-password code is only checked (the reset uses it up).
 */
export async function verifyOtp(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'passwords' | 'mailer' | 'log'>,
  input: { email: string; otp: string },
): Promise<{ message: string; data: VerifyOtpData }> {
  const { user, otp } = await checkOtp(deps, {
    email: input.email,
    code: input.otp,
    consume: (purpose) => purpose !== 'forgot-password',
    purposes: ['signup', 'login', 'forgot-password'],
  });
  if (otp.purpose === 'forgot-password') {
    return { message: VERIFY_OTP_MESSAGES.resetAllowed, data: { purpose: otp.purpose } };
  }
  // Only the purposes asked for reach here; an e-mail change is confirmed by its own call.
  const purpose = otp.purpose === 'login' ? 'login' : 'signup';
  const now = deps.clock();
  const verified = user.isVerified
    ? user
    : ((
        await deps.db
          .update(users)
          .set({ isVerified: true, verifiedAt: now, updatedAt: now })
          .where(eq(users.id, user.id))
          .returning()
      )[0] ?? user);
  const token = await createSession(deps, {
    userId: user.id,
    deviceType: null,
    now,
    ttlMs: deps.config.sessionTtlMs,
  });
  return {
    message: VERIFY_OTP_MESSAGES.verified,
    data: { purpose, token, user: toSessionUser(verified) },
  };
}
