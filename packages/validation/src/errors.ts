import { ValidationError, type AnySchema, type ObjectSchema, type AnyObject } from 'yup';

/** Field errors as the server sends them: `{ field: message }`, the first message of each field. */
export type FieldErrors = Record<string, string>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** Turns a yup error into `{ field: message }` (first message per field, in schema order). */
export function toFieldErrors(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  const inner = error.inner.length > 0 ? error.inner : [error];
  for (const item of inner) {
    const key = item.path ?? '_';
    if (!(key in errors)) errors[key] = item.errors[0] ?? item.message;
  }
  return errors;
}

/** Validates every field and returns the cast value or every field's first error. */
export async function validate<T extends AnyObject>(
  schema: ObjectSchema<T> | AnySchema,
  input: unknown,
): Promise<ValidationResult<T>> {
  try {
    const value = (await schema.validate(input, { abortEarly: false, stripUnknown: true })) as T;
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, errors: toFieldErrors(error) };
    throw error;
  }
}
