import { messages } from './messages';
import { MESSAGE_PARAMS, type MessageKey } from './message-keys';

/** The values a message is built with (`{ field: 'Postal code', max: 50 }`). */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A validation message as the schemas give it (yup's object messages): a stable `key`, the
 * `values` a translation fills in and `text`, its English (word for word the spec's). A
 * translation is chosen by the key, never by the English.
 *
 * yup reads an object passed to `matches(pattern, ...)` as its options: there it goes as
 * `matches(pattern, { message: keyedMessages.x })`.
 */
export type KeyedMessage = {
  readonly key: string;
  readonly values: MessageValues;
  readonly text: string;
};

/** A message that carries its key: `keyed('required', 'Model is required', { field: 'Model' })`. */
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

type KeyedBuilders = {
  readonly [K in MessageKey]: (typeof messages)[K] extends (...args: infer A) => string
    ? (...args: A) => KeyedMessage
    : KeyedMessage;
};

/**
 * `messages` with their keys, as the schemas use them: `keyedMessages.emailRequired` is
 * `{ key: 'emailRequired', values: {}, text: 'Email is required' }`, `keyedMessages.required('Model')`
 * is `{ key: 'required', values: { field: 'Model' }, text: 'Model is required' }`.
 */
export const keyedMessages = Object.fromEntries(
  (Object.keys(messages) as MessageKey[]).map((key) => {
    const message = messages[key];
    if (typeof message === 'string') return [key, keyed(key, message)];
    const names: readonly string[] = MESSAGE_PARAMS[key as keyof typeof MESSAGE_PARAMS];
    const build = message as (...args: Array<string | number>) => string;
    return [
      key,
      (...args: Array<string | number>) =>
        keyed(
          key,
          build(...args),
          Object.fromEntries(names.map((name, index) => [name, args[index] ?? ''])),
        ),
    ];
  }),
) as KeyedBuilders;

/**
 * Gives each message of a dictionary its key, `prefix.name`:
 * `keyedDictionary('listing', listingMessages).vinLength` is
 * `{ key: 'listing.vinLength', values: {}, text: listingMessages.vinLength }`.
 */
export function keyedDictionary<T extends Readonly<Record<string, string>>>(
  prefix: string,
  dictionary: T,
): { readonly [K in keyof T]: KeyedMessage } {
  return Object.fromEntries(
    Object.entries(dictionary).map(([name, message]) => [
      name,
      keyed(`${prefix}.${name}`, message),
    ]),
  ) as { readonly [K in keyof T]: KeyedMessage };
}
