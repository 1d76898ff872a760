import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { CheckoutDetails } from '@marketdrop/api-client';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { orders } from '../i18n/en/orders';
import { CheckoutSummary } from './CheckoutSummary';
import { CheckoutPending, usePaying } from '../internal/orders';

export type CheckoutDialogProps = {
  open: boolean;
  /** The order's checkout (`getCheckoutDetails`); undefined while it loads. */
  checkout: CheckoutDetails | undefined;
  /** It could not be loaded: the message with Try again (`onRetry`). */
  error?: boolean;
  onRetry?: () => void;
  /**
   * Pay: the page starts the payment (`createPayment`) and sends the browser to the payment page.
   * While the promise runs the button is busy; when it resolves to `false` or throws, the dialog
   * stays (with `problem`).
   */
  onPay: () => Promise<unknown>;
  /** A failure to show, in the reader's language. */
  problem?: string | null;
  /** "Change" beside the pickup or delivery. */
  onChangeDelivery?: () => void;
  /** Close, Escape or the backdrop (not while paying). */
  onClose: () => void;
};

/**
 * Checkout (docs/product.md §5): every line of what is owed for the buyer's province, the pickup
 * or delivery chosen, the payment deadline and "Pay {total}", which leads to the payment page.
 * Pay is off until Delivery Details are given and after the deadline.
 */
export function CheckoutDialog({
  open,
  checkout,
  error = false,
  onRetry,
  onPay,
  problem,
  onChangeDelivery,
  onClose,
}: CheckoutDialogProps) {
  const { t } = useTranslation('ui', { orders });
  const f = useFormatters();
  const titleId = useId();
  const { paying, pay } = usePaying(onPay);
  const deadlinePassed =
    checkout !== undefined &&
    checkout.status === 'pending_payment' &&
    Date.parse(checkout.paymentDeadline) <= Date.now();

  return (
    <Dialog
      open={open}
      onClose={() => (paying ? undefined : onClose())}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('orders.checkout.title')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        {checkout ? (
          <CheckoutSummary
            checkout={checkout}
            {...(onChangeDelivery ? { onChangeDelivery } : {})}
          />
        ) : (
          <CheckoutPending error={error ?? false} onRetry={onRetry} heights={[120]} />
        )}
        {deadlinePassed ? (
          <Alert severity="warning">{t('orders.checkout.deadlinePassed')}</Alert>
        ) : null}
        {problem ? (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        ) : null}
        {checkout?.readyToPay ? (
          <Typography variant="body2" color="text.secondary">
            {t('orders.checkout.payHint')}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={paying}>
          {t('orders.delivery.cancel')}
        </Button>
        <Button
          variant="contained"
          startIcon={<LockOutlined />}
          loading={paying}
          disabled={!checkout?.readyToPay || deadlinePassed}
          onClick={() => void pay()}
        >
          {checkout
            ? t('orders.checkout.pay', { amount: f.cents(checkout.totalCents) })
            : t('orders.order.pay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
