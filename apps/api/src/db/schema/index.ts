/**
 * The Drizzle schema entry (drizzle-kit and the typed client): it only re-exports each domain's
 * tables, which live beside the domain (`accounts/tables.ts`, `catalogue/tables.ts`, ...).
 */
export {
  users,
  sessions,
  otps,
  OTP_PURPOSES,
  otpGuessBudgets,
  passwordGuessBudgets,
  uploads,
  UPLOAD_KINDS,
} from '../../accounts/tables';
export type {
  UserRow,
  NewUserRow,
  SessionRow,
  OtpRow,
  OtpPurposeValue,
  OtpGuessBudgetRow,
  PasswordGuessBudgetRow,
  UploadRow,
  UploadKind,
} from '../../accounts/tables';
export {
  contentPages,
  faqs,
  contactMessages,
  announcements,
  CONTENT_PAGE_KEYS,
  CONTACT_MESSAGE_STATUSES,
} from '../../content/tables';
export type {
  ContentPageRow,
  ContentPageKey,
  ContentSectionValue,
  FaqRow,
  ContactMessageRow,
  ContactMessageStatus,
  AnnouncementRow,
} from '../../content/tables';
export {
  makes,
  categories,
  dealers,
  vehicles,
  vehicleImages,
  vehicleDocuments,
  auctionSeq,
  auctions,
  favourites,
  banners,
  savedSearches,
  AUCTION_STATUSES,
} from '../../catalogue/tables';
export type {
  MakeRow,
  CategoryRow,
  DealerRow,
  VehicleRow,
  AuctionRow,
  NewAuctionRow,
  StoredAuctionStatus,
  FavouriteRow,
  BannerRow,
  SavedSearchRow,
  SavedSearchFilters,
} from '../../catalogue/tables';
export { socialLogins } from '../../accounts/social-login/tables';
export type { SocialLoginRow } from '../../accounts/social-login/tables';
export { bids } from '../../auctions/tables';
export type { BidRow, NewBidRow } from '../../auctions/tables';
export {
  orders,
  timeSlots,
  orderStatusEvents,
  payments,
  paymentOrders,
  paymentEvents,
  orderReviews,
} from '../../orders/tables';
export type {
  OrderRow,
  NewOrderRow,
  TimeSlotRow,
  OrderStatusEventRow,
  PaymentRow,
  PaymentStatus,
  PaymentEventRow,
  OrderReviewRow,
} from '../../orders/tables';
export { notifications } from '../../notifications/tables';
export type { NotificationRow, NewNotificationRow } from '../../notifications/tables';
export { idempotencyKeys } from '../../shared/idempotency-tables';
export type { IdempotencyKeyRow } from '../../shared/idempotency-tables';
export { limitCounters } from '../../shared/limit-counter-tables';
export type { LimitCounterRow } from '../../shared/limit-counter-tables';
export { reserveOffers, listingDisclosures } from '../../dealers/tables';
export type {
  ReserveOfferRow,
  DecidedReserveOfferStatus,
  ListingDisclosureRow,
} from '../../dealers/tables';
export { products, carts, cartLines } from '../../basket/tables';
export type { ProductRow, NewProductRow, CartRow, CartLineRow } from '../../basket/tables';
export {
  coupons,
  couponUses,
  basketPromotions,
  rewardBalances,
  rewardEntries,
  freeProductPromotions,
  cartLineDeliveries,
  basketPayments,
  basketPaymentProducts,
} from '../../basket/tables';
