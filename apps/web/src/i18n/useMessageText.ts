import { useCallback } from 'react';
import { languageOf, useValidationMessage, useTranslation } from '@marketdrop/ui';
import { messages } from './en/messages';
import { createEnglishFinder } from './findByEnglish';

/** The keys of the `web` namespace's `messages` area, plural suffixes dropped. */
type MessageKey<T, P extends string> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}.${K extends `${infer Base}_${'one' | 'other'}` ? Base : K}`
    : MessageKey<T[K], `${P}.${K}`>;
}[keyof T & string];

type WebMessageKey = MessageKey<typeof messages, 'messages'>;

const findMessage = createEnglishFinder<WebMessageKey>(messages, 'messages');

/**
 * Shows a fixed message (the app's success toasts, the api-client's fallbacks, the server's
 * messages, a validation message) in the language chosen: `const text = useMessageText();`
 * `text(messageOf(error, fallbackMessages.login))`. The messages are written and sent in English;
 * any other text (e.g. one already translated) is shown as it is.
 */
export function useMessageText(): (message: string) => string {
  const { t, i18n } = useTranslation('web');
  const validation = useValidationMessage();
  const language = languageOf(i18n);
  return useCallback(
    (message: string) => {
      if (language === 'en') return message;
      const match = findMessage(message);
      if (!match) return validation(message) ?? message;
      const count = match.params['count'];
      return count === undefined
        ? t(match.key)
        : t(match.key, { ...match.params, count: Number(count) });
    },
    [t, language, validation],
  );
}
