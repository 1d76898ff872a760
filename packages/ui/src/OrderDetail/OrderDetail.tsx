import { useId, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import ArrowBack from '@mui/icons-material/ArrowBack';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import {
  billOfSalePath,
  detailPath,
  paths,
  type OrderDetails,
  type OrderStatus,
} from '@marketdrop/api-client';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { orders } from '../i18n/en/orders';
import { resolveImageUrl, useImageBaseUrl } from '../internal/imageUrl';
import { ListError } from '../internal/ListStates';
import {
  OrderStatusChip,
  addressLine,
  orderNumber,
  orderVehicleTitle,
  useTimeSlotText,
} from '../internal/orders';
import { vehicleSketch } from '../internal/placeholderImage';
import { linkProps, type LinkComponent } from '../link';
import { PriceBreakdown } from '../PriceBreakdown';
import { OrderTimeline } from './OrderTimeline';

export type OrderDetailProps = {
  /** The order (`viewOrderDetails`); undefined while it loads. */
  order: OrderDetails | undefined;
  /** No such order for this viewer (404): "Order Not Found". */
  notFound?: boolean;
  /** Loading failed: the message with Try again (`onRetry`). */
  error?: boolean;
  onRetry?: () => void;
  /** A message above the order, e.g. after coming back from the payment page. */
  notice?: { severity: AlertColor; text: string } | null;
  /** The buyer's Pay now (details given, before the deadline): the page opens the checkout. */
  onPay?: () => void;
  /** The buyer's "Choose pickup or delivery" (unpaid, no details yet): Delivery Details. */
  onChooseDelivery?: () => void;
  /** The buyer's Cancel order (unpaid): the page opens the cancel dialog. */
  onCancel?: () => void;
  /** The buyer's Write a review (completed, not reviewed): the review dialog. */
  onReview?: () => void;
  /** The selling dealer moves the order to `status` (one of `actions.nextStatuses`). */
  onChangeStatus?: (status: OrderStatus) => void;
  /** The status being set now: its button is busy, the others off. */
  changingStatus?: OrderStatus | null;
  /** Prefix of the image paths (default: the nearest `ImageBaseUrlProvider`'s). */
  imageBaseUrl?: string;
  /** Renders the links (react-router's `Link` in the web app). Default `'a'`. */
  LinkComponent?: LinkComponent;
};

/** The dealer's button for each status it may set (docs/product.md §5.1). */
const MARK_KEYS = {
  ready_for_pickup: 'orders.order.markReadyForPickup',
  in_delivery: 'orders.order.markInDelivery',
  completed: 'orders.order.markCompleted',
} as const;

const Layout = styled('div', { name: 'MdOrderDetail', slot: 'Layout' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  alignItems: 'start',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
}));

const Facts = styled('dl', { name: 'MdOrderDetail', slot: 'Facts' })(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: theme.spacing(0.5, 2),
  '& dt': { color: theme.palette.text.secondary, fontWeight: 600 },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
}));

const Picture = styled('img', { name: 'MdOrderDetail', slot: 'Picture' })(({ theme }) => ({
  width: '100%',
  maxWidth: 220,
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.grey[200],
}));

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * One order (`/my-order/{id}`, docs/product.md §5): its status and number, the actions the viewer
 * may take now (the buyer: Pay with the deadline, Choose pickup or delivery, Cancel, Write a
 * review, the bill of sale; the selling dealer: Mark Ready for Pickup / In Delivery / Completed),
 * the vehicle, the pickup or delivery with its slot, every line of what is owed, the tracking
 * timeline, both parties and the review.
 */
export function OrderDetail({
  order,
  notFound = false,
  error = false,
  onRetry,
  notice,
  onPay,
  onChooseDelivery,
  onCancel,
  onReview,
  onChangeStatus,
  changingStatus = null,
  imageBaseUrl,
  LinkComponent = 'a',
}: OrderDetailProps) {
  const { t } = useTranslation('ui', { orders });
  const f = useFormatters();
  const slotText = useTimeSlotText();
  const baseUrl = useImageBaseUrl(imageBaseUrl);

  const back = (
    <Link
      {...linkProps(LinkComponent, paths.myOrder)}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
    >
      <ArrowBack fontSize="small" aria-hidden="true" />
      {t('orders.order.back')}
    </Link>
  );

  if (notFound) {
    return (
      <div>
        {back}
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('orders.order.notFound')}
          </Typography>
          <Typography color="text.secondary">{t('orders.order.notFoundText')}</Typography>
        </Box>
      </div>
    );
  }

  if (!order) {
    return (
      <div>
        {back}
        {error ? (
          <ListError
            message={t('orders.order.loadError')}
            retry={t('orders.order.retry')}
            onRetry={onRetry}
          />
        ) : (
          <Box role="status" aria-busy="true" aria-label={t('orders.order.loading')}>
            <Skeleton width="40%" height={44} />
            <Skeleton variant="rounded" height={220} sx={{ mt: 2 }} />
          </Box>
        )}
      </div>
    );
  }

  const buyerView = order.viewerRole === 'buyer';
  const { checkout, actions } = order;
  const title = orderVehicleTitle(order.vehicle);
  const picture = order.vehicle.image
    ? resolveImageUrl(baseUrl, order.vehicle.image)
    : vehicleSketch();
  const pickupPlace = addressLine(order.seller);
  const handover =
    checkout.deliveryType === 'delivery' && checkout.address
      ? t('orders.order.deliveryTo', { address: addressLine(checkout.address) })
      : checkout.deliveryType === 'pickup'
        ? pickupPlace
          ? t('orders.order.pickupAt', { place: pickupPlace })
          : t('orders.order.pickup')
        : t('orders.order.notChosen');
  const pending = order.status === 'pending_payment';
  const needsDetails = buyerView && pending && actions.canCancel && checkout.deliveryType === null;
  const odometer =
    order.vehicle.miles === null
      ? t('orders.order.notKnown')
      : `${f.number(order.vehicle.miles)} ${order.vehicle.odometerUnit}`;

  const buyerButtons = buyerView ? (
    <>
      {needsDetails && onChooseDelivery ? (
        <Button variant="contained" onClick={onChooseDelivery}>
          {t('orders.order.chooseDelivery')}
        </Button>
      ) : null}
      {actions.canPay && onPay ? (
        <Button variant="contained" startIcon={<LockOutlined />} onClick={onPay}>
          {t('orders.order.pay')}
        </Button>
      ) : null}
      {actions.canCancel && onCancel ? (
        <Button variant="outlined" color="error" onClick={onCancel}>
          {t('orders.order.cancel')}
        </Button>
      ) : null}
      {actions.canReview && onReview ? (
        <Button variant="contained" onClick={onReview}>
          {t('orders.order.review')}
        </Button>
      ) : null}
    </>
  ) : null;

  const dealerButtons =
    !buyerView && actions.nextStatuses.length > 0 && onChangeStatus ? (
      <>
        {actions.nextStatuses.map((next) =>
          next in MARK_KEYS ? (
            <Button
              key={next}
              variant="contained"
              loading={changingStatus === next}
              disabled={changingStatus !== null && changingStatus !== next}
              onClick={() => onChangeStatus(next)}
            >
              {t(MARK_KEYS[next as keyof typeof MARK_KEYS])}
            </Button>
          ) : null,
        )}
      </>
    ) : null;

  return (
    <div>
      {back}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 0.5 }}>
        <Typography variant="h4" component="h1">
          {t('orders.order.title', { number: orderNumber(order._id) })}
        </Typography>
        <OrderStatusChip status={order.status} />
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('orders.order.orderedOn', { date: f.dateTime(order.createdAt) })}
      </Typography>

      {notice ? (
        <Alert severity={notice.severity} sx={{ mb: 2 }} role="status">
          {notice.text}
        </Alert>
      ) : null}
      {order.status === 'cancelled' && order.cancelReason ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('orders.order.cancelledBecause', { reason: order.cancelReason })}
        </Alert>
      ) : null}

      {buyerView && pending ? (
        <Typography sx={{ fontWeight: 700, mb: 1 }} data-testid="pay-deadline">
          {t('orders.order.payBy', { date: f.dateTime(order.paymentDeadline) })}
        </Typography>
      ) : null}
      {buyerButtons || dealerButtons || order.paidAt ? (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 3, alignItems: 'center' }}
          role="group"
          aria-label={buyerView ? t('orders.order.actions') : t('orders.order.dealerActions')}
        >
          {buyerButtons}
          {dealerButtons}
          {order.paidAt ? (
            <Button
              variant="text"
              startIcon={<PrintOutlined />}
              {...linkProps(LinkComponent, billOfSalePath(order._id))}
            >
              {t('orders.order.billOfSale')}
            </Button>
          ) : null}
        </Box>
      ) : null}

      <Layout>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Section title={t('orders.order.vehicle')}>
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' } }}
            >
              <Picture src={picture} alt="" />
              <div>
                <Typography sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1 }}>
                  <Link {...linkProps(LinkComponent, detailPath(order.vehicle.auctionId))}>
                    {title}
                  </Link>
                </Typography>
                <Facts>
                  {order.vehicle.trim ? (
                    <>
                      <dt>{t('orders.bill.trim')}</dt>
                      <dd>{order.vehicle.trim}</dd>
                    </>
                  ) : null}
                  <dt>{t('orders.order.vin')}</dt>
                  <dd data-testid="vin">{order.vehicle.vin ?? t('orders.order.notKnown')}</dd>
                  <dt>{t('orders.order.odometer')}</dt>
                  <dd data-testid="odometer">{odometer}</dd>
                  <dt>{t('orders.orderCard.price')}</dt>
                  <dd>{f.money(order.price)}</dd>
                </Facts>
              </div>
            </Box>
          </Section>
          <Section title={t('orders.order.handover')}>
            <Typography data-testid="handover">{handover}</Typography>
            {checkout.timeSlot ? (
              <Typography color="text.secondary" data-testid="slot">
                {t('orders.order.slot', { slot: slotText(checkout.timeSlot) })}
              </Typography>
            ) : null}
          </Section>
          <Section title={buyerView ? t('orders.order.charges') : t('orders.order.chargesSeller')}>
            <PriceBreakdown lines={checkout} totalLabel={t('orders.checkout.total')} />
            {order.paidAt ? (
              <Typography sx={{ fontWeight: 600, mt: 1 }} data-testid="paid-on">
                {t('orders.order.paidOn', { date: f.dateTime(order.paidAt) })}
              </Typography>
            ) : null}
          </Section>
        </Box>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Section title={t('orders.order.tracking')}>
            <OrderTimeline
              timeline={order.timeline}
              status={order.status}
              deliveryType={checkout.deliveryType}
            />
          </Section>
          <Section title={buyerView ? t('orders.order.seller') : t('orders.order.buyer')}>
            {buyerView ? (
              <>
                <Typography sx={{ fontWeight: 700 }}>{order.seller.name}</Typography>
                {pickupPlace ? <Typography color="text.secondary">{pickupPlace}</Typography> : null}
              </>
            ) : (
              <>
                <Typography sx={{ fontWeight: 700 }}>{order.buyer.name}</Typography>
                <Typography color="text.secondary">{order.buyer.email}</Typography>
                {order.buyer.phoneNumber ? (
                  <Typography color="text.secondary">{order.buyer.phoneNumber}</Typography>
                ) : null}
              </>
            )}
          </Section>
          {order.review ? (
            <Section
              title={buyerView ? t('orders.order.yourReview') : t('orders.order.buyerReview')}
            >
              <Rating
                value={order.review.rating}
                readOnly
                getLabelText={(value: number) => t('orders.review.stars', { count: value })}
              />
              {order.review.comment ? (
                <Typography sx={{ mt: 1 }}>{order.review.comment}</Typography>
              ) : null}
            </Section>
          ) : null}
        </Box>
      </Layout>
    </div>
  );
}
