import { messages } from './messages';

/** The stable name of a validation message (`'emailRequired'`, `'required'`...). */
export type MessageKey = keyof typeof messages;

/** One name per argument of a message function. */
type ParamNames<T extends readonly unknown[]> = { [I in keyof T]: string };

type TemplateKey = {
  [K in MessageKey]: (typeof messages)[K] extends (...args: never[]) => string ? K : never;
}[MessageKey];

/**
 * The name of each argument of the messages that take some (`required(field)`), in order: a
 * translation writes them as `{{field}}`, `{{max}}`.
 */
export const MESSAGE_PARAMS: {
  [K in TemplateKey]: ParamNames<Parameters<(typeof messages)[K]>>;
} = {
  required: ['field'],
  tooLong: ['field', 'max'],
  notPlainText: ['field'],
  nameMin: ['field'],
  nameMax: ['field'],
  nameSpaces: ['field'],
};

/**
 * Every message of `messages` as a template: the fixed ones as they are, the others with
 * `{{field}}`, `{{max}}` where their values go (`required` -> "{{field}} is required"). The English
 * of a translation catalogue, and what `matchMessage` reads.
 */
export const MESSAGE_TEMPLATES = Object.fromEntries(
  (Object.keys(messages) as MessageKey[]).map((key) => {
    const message = messages[key];
    if (typeof message === 'string') return [key, message];
    const names: readonly string[] = MESSAGE_PARAMS[key as TemplateKey];
    const build = message as (...args: string[]) => string;
    return [key, build(...names.map((name) => `{{${name}}}`))];
  }),
) as Record<MessageKey, string>;

/** A text recognised by its wording: its key and the values found in its `{{placeholders}}`. */
export type TextMatch<K extends string> = { key: K; params: Record<string, string> };

/** A validation message recognised: its key and the values it was built with. */
export type MessageMatch = TextMatch<MessageKey>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * Makes a function that recognises a text among templates (`{{name}}` stands for any value) and
 * returns its key and values. Templates without placeholders win; then the first that fits.
 */
export function createTextMatcher<K extends string>(
  templates: Readonly<Record<K, string>>,
): (text: string) => TextMatch<K> | undefined {
  const exact = new Map<string, K>();
  const patterns: Array<{ key: K; pattern: RegExp; names: string[] }> = [];
  for (const [key, template] of Object.entries(templates) as [K, string][]) {
    const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
    if (names.length === 0) {
      if (!exact.has(template)) exact.set(template, key);
    } else {
      const source = template.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
      patterns.push({ key, pattern: new RegExp(`^${source.map(escape).join('(.+?)')}$`), names });
    }
  }
  return (text) => {
    const key = exact.get(text);
    if (key !== undefined) return { key, params: {} };
    for (const { key: found, pattern, names } of patterns) {
      const values = pattern.exec(text);
      if (!values) continue;
      const params: Record<string, string> = {};
      names.forEach((name, index) => {
        params[name] = values[index + 1] ?? '';
      });
      return { key: found, params };
    }
    return undefined;
  };
}

/**
 * Recognises a message of `messages` (as a schema or the server produced it, in English):
 * `matchMessage('First name is required')` -> `{ key: 'required', params: { field: 'First name' } }`.
 * Lets a form show it in another language. Undefined for any other text.
 */
export const matchMessage: (text: string) => MessageMatch | undefined =
  createTextMatcher(MESSAGE_TEMPLATES);
