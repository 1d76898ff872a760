/**
 * Mounting is checked by the compiler: each domain's calls are one object keyed by call name
 * (`CallRoutes`, whose keys must be declared calls), and the names below, together, must be every
 * call declared in @marketdrop/api-client. A declared call without a route fails `tsc` here, and
 * the error names it. (test/shared/mounted-calls.test.ts checks the running server the same way.)
 */
import type { CallName } from '@marketdrop/api-client';
import type { authCalls } from './accounts/auth-routes';
import type { profileCalls } from './accounts/profile-routes';
import type { socialLoginCalls } from './accounts/social-login/routes';
import type { adminCalls } from './admin/admin-routes';
import type { auctionCalls } from './auctions/auction-routes';
import type { cartCalls } from './basket/cart-routes';
import type { productCalls } from './basket/product-routes';
import type { promotionCalls } from './basket/promotions-routes';
import type { catalogueAuctionCalls } from './catalogue/auction-routes';
import type { listingCalls } from './catalogue/listing-routes';
import type { contactCalls } from './content/contact-routes';
import type { pageCalls } from './content/page-routes';
import type { dealerCalls } from './dealers/dealer-routes';
import type { notificationCalls } from './notifications/notification-routes';
import type { orderCalls } from './orders/order-routes';
import type { paymentCalls, webhookCalls } from './orders/payment-routes';

type NamesOf<F extends (...args: never[]) => object> = Extract<keyof ReturnType<F>, string>;

/** The calls the server mounts: the keys of every domain's routes object. */
export type MountedCallName =
  | NamesOf<typeof authCalls>
  | NamesOf<typeof profileCalls>
  | NamesOf<typeof socialLoginCalls>
  | NamesOf<typeof adminCalls>
  | NamesOf<typeof auctionCalls>
  | NamesOf<typeof productCalls>
  | NamesOf<typeof cartCalls>
  | NamesOf<typeof promotionCalls>
  | NamesOf<typeof catalogueAuctionCalls>
  | NamesOf<typeof listingCalls>
  | NamesOf<typeof contactCalls>
  | NamesOf<typeof pageCalls>
  | NamesOf<typeof dealerCalls>
  | NamesOf<typeof notificationCalls>
  | NamesOf<typeof orderCalls>
  | NamesOf<typeof paymentCalls>
  | NamesOf<typeof webhookCalls>;

/** `true` when `Mounted` holds every declared call; otherwise the names it is missing. */
export type EveryCallMounted<Mounted extends CallName> = [Exclude<CallName, Mounted>] extends [
  never,
]
  ? true
  : { notMounted: Exclude<CallName, Mounted> };

/** Fails `tsc` for a call left out: "Type 'boolean' is not assignable to type '{ notMounted: "logout"; }'". */
export const everyCallMounted: EveryCallMounted<MountedCallName> = true;
