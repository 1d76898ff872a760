import type { UiResources } from './en';

/** The namespace of `@marketdrop/ui`'s texts. */
export const UI_NAMESPACE = 'ui';

/**
 * The English texts of every namespace, by name: what types `t`'s keys. A host app adds its own
 * namespaces to it (apps/web/src/i18n/types.ts adds `web`):
 * `declare module '@marketdrop/ui' { interface MarketDropResources { web: WebResources } }`.
 */
export interface MarketDropResources {
  ui: UiResources;
}

/** A namespace known to the types (`ui`, and those a host app added). */
export type Namespace = keyof MarketDropResources & string;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** Every dotted path to a text of `T`; plural texts (`key_one`, `key_other`) count once, as `key`. */
type KeysOf<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${PluralSuffix}` ? Base : K}`
    : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of namespace `N`: `t('common.language.label')`. An unknown key is a compile error. */
export type TextKey<N extends Namespace> = KeysOf<MarketDropResources[N], ''>;

/** A key of namespace `N` with the namespace in front: `t('ui:catalogue.filters.title')`. */
export type PrefixedTextKey<N extends Namespace> = N extends Namespace
  ? `${N}:${TextKey<N>}`
  : never;
