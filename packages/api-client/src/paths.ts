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

/** A seller's public profile: `/seller-profile?seller={id}` (the id encoded). */
export function sellerProfilePath(sellerId: string): string {
  return `${paths.sellerProfile}?seller=${encodeURIComponent(sellerId)}`;
}
