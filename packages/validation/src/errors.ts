import { ValidationError, type AnySchema, type ObjectSchema, type AnyObject } from 'yup';
import { englishOf, isKeyedMessage, type MessageValues } from './keyed';

/** Field errors as the server sends them: `{ field: message }`, the first message of each field. */
export type FieldErrors = Record<string, string>;

/** The key and values of each field's first message, when it carries one (`{ field: { key, values } }`). */
export type FieldErrorKeys = Record<string, { key: string; values: MessageValues }>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** `ValidationResult` whose failure also gives each field's message key (`validateWithKeys`). */
export type KeyedValidationResult<T> =
  { ok: true; value: T } | { ok: false; errors: FieldErrors; errorKeys: FieldErrorKeys };

function firstMessages(error: ValidationError): Map<string, unknown> {
  const first = new Map<string, unknown>();
  const inner = error.inner.length > 0 ? error.inner : [error];
  for (const item of inner) {
    const key = item.path ?? '_';
    // yup keeps an object message as it is: `errors` holds keyed messages as well as texts.
    const messages: readonly unknown[] = item.errors;
    if (!first.has(key)) first.set(key, messages[0] ?? item.message);
  }
  return first;
}

/** Turns a yup error into `{ field: message }` in English (first message per field, in schema order). */
export function toFieldErrors(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of firstMessages(error)) errors[field] = englishOf(message);
  return errors;
}

/** The key and values of each field's first message (the fields whose message carries a key). */
export function toFieldErrorKeys(error: ValidationError): FieldErrorKeys {
  const keys: FieldErrorKeys = {};
  for (const [field, message] of firstMessages(error)) {
    if (isKeyedMessage(message)) keys[field] = { key: message.key, values: message.values };
  }
  return keys;
}

/** Validates every field and returns the cast value or every field's first error, in English. */
export async function validate<T extends AnyObject>(
  schema: ObjectSchema<T> | AnySchema,
  input: unknown,
): Promise<ValidationResult<T>> {
  const result = await validateWithKeys<T>(schema, input);
  return result.ok ? result : { ok: false, errors: result.errors };
}

/**
 * `validate`, whose failure also gives the key and values of each field's message (the server's
 * 400 `errorKeys`, decision 031).
 */
export async function validateWithKeys<T extends AnyObject>(
  schema: ObjectSchema<T> | AnySchema,
  input: unknown,
): Promise<KeyedValidationResult<T>> {
  try {
    const value = (await schema.validate(input, { abortEarly: false, stripUnknown: true })) as T;
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ValidationError) {
      return { ok: false, errors: toFieldErrors(error), errorKeys: toFieldErrorKeys(error) };
    }
    throw error;
  }
}
