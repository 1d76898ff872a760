import { Fragment, cloneElement, type ReactElement } from 'react';
import { interpolate, type TFunction, type TextValues } from './runtime';
import { useMarketDropLanguage } from './useTranslation';

export type TransProps<K extends string> = {
  /** The `t` of `useTranslation`. */
  t: TFunction<K>;
  /** A text with tags, e.g. `'Enter the code sent to <email>{{email}}</email>.'`. */
  i18nKey: K;
  values?: TextValues;
  /** The element each tag becomes, e.g. `{ email: <strong /> }`; its text goes inside. */
  components: Record<string, ReactElement<{ children?: unknown }>>;
};

/** `<name>...</name>` (not nested). */
const TAG = /<(\w+)>(.*?)<\/\1>/;

/**
 * A text whose tags become elements: `<strong>` around an address, say. The values are filled in
 * after the tags are read, so a value never turns into markup.
 */
export function Trans<K extends string>({ t, i18nKey, values, components }: TransProps<K>) {
  const language = useMarketDropLanguage();
  // Split with the tag's name and content captured: text, name, content, text, name, content...
  // Only `count` goes to `t` (it picks the plural text); the other values are filled in below.
  const count = values?.count;
  const parts = t(i18nKey, count === undefined ? undefined : { count }).split(TAG);
  return parts.map((part, index) => {
    const text = interpolate(part, values, language);
    if (index % 3 === 0) return <Fragment key={index}>{text}</Fragment>;
    if (index % 3 === 1) return null;
    const element = components[parts[index - 1] ?? ''];
    return element ? cloneElement(element, { key: index }, text) : text;
  });
}
