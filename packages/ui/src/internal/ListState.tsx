import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { admin } from '../i18n/en/admin';
import { useTranslation } from '../i18n/useTranslation';

/**
 * The admin lists' shared states: placeholders while loading, the failure with Try again, the
 * empty text, else the rows and Load More.
 */
export function ListState({
  loading,
  error,
  onRetry,
  empty,
  count,
  hasMore,
  loadingMore,
  onLoadMore,
  children,
}: {
  loading: boolean;
  error: boolean;
  onRetry?: () => void;
  empty: string;
  count: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('ui', { admin });
  if (loading) {
    return (
      <Box aria-busy="true" data-testid="list-loading">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={72} sx={{ mb: 1.5 }} />
        ))}
      </Box>
    );
  }
  if (error && count === 0) {
    return (
      <Alert
        severity="error"
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('admin.retry')}
            </Button>
          ) : undefined
        }
      >
        {t('admin.loadError')}
      </Alert>
    );
  }
  if (count === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  }
  return (
    <>
      {children}
      {hasMore && onLoadMore ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button variant="outlined" loading={loadingMore} onClick={onLoadMore}>
            {t('admin.loadMore')}
          </Button>
        </Box>
      ) : null}
    </>
  );
}

/** The list props every admin list takes. */
export type AdminListProps = {
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** The row an action is being sent for: its buttons are busy. */
  busyId?: string | null;
};
