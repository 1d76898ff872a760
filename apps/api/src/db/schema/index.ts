export { users } from './users';
export type { UserRow, NewUserRow } from './users';
export { sessions } from './sessions';
export type { SessionRow } from './sessions';
export { otps, OTP_PURPOSES } from './otps';
export type { OtpRow, OtpPurposeValue } from './otps';
export { uploads, UPLOAD_KINDS } from './uploads';
export type { UploadRow, UploadKind } from './uploads';
export {
  contentPages,
  faqs,
  contactMessages,
  announcements,
  CONTENT_PAGE_KEYS,
  CONTACT_MESSAGE_STATUSES,
} from './content';
export type {
  ContentPageRow,
  ContentPageKey,
  ContentSectionValue,
  FaqRow,
  ContactMessageRow,
  ContactMessageStatus,
  AnnouncementRow,
} from './content';
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
  AUCTION_STATUSES,
} from './catalogue';
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
} from './catalogue';
export { socialLogins } from '../../accounts/social-login/tables';
export type { SocialLoginRow } from '../../accounts/social-login/tables';
