import type {
  ErrorBody,
  ErrorData,
  FieldErrorKey,
  ServerErrorCode as ErrorCode,
} from '@marketdrop/api-client';
import type { KeyedMessage } from '@marketdrop/validation';

/** Stable machine-readable codes carried in `ErrorBody.code` (listed in the contract). */
export type { ErrorCode };

/**
 * The field errors of a refusal, each with its key (decision 031): keyed messages of
 * `@marketdrop/validation` (`fields`), or a schema's result (`errors` with their `errorKeys`).
 * A field error without a key cannot be written.
 */
export type FieldErrorsOption =
  | { fields?: Readonly<Record<string, KeyedMessage>>; errors?: never; errorKeys?: never }
  | {
      fields?: never;
      errors: Record<string, string>;
      errorKeys: Record<string, FieldErrorKey>;
    };

/** An error meant for the client: its status and body are sent as they are. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly errors: Record<string, string> | undefined;
  /** The key and values of the field errors' messages (decision 031), when they carry one. */
  readonly errorKeys: Record<string, FieldErrorKey> | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly data: ErrorData | undefined;
  /**
   * How a 5xx is logged: `error` (the default) with its stack, for a failure; `warn`, one line
   * without a stack, for a refusal the server chose (too many live streams: load, not a fault).
   */
  readonly logLevel: 'error' | 'warn';

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    extra: FieldErrorsOption & {
      headers?: Record<string, string>;
      data?: ErrorData;
      logLevel?: 'error' | 'warn';
      /** The failure behind this answer (logged with it, never sent). */
      cause?: unknown;
    } = {},
  ) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    let errors = extra.errors;
    let errorKeys = extra.errorKeys;
    if (extra.fields !== undefined) {
      errors = {};
      errorKeys = {};
      for (const [field, { key, values, text }] of Object.entries(extra.fields)) {
        errors[field] = text;
        errorKeys[field] = { key, values };
      }
    }
    this.errors = errors;
    this.errorKeys =
      errorKeys === undefined || Object.keys(errorKeys).length === 0 ? undefined : errorKeys;
    this.headers = extra.headers;
    this.data = extra.data;
    this.logLevel = extra.logLevel ?? 'error';
  }

  toBody(): ErrorBody {
    return {
      message: this.message,
      ...(this.errors === undefined ? {} : { errors: this.errors }),
      ...(this.errorKeys === undefined ? {} : { errorKeys: this.errorKeys }),
      code: this.code,
      ...(this.data === undefined ? {} : { data: this.data }),
    };
  }
}

export const FIELD_ERRORS_MESSAGE = 'Please correct the highlighted fields';

/**
 * 400 "Please correct the highlighted fields" with a schema's result: `{ field: message }` and
 * their keys (`errorKeys`, decision 031).
 */
export function validationError(
  errors: Record<string, string>,
  errorKeys: Record<string, FieldErrorKey>,
): AppError {
  return new AppError(400, 'VALIDATION_FAILED', FIELD_ERRORS_MESSAGE, { errors, errorKeys });
}

/**
 * 400 "Please correct the highlighted fields" for rules the server checks beside the schemas:
 * each field's keyed message of `@marketdrop/validation` (`errors` gets its English, `errorKeys`
 * its key and values).
 */
export function fieldsError(fields: Readonly<Record<string, KeyedMessage>>): AppError {
  return new AppError(400, 'VALIDATION_FAILED', FIELD_ERRORS_MESSAGE, { fields });
}

/** A refusal of one field whose message is the field's own text (`code`, 400 by default). */
export function fieldError(
  field: string,
  message: KeyedMessage,
  code: ErrorCode = 'VALIDATION_FAILED',
  statusCode = 400,
  extra: { data?: ErrorData; headers?: Record<string, string> } = {},
): AppError {
  return new AppError(statusCode, code, message.text, { fields: { [field]: message }, ...extra });
}

export function unauthenticated(message = 'Please sign in to continue'): AppError {
  return new AppError(401, 'UNAUTHENTICATED', message);
}

/** 429 RATE_LIMITED "Too many attempts. Please try again in N seconds." with Retry-After. */
export function tooManyAttempts(seconds: number): AppError {
  const wait = Math.max(1, Math.ceil(seconds));
  return new AppError(
    429,
    'RATE_LIMITED',
    `Too many attempts. Please try again in ${wait} second${wait === 1 ? '' : 's'}.`,
    { headers: { 'retry-after': String(wait) } },
  );
}
