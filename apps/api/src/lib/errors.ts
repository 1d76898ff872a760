import type { ErrorBody } from '@marketdrop/api-client';

/** Stable machine-readable codes carried in `ErrorBody.code`. */
export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'MALFORMED_JSON'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'PAYLOAD_TOO_LARGE'
  | 'FILE_TOO_LARGE'
  | 'INVALID_FILE_TYPE'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'EMAIL_TAKEN'
  | 'INVALID_CREDENTIALS'
  | 'OTP_INVALID'
  | 'OTP_EXPIRED'
  | 'OTP_ATTEMPTS_EXCEEDED'
  | 'OTP_COOLDOWN'
  | 'RATE_LIMITED'
  | 'NOT_IMPLEMENTED'
  // Social sign-in (accounts/social-login)
  | 'PROVIDER_NOT_CONFIGURED'
  | 'SOCIAL_STATE_INVALID'
  | 'SOCIAL_LOGIN_CANCELLED'
  | 'SOCIAL_LOGIN_FAILED'
  | 'SOCIAL_EMAIL_NOT_VERIFIED'
  | 'SOCIAL_TICKET_INVALID'
  | 'INTERNAL';

/** An error meant for the client: its status and body are sent as they are. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly errors: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    extra: { errors?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.errors = extra.errors;
    this.headers = extra.headers;
  }

  toBody(): ErrorBody {
    return this.errors === undefined
      ? { message: this.message, code: this.code }
      : { message: this.message, errors: this.errors, code: this.code };
  }
}

export const FIELD_ERRORS_MESSAGE = 'Please correct the highlighted fields';

export function validationError(errors: Record<string, string>): AppError {
  return new AppError(400, 'VALIDATION_FAILED', FIELD_ERRORS_MESSAGE, { errors });
}

export function unauthenticated(message = 'Please sign in to continue'): AppError {
  return new AppError(401, 'UNAUTHENTICATED', message);
}
