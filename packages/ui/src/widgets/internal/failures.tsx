import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from '../../i18n/useTranslation';
import { widgets } from '../../i18n/en/widgets';

/*
 * What a widget shows when something fails, in a module of its own: it loads the first time a
 * load or a heart fails, so a listing's first load does not carry the alert and snackbar code.
 */

/** A failed load, with Retry. */
export function RetryAlert({
  children,
  onRetry,
  sx,
}: {
  children: ReactNode;
  onRetry: () => void;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation('ui', { widgets });
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

/** "Failed to update favorite status" at the bottom of the widget. */
export function FavouriteFailedSnackbar({
  failed,
  onClose,
}: {
  /** Failures so far (each one shows the snackbar again); 0 hides it. */
  failed: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('ui', { widgets });
  return (
    <Snackbar
      key={failed}
      open={failed > 0}
      autoHideDuration={4000}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="error" variant="filled" onClose={onClose}>
        {t('widgets.favourite.failed')}
      </Alert>
    </Snackbar>
  );
}
