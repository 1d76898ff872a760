import type { UiResources } from './en';

/** The i18next namespace of `@marketdrop/ui`'s texts. */
export const UI_NAMESPACE = 'ui';

// Types `useTranslation('ui')`'s `t`: an unknown key is a compile error. A host app adds its own
// namespaces to the same interface (apps/web/src/i18n/types.ts adds `web`).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    ui: UiResources;
  }
}
