import { useCallback } from 'react';
import { isFieldId } from '@marketdrop/validation';
import { dealer } from '../i18n/en/dealer';
import { useTranslation } from '../i18n/useTranslation';
import { useFormatters, useMarketDropLanguage } from '../i18n/useFormatters';
import {
  englishTextOf,
  keyedOf,
  useValidationMessage,
  type ValidationMessageInput,
} from '../i18n/useValidationMessage';

type ErrorKey = keyof typeof dealer.errors;
type FieldKey = keyof typeof dealer.editor.fields;

const has = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/** The listing form's field a message names (its field id is the form's field name). */
function editorField(field: unknown): FieldKey | undefined {
  return isFieldId(field) && has(dealer.editor.fields, field) ? (field as FieldKey) : undefined;
}

/**
 * A listing form's error in the language shown, chosen by the message's key (the schema's
 * `keyedListingMessages`, or the server's 400 `errorKeys`): `listings.<name>` is `dealer.errors.<name>`
 * (the price with its field, the highest bid as an amount), a field of the form that is required is
 * `dealer.editor.required` with the form's label; anything else goes through the shared validation
 * messages. A text without a key is shown as it is.
 */
export function useListingErrorText(): (message: ValidationMessageInput) => string | undefined {
  const { t } = useTranslation('ui', { dealer });
  const language = useMarketDropLanguage();
  const tv = useValidationMessage();
  const { money } = useFormatters();
  return useCallback(
    (input) => {
      const message = keyedOf(input);
      if (message === undefined) return englishTextOf(input);
      if (language === 'en') return message.text;
      const { key, values } = message;
      const name = key.startsWith('listings.') ? key.slice('listings.'.length) : undefined;
      if (name === 'buyNowNotAboveBid' && typeof values.bid === 'number') {
        return t('dealer.errors.buyNowNotAboveBid', { amount: money(values.bid) });
      }
      if (name === 'price') {
        const field = editorField(values.field);
        return field === undefined
          ? message.text
          : t('dealer.errors.price', { field: t(`dealer.editor.fields.${field}`) });
      }
      if (name !== undefined && has(dealer.errors, name)) {
        return t(`dealer.errors.${name as ErrorKey}`);
      }
      const field = key === 'required' ? editorField(values.field) : undefined;
      if (field !== undefined) {
        return t('dealer.editor.required', { field: t(`dealer.editor.fields.${field}`) });
      }
      return tv(message);
    },
    [t, language, tv, money],
  );
}
