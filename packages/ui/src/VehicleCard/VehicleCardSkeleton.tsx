import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';

export type VehicleCardSkeletonProps = {
  className?: string;
};

const SkeletonRoot = styled(Card, { name: 'MdVehicleCard', slot: 'Skeleton' })(({ theme }) => ({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  '& .MdVehicleCard-skeletonBody': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    padding: theme.spacing(1.5, 2, 2),
  },
}));

/** The placeholder of a `VehicleCard` while the list loads: same shape, no content. */
export function VehicleCardSkeleton({ className }: VehicleCardSkeletonProps) {
  return (
    <SkeletonRoot className={className} aria-hidden="true" data-testid="vehicle-card-skeleton">
      <Skeleton
        variant="rectangular"
        sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3' }}
      />
      <div className="MdVehicleCard-skeletonBody">
        <Skeleton variant="text" sx={{ fontSize: '1rem', width: '80%' }} />
        <Skeleton variant="rounded" width={96} height={24} />
        <Skeleton variant="text" sx={{ width: '90%' }} />
        <Skeleton variant="text" sx={{ fontSize: '1.15rem', width: '40%' }} />
        <Skeleton variant="text" sx={{ width: '60%' }} />
      </div>
    </SkeletonRoot>
  );
}
