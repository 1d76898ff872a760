export { AuctionDetail } from './AuctionDetail';
export type {
  AuctionDetailProps,
  AuctionDetailAuction,
  AuctionDetailDisclosure,
} from './AuctionDetail';
export { AuctionNotFound } from './AuctionNotFound';
export type { AuctionNotFoundProps } from './AuctionNotFound';
export { AuctionDetailSkeleton } from './AuctionDetailSkeleton';
export type { BidPoint } from './BidChart';
