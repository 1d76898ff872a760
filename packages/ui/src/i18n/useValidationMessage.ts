import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { isFieldId, isKeyedMessage, type KeyedMessage } from '@marketdrop/validation';
import { validation } from './en/validation';
import { keyedMessageOf } from './keyedResolver';
import type { MarketDropLanguage } from './languages';
import type { TFunction } from './runtime';
import type { AreaTextKey } from './types';
import { useMarketDropLanguage, useTranslation } from './useTranslation';

/**
 * What a form shows as a field's error: a field error of `keyedResolver` (its `keyed` message), a
 * keyed message (the schema's, or the server's 400 `errorKeys` with its English), or a text with no
 * key (shown as it is, e.g. a server text no schema gives).
 */
export type ValidationMessageInput = FieldError | KeyedMessage | string | null | undefined;

const has = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

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

/**
 * A validation message of `@marketdrop/validation` in a language, chosen by its key and values,
 * never by its English: `messages` (`validation.messages.<key>`, `{{field}}` named from
 * `validation.fields.<field id>`) and the after-sale forms' `orderMessages`
 * (`validation.orders.<name>` for the key `orders.<name>`). A message whose key has no translation,
 * and a text without a key, are shown in English as they are. `useValidationMessage` is this in the
 * language shown.
 */
export function validationMessageText(
  t: TFunction<ValidationTextKey>,
  language: MarketDropLanguage,
  input: ValidationMessageInput,
): string | undefined {
  const message = keyedOf(input);
  if (message === undefined) return englishTextOf(input);
  if (language === 'en') return message.text;
  const { key, values } = message;
  if (has(validation.messages, key)) {
    const field = values.field;
    const shownField = isFieldId(field) ? t(`validation.fields.${field}`) : field;
    return t(`validation.messages.${key as keyof typeof validation.messages}`, {
      ...values,
      field: shownField,
    });
  }
  const order = key.startsWith('orders.') ? key.slice('orders.'.length) : undefined;
  if (order !== undefined && has(validation.orders, order)) {
    return t(`validation.orders.${order as keyof typeof validation.orders}`, values);
  }
  return message.text;
}

/**
 * Shows a validation message in the language shown, by its key (`validationMessageText`):
 * `const tv = useValidationMessage();` `helperText={tv(fieldState.error)}`.
 */
export function useValidationMessage(): (message: ValidationMessageInput) => string | undefined {
  const { t } = useTranslation('ui', { validation });
  const language = useMarketDropLanguage();
  return useCallback((input) => validationMessageText(t, language, input), [t, language]);
}
