import type { FastifyRequest } from 'fastify';
import { validate } from '@marketdrop/validation';
import type { AnyObject, ObjectSchema } from 'yup';
import { AppError, validationError } from './errors';

/** Validates a value with a shared schema: the cast value, or a 400 with `{ field: message }`. */
export async function parseWith<T extends AnyObject>(
  schema: ObjectSchema<T>,
  input: Record<string, unknown>,
): Promise<T> {
  // Fields take single values (text, numbers, booleans); a list or an object is a wrong type, and
  // so is a number or a boolean where text belongs (yup would turn `true` into "true"): reported
  // as such rather than handed to rules that expect text.
  const wrongTypes: Record<string, string> = {};
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const field = schema.fields[key] as { type?: string } | undefined;
    const notText =
      field?.type === 'string' && (typeof value === 'number' || typeof value === 'boolean');
    if ((field !== undefined && typeof value === 'object' && value !== null) || notText) {
      wrongTypes[key] = WRONG_TYPE_MESSAGE;
    } else {
      clean[key] = value;
    }
  }
  let result;
  try {
    result = await validate<T>(schema, clean);
  } catch {
    throw new AppError(400, 'VALIDATION_FAILED', 'The request body is not valid');
  }
  if (!result.ok || Object.keys(wrongTypes).length > 0) {
    const errors = result.ok ? {} : result.errors;
    throw validationError({ ...errors, ...wrongTypes });
  }
  return result.value;
}

export const WRONG_TYPE_MESSAGE = 'Must be a single text value';

/** The JSON body of a request as an object: 415 for another content type, 400 for a non-object. */
export function jsonBody(request: FastifyRequest): Record<string, unknown> {
  const body: unknown = request.body;
  if (body === undefined || body === null) return {};
  if (typeof body === 'object' && !Array.isArray(body) && !Buffer.isBuffer(body)) {
    return body as Record<string, unknown>;
  }
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Unsupported content type. Send the body as application/json.',
    );
  }
  throw new AppError(400, 'VALIDATION_FAILED', 'The request body must be a JSON object');
}

/** A preValidation hook that validates the JSON body and replaces it with the cast value. */
export function bodyOf<T extends AnyObject>(schema: ObjectSchema<T>) {
  return async (request: FastifyRequest): Promise<void> => {
    request.body = await parseWith(schema, jsonBody(request));
  };
}
