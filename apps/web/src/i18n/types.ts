import type { WebResources } from './en';

/** The namespace of the web app's own texts (pages, toasts, layouts). */
export const WEB_NAMESPACE = 'web';

// Types `useTranslation('web')`'s `t`: an unknown key is a compile error. (`ui` is typed by
// @marketdrop/ui itself.)
declare module '@marketdrop/ui' {
  interface MarketDropResources {
    web: WebResources;
  }
}
