import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { DeliveryType, OrderStatus, OrderStatusEvent } from '@marketdrop/api-client';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { orders } from '../i18n/en/orders';
import { useOrderStatusLabel } from '../internal/orders';

export type OrderTimelineProps = {
  /** The status changes so far, oldest first (`trackOrder`' `timeline`). */
  timeline: readonly OrderStatusEvent[];
  /** Where the order stands now. */
  status: OrderStatus;
  /** Pickup or Delivery (null: not chosen yet): which step comes after payment. */
  deliveryType: DeliveryType | null;
};

/** The steps still to come after `status` (docs/product.md §5.1). */
export function upcomingStatuses(
  status: OrderStatus,
  deliveryType: DeliveryType | null,
): OrderStatus[] {
  const handover: OrderStatus[] =
    deliveryType === 'delivery'
      ? ['in_delivery']
      : deliveryType === 'pickup'
        ? ['ready_for_pickup']
        : [];
  switch (status) {
    case 'pending_payment':
      return ['payment_completed', ...handover, 'completed'];
    case 'payment_completed':
      return [...handover, 'completed'];
    case 'ready_for_pickup':
    case 'in_delivery':
      return ['completed'];
    default:
      return [];
  }
}

const Steps = styled('ol', { name: 'MdOrderTimeline', slot: 'Root' })(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& > li': {
    position: 'relative',
    paddingLeft: theme.spacing(4),
    paddingBottom: theme.spacing(2),
  },
  // The line between two dots.
  '& > li:not(:last-child)::after': {
    content: '""',
    position: 'absolute',
    left: 7,
    top: 18,
    bottom: 0,
    width: 2,
    backgroundColor: theme.palette.divider,
  },
  '& > li::before': {
    content: '""',
    position: 'absolute',
    left: 0,
    top: 3,
    width: 16,
    height: 16,
    borderRadius: '50%',
    boxSizing: 'border-box',
  },
  '& > li[data-state="done"]::before': { backgroundColor: theme.palette.success.main },
  '& > li[data-state="current"]::before': {
    backgroundColor: theme.palette.primary.main,
    boxShadow: `0 0 0 4px ${theme.palette.primary.light}`,
  },
  '& > li[data-state="cancelled"]::before': { backgroundColor: theme.palette.text.secondary },
  '& > li[data-state="next"]::before': { border: `2px solid ${theme.palette.divider}` },
  '& > li[data-state="next"]': { color: theme.palette.text.secondary },
}));

/**
 * An order's tracking (`trackOrder`): each status it went through with its date and time (a
 * cancellation with its reason), the current one marked, then the steps still to come.
 */
export function OrderTimeline({ timeline, status, deliveryType }: OrderTimelineProps) {
  const { t } = useTranslation('ui', { orders });
  const f = useFormatters();
  const label = useOrderStatusLabel();
  const upcoming = upcomingStatuses(status, deliveryType);

  return (
    <Steps aria-label={t('orders.timeline.title')} data-testid="order-timeline">
      {timeline.map((event, index) => {
        const last = index === timeline.length - 1;
        const state =
          event.status === 'cancelled'
            ? 'cancelled'
            : last && upcoming.length > 0
              ? 'current'
              : 'done';
        return (
          <li
            key={`${event.status}-${event.at}`}
            data-state={state}
            aria-current={last ? 'step' : undefined}
          >
            <Typography sx={{ fontWeight: 700 }}>{label(event.status)}</Typography>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={event.at}>{f.dateTime(event.at)}</time>
            </Typography>
            {event.note ? (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {event.note}
              </Typography>
            ) : null}
          </li>
        );
      })}
      {upcoming.map((next) => (
        <li key={next} data-state="next">
          <Typography>{label(next)}</Typography>
          <Typography variant="body2">{t('orders.timeline.next')}</Typography>
        </li>
      ))}
    </Steps>
  );
}
