export { AuctionDetailWidget } from './AuctionDetailWidget';
export type { AuctionDetailWidgetProps } from './AuctionDetailWidget';
