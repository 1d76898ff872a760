import { desc, eq } from 'drizzle-orm';
import type { OtpPurpose } from '@marketdrop/api-client';
import { otps } from './tables';
import { AppError } from '../shared/errors';
import { findUserByEmail } from './find-user';
import { issueOtp } from './issue-otp';
import type { Deps } from '../shared/deps';

export const RESEND_OTP_MESSAGE = 'OTP sent successfully';

/**
 * Sends a new code for what the user's last code was for, after a cooldown (429 with the seconds
 * left). Sign-up and login codes are only re-sent to unverified accounts. An unknown e-mail gets the
 * same answer with nothing sent. Returns the code when one was sent.
 */
export async function resendOtp(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'passwords' | 'mailer' | 'log'>,
  input: { email: string },
): Promise<string | undefined> {
  const user = await findUserByEmail(deps, input);
  if (user === undefined) return undefined;
  const [latest] = await deps.db
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
    const elapsed = deps.clock().getTime() - latest.createdAt.getTime();
    const left = Math.ceil((deps.config.otp.resendCooldownMs - elapsed) / 1000);
    if (left > 0) {
      throw new AppError(
        429,
        'OTP_COOLDOWN',
        `Please wait ${left} second${left === 1 ? '' : 's'} before requesting a new OTP.`,
        { headers: { 'retry-after': String(left) } },
      );
    }
  }
  return issueOtp(deps, { user, purpose });
}
