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
import { live } from './live';
import { publicTexts } from './public';

/**
 * The `ui` namespace in English: one entry per area file of this folder. English is bundled with
 * every component (it is the binding text and the fallback); add an area here and in `../fr/index.ts`.
 */
export const uiEn = {
  common,
  validation,
  header,
  footer,
  auth,
  account,
  notFound,
  loader,
  catalogue,
  live,
  public: publicTexts,
  widgets,
};

/** The shape every language of the `ui` namespace has (French is typed against it). */
export type UiResources = typeof uiEn;
