import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { CheckoutDetails } from '@marketdrop/api-client';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { orders } from '../i18n/en/orders';
import { addressLine, orderVehicleTitle, useTimeSlotText } from '../internal/orders';
import { PriceBreakdown } from '../PriceBreakdown';

export type CheckoutSummaryProps = {
  /** What is owed, line by line (`getCheckoutDetails`, or an order's `checkout`). */
  checkout: CheckoutDetails;
  /** "Change" beside the pickup or delivery: the page opens Delivery Details again. */
  onChangeDelivery?: () => void;
  /** Heading level of "What you pay". Default 3. */
  headingLevel?: 2 | 3 | 4;
};

const Rows = styled('dl', { name: 'MdCheckoutSummary', slot: 'Rows' })(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: theme.spacing(0.5, 2),
  '& dt': { color: theme.palette.text.secondary, fontWeight: 600 },
  '& dd': { margin: 0 },
}));

/**
 * What the buyer pays for an order (docs/product.md §5.2): the vehicle, Pickup or Delivery with
 * the time slot, every line (vehicle price, documentation fee, delivery charge, each tax by name
 * and rate, total) as the server computed it, and the payment deadline.
 */
export function CheckoutSummary({
  checkout,
  onChangeDelivery,
  headingLevel = 3,
}: CheckoutSummaryProps) {
  const { t } = useTranslation('ui', { orders });
  const f = useFormatters();
  const slotText = useTimeSlotText();
  const pickupPlace = addressLine(checkout.seller);
  const handover =
    checkout.deliveryType === 'delivery' && checkout.address
      ? t('orders.checkout.deliveryTo', { address: addressLine(checkout.address) })
      : checkout.deliveryType === 'pickup'
        ? pickupPlace
          ? t('orders.order.pickupAt', { place: pickupPlace })
          : t('orders.order.pickup')
        : t('orders.order.notChosen');

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="checkout-summary">
      <Typography sx={{ fontWeight: 700 }}>{orderVehicleTitle(checkout.vehicle)}</Typography>
      <Rows>
        <dt>{t('orders.order.handover')}</dt>
        <dd data-testid="handover">
          {handover}
          {onChangeDelivery ? (
            <Button size="small" onClick={onChangeDelivery} sx={{ ml: 1, py: 0 }}>
              {t('orders.checkout.change')}
            </Button>
          ) : null}
        </dd>
        {checkout.timeSlot ? (
          <>
            <dt>{t('orders.checkout.slot')}</dt>
            <dd data-testid="slot">{slotText(checkout.timeSlot)}</dd>
          </>
        ) : null}
      </Rows>
      <Typography component={`h${headingLevel}`} sx={{ fontWeight: 700, fontSize: '1rem' }}>
        {t('orders.checkout.summary')}
      </Typography>
      <PriceBreakdown lines={checkout} totalLabel={t('orders.checkout.total')} />
      {checkout.paidAt ? (
        <Typography sx={{ fontWeight: 600 }} data-testid="paid-at">
          {t('orders.bill.paid', { date: f.dateTime(checkout.paidAt) })}
        </Typography>
      ) : checkout.status === 'pending_payment' ? (
        <Typography sx={{ fontWeight: 600 }} data-testid="pay-by">
          {t('orders.checkout.payBy', { date: f.dateTime(checkout.paymentDeadline) })}
        </Typography>
      ) : null}
    </Box>
  );
}
