import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * "Failed to update favorite status" at the bottom of a widget: its own module, loaded the first
 * time a heart fails, so a listing's first load does not carry the snackbar's code.
 */
export default function FavouriteFailedSnackbar({
  failed,
  onClose,
}: {
  /** Failures so far (each one shows the snackbar again); 0 hides it. */
  failed: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('ui');
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
