import { catalogue } from './catalogue';
import { common } from './common';
import { messages } from './messages';
import { pages } from './pages';
import { publicPages } from './public';

/**
 * The `web` namespace in English (bundled): one entry per area file of this folder. Add an area
 * here and in `../fr/index.ts`.
 */
export const webEn = {
  common,
  messages,
  pages,
  catalogue,
  public: publicPages,
};

/** The shape every language of the `web` namespace has (French is typed against it). */
export type WebResources = typeof webEn;
