import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { isKeyedMessage, type KeyedMessage } from '@marketdrop/validation';

/** A form field's error whose message came with its key (`keyedResolver`). */
export type KeyedFieldError = FieldError & { keyed?: KeyedMessage };

/**
 * The key and values of a field error's message (set by `keyedResolver`), or undefined for a
 * message without one.
 */
export function keyedMessageOf(error: FieldError | undefined): KeyedMessage | undefined {
  if (error === undefined) return undefined;
  const keyed: unknown = (error as KeyedFieldError).keyed;
  return isKeyedMessage(keyed) ? keyed : undefined;
}

/**
 * A server's 400 field errors as a form takes them (api-client's `keyedFieldErrorsOf`): each field's
 * keyed message (its key, values and English), or a text without a key.
 */
export type ServerFieldErrors = Readonly<Record<string, KeyedMessage | string>>;

/**
 * A server's field error as react-hook-form's `setError` takes it: the English in `message`, the key
 * and values in `keyed` (as `keyedResolver` does), for `useValidationMessage`.
 */
export function serverFieldError(message: KeyedMessage | string): {
  type: 'server';
  message: string;
  keyed?: KeyedMessage;
} {
  return typeof message === 'string'
    ? { type: 'server', message }
    : { type: 'server', message: message.text, keyed: message };
}

function withEnglishMessages(errors: unknown): void {
  if (typeof errors !== 'object' || errors === null) return;
  for (const [name, value] of Object.entries(errors)) {
    // `ref` is the field's element: nothing of ours below it.
    if (name === 'ref' || typeof value !== 'object' || value === null) continue;
    const error = value as KeyedFieldError & { message?: unknown };
    const message: unknown = error.message;
    if (isKeyedMessage(message)) {
      error.message = message.text;
      error.keyed = message;
    }
    withEnglishMessages(value);
  }
}

/**
 * A resolver whose field errors read as the forms expect: `message` is the English text of a keyed
 * message of `@marketdrop/validation` (yup hands the whole `{ key, values, text }` over) and `keyed`
 * keeps its key and values, for the text in the language shown (`useValidationMessage`):
 * `resolver: keyedResolver(yupResolver(loginSchema))`.
 */
export function keyedResolver<T extends FieldValues, C, O>(
  resolver: Resolver<T, C, O>,
): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    withEnglishMessages(result.errors);
    return result;
  };
}
