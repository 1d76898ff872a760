import { frFR } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import frCa from 'dayjs/locale/fr-ca';
import { registerFrenchDatePickers } from '../datePickers';
import type { UiResources } from '../en';
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
 * The `ui` namespace in French. Only imported dynamically (`import('./fr')` in
 * `createMarketDropI18n.ts`), so it is a separate chunk that loads when French is chosen.
 */
export const uiFr: UiResources = {
  common,
  validation,
  header,
  footer,
  auth,
  account,
  notFound,
  loader,
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

// The date pickers follow: dayjs's Canadian French (registered, not made global) and MUI's texts.
dayjs.locale(frCa, undefined, true);
registerFrenchDatePickers(frFR.components.MuiLocalizationProvider.defaultProps.localeText);
