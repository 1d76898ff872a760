import type { SocialProvider } from '@marketdrop/api-client';
import { AppError, type ErrorCode } from '../../shared/errors';

export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple' };

/** The messages of social sign-in, by code (the web page shows its own, translated, by code). */
export const SOCIAL_LOGIN_MESSAGES = {
  PROVIDER_NOT_CONFIGURED: (name: string) =>
    `Sign-in with ${name} is not available on this server. Please sign in with your email and password.`,
  SOCIAL_STATE_INVALID: () => 'This sign-in has expired or was already used. Please start again.',
  SOCIAL_LOGIN_CANCELLED: (name: string) => `Sign-in with ${name} was cancelled.`,
  SOCIAL_LOGIN_FAILED: (name: string) => `Sign-in with ${name} failed. Please try again.`,
  SOCIAL_EMAIL_NOT_VERIFIED: (name: string) =>
    `Your ${name} account has no verified email address. Verify it with ${name}, or sign in with your email and password.`,
  SOCIAL_TICKET_INVALID: () => 'This sign-in has expired or was already used. Please start again.',
} as const satisfies Partial<Record<ErrorCode, (name: string) => string>>;

export type SocialLoginErrorCode = keyof typeof SOCIAL_LOGIN_MESSAGES;

/** A refused social sign-in: the route answers with it, or the callback carries its code to the page. */
export class SocialLoginError extends AppError {
  constructor(
    code: SocialLoginErrorCode,
    provider: SocialProvider | null,
    /** What went wrong, for the log only (never sent). */
    readonly reason?: string,
    status = code === 'PROVIDER_NOT_CONFIGURED' ? 404 : 400,
  ) {
    super(status, code, SOCIAL_LOGIN_MESSAGES[code](PROVIDER_NAMES[provider ?? 'google']));
    this.name = 'SocialLoginError';
  }
}
