import type { LoginData } from '@marketdrop/api-client';
import type { LoginRequestValues } from '@marketdrop/validation';
import { AppError } from '../shared/errors';
import { createSession } from './create-session';
import { findUserByEmail } from './find-user';
import { issueOtp } from './issue-otp';
import { checkPasswordGuess } from './password-guess-budget';
import { toSessionUser } from './to-profile';
import type { Deps } from '../shared/deps';

export const LOGIN_MESSAGES = {
  success: 'Login successful!',
  unverified: 'Please verify your email. We sent you an OTP.',
  invalid: 'Invalid email or password',
} as const;

/**
 * Checks the credentials, under the account's password-guess budget (429 once it is used up). A
 * verified account gets a session; an unverified one gets a new login code instead (and
 * `isOtpVerified: false`). Wrong credentials: 401, the same for an unknown e-mail.
 */
export async function signIn(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'passwords' | 'mailer' | 'log'>,
  input: LoginRequestValues & { /** The client's address (the guess budget's). */ ip: string },
): Promise<LoginData> {
  const user = await findUserByEmail(deps, { email: input.email });
  // Under the account's password-guess budget (an unknown e-mail is counted alike, and still
  // spends one hash, so neither the answer nor its time tells whether the account exists).
  const right = await checkPasswordGuess(deps, {
    email: input.email,
    ip: input.ip,
    verify: () =>
      user === undefined
        ? deps.passwords.verifyNothing(input.password).then(() => false)
        : deps.passwords.verify(user.passwordHash, input.password),
  });
  if (user === undefined || !right) {
    throw new AppError(401, 'INVALID_CREDENTIALS', LOGIN_MESSAGES.invalid);
  }
  if (!user.isVerified) {
    const otp = await issueOtp(deps, { user, purpose: 'login' });
    return {
      isOtpVerified: false,
      message: LOGIN_MESSAGES.unverified,
      ...(deps.config.echoOtp ? { otp } : {}),
    };
  }
  const token = await createSession(deps, {
    userId: user.id,
    deviceType: input.deviceType ?? null,
    now: deps.clock(),
    ttlMs: deps.config.sessionTtlMs,
  });
  return {
    token,
    isOtpVerified: true,
    message: LOGIN_MESSAGES.success,
    user: toSessionUser(user),
  };
}
