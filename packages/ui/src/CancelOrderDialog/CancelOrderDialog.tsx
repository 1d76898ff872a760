import { useEffect, useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { yupResolver } from '@hookform/resolvers/yup';
import { keyedResolver, serverFieldError } from '../i18n/keyedResolver';
import { useForm } from 'react-hook-form';
import {
  BUYER_LIMITS,
  ORDER_LIMITS,
  cancelOrderSchema,
  type KeyedMessage,
} from '@marketdrop/validation';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { orders } from '../i18n/en/orders';
import { FormTextField } from '../internal/FormTextField';
import { succeeded, type SubmitResult } from '../internal/submit';

/**
 * The buyer's cancellation limit as the order page answers it (`OrderDetails.cancellation` of
 * `@marketdrop/api-client` fits): docs/product.md §5.5.
 */
export type CancelOrderDialogRule = {
  /** The buyer's cancelled or unpaid orders in the last `windowDays` days. */
  recent: number;
  /** How many within the window restrict the buyer. */
  limit: number;
  windowDays: number;
  restrictionDays: number;
  /** Cancelling this order restricts the buyer until this instant; null when it does not. */
  restrictsUntil: string | null;
};

export type CancelOrderDialogProps = {
  open: boolean;
  /** The vehicle of the order, e.g. `2019 Honda Civic EX`. */
  vehicleName: string;
  /**
   * Cancel order, with the reason (trimmed). The dialog closes itself only through `onClose`;
   * resolve to `false` (or throw) to keep what was typed.
   */
  onConfirm: (reason: string) => SubmitResult;
  /** Keep order, Escape or the backdrop (not while cancelling). */
  onClose: () => void;
  /** The server's field error on `reason`: its keyed message (`keyedFieldErrorsOf`), or a text. */
  reasonError?: KeyedMessage | string | null;
  /** A failure to show, in the reader's language. */
  problem?: string | null;
  /** The buyer's cancellation limit, shown before they confirm; without it, only the rule's text. */
  rule?: CancelOrderDialogRule | null;
};

const reasonSchema = cancelOrderSchema.pick(['reason']);
type Values = { reason: string };

/**
 * Cancel an unpaid order (docs/product.md §5.1), saying why: the reason is required (the same
 * `cancelOrderSchema` as the server). Before the buyer confirms it says what cancelling does (the
 * vehicle goes back on sale) and the cancellation limit (§5.5): how many cancelled or unpaid orders
 * they have in the window and, when this one would reach the limit, until when they could not
 * buy, claim or bid. "Keep order" leaves it as it is.
 */
export function CancelOrderDialog({
  open,
  vehicleName,
  onConfirm,
  onClose,
  reasonError,
  problem,
  rule,
}: CancelOrderDialogProps) {
  const { t } = useTranslation('ui', { orders });
  const f = useFormatters();
  const limit = {
    limit: rule?.limit ?? BUYER_LIMITS.cancellationsMax,
    windowDays: rule?.windowDays ?? BUYER_LIMITS.windowDays,
    restrictionDays: rule?.restrictionDays ?? BUYER_LIMITS.restrictionDays,
  };
  const titleId = useId();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useForm<Values>({
    resolver: keyedResolver(yupResolver(reasonSchema)),
    defaultValues: { reason: '' },
  });

  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);

  useEffect(() => {
    if (reasonError) setError('reason', serverFieldError(reasonError));
  }, [reasonError, setError]);

  return (
    <Dialog
      open={open}
      onClose={() => (isSubmitting ? undefined : onClose())}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('orders.cancel.title')}</DialogTitle>
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) =>
          void handleSubmit(async (values) => {
            await succeeded(onConfirm(values.reason));
          })(event)
        }
      >
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>{vehicleName}</Typography>
          <Typography color="text.secondary">{t('orders.cancel.text')}</Typography>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('orders.cancel.limit', limit)}
            </Typography>
            {rule ? (
              <Typography variant="body2" color="text.secondary" data-testid="cancel-recent">
                {rule.recent === 0
                  ? t('orders.cancel.noRecent', { windowDays: rule.windowDays })
                  : t('orders.cancel.recent', { count: rule.recent, windowDays: rule.windowDays })}
              </Typography>
            ) : null}
          </Box>
          {rule?.restrictsUntil ? (
            <Alert severity="warning">
              {t('orders.cancel.restricts', { date: f.dateTime(rule.restrictsUntil) })}
            </Alert>
          ) : null}
          <FormTextField
            control={control}
            name="reason"
            label={t('orders.cancel.reason')}
            helperText={t('orders.cancel.reasonHint')}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: ORDER_LIMITS.reasonMax } }}
          />
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('orders.cancel.keep')}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={isSubmitting}>
            {t('orders.cancel.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
