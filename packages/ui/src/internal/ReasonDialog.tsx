import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DEALER_LIMITS } from '@marketdrop/validation';
import { admin } from '../i18n/en/admin';
import { useTranslation } from '../i18n/useTranslation';

export type ReasonDialogProps = {
  open: boolean;
  title: string;
  text?: string;
  confirmLabel: string;
  onCancel: () => void;
  /** The reason, trimmed and within its limits (5 to 500 characters). */
  onConfirm: (reason: string) => void;
};

/** Asks an admin for the reason the user will read (reject, unpublish, suspend). */
export function ReasonDialog({
  open,
  title,
  text,
  confirmLabel,
  onCancel,
  onConfirm,
}: ReasonDialogProps) {
  const { t } = useTranslation('ui', { admin });
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { reasonMin: min, reasonMax: max } = DEALER_LIMITS;
  const close = () => {
    setReason('');
    setError(null);
    onCancel();
  };
  const confirm = () => {
    const value = reason.trim();
    if (value === '') return setError(t('admin.reason.required'));
    if (value.length < min) return setError(t('admin.reason.tooShort', { min }));
    setReason('');
    setError(null);
    onConfirm(value);
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {text ? <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText> : null}
        <TextField
          label={t('admin.reason.label')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          required
          error={error !== null}
          helperText={error ?? t('admin.reason.hint', { min, max })}
          slotProps={{ htmlInput: { maxLength: max } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('admin.reason.cancel')}</Button>
        <Button color="error" variant="contained" onClick={confirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
