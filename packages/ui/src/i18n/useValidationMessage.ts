import { useCallback } from 'react';
import { matchMessage } from '@marketdrop/validation';
import { validation } from './en/validation';
import { useMarketDropLanguage, useTranslation } from './useTranslation';

type FieldName = keyof typeof validation.fields;

const isFieldName = (value: string): value is FieldName =>
  Object.prototype.hasOwnProperty.call(validation.fields, value);

/**
 * Shows a validation message of `@marketdrop/validation` (a yup error or the server's 400 field
 * message, always English) in the language shown: `const tv = useValidationMessage();`
 * `helperText={tv(fieldState.error?.message)}`. English and unknown texts are returned unchanged.
 */
export function useValidationMessage(): (message: string | null | undefined) => string | undefined {
  const { t } = useTranslation('ui', { validation });
  const language = useMarketDropLanguage();
  return useCallback(
    (message) => {
      if (message === null || message === undefined) return undefined;
      if (language === 'en') return message;
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
