export { MarketDropProvider, WIDGET_SESSION_KEYS } from './MarketDropProvider';
export type { MarketDropProviderProps } from './MarketDropProvider';
export { VehicleListing } from './VehicleListing';
export type { VehicleListingErrorKind, VehicleListingProps } from './VehicleListing';
export { AuctionDetailWidget } from './AuctionDetailWidget';
export type { AuctionDetailWidgetProps } from './AuctionDetailWidget';
