import type { UiBundledResources, UiResources } from './en';

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

/**
 * The areas of a namespace that every instance has from the start, by namespace; the other areas
 * come with the components that show them (`useTranslation('ui', { auctions })`). A namespace not
 * listed here bundles all of its areas. The web app adds `web` beside `MarketDropResources`.
 */
export interface MarketDropBundledResources {
  ui: UiBundledResources;
}

type BundledResources<N extends Namespace> = N extends keyof MarketDropBundledResources
  ? MarketDropBundledResources[N]
  : MarketDropResources[N];

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** Every dotted path to a text of `T`; plural texts (`key_one`, `key_other`) count once, as `key`. */
type KeysOf<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${PluralSuffix}` ? Base : K}`
    : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of namespace `N`: `t('common.language.label')`. An unknown key is a compile error. */
export type TextKey<N extends Namespace> = KeysOf<MarketDropResources[N], ''>;

/** A key of the areas of namespace `N` that are bundled (`MarketDropBundledResources`). */
export type BundledTextKey<N extends Namespace> = KeysOf<BundledResources<N>, ''>;

/** A key of the areas in `Areas` (`{ auctions }`: `auctions.bid.title`...). */
export type AreaTextKey<Areas> = KeysOf<Areas, ''>;

/** A key of namespace `N` with the namespace in front: `t('ui:catalogue.filters.title')`. */
export type PrefixedTextKey<N extends Namespace> = N extends Namespace
  ? `${N}:${TextKey<N>}`
  : never;

/** A key of a bundled area of namespace `N` with the namespace in front: `t('ui:common.close')`. */
export type PrefixedBundledTextKey<N extends Namespace> = N extends Namespace
  ? `${N}:${BundledTextKey<N>}`
  : never;
