import { useTranslation } from '../i18n/useTranslation';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { catalogue } from '../i18n/en/catalogue';

/** The detail page while the auction loads: the same blocks, no content. */
export function AuctionDetailSkeleton() {
  const { t } = useTranslation('ui', { catalogue });
  return (
    <Box
      aria-busy="true"
      data-testid="auction-detail-skeleton"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
      }}
    >
      <VisuallyHidden role="status">{t('catalogue.detail.loading')}</VisuallyHidden>
      <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 10' }} />
      <Paper sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Skeleton variant="rounded" width={96} height={24} />
        <Skeleton variant="text" sx={{ fontSize: '1.9rem', width: '80%' }} />
        <Box sx={{ display: 'flex', gap: 3, alignItems: 'center' }}>
          <Skeleton variant="circular" width={132} height={132} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" sx={{ fontSize: '1.6rem' }} width="80%" />
          </Box>
        </Box>
        <Skeleton variant="rounded" height={44} />
      </Paper>
      <Box
        sx={{
          gridColumn: '1 / -1',
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={160} />
        ))}
      </Box>
    </Box>
  );
}
