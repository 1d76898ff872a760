import { findUserByEmail } from './find-user';
import { issueThrottledOtp } from './issue-otp';
import { cooldownRefusal } from './resend-otp';
import type { Deps } from '../shared/deps';

/** The same answer whether or not the e-mail has an account (no account enumeration). */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, we sent an OTP to reset the password.';

/**
 * Mails a forgot-password code when the account exists, within the resend cooldown and the daily
 * number of codes (decision 016); returns the code when one was sent.
 */
export async function requestPasswordReset(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'passwords' | 'mailer' | 'log'>,
  input: { email: string },
): Promise<string | undefined> {
  const { email } = input;
  const user = await findUserByEmail(deps, { email });
  if (user === undefined) {
    // Spend about the time hashing a code takes, so the answer's timing tells nothing either.
    await deps.passwords.verifyNothing(email);
    return undefined;
  }
  const issued = await issueThrottledOtp(deps, { user, purpose: 'forgot-password' });
  if ('waitSeconds' in issued) {
    const refusal = cooldownRefusal(deps, issued.waitSeconds);
    if (refusal !== undefined) throw refusal;
    return undefined;
  }
  return issued.code;
}
