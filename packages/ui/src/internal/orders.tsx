import { useCallback, useState } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import type { OrderStatus, OrderVehicle, TimeSlot } from '@marketdrop/api-client';
import { MARKETDROP_LOCALES } from '../i18n/languages';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { orders } from '../i18n/en/orders';
import { ListError } from './ListStates';

/** Every order status has its text in `orders.status`, under its code (docs/product.md §5.1). */
const STATUS_TEXTS_COVER_EVERY_STATUS: Record<OrderStatus, string> = orders.status;

/** An order status in the language shown: `payment_completed` -> "Payment Completed", "Paiement effectué". */
export function useOrderStatusLabel(): (status: OrderStatus) => string {
  const { t } = useTranslation('ui', { orders });
  return useCallback(
    (status) =>
      Object.prototype.hasOwnProperty.call(STATUS_TEXTS_COVER_EVERY_STATUS, status)
        ? t(`orders.status.${status}`)
        : status,
    [t],
  );
}

/**
 * Text and background of each status's chip: soft backgrounds with dark text, each pair above
 * 7:1 (WCAG AAA), so the chip never depends on colour alone (its text says the status).
 */
const STATUS_COLOURS: Record<OrderStatus, { color: string; background: string }> = {
  pending_payment: { color: '#7A4100', background: '#FFF1DC' },
  payment_completed: { color: '#1A3FA8', background: '#E4EDFF' },
  ready_for_pickup: { color: '#0F5A2A', background: '#E1F3E6' },
  in_delivery: { color: '#4C1D95', background: '#EFE7FD' },
  completed: { color: '#0F5A2A', background: '#E1F3E6' },
  cancelled: { color: '#344054', background: '#EAECF0' },
};

const Chip = styled('span', {
  name: 'MdOrderStatus',
  slot: 'Root',
  shouldForwardProp: (prop) => prop !== 'status',
})<{ status: OrderStatus }>(({ status }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '2px 10px',
  borderRadius: 999,
  fontSize: '0.8125rem',
  fontWeight: 700,
  lineHeight: 1.6,
  whiteSpace: 'nowrap',
  ...(STATUS_COLOURS[status] ?? STATUS_COLOURS.cancelled),
}));

/** An order's status as a coloured pill with its name. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const label = useOrderStatusLabel();
  return (
    <Chip status={status} data-testid="order-status" data-status={status}>
      {label(status)}
    </Chip>
  );
}

/** The short number an order is shown by: the first 8 characters of its id, upper case. */
export function orderNumber(orderId: string): string {
  return orderId.replace(/-/g, '').slice(0, 8).toUpperCase();
}

/** `year make model` of an order's vehicle, else its name. */
export function orderVehicleTitle(
  vehicle: Pick<OrderVehicle, 'year' | 'make' | 'model' | 'vehicleName'>,
): string {
  const parts = [vehicle.year ? String(vehicle.year) : '', vehicle.make, vehicle.model]
    .map((part) => part?.trim())
    .filter(Boolean);
  return parts.length > 1 ? parts.join(' ') : vehicle.vehicleName;
}

/** An address on one line: `12 King St W, Toronto, ON M5H 2N2`. */
export function addressLine(address: {
  address?: string | null;
  city?: string | null;
  province?: string | null;
  postalCode?: string | null;
}): string {
  const street = address.address?.trim();
  const city = address.city?.trim();
  const tail = [address.province?.trim(), address.postalCode?.trim()].filter(Boolean).join(' ');
  return [street, city, tail].filter(Boolean).join(', ');
}

/**
 * A time slot in words, in the dealer's time zone and naming it (a buyer in another zone must not
 * guess): `Thu, Nov 26, 10:00 a.m.–12:00 p.m. EST`.
 */
export function useTimeSlotText(): (
  slot: Pick<TimeSlot, 'startsAt' | 'endsAt' | 'timeZone'>,
) => string {
  const f = useFormatters();
  return useCallback(
    (slot) => {
      const locale = MARKETDROP_LOCALES[f.language];
      const zone = safeTimeZone(slot.timeZone);
      const day = new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        timeZone: zone,
      }).format(new Date(slot.startsAt));
      const time = new Intl.DateTimeFormat(locale, {
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone: zone,
      });
      return `${day}, ${time.formatRange(new Date(slot.startsAt), new Date(slot.endsAt))}`;
    },
    [f.language],
  );
}

/** The day of a slot (`2026-11-26`) in its time zone: slots are grouped by it. */
export function slotDay(slot: Pick<TimeSlot, 'startsAt' | 'timeZone'>): string {
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: safeTimeZone(slot.timeZone),
  }).format(new Date(slot.startsAt));
}

/** The zone if the browser knows it, else undefined (the reader's own). */
function safeTimeZone(zone: string | null | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/**
 * The Pay button's state: `paying` from the click until `onPay` settles. A refused payment is
 * said by the page (its `problem` prop), so the rejection is dropped here.
 */
export function usePaying(onPay: () => Promise<unknown>): {
  paying: boolean;
  pay: () => Promise<void>;
} {
  const [paying, setPaying] = useState(false);
  const pay = async () => {
    setPaying(true);
    try {
      await onPay();
    } catch {
      // The page says why (`problem`).
    } finally {
      setPaying(false);
    }
  };
  return { paying, pay };
}

/** A checkout not read yet: its error with Retry, else skeletons of these heights. */
export function CheckoutPending({
  error,
  onRetry,
  heights,
}: {
  error: boolean;
  onRetry?: (() => void) | undefined;
  heights: readonly number[];
}) {
  const { t } = useTranslation('ui', { orders });
  return error ? (
    <ListError
      message={t('orders.checkout.loadError')}
      retry={t('orders.checkout.retry')}
      onRetry={onRetry}
    />
  ) : (
    <div role="status" aria-busy="true" aria-label={t('orders.checkout.loading')}>
      <Skeleton width="50%" />
      {heights.map((height, index) => (
        <Skeleton key={index} height={height} />
      ))}
    </div>
  );
}
