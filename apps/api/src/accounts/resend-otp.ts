import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OtpPurpose } from '@marketdrop/api-client';
import { otps } from '../db/schema';
import { AppError } from '../shared/errors';
import { findUserByEmail } from './find-user';
import { issueOtp } from './issue-otp';

export const RESEND_OTP_MESSAGE = 'OTP sent successfully';

/**
 * Sends a new code for what the user's last code was for, after a cooldown (429 with the seconds
 * left). Sign-up and login codes are only re-sent to unverified accounts. An unknown e-mail gets the
 * same answer with nothing sent. Returns the code when one was sent.
 */
export async function resendOtp(app: FastifyInstance, email: string): Promise<string | undefined> {
  const user = await findUserByEmail(app.db, email);
  if (user === undefined) return undefined;
  const [latest] = await app.db
    .select({ purpose: otps.purpose, createdAt: otps.createdAt })
    .from(otps)
    .where(eq(otps.userId, user.id))
    .orderBy(desc(otps.createdAt))
    .limit(1);

  let purpose: OtpPurpose | undefined;
  if (latest?.purpose === 'forgot-password') purpose = 'forgot-password';
  else if (!user.isVerified) purpose = latest?.purpose ?? 'signup';
  if (purpose === undefined) return undefined;

  if (latest !== undefined) {
    const elapsed = app.clock().getTime() - latest.createdAt.getTime();
    const left = Math.ceil((app.config.otp.resendCooldownMs - elapsed) / 1000);
    if (left > 0) {
      throw new AppError(
        429,
        'OTP_COOLDOWN',
        `Please wait ${left} second${left === 1 ? '' : 's'} before requesting a new OTP.`,
        { headers: { 'retry-after': String(left) } },
      );
    }
  }
  return issueOtp(app, user, purpose);
}
