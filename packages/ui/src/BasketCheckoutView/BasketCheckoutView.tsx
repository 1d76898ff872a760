import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { BasketCheckout } from '@marketdrop/api-client';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { QuantityStepper } from '../internal/QuantityStepper';
import { basket as basketTexts } from '../i18n/en/basket';
import { orders } from '../i18n/en/orders';
import { amountListStyles } from '../internal/amountList';
import { CheckoutPending, addressLine, usePaying, useTimeSlotText } from '../internal/orders';
import { PriceBreakdown } from '../PriceBreakdown';

export type BasketCheckoutViewProps = {
  /** The basket's checkout (`getCheckoutDetails {cart: true}`); undefined while it loads. */
  checkout: BasketCheckout | undefined;
  /** It could not be loaded: the message with Try again (`onRetry`). */
  error?: boolean;
  onRetry?: () => void;
  /** An add-on's new quantity on this page (`updateChekoutQty`). */
  onQuantityChange: (itemId: string, quantity: number) => void;
  /** The line a quantity write is running on (its stepper is disabled). */
  busyItemId?: string | null;
  /** "Delivery details" / "Change": the page opens the delivery details for every vehicle. */
  onDeliveryDetails: () => void;
  /**
   * Pay: the page opens the one payment of the basket (`createPayment {cart: true}`) and sends the
   * browser to the payment page. The button is busy while the promise runs.
   */
  onPay: () => Promise<unknown>;
  /** A failure to show (e.g. a vehicle sold meanwhile), in the reader's language. */
  problem?: string | null;
};

const Totals = styled('dl', { name: 'MdBasketCheckoutView', slot: 'Totals' })(({ theme }) =>
  amountListStyles(theme),
);

/**
 * The basket's checkout (docs/product.md §14): every vehicle with its price, the $99
 * documentation fee, its delivery charge, its share of the coupon and points and its taxes by
 * province; every add-on with its quantity (changeable here), taxes and total; the delivery
 * details chosen once for all vehicles; the coupon, the points, the taxes and the one total; "Pay
 * {total}" opens one payment for the whole basket once the delivery details are given.
 */
export function BasketCheckoutView({
  checkout,
  error = false,
  onRetry,
  onQuantityChange,
  busyItemId = null,
  onDeliveryDetails,
  onPay,
  problem,
}: BasketCheckoutViewProps) {
  const { t } = useTranslation('ui', { basket: basketTexts, orders });
  const f = useFormatters();
  const slotText = useTimeSlotText();
  const id = useId();
  const { paying, pay } = usePaying(onPay);

  const title = (
    <Typography id={`${id}-title`} variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
      {t('basket.checkoutTitle')}
    </Typography>
  );
  if (checkout === undefined) {
    return (
      <Box component="section" aria-labelledby={`${id}-title`}>
        {title}
        <CheckoutPending error={error ?? false} onRetry={onRetry} heights={[160, 160]} />
      </Box>
    );
  }

  const vehicles = checkout.vehicles;
  const detailsMissing = vehicles.some((vehicle) => !vehicle.detailsComplete);
  const first = vehicles[0];
  const handover = (vehicle: (typeof vehicles)[number]) =>
    vehicle.deliveryType === 'delivery' && vehicle.address
      ? t('orders.checkout.deliveryTo', { address: addressLine(vehicle.address) })
      : vehicle.deliveryType === 'pickup'
        ? t('basket.checkoutPickup')
        : t('orders.order.notChosen');

  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      {title}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          {vehicles.length > 0 ? (
            <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
              <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
                {t('basket.checkoutDelivery')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('basket.checkoutDeliveryHint', { count: vehicles.length })}
              </Typography>
              {first && !detailsMissing ? (
                <Typography data-testid="basket-handover">
                  {handover(first)}
                  {first.timeSlot ? ` · ${slotText(first.timeSlot)}` : ''}
                </Typography>
              ) : null}
              <Box>
                <Button
                  variant={detailsMissing ? 'contained' : 'outlined'}
                  onClick={onDeliveryDetails}
                >
                  {detailsMissing
                    ? t('basket.checkoutChooseDelivery')
                    : t('orders.checkout.change')}
                </Button>
              </Box>
            </Paper>
          ) : null}

          <Box component="ul" aria-label={t('basket.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {vehicles.map((vehicle) => (
              <Paper
                key={vehicle.itemId}
                component="li"
                variant="outlined"
                aria-label={vehicle.vehicleName}
                sx={{ p: 2, mb: 2, display: 'grid', gap: 1 }}
              >
                <Typography variant="caption" color="text.secondary">
                  {t('basket.vehicle')} · {vehicle.sellerName}
                </Typography>
                <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
                  {vehicle.vehicleName}
                </Typography>
                {vehicle.detailsComplete ? (
                  <Typography variant="body2" color="text.secondary" data-testid="handover">
                    {handover(vehicle)}
                    {vehicle.timeSlot ? ` · ${slotText(vehicle.timeSlot)}` : ''}
                  </Typography>
                ) : null}
                <PriceBreakdown
                  lines={{ ...vehicle, ratesAsOf: checkout.ratesAsOf }}
                  totalLabel={t('orders.checkout.total')}
                />
              </Paper>
            ))}
            {checkout.products.map((product) => {
              const busy = busyItemId === product.itemId;
              return (
                <Paper
                  key={product.itemId}
                  component="li"
                  variant="outlined"
                  aria-label={product.name}
                  sx={{ p: 2, mb: 2, display: 'grid', gap: 1 }}
                >
                  <Typography variant="caption" color="text.secondary">
                    {t('basket.product')}
                  </Typography>
                  <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
                    {product.free ? t('basket.freeLine', { name: product.name }) : product.name}
                  </Typography>
                  {product.free ? null : (
                    <QuantityStepper
                      name={product.name}
                      quantity={product.quantity}
                      max={product.maxQuantity}
                      busy={busy}
                      onChange={(quantity) => onQuantityChange(product.itemId, quantity)}
                    >
                      <Typography variant="body2" color="text.secondary">
                        {t('basket.each', { price: f.cents(product.unitPriceCents) })}
                      </Typography>
                    </QuantityStepper>
                  )}
                  <Totals aria-label={t('basket.checkoutLine', { name: product.name })}>
                    <dt>{t('basket.products')}</dt>
                    <dd>{f.cents(product.lineTotalCents)}</dd>
                    {product.discountCents > 0 ? (
                      <>
                        <dt>{t('basket.checkoutDiscount')}</dt>
                        <dd>{f.cents(-product.discountCents)}</dd>
                      </>
                    ) : null}
                    <dt>{t('basket.checkoutTaxes')}</dt>
                    <dd>{f.cents(product.taxCents)}</dd>
                    <dt className="total">{t('orders.checkout.total')}</dt>
                    <dd className="total">{f.cents(product.totalCents)}</dd>
                  </Totals>
                </Paper>
              );
            })}
          </Box>
        </Box>

        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
            {t('orders.checkout.summary')}
          </Typography>
          <Totals aria-label={t('orders.checkout.summary')}>
            <dt>{t('basket.subtotal')}</dt>
            <dd>{f.cents(checkout.subtotalCents)}</dd>
            {checkout.coupon ? (
              <>
                <dt>{t('basket.couponDiscount', { code: checkout.coupon.code })}</dt>
                <dd>{f.cents(-checkout.coupon.discountCents)}</dd>
              </>
            ) : null}
            {checkout.points.used > 0 ? (
              <>
                <dt>{t('basket.pointsDiscount', { points: checkout.points.used })}</dt>
                <dd>{f.cents(-checkout.points.discountCents)}</dd>
              </>
            ) : null}
            <dt>{t('basket.checkoutTaxes')}</dt>
            <dd>{f.cents(checkout.taxCents)}</dd>
            <dt className="total">{t('orders.checkout.total')}</dt>
            <dd className="total" data-testid="basket-total">
              {f.cents(checkout.totalCents)}
            </dd>
          </Totals>
          {checkout.paymentDeadline ? (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('orders.checkout.payBy', { date: f.dateTime(checkout.paymentDeadline) })}
            </Typography>
          ) : null}
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
          {detailsMissing ? (
            <Typography variant="body2" color="text.secondary" role="note">
              {t('basket.checkoutDetailsFirst')}
            </Typography>
          ) : null}
          <Button
            variant="contained"
            size="large"
            startIcon={<LockOutlined />}
            loading={paying}
            disabled={!checkout.readyToPay}
            onClick={() => void pay()}
          >
            {t('orders.checkout.pay', { amount: f.cents(checkout.totalCents) })}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('basket.checkoutPayHint')}
          </Typography>
        </Paper>
      </Box>
    </Box>
  );
}
