import { catalogue } from './catalogue';
import { common } from './common';
import { fallback } from './fallback';
import { messages } from './messages';
import { pages } from './pages';
import { publicPages } from './public';
import { dealer } from './dealer';
import { orders } from './orders';

/**
 * The areas of the `web` namespace that the app has from the start (the entry carries them): the
 * texts any page may show, and the failed calls' fallbacks (the client's own English). Every
 * other area's English comes with the pages that show it (`useTranslation('web', { pages })`).
 */
export const webEnBundled = { common, fallback };

/**
 * The `web` namespace in English: one entry per area file of this folder. Add an area here and in
 * `../fr/index.ts`; a page that shows an area other than `webEnBundled`'s passes it to
 * `useTranslation`.
 */
export const webEn = {
  ...webEnBundled,
  messages,
  pages,
  catalogue,
  public: publicPages,
  dealer,
  orders,
};

/** The shape every language of the `web` namespace has (French is typed against it). */
export type WebResources = typeof webEn;
/** The areas the app has from the start. */
export type WebBundledResources = typeof webEnBundled;
