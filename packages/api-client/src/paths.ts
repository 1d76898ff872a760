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
  notifications: '/notifications',
  /** The signed-in user's notifications (outbid, won...), listed in full; `/notifications` is their settings. */
  alerts: '/alerts',
  changePassword: '/change-password',
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

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/**
 * Whether `pathname` (no query) is a page of the route table (a trailing slash allowed), so the
 * server answers any other address with 404 and the Not found page:
 * `isSitePage('/detail/abc')` true, `isSitePage('/detail/a/b')` false.
 */
export function isSitePage(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return sitePagePatterns.some((pattern) => {
    const parts = segmentsOf(pattern);
    return (
      parts.length === segments.length &&
      parts.every((part, index) => part.startsWith(':') || part === segments[index])
    );
  });
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
