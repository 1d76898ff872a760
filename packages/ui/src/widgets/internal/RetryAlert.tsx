import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * A failed load in a widget, with Retry: its own module, loaded only when something fails, so a
 * listing's first load does not carry the alert's code.
 */
export default function RetryAlert({
  children,
  onRetry,
  sx,
}: {
  children: ReactNode;
  onRetry: () => void;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation('ui');
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('widgets.listing.retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
