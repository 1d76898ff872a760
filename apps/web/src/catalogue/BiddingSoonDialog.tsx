import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from '@marketdrop/ui';
import { catalogue } from '../i18n/en/catalogue';

export type BiddingSoonDialogProps = {
  open: boolean;
  onClose: () => void;
};

/**
 * What Place Bid, Claim Now and Buy Now open until bidding is built (a later release): an honest
 * note that it is coming, and that nothing was placed or charged. No fake bid.
 */
export function BiddingSoonDialog({ open, onClose }: BiddingSoonDialogProps) {
  const { t } = useTranslation('web', { catalogue });
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={bodyId}>
      <DialogTitle id={titleId}>{t('catalogue.detail.comingSoon.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{t('catalogue.detail.comingSoon.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('catalogue.detail.comingSoon.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
