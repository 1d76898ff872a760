/**
 * Every path of the site's route table (docs/product.md §2 Routes and access), named once: the web app's routes, the links of
 * the @marketdrop/ui components and the server's preload all read them here, so a path is never
 * written twice. `detailPath(id)`, `orderPath(id)`, `billOfSalePath(id)`, `dealerEditListingPath(id)`
 * and `sellerProfilePath(id)` take a parameter.
 */
export const paths = {
  homeLanding: '/home-landing',
  about: '/about',
  contact: '/contact',
  faq: '/faq',
  terms: '/terms-conditions',
  privacy: '/privacy-policy',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  otpVerification: '/otp-verification',
  resetPassword: '/reset-password',
  /** Where the server sends the browser back after "Continue with Google/Apple". */
  socialLogin: '/social-login',
  home: '/',
  listing: '/listing',
  detail: '/detail',
  sellerProfile: '/seller-profile',
  myBids: '/my-bids',
  myOrder: '/my-order',
  myProfile: '/my-profile',
  editProfile: '/edit-profile',
  savedCars: '/saved-cars',
  /** The signed-in user's saved searches (decision 035): open one, delete one. */
  savedSearches: '/saved-searches',
  notifications: '/notifications',
  /** The signed-in user's notifications (outbid, won...), listed in full; `/notifications` is their settings. */
  alerts: '/alerts',
  changePassword: '/change-password',
  /** The signed-in buyer's basket (docs/product.md §14). */
  cart: '/cart',
  /** The basket's checkout: every line, delivery details once, one payment. */
  cartCheckout: '/cart/checkout',
  /** The dealer dashboard: the dealer's listings by state (docs/product.md §6.2). */
  dealer: '/dealer',
  dealerNewListing: '/dealer/listings/new',
  /** The orders of the dealer's vehicles. */
  dealerSales: '/dealer/sales',
  /** The admin console (docs/product.md §6.3). */
  admin: '/admin',
} as const;

/** A path of the site. */
export type SitePath = (typeof paths)[keyof typeof paths];

/** The route table's pages that take a parameter, as React Router writes them (`:id`: one segment). */
export const paramPaths = {
  detail: `${paths.detail}/:id`,
  order: `${paths.myOrder}/:id`,
  billOfSale: `${paths.myOrder}/:id/bill-of-sale`,
  dealerEditListing: '/dealer/listings/:id/edit',
} as const;

/** Every page of the route table: the fixed paths and the patterns with a parameter. */
export const sitePagePatterns: readonly string[] = [
  ...Object.values(paths),
  ...Object.values(paramPaths),
];

/**
 * The public pages: rendered by the server, listed for search engines, and each at two addresses,
 * one a language (`/listing` and `/fr/listing`, see `localizedPath`). The Not found page (any
 * other address) is public too.
 */
export const publicPagePatterns: readonly string[] = [
  paths.homeLanding,
  paths.listing,
  paramPaths.detail,
  paths.about,
  paths.faq,
  paths.terms,
  paths.privacy,
  paths.contact,
];

/** The languages of the site's addresses. */
export const SITE_LANGUAGES = ['en', 'fr'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** What the French address of a page starts with; the English address has no prefix. */
export const FRENCH_PREFIX = '/fr';

/** The `/fr` prefix at the start of an address (`/fr`, `/fr/...`, `/fr?...`; not `/french`). */
const FRENCH_START = /^\/fr(?=[/?#]|$)/;

/** The language an address names: French under `/fr`, English otherwise (`/fr-x` is English). */
export function languageOfPath(path: string): SiteLanguage {
  return FRENCH_START.test(path) ? 'fr' : 'en';
}

/** `path` without its language prefix, query and fragment kept: `/fr/listing?x=1` gives `/listing?x=1`, `/fr` gives `/`. */
export function unlocalizedPath(path: string): string {
  const rest = path.replace(FRENCH_START, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The address of the page at `path` (a path of the route table, with or without its prefix, query
 * and fragment kept) in `language`: `localizedPath('/listing?sort=x', 'fr')` gives
 * `/fr/listing?sort=x`, `localizedPath('/fr/detail/1', 'en')` gives `/detail/1`,
 * `localizedPath('/', 'fr')` gives `/fr`.
 */
export function localizedPath(path: string, language: SiteLanguage): string {
  const base = unlocalizedPath(path);
  return language === 'en' ? base : `${FRENCH_PREFIX}${base.replace(/^\/(?=[?#]|$)/, '')}`;
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/** Whether `pathname` (no prefix, no query) matches one of `patterns` (a trailing slash allowed). */
function matchesAny(pathname: string, patterns: readonly string[]): boolean {
  const segments = segmentsOf(pathname);
  return patterns.some((pattern) => {
    const parts = segmentsOf(pattern);
    return (
      parts.length === segments.length &&
      parts.every((part, index) => part.startsWith(':') || part === segments[index])
    );
  });
}

/**
 * Whether `pathname` (no query) is a page of the route table (a trailing slash allowed), at its
 * English or its French address (`/fr/...`), so the server answers any other address with 404 and
 * the Not found page: `isSitePage('/detail/abc')` and `isSitePage('/fr/detail/abc')` true,
 * `isSitePage('/detail/a/b')` and `isSitePage('/fr/nope')` false.
 */
export function isSitePage(pathname: string): boolean {
  return matchesAny(unlocalizedPath(pathname), sitePagePatterns);
}

/**
 * Whether the page at `pathname` (either language's address, no query) is one of the public pages
 * (`publicPagePatterns`): rendered by the server, its language the address's. The Not found page of
 * an address that is no page (`isSitePage` false) is rendered as well.
 */
export function isPublicPage(pathname: string): boolean {
  return matchesAny(unlocalizedPath(pathname), publicPagePatterns);
}

/** The page of one order (its detail, tracking, Pay, Cancel, Review): `/my-order/{id}`. */
export function orderPath(orderId: string): string {
  return `${paths.myOrder}/${encodeURIComponent(orderId)}`;
}

/** The printable bill of sale of a paid order: `/my-order/{id}/bill-of-sale`. */
export function billOfSalePath(orderId: string): string {
  return `${orderPath(orderId)}/bill-of-sale`;
}

/** The page of one auction: `/detail/{id}` (the id encoded). */
export function detailPath(auctionId: string): string {
  return `${paths.detail}/${encodeURIComponent(auctionId)}`;
}

/** The editor of one of the dealer's listings: `/dealer/listings/{id}/edit` (the id encoded). */
export function dealerEditListingPath(listingId: string): string {
  return `/dealer/listings/${encodeURIComponent(listingId)}/edit`;
}

/**
 * A vehicle's picture for link previews (`og:image`): its first photo at 1200x630 in JPEG, made by
 * the server: `/user/media/previews/{auctionId}.jpg`.
 */
export function vehiclePreviewPath(auctionId: string): string {
  return `/user/media/previews/${encodeURIComponent(auctionId)}.jpg`;
}

/** A seller's public profile: `/seller-profile?seller={id}` (the id encoded). */
export function sellerProfilePath(sellerId: string): string {
  return `${paths.sellerProfile}?seller=${encodeURIComponent(sellerId)}`;
}
