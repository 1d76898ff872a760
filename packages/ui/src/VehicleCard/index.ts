export { VehicleCard } from './VehicleCard';
export type { VehicleCardProps, VehicleCardAuction } from './VehicleCard';
export { VehicleCardSkeleton } from './VehicleCardSkeleton';
export type { VehicleCardSkeletonProps } from './VehicleCardSkeleton';
