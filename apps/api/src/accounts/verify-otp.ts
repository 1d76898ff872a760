import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { VerifyOtpData } from '@marketdrop/api-client';
import { users } from '../db/schema';
import { checkOtp } from './check-otp';
import { createSession } from './create-session';
import { toSessionUser } from './to-profile';

export const VERIFY_OTP_MESSAGES = {
  verified: 'OTP verified successfully',
  resetAllowed: 'OTP verified. You can now reset your password.',
} as const;

/**
 * Verifies a code. Sign-up and login codes are used up, mark the account verified and open a
 * session; a forgot-password code is only checked (the reset uses it up).
 */
export async function verifyOtp(
  app: FastifyInstance,
  email: string,
  code: string,
): Promise<{ message: string; data: VerifyOtpData }> {
  const { user, otp } = await checkOtp(app, email, code, {
    consume: (purpose) => purpose !== 'forgot-password',
    purposes: ['signup', 'login', 'forgot-password'],
  });
  if (otp.purpose === 'forgot-password') {
    return { message: VERIFY_OTP_MESSAGES.resetAllowed, data: { purpose: otp.purpose } };
  }
  const now = app.clock();
  const verified = user.isVerified
    ? user
    : ((
        await app.db
          .update(users)
          .set({ isVerified: true, verifiedAt: now, updatedAt: now })
          .where(eq(users.id, user.id))
          .returning()
      )[0] ?? user);
  const token = await createSession(app.db, {
    userId: user.id,
    deviceType: null,
    now,
    ttlMs: app.config.sessionTtlMs,
  });
  return {
    message: VERIFY_OTP_MESSAGES.verified,
    data: { purpose: otp.purpose, token, user: toSessionUser(verified) },
  };
}
