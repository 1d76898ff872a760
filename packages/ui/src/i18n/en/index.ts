import { common } from './common';
import { widgets } from './widgets';
import { validation } from './validation';
import { header } from './header';
import { footer } from './footer';
import { auth } from './auth';
import { account } from './account';
import { notFound } from './notFound';
import { loader } from './loader';
import { catalogue } from './catalogue';
import { auctions } from './auctions';
import { notifications } from './notifications';
import { publicTexts } from './public';
import { dealer } from './dealer';
import { seller } from './seller';
import { admin } from './admin';
import { orders } from './orders';
import { basket } from './basket';

/**
 * The areas of the `ui` namespace that every instance has from the start: the header's and the
 * loader's (on every page) and the words many components share. Every other area's English comes
 * with the components that show it (`useTranslation('ui', { auctions })`), so a page loads the texts
 * of its own components only.
 */
export const uiEnBundled = { common, header, loader };

/**
 * The `ui` namespace in English: one entry per area file of this folder (the binding text and
 * the fallback). Add an area here and in `../fr/index.ts`; a component that shows an area other
 * than `uiEnBundled`'s passes it to `useTranslation`.
 */
export const uiEn = {
  ...uiEnBundled,
  validation,
  footer,
  auth,
  account,
  notFound,
  catalogue,
  auctions,
  notifications,
  public: publicTexts,
  widgets,
  dealer,
  seller,
  admin,
  orders,
  basket,
};

/** The shape every language of the `ui` namespace has (French is typed against it). */
export type UiResources = typeof uiEn;
/** The areas every instance has from the start. */
export type UiBundledResources = typeof uiEnBundled;
