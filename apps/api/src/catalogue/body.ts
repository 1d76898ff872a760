import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { validate } from '@marketdrop/validation';
import type { AnyObject, ObjectSchema } from 'yup';
import { AppError, validationError } from '../shared/errors';
import { jsonBody } from '../shared/validate';

/** Valid bodies remembered per route (listing payloads repeat a lot: Home, paging, filters). */
const REMEMBERED_BODIES = 1000;
/** ...and at most about this many bytes of them per route (keys and cast values). */
const REMEMBERED_BYTES = 1024 * 1024;

/**
 * A preValidation hook for the catalogue's JSON bodies, whose fields may be lists: validates with
 * the shared yup schema and replaces the body with the cast value (shared between equal bodies:
 * handlers must not change it), or answers 400 with the first problem as the message and one
 * message per field in `errors` (`year[2]` is reported on `year`).
 *
 * Only a valid body made of the schema's own fields is remembered (one with any other key is
 * validated every time, and its cast value drops the unknown keys), so what is kept is bounded by
 * the schema's limits, by count and by bytes: a client cannot make the server keep arbitrary text.
 */
export function catalogueBody<T extends AnyObject>(schema: ObjectSchema<T>) {
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
    const wrongTypes: Record<string, string> = {};
    for (const [name, value] of Object.entries(body)) {
      const field = schema.fields[name] as { type?: string } | undefined;
      if (
        field !== undefined &&
        field.type !== 'array' &&
        typeof value === 'object' &&
        value !== null
      ) {
        wrongTypes[name] = `${name} must be a single value`;
      }
    }
    if (Object.keys(wrongTypes).length > 0) {
      throw new AppError(400, 'VALIDATION_FAILED', Object.values(wrongTypes)[0] as string, {
        errors: wrongTypes,
      });
    }
    let result;
    try {
      result = await validate<T>(schema, body);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError(400, 'VALIDATION_FAILED', 'The request body is not valid');
    }
    if (!result.ok) {
      const errors: Record<string, string> = {};
      for (const [path, message] of Object.entries(result.errors)) {
        const field = path.replace(/[[.].*$/, '');
        if (!(field in errors)) errors[field] = message;
      }
      // No form shows these fields one by one: the first problem is the message itself.
      const first = Object.values(errors)[0];
      throw first === undefined
        ? validationError(errors)
        : new AppError(400, 'VALIDATION_FAILED', first, { errors });
    }
    if (key !== null && key.length * 2 <= REMEMBERED_BYTES / 100) remembered.set(key, result.value);
    request.body = result.value;
  };
}
