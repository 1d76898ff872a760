export { VehicleListing } from './VehicleListing';
export type { VehicleListingErrorKind, VehicleListingProps } from './VehicleListing';
