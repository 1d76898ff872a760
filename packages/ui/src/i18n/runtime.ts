import { formatNumber } from './format';
import {
  DEFAULT_MARKETDROP_LANGUAGE,
  MARKETDROP_LOCALES,
  toMarketDropLanguage,
  type MarketDropLanguage,
} from './languages';
import type { Namespace, PrefixedTextKey, TextKey } from './types';

/** A namespace's texts in one language: strings, possibly nested (`{ header: { login: 'Login' } }`). */
export type Texts = { readonly [key: string]: string | Texts };

/**
 * The values of a text's `{{placeholders}}`. `count` (a number) also picks the plural text
 * (`key_one` / `key_other`, by the language's plural rules).
 */
export type TextValues = { readonly count?: number; readonly [name: string]: unknown };

/** Gives the text of a key in the language shown, its placeholders filled in. */
export type TFunction<K extends string> = (key: K, values?: TextValues) => string;

/**
 * A namespace's texts: English bundled, French loaded on demand (a lazy chunk). Areas of the
 * English left out of `en` come with the components that show them (`addAreas`).
 */
export type MarketDropNamespace = {
  en: Texts;
  /** e.g. `() => import('./fr').then((m) => m.webFr)`. */
  fr: () => Promise<Texts>;
};

/** What `on` can listen to: the language shown changed (its texts are loaded). */
export type MarketDropI18nEvent = 'languageChanged';

type Listener = (language: MarketDropLanguage) => void;

/** `{{name}}` or `{{name, number}}`. */
const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

/**
 * Fills in a text's placeholders: `{{name}}` as the value's text (not escaped: React escapes),
 * `{{count, number}}` with the language's grouping (`1,234` / `1 234`). A placeholder without a
 * value stays as it is; one whose value is `null` or `undefined` becomes empty.
 */
export function interpolate(
  text: string,
  values: TextValues | undefined,
  language: MarketDropLanguage,
): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string, format?: string) => {
    if (!(name in values)) return placeholder;
    const value = values[name];
    if (value === undefined || value === null) return '';
    return format === 'number' ? formatNumber(Number(value), language, 3) : String(value);
  });
}

/** The text at a dotted key (`header.links.home`), if there is one. */
function lookup(texts: Texts | undefined, key: string): string | undefined {
  let node: Texts | string | undefined = texts;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const pluralRules: Partial<Record<MarketDropLanguage, Intl.PluralRules>> = {};

/**
 * MarketDrop's texts in English and French: the language shown, its texts by namespace, and the
 * switch between languages. Made by `createMarketDropI18n`; components read it through
 * `useTranslation(namespace)`.
 */
export class MarketDropI18n {
  /** The language shown; it changes only once the new language's texts are loaded. */
  language: MarketDropLanguage = DEFAULT_MARKETDROP_LANGUAGE;

  private readonly texts: Record<string, Record<string, Texts>> = {};
  private readonly loading: Partial<Record<MarketDropLanguage, Promise<void>>> = {};
  private readonly listeners = new Set<Listener>();
  /** The language last asked for: a slower, earlier `changeLanguage` does not override it. */
  private wanted: MarketDropLanguage = DEFAULT_MARKETDROP_LANGUAGE;

  constructor(
    private readonly namespaces: Readonly<Record<string, MarketDropNamespace>>,
    language: MarketDropLanguage = DEFAULT_MARKETDROP_LANGUAGE,
  ) {
    for (const [name, { en }] of Object.entries(namespaces)) this.addResources('en', name, en);
    // Shows English until the first language's texts are there; `changeLanguage` reports failures.
    if (language !== DEFAULT_MARKETDROP_LANGUAGE) this.changeLanguage(language).catch(() => {});
  }

  /**
   * Shows `language` (`fr`, `fr-CA`; anything that is not French is English) once its texts are
   * loaded: the promise resolves then, after `languageChanged`. It rejects, keeping the language
   * shown, when the texts cannot be loaded (asking again retries).
   */
  changeLanguage(requested: string): Promise<void> {
    const language = toMarketDropLanguage(requested);
    this.wanted = language;
    return this.load(language).then(() => {
      if (this.wanted !== language || this.language === language) return;
      this.language = language;
      for (const listener of [...this.listeners]) listener(language);
    });
  }

  /** True once `language`'s texts of `namespace` are there (English always is). */
  hasResourceBundle(language: MarketDropLanguage, namespace: string): boolean {
    return Boolean(this.texts[language]?.[namespace]);
  }

  /** True when `language`'s texts of `namespace` have a text at `key` (no fallback to English). */
  hasText(language: MarketDropLanguage, namespace: string, key: string): boolean {
    return lookup(this.texts[language]?.[namespace], key) !== undefined;
  }

  /** Sets the texts of a namespace in a language (replacing any it had). */
  addResources(language: MarketDropLanguage, namespace: string, texts: Texts): void {
    (this.texts[language] ??= {})[namespace] = texts;
  }

  /**
   * Adds areas (`{ auctions: {...} }`) to a namespace's texts in a language, keeping every area it
   * already has. This is how the English of an area that its namespace does not bundle arrives:
   * with the components that show it (`useTranslation('ui', { auctions })`), so a page loads the texts
   * of its own components only. Only adds texts, never changes one: no listener is told.
   */
  addAreas(language: MarketDropLanguage, namespace: string, areas: Texts): void {
    const current = this.texts[language]?.[namespace];
    let missing: Record<string, Texts | string> | undefined;
    for (const [area, texts] of Object.entries(areas)) {
      if (current?.[area] === undefined) (missing ??= {})[area] = texts;
    }
    if (missing) this.addResources(language, namespace, { ...current, ...missing });
  }

  /** Calls `listener` after each change of language; returns the function that stops it. */
  on(event: MarketDropI18nEvent, listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.off(event, listener);
  }

  /** Stops a listener given to `on`. */
  off(_event: MarketDropI18nEvent, listener: Listener): void {
    this.listeners.delete(listener);
  }

  /** `on('languageChanged')` for `useSyncExternalStore`. */
  readonly subscribe = (listener: () => void): (() => void) => this.on('languageChanged', listener);

  /** A text of the `ui` namespace, or of another one named in front: `t('web:pages.login.title')`. */
  t(key: TextKey<'ui'> | PrefixedTextKey<Namespace>, values?: TextValues): string {
    return this.translate(this.language, 'ui', key, values);
  }

  /** `t` bound to a namespace and a language (default: the language shown now). */
  getFixedT<N extends Namespace>(
    namespace: N,
    language: MarketDropLanguage = this.language,
  ): TFunction<TextKey<N>> {
    return (key, values) => this.translate(language, namespace, key, values);
  }

  /**
   * The text of `key` (`ns:key` picks another namespace) in `language`, else in English; the key
   * itself when neither has it. With a numeric `count`, `key_one` / `key_other`... come first.
   * Untyped: use `t`, `getFixedT` or `useTranslation`, whose keys are checked.
   */
  translate(
    language: MarketDropLanguage,
    namespace: string,
    key: string,
    values?: TextValues,
  ): string {
    const colon = key.indexOf(':');
    const ns = colon > 0 ? key.slice(0, colon) : namespace;
    const path = colon > 0 ? key.slice(colon + 1) : key;
    const count = values?.count;
    for (const lng of language === 'en' ? [language] : [language, 'en' as const]) {
      const texts = this.texts[lng]?.[ns];
      let text: string | undefined;
      if (typeof count === 'number') {
        const rules = (pluralRules[lng] ??= new Intl.PluralRules(MARKETDROP_LOCALES[lng]));
        text = lookup(texts, `${path}_${rules.select(count)}`) ?? lookup(texts, `${path}_other`);
      }
      text ??= lookup(texts, path);
      if (text !== undefined) return interpolate(text, values, language);
    }
    return path;
  }

  /** Loads `language`'s texts of every namespace once (English is bundled). */
  private load(language: MarketDropLanguage): Promise<void> {
    if (language === 'en') return Promise.resolve();
    return (this.loading[language] ??= Promise.all(
      Object.entries(this.namespaces).map(async ([name, namespace]) => {
        if (!this.hasResourceBundle(language, name))
          this.addResources(language, name, await namespace[language]());
      }),
    ).then(
      () => undefined,
      (error: unknown) => {
        delete this.loading[language];
        throw error;
      },
    ));
  }
}
