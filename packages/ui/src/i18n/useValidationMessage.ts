import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import {
  isKeyedMessage,
  type KeyedMessage,
  type MESSAGE_DICTIONARIES,
} from '@marketdrop/validation';
import type { validation } from './en/validation';
import { keyedMessageOf } from './keyedResolver';
import type { MarketDropLanguage } from './languages';
import type { TFunction } from './runtime';
import type { AreaTextKey } from './types';
import { useMarketDropI18n, useMarketDropLanguage } from './useTranslation';

/**
 * What a form shows as a field's error: a field error of `keyedResolver` (its `keyed` message), a
 * keyed message (the schema's, or the server's 400 `errorKeys` with its English), or a text with no
 * key (shown as it is, e.g. a server text no schema gives).
 */
export type ValidationMessageInput = FieldError | KeyedMessage | string | null | undefined;

/** The keyed message of a field error or a message (undefined for a text without a key). */
export function keyedOf(input: ValidationMessageInput): KeyedMessage | undefined {
  if (input === null || input === undefined || typeof input === 'string') return undefined;
  if (isKeyedMessage(input)) return input;
  return keyedMessageOf(input);
}

/** The English of a field error or a message (its `text`, or the text itself). */
export function englishTextOf(input: ValidationMessageInput): string | undefined {
  if (input === null || input === undefined) return undefined;
  if (typeof input === 'string') return input === '' ? undefined : input;
  if (isKeyedMessage(input)) return input.text;
  return input.message === '' ? undefined : input.message;
}

/** The validation texts' keys (`validation.messages.required`...). */
export type ValidationTextKey = AreaTextKey<{ validation: typeof validation }>;

/** A dictionary of `MESSAGE_DICTIONARIES` whose keys are `<domain>.<name>`. */
type Domain = Exclude<keyof typeof MESSAGE_DICTIONARIES, ''>;

/**
 * The dictionaries whose keys are `<domain>.<name>`, translated as `validation.<domain>.<name>`:
 * the domains of `MESSAGE_DICTIONARIES`, named here so that the dictionaries' messages stay out of
 * the pages' code (a test holds the two lists equal).
 */
export const VALIDATION_DOMAINS = [
  'orders',
  'dealers',
  'auctions',
  'catalogue',
  'listings',
  'basket',
] as const satisfies readonly Domain[];
const DOMAINS: readonly Domain[] = VALIDATION_DOMAINS;
const isDomain = (value: string): value is Domain => (DOMAINS as readonly string[]).includes(value);

/**
 * Whether the texts of the language shown have a text at a key (`validation.messages.required`):
 * `(key) => i18n.hasText(language, 'ui', key)`.
 */
export type HasText = (textKey: string) => boolean;

/**
 * The text of a message key in the catalogue: `validation.messages.<key>` for `messages`,
 * `validation.<domain>.<name>` for `<domain>.<name>` (`orders.postalCode`); undefined when the
 * catalogue `has` none (the listing form's own are in `dealer.errors`, `useListingErrorText`).
 */
export function validationTextKeyOf(key: string, has: HasText): ValidationTextKey | undefined {
  const dot = key.indexOf('.');
  if (dot < 0) {
    const textKey = `validation.messages.${key}`;
    return has(textKey) ? (textKey as ValidationTextKey) : undefined;
  }
  const domain = key.slice(0, dot);
  const textKey = `validation.${domain}.${key.slice(dot + 1)}`;
  return isDomain(domain) && has(textKey) ? (textKey as ValidationTextKey) : undefined;
}

/**
 * A validation message of `@marketdrop/validation` in a language, chosen by its key and values,
 * never by its English (`validationTextKeyOf`; `{{field}}` named from
 * `validation.fields.<field id>`). English is the message's own text, so the English catalogue
 * never loads with a page that only shows errors (the French one arrives with the French texts);
 * a message whose key has no text in the language, and a text without a key, are shown in English
 * as they are. `useValidationMessage` is this in the language shown.
 */
export function validationMessageText(
  t: TFunction<ValidationTextKey>,
  has: HasText,
  language: MarketDropLanguage,
  input: ValidationMessageInput,
): string | undefined {
  const message = keyedOf(input);
  if (message === undefined) return englishTextOf(input);
  if (language === 'en') return message.text;
  const { key, values } = message;
  const textKey = validationTextKeyOf(key, has);
  if (textKey === undefined) return message.text;
  const field = values.field;
  if (field === undefined) return t(textKey, values);
  const fieldKey = `validation.fields.${field}`;
  const shownField = has(fieldKey) ? t(fieldKey as ValidationTextKey) : field;
  return t(textKey, { ...values, field: shownField });
}

/**
 * Shows a validation message in the language shown, by its key (`validationMessageText`):
 * `const tv = useValidationMessage();` `helperText={tv(fieldState.error)}`.
 */
export function useValidationMessage(): (message: ValidationMessageInput) => string | undefined {
  const i18n = useMarketDropI18n();
  const language = useMarketDropLanguage();
  return useCallback(
    (input) =>
      validationMessageText(
        (key, values) => i18n.translate(language, 'ui', key, values),
        (textKey) => i18n.hasText(language, 'ui', textKey),
        language,
        input,
      ),
    [i18n, language],
  );
}
