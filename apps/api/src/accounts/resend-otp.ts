import { desc, eq, sql } from 'drizzle-orm';
import { otps, type OtpPurposeValue } from './tables';
import { AppError } from '../shared/errors';
import { findUserByEmail } from './find-user';
import { issueThrottledOtp } from './issue-otp';
import type { Deps } from '../shared/deps';

export const RESEND_OTP_MESSAGE = 'OTP sent successfully';

/**
 * The answer to a code request that was refused for its cooldown: outside production a 429 with
 * the seconds left (handy while developing); in production nothing, so the answer is the same as for
 * an e-mail without an account (decision 016: no account enumeration).
 */
export function cooldownRefusal(
  deps: Pick<Deps, 'config'>,
  waitSeconds: number,
): AppError | undefined {
  if (deps.config.isProduction) return undefined;
  return new AppError(
    429,
    'OTP_COOLDOWN',
    `Please wait ${waitSeconds} second${waitSeconds === 1 ? '' : 's'} before requesting a new OTP.`,
    { headers: { 'retry-after': String(waitSeconds) } },
  );
}

/**
 * Sends a new code for what the user's last code was for, at most one per cooldown and a few per
 * day (`issueThrottledOtp`). Sign-up and login codes are only re-sent to unverified accounts. An
 * unknown e-mail gets the same answer with nothing sent, after about the same work. Returns the
 * code when one was sent.
 */
export async function resendOtp(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'passwords' | 'mailer' | 'log'>,
  input: { email: string },
): Promise<string | undefined> {
  const user = await findUserByEmail(deps, input);
  let purpose: OtpPurposeValue | undefined;
  if (user !== undefined) {
    const [latest] = await deps.db
      .select({ purpose: otps.purpose })
      .from(otps)
      .where(eq(otps.userId, user.id))
      .orderBy(desc(otps.createdAt), desc(sql`${otps.usedAt} IS NULL AND ${otps.voidedAt} IS NULL`))
      .limit(1);
    if (latest?.purpose === 'forgot-password') purpose = 'forgot-password';
    else if (!user.isVerified && latest?.purpose !== 'email-change') {
      purpose = latest?.purpose ?? 'signup';
    }
  }
  if (user === undefined || purpose === undefined) {
    // Spend about the time hashing a code takes, so the answer's timing tells nothing either.
    await deps.passwords.verifyNothing(input.email);
    return undefined;
  }
  const issued = await issueThrottledOtp(deps, { user, purpose });
  if ('waitSeconds' in issued) {
    const refusal = cooldownRefusal(deps, issued.waitSeconds);
    if (refusal !== undefined) throw refusal;
    return undefined;
  }
  return issued.code;
}
