import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../i18n/useTranslation';
import { account } from '../i18n/en/account';

export type LogoutConfirmDialogProps = {
  open: boolean;
  /** The logout call is running: "Yes, Logout" shows busy and the dialog cannot be dismissed. */
  busy?: boolean;
  /** "No", Escape or a backdrop click. */
  onCancel: () => void;
  /** "Yes, Logout". */
  onConfirm: () => unknown;
};

/** "Are you sure you want to logout?" with "No" and "Yes, Logout". */
export function LogoutConfirmDialog({
  open,
  busy = false,
  onCancel,
  onConfirm,
}: LogoutConfirmDialogProps) {
  const { t } = useTranslation('ui', { account });
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => (busy ? undefined : onCancel())}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('account.logout.question')}</DialogTitle>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('account.logout.no')}
        </Button>
        <Button variant="contained" color="error" loading={busy} onClick={() => void onConfirm()}>
          {t('account.logout.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
