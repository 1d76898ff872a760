import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  keyedMessages,
  validateWithKeys,
  type FieldErrorKeys,
  type KeyedMessage,
} from '@marketdrop/validation';
import type { AnyObject, ObjectSchema } from 'yup';
import { AppError, validationError } from './errors';

/** Validates a value with a shared schema: the cast value, or a 400 with `{ field: message }`. */
export async function parseWith<T extends AnyObject>(
  schema: ObjectSchema<T>,
  input: Record<string, unknown>,
): Promise<T> {
  // Fields take single values (text, numbers, booleans); a list or an object is a wrong type
  // (but where the schema declares a list, e.g. the basket's per-vehicle details), and so is a
  // number or a boolean where text belongs (yup would turn `true` into "true"): reported as such
  // rather than handed to rules that expect text.
  const wrongTypes: Record<string, string> = {};
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const field = schema.fields[key] as { type?: string } | undefined;
    const notText =
      field?.type === 'string' && (typeof value === 'number' || typeof value === 'boolean');
    const notSingle =
      field !== undefined && field.type !== 'array' && typeof value === 'object' && value !== null;
    if (notSingle || notText) {
      wrongTypes[key] = WRONG_TYPE_MESSAGE;
    } else {
      clean[key] = value;
    }
  }
  let result;
  try {
    result = await validateWithKeys<T>(schema, clean);
  } catch {
    throw new AppError(400, 'VALIDATION_FAILED', 'The request body is not valid');
  }
  if (!result.ok || Object.keys(wrongTypes).length > 0) {
    const errors = result.ok ? {} : result.errors;
    const errorKeys: FieldErrorKeys = result.ok ? {} : { ...result.errorKeys };
    const { key, values } = keyedMessages.wrongType;
    for (const field of Object.keys(wrongTypes)) errorKeys[field] = { key, values };
    throw validationError({ ...errors, ...wrongTypes }, errorKeys);
  }
  return result.value;
}

export const WRONG_TYPE_MESSAGE = keyedMessages.wrongType.text;

/** 400: a field that takes one text value got a list, an object or another type (with its key). */
export function wrongTypeError(field: string): AppError {
  const { key, values, text } = keyedMessages.wrongType;
  return validationError({ [field]: text }, { [field]: { key, values } });
}

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

/**
 * A preValidation hook for a form's JSON body: validates it and replaces it with the cast value, or
 * answers 400 "Please correct the highlighted fields" with one message per field.
 */
export function bodyOf<T extends AnyObject>(schema: ObjectSchema<T>) {
  return async (request: FastifyRequest): Promise<void> => {
    request.body = await parseWith(schema, jsonBody(request));
  };
}

/** Valid bodies remembered per route (listing payloads repeat a lot: Home, paging, filters). */
const REMEMBERED_BODIES = 1000;
/** ...and at most about this many bytes of them per route (keys and cast values). */
const REMEMBERED_BYTES = 1024 * 1024;

/**
 * A preValidation hook for JSON bodies whose fields may be lists (filters, ids): validates with
 * the yup schema and replaces the body with the cast value (shared between equal bodies:
 * handlers must not change it), or answers 400 with the first problem as the message and one
 * message per field in `errors` (`year[2]` is reported on `year`).
 *
 * Only a valid body made of the schema's own fields is remembered (one with any other key is
 * validated every time, and its cast value drops the unknown keys), so what is kept is bounded by
 * the schema's limits, by count and by bytes: a client cannot make the server keep arbitrary text.
 */
export function listBodyOf<T extends AnyObject>(schema: ObjectSchema<T>) {
  const remembered = new LRUCache<string, T>({
    max: REMEMBERED_BODIES,
    maxSize: REMEMBERED_BYTES,
    // The key is the body's JSON; the cast value holds the same data again.
    sizeCalculation: (_value, key) => key.length * 2,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const body = jsonBody(request);
    const ownFieldsOnly = Object.keys(body).every((name) => name in schema.fields);
    const key = ownFieldsOnly ? JSON.stringify(body) : null;
    const known = key === null ? undefined : remembered.get(key);
    if (known !== undefined) {
      request.body = known;
      return;
    }

    // A list or an object where one value belongs is reported on its field (yup would throw).
    const wrongTypes: Record<string, KeyedMessage> = {};
    for (const [name, value] of Object.entries(body)) {
      const field = schema.fields[name] as { type?: string } | undefined;
      if (
        field !== undefined &&
        field.type !== 'array' &&
        typeof value === 'object' &&
        value !== null
      ) {
        wrongTypes[name] = keyedMessages.singleValue(name);
      }
    }
    const firstWrong = Object.values(wrongTypes)[0];
    if (firstWrong !== undefined) {
      throw new AppError(400, 'VALIDATION_FAILED', firstWrong.text, { fields: wrongTypes });
    }
    let result;
    try {
      result = await validateWithKeys<T>(schema, body);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError(400, 'VALIDATION_FAILED', 'The request body is not valid');
    }
    if (!result.ok) {
      const errors: Record<string, string> = {};
      const errorKeys: FieldErrorKeys = {};
      for (const [path, message] of Object.entries(result.errors)) {
        const field = path.replace(/[[.].*$/, '');
        if (field in errors) continue;
        errors[field] = message;
        const keyed = result.errorKeys[path];
        if (keyed !== undefined) errorKeys[field] = keyed;
      }
      // No form shows these fields one by one: the first problem is the message itself.
      const first = Object.values(errors)[0];
      throw first === undefined
        ? validationError(errors, errorKeys)
        : new AppError(400, 'VALIDATION_FAILED', first, { errors, errorKeys });
    }
    if (key !== null && key.length * 2 <= REMEMBERED_BYTES / 100) remembered.set(key, result.value);
    request.body = result.value;
  };
}

/**
 * A preValidation hook for a query string: an empty parameter counts as absent; validates with the
 * yup schema (400 with one message per field, a repeated parameter being a wrong type) and replaces
 * the query with the cast value. The path's parameters (`/viewOrderDetails/{id}`), named in
 * `pathParams`, are validated with it and come in the query's cast value too; a query parameter
 * of the same name does not replace them.
 */
export function queryOf<T extends AnyObject>(
  schema: ObjectSchema<T>,
  pathParams: readonly string[] = [],
) {
  return async (request: FastifyRequest): Promise<void> => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const input: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(query)) input[key] = value === '' ? undefined : value;
    for (const name of pathParams) input[name] = params[name] === '' ? undefined : params[name];
    request.query = await parseWith(schema, input);
  };
}
