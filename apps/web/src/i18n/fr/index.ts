import type { WebResources } from '../en';
import { catalogue } from './catalogue';
import { common } from './common';
import { fallback } from './fallback';
import { messages } from './messages';
import { pages } from './pages';
import { publicPages } from './public';
import { dealer } from './dealer';
import { orders } from './orders';

/** The `web` namespace in French: only imported dynamically, so it is its own chunk. */
export const webFr: WebResources = {
  common,
  fallback,
  messages,
  pages,
  catalogue,
  public: publicPages,
  dealer,
  orders,
};
