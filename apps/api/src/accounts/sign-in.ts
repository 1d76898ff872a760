import type { FastifyInstance } from 'fastify';
import type { LoginData } from '@marketdrop/api-client';
import type { LoginRequestValues } from '@marketdrop/validation';
import { AppError } from '../shared/errors';
import { createSession } from './create-session';
import { findUserByEmail } from './find-user';
import { issueOtp } from './issue-otp';
import { toSessionUser } from './to-profile';

export const LOGIN_MESSAGES = {
  success: 'Login successful!',
  unverified: 'Please verify your email. We sent you an OTP.',
  invalid: 'Invalid email or password',
} as const;

/**
 * Checks the credentials. A verified account gets a session; an unverified one gets a new login
 * code instead (and `isOtpVerified: false`). Wrong credentials: 401, the same for an unknown e-mail.
 */
export async function signIn(app: FastifyInstance, input: LoginRequestValues): Promise<LoginData> {
  const user = await findUserByEmail(app.db, input.email);
  if (user === undefined) {
    await app.passwords.verifyNothing(input.password);
    throw new AppError(401, 'INVALID_CREDENTIALS', LOGIN_MESSAGES.invalid);
  }
  if (!(await app.passwords.verify(user.passwordHash, input.password))) {
    throw new AppError(401, 'INVALID_CREDENTIALS', LOGIN_MESSAGES.invalid);
  }
  if (!user.isVerified) {
    const otp = await issueOtp(app, user, 'login');
    return {
      isOtpVerified: false,
      message: LOGIN_MESSAGES.unverified,
      ...(app.config.echoOtp ? { otp } : {}),
    };
  }
  const token = await createSession(app.db, {
    userId: user.id,
    deviceType: input.deviceType ?? null,
    now: app.clock(),
    ttlMs: app.config.sessionTtlMs,
  });
  return {
    token,
    isOtpVerified: true,
    message: LOGIN_MESSAGES.success,
    user: toSessionUser(user),
  };
}
