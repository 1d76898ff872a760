import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { orders } from '../i18n/en/orders';

export type WonDialogProps = {
  open: boolean;
  /** The vehicle won, e.g. `2019 Honda Civic EX`. */
  vehicleName: string;
  /** What it was won (or claimed) at, in whole dollars. */
  price: number;
  /** ISO instant: pay before it (48 hours after the sale). */
  paymentDeadline: string;
  /** Continue to Delivery: the page opens Delivery Details. */
  onContinue: () => void;
  /** Later, Escape or the backdrop. */
  onClose: () => void;
};

/**
 * The Won dialog of My Bids (docs/product.md §3.8): "Congratulations", the vehicle and its price,
 * the payment deadline, and "Continue to Delivery", which leads to Delivery Details.
 */
export function WonDialog({
  open,
  vehicleName,
  price,
  paymentDeadline,
  onContinue,
  onClose,
}: WonDialogProps) {
  const { t } = useTranslation('ui', { orders });
  const f = useFormatters();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }}>
        <EmojiEvents sx={{ fontSize: 56, color: 'secondary.main' }} aria-hidden="true" />
      </Box>
      <DialogTitle id={titleId} sx={{ textAlign: 'center', pt: 1 }}>
        {t('orders.won.title')}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5, textAlign: 'center' }}>
        <Typography>
          {t('orders.won.text', { vehicle: vehicleName, amount: f.money(price) })}
        </Typography>
        <Typography color="text.secondary">{t('orders.won.next')}</Typography>
        <Typography sx={{ fontWeight: 700 }}>
          {t('orders.won.payBy', { date: f.dateTime(paymentDeadline) })}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, justifyContent: 'center', gap: 1 }}>
        <Button onClick={onClose}>{t('orders.won.later')}</Button>
        <Button variant="contained" onClick={onContinue}>
          {t('orders.won.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
