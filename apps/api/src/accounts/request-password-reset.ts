import { findUserByEmail } from './find-user';
import { issueOtp } from './issue-otp';
import type { Deps } from '../shared/deps';

/** The same answer whether or not the e-mail has an account (no account enumeration). */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, we sent an OTP to reset the password.';

/** Mails a forgot-password code when the account exists; returns the code when one was sent. */
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
  return issueOtp(deps, { user, purpose: 'forgot-password' });
}
