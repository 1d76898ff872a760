/**
 * What the log must never hold: credentials, one-time codes, password hashes, and the values a
 * failed database statement was run with (a failed sign-up insert carried the argon2 hash, the
 * e-mail, phone, date of birth and address of the person signing up).
 */

/** Paths pino replaces with "[Redacted]" wherever they are logged. */
export const REDACT_PATHS: readonly string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  ...['password', 'newPassword', 'oldPassword', 'confirmPassword', 'passwordHash', 'hash']
    .concat(['otp', 'codeHash', 'token', 'tokenHash', 'accessToken', 'refreshToken'])
    .flatMap((key) => [key, `*.${key}`, `body.${key}`]),
];

/** Error properties that hold a statement's values or a row's contents, never logged. */
const VALUE_PROPERTIES = new Set([
  'query',
  'params',
  'parameters',
  'args',
  'types',
  'detail',
  'where',
  'values',
  'input',
]);

/** Error properties worth keeping: what failed, not with which values. */
const KEPT_PROPERTIES = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'schema_name',
  'table_name',
  'column_name',
  'constraint_name',
  'constraint',
  'table',
  'column',
] as const;

/**
 * Drops the statement's values from a message or a stack: Drizzle's "Failed query: <sql>\nparams:
 * <values>" keeps the SQL (placeholders only) and loses the line of values, up to the stack frames.
 */
export function withoutParams(text: string): string {
  return text.replace(/\n?params: [\s\S]*?(?=\n\s+at |$)/g, '\nparams: [redacted]');
}

export type SerializedError = {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  [key: string]: unknown;
};

/**
 * The log's error serializer: type, message and stack without statement values, the codes that
 * say what failed (constraint, table, column), and the cause chain serialized the same way.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: withoutParams(String(error)), stack: '' };
  }
  const out: SerializedError = {
    type: error.constructor.name,
    message: withoutParams(error.message),
    stack: withoutParams(error.stack ?? ''),
  };
  const record = error as unknown as Record<string, unknown>;
  for (const key of KEPT_PROPERTIES) {
    const value = record[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  // Anything else an error carries (AppError's field errors) unless it may hold values.
  for (const [key, value] of Object.entries(record)) {
    if (key in out || VALUE_PROPERTIES.has(key) || key === 'cause') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      out[key] = typeof value === 'string' ? withoutParams(value) : value;
    }
  }
  if (error.cause !== undefined && depth < 5) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** Query parameters that carry a credential (the test payment page's ticket), never logged. */
const SECRET_QUERY_PARAMS = /([?&](?:ticket)=)[^&#]*/gi;

/** An address as logged: the value of a credential in its query replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[Redacted]');
}

/** What a request's log line says of it: Fastify's own fields, its address redacted. */
type LoggedRequest = {
  method?: string;
  url?: string;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

function serializeRequest(request: LoggedRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** pino options every logger of the app gets (server.ts and the tests that capture the log). */
export const logRedaction = {
  redact: { paths: [...REDACT_PATHS], censor: '[Redacted]' },
  serializers: { err: serializeError, error: serializeError, req: serializeRequest },
};
