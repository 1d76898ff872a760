import type { WebBundledResources, WebResources } from './en';

/** The namespace of the web app's own texts (pages, toasts, layouts). */
export const WEB_NAMESPACE = 'web';

// Types `useTranslation('web')`'s `t`: an unknown key is a compile error, and so is a key of an
// area that is neither bundled nor passed (`useTranslation('web', { pages })`). (`ui` is typed by
// @marketdrop/ui itself.)
declare module '@marketdrop/ui' {
  interface MarketDropResources {
    web: WebResources;
  }
  interface MarketDropBundledResources {
    web: WebBundledResources;
  }
}
