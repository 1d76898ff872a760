import { FIELD_LABELS, isFieldId, type FieldId } from './fields';
import { messages } from './messages';

/** The values a message is built with (`{ field: 'postalCode', max: 50 }`). */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A validation message as the schemas give it (yup's object messages): a stable `key`, the
 * `values` a translation fills in and `text`, its English (word for word the spec's). A
 * translation is chosen by the key, never by the English. `values.field`, when there is one, is a
 * field id (`FIELD_LABELS`), which a translation names from its own catalogue.
 *
 * yup reads an object passed to `matches(pattern, ...)` as its options: there it goes as
 * `matches(pattern, { message: keyedMessages.x })`.
 */
export type KeyedMessage = {
  readonly key: string;
  readonly values: MessageValues;
  readonly text: string;
};

/** A message that carries its key: `keyed('required', 'Model is required', { field: 'model' })`. */
export function keyed(key: string, text: string, values: MessageValues = {}): KeyedMessage {
  return { key, values, text };
}

/** Whether a value (a yup error's message) is a keyed message. */
export function isKeyedMessage(value: unknown): value is KeyedMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { key, text, values } = value as Record<string, unknown>;
  return (
    typeof key === 'string' &&
    typeof text === 'string' &&
    typeof values === 'object' &&
    values !== null
  );
}

/** The English text of a yup error's message (a keyed message or a plain text). */
export function englishOf(message: unknown): string {
  if (isKeyedMessage(message)) return message.text;
  return typeof message === 'string' ? message : String(message);
}

/** A dictionary of English messages: fixed texts and functions of their values. */
type Dictionary = Readonly<Record<string, string | ((...args: never[]) => string)>>;

/** The name of each argument of a dictionary's functions, in order (`price: ['field']`). */
type ParamsOf<T extends Dictionary> = {
  readonly [K in keyof T as T[K] extends string ? never : K]: T[K] extends (
    ...args: infer A
  ) => string
    ? { readonly [I in keyof A]: string }
    : never;
};

/** A function's arguments, where the one named `field` is a field id. */
type KeyedArgs<A extends readonly unknown[], N> = {
  [I in keyof A]: I extends keyof N ? (N[I] extends 'field' ? FieldId : A[I]) : A[I];
};

/** A dictionary with its keys: fixed messages as they are, functions giving keyed messages. */
export type KeyedDictionary<T extends Dictionary, P> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: KeyedArgs<A, K extends keyof P ? P[K] : never>) => KeyedMessage
    : KeyedMessage;
};

/**
 * Gives each message of a dictionary its key, `prefix.name` (`name` without a prefix):
 * `keyedDictionary('listings', listingMessages, { price: ['field'], ... }).vinLength` is
 * `{ key: 'listings.vinLength', values: {}, text: listingMessages.vinLength }`, and
 * `.price('startingBid')` is `{ key: 'listings.price', values: { field: 'startingBid' }, text:
 * 'Starting bid must be...' }`: an argument named `field` is a field id, its English label goes into
 * the text.
 */
export function keyedDictionary<T extends Dictionary, const P extends ParamsOf<T>>(
  prefix: string,
  dictionary: T,
  params: P,
): KeyedDictionary<T, P> {
  const keyOf = (name: string) => (prefix === '' ? name : `${prefix}.${name}`);
  return Object.fromEntries(
    Object.entries(dictionary).map(([name, message]) => {
      if (typeof message === 'string') return [name, keyed(keyOf(name), message)];
      const names = (params as Record<string, readonly string[]>)[name] ?? [];
      const build = message as (...args: Array<string | number>) => string;
      return [
        name,
        (...args: Array<string | number>) => {
          const english = args.map((arg, index) =>
            names[index] === 'field' && isFieldId(arg) ? FIELD_LABELS[arg] : arg,
          );
          return keyed(
            keyOf(name),
            build(...english),
            Object.fromEntries(names.map((param, index) => [param, args[index] ?? ''])),
          );
        },
      ];
    }),
  ) as KeyedDictionary<T, P>;
}

/**
 * The name of each argument of the messages that take some (`required(field)`), in order: a
 * translation writes them as `{{field}}`, `{{max}}`.
 */
export const MESSAGE_PARAMS = {
  required: ['field'],
  tooLong: ['field', 'max'],
  notPlainText: ['field'],
  nameMin: ['field'],
  nameMax: ['field'],
  nameSpaces: ['field'],
  tooShort: ['field', 'min'],
  singleValue: ['name'],
  partTooLong: ['name'],
  unexpectedFile: ['name'],
  tooManyLicenceFiles: ['max'],
  idempotencyKey: ['max'],
  otpLocked: ['hours'],
  otpWait: ['seconds'],
} as const satisfies ParamsOf<typeof messages>;

/** The stable name of a validation message (`'emailRequired'`, `'required'`...). */
export type MessageKey = keyof typeof messages;

/**
 * `messages` with their keys, as the schemas use them: `keyedMessages.emailRequired` is
 * `{ key: 'emailRequired', values: {}, text: 'Email is required' }`,
 * `keyedMessages.required('postalCode')` is
 * `{ key: 'required', values: { field: 'postalCode' }, text: 'Postal code is required' }`.
 */
export const keyedMessages = keyedDictionary('', messages, MESSAGE_PARAMS);

/**
 * A dictionary's messages as translation templates, `{{name}}` where a value goes
 * (`required` -> "{{field}} is required"): the English of a translation catalogue.
 */
export function templatesOf<T extends Dictionary>(
  dictionary: T,
  params: ParamsOf<T>,
): { readonly [K in keyof T]: string } {
  return Object.fromEntries(
    Object.entries(dictionary).map(([name, message]) => {
      if (typeof message === 'string') return [name, message];
      const names = (params as Record<string, readonly string[]>)[name] ?? [];
      const build = message as (...args: string[]) => string;
      return [name, build(...names.map((param) => `{{${param}}}`))];
    }),
  ) as { readonly [K in keyof T]: string };
}
