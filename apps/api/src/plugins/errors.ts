import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type ParserDone = (error: Error | null, body?: unknown) => void;
import fp from 'fastify-plugin';
import { messages } from '@marketdrop/validation';
import type { ErrorBody } from '@marketdrop/api-client';
import { AppError, type ErrorCode } from '../shared/errors';
import {
  findUnsafeValue,
  jsonDepthExceeds,
  tooDeepError,
  unsafeValueError,
} from '../shared/hostile-input';

const UNSUPPORTED =
  'Unsupported content type. Send the body as application/json (or multipart/form-data for uploads).';

/** Maps a framework error to a status, a code and a clear message; undefined when unexpected. */
function mapKnown(error: FastifyError): [number, ErrorCode, string] | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return [400, 'MALFORMED_JSON', 'The request body is not valid JSON'];
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return [415, 'UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED];
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return [413, 'PAYLOAD_TOO_LARGE', 'The request body is too large'];
    case 'FST_REQ_FILE_TOO_LARGE':
      return [413, 'FILE_TOO_LARGE', messages.fileTooLarge];
    case 'FST_FILES_LIMIT':
      return [413, 'PAYLOAD_TOO_LARGE', 'Too many files in one request'];
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return [413, 'PAYLOAD_TOO_LARGE', 'Too many form fields in one request'];
    case 'FST_UNDER_PRESSURE':
      return [503, 'SERVICE_UNAVAILABLE', error.message];
    case 'FST_ERR_BAD_URL':
      return [400, 'VALIDATION_FAILED', 'The address is not valid (malformed percent-encoding)'];
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return [400, 'VALIDATION_FAILED', 'The form data is not valid'];
    default:
      break;
  }
  if (error.validation !== undefined) {
    return [400, 'VALIDATION_FAILED', error.message];
  }
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    const code: ErrorCode =
      status === 401
        ? 'UNAUTHENTICATED'
        : status === 403
          ? 'FORBIDDEN'
          : status === 404
            ? 'NOT_FOUND'
            : status === 413
              ? 'PAYLOAD_TOO_LARGE'
              : status === 415
                ? 'UNSUPPORTED_MEDIA_TYPE'
                : status === 429
                  ? 'RATE_LIMITED'
                  : 'VALIDATION_FAILED';
    return [status, code, error.message];
  }
  return undefined;
}

/**
 * Fastify's `frameworkErrors` option: a malformed URL (`/user/%E0%A4%A`) or an over-long path
 * parameter is answered before any route or hook, in the envelope like every other error.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [status, code, message] = mapKnown(error) ?? [
    400,
    'VALIDATION_FAILED' as ErrorCode,
    'The request could not be read',
  ];
  const body: ErrorBody = { message, code };
  void reply.code(status).send(body);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body's text as it came (only where a parser keeps it: a signed webhook). */
    rawBody?: string;
  }
}

/**
 * The JSON body parser: an empty body reads as no body; hostile input (too deep, NUL, a
 * non-finite number) is refused before anything walks the value. `keepRaw` keeps the text in
 * `request.rawBody` (a webhook's signature is over the exact bytes).
 */
export function safeJsonParser(app: FastifyInstance, options: { keepRaw?: boolean } = {}) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  return (request: FastifyRequest, body: string | Buffer, done: ParserDone) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (options.keepRaw) request.rawBody = text;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    // Hostile input is refused here, once for every route, before anything walks the value.
    if (jsonDepthExceeds(text)) {
      done(tooDeepError(), undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error !== null) {
        done(error, undefined);
        return;
      }
      const unsafe = findUnsafeValue(value);
      if (unsafe !== undefined) done(unsafeValueError(unsafe), undefined);
      else done(null, value);
    });
  };
}

/**
 * The JSON body parser (an empty body reads as no body, so `POST /user/logout` with a JSON content
 * type and nothing in it is fine) and the error handler that turns every failure into the envelope
 * with a real status; unexpected errors are logged and answered with a 500 that tells nothing.
 */
export default fp(
  async function errorsPlugin(app) {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, safeJsonParser(app));

    // Bodies are validated by the yup schemas of @marketdrop/validation (see shared/validate.ts); the
    // JSON schemas of the routes document them in OpenAPI and shape the responses.
    app.setValidatorCompiler(() => () => true);

    app.setErrorHandler<FastifyError | AppError>((error, request, reply) => {
      if (error instanceof AppError) {
        if (error.headers !== undefined) void reply.headers(error.headers);
        if (error.statusCode >= 500 && error.logLevel === 'warn') {
          request.log.warn({ code: error.code, statusCode: error.statusCode }, error.message);
        } else if (error.statusCode >= 500) {
          request.log.error({ err: error }, error.message);
        }
        return reply.code(error.statusCode).send(error.toBody());
      }
      const known = mapKnown(error);
      if (known !== undefined) {
        const [status, code, message] = known;
        const body: ErrorBody = { message, code };
        return reply.code(status).send(body);
      }
      request.log.error({ err: error }, 'Unexpected error');
      const body: ErrorBody = { message: 'Something went wrong. Try again.', code: 'INTERNAL' };
      return reply.code(500).send(body);
    });
  },
  { name: 'errors' },
);
