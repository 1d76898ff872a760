import { useCallback } from 'react';
import { matchMessage } from '@marketdrop/validation';
import { validation } from './en/validation';
import { useMarketDropLanguage, useTranslation } from './useTranslation';

type FieldName = keyof typeof validation.fields;
type OrderMessageKey = keyof typeof validation.orders;

/** The after-sale forms' messages (`orderMessages`), by their English text. */
const ORDER_MESSAGE_KEYS = new Map(
  Object.entries(validation.orders).map(([key, text]) => [text, key as OrderMessageKey]),
);

const isFieldName = (value: string): value is FieldName =>
  Object.prototype.hasOwnProperty.call(validation.fields, value);

/**
 * Shows a validation message of `@marketdrop/validation` (`messages` and the after-sale forms'
 * `orderMessages`; a yup error or the server's 400 field message, always English) in the language
 * shown: `const tv = useValidationMessage();`
 * `helperText={tv(fieldState.error?.message)}`. English and unknown texts are returned unchanged.
 */
export function useValidationMessage(): (message: string | null | undefined) => string | undefined {
  const { t } = useTranslation('ui', { validation });
  const language = useMarketDropLanguage();
  return useCallback(
    (message) => {
      if (message === null || message === undefined) return undefined;
      if (language === 'en') return message;
      const orderKey = ORDER_MESSAGE_KEYS.get(message);
      if (orderKey) return t(`validation.orders.${orderKey}` as const);
      const match = matchMessage(message);
      if (!match) return message;
      const { field, max } = match.params;
      const shownField =
        field !== undefined && isFieldName(field)
          ? t(`validation.fields.${field}` as const)
          : field;
      return t(`validation.messages.${match.key}` as const, { field: shownField, max });
    },
    [t, language],
  );
}
