import type {
  DeliveryType,
  NotificationKind,
  OrderActor,
  OrderStatus,
} from '@marketdrop/api-client';
import { ORDER_STATUS_TEXTS, PAYMENT_DEADLINE_HOURS, orderMessages } from '@marketdrop/validation';

/**
 * The order's rules (docs/product.md §5.1, decision 022): its statuses and who may move it where,
 * the payment deadline and the notices each change sends.
 */

/** How long the buyer has to pay, from the sale. */
export const PAYMENT_DEADLINE_MS = PAYMENT_DEADLINE_HOURS * 60 * 60_000;

/** Every move an order may make, whoever makes it. */
export const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['payment_completed', 'cancelled'],
  payment_completed: ['ready_for_pickup', 'in_delivery'],
  ready_for_pickup: ['completed'],
  in_delivery: ['completed'],
  completed: [],
  cancelled: [],
};

/** Statuses of My Orders' Active tab; Completed shows the finished ones (completed or cancelled). */
export const ACTIVE_STATUSES: readonly OrderStatus[] = [
  'pending_payment',
  'payment_completed',
  'ready_for_pickup',
  'in_delivery',
];
export const FINISHED_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled'];

/**
 * The statuses the selling dealer may move an order to now: from Payment Completed to Ready for
 * Pickup (pickup) or In Delivery (delivery), then to Completed. Payment and cancellation are not
 * theirs (the webhook, the buyer, the deadline job).
 */
export function sellerNextStatuses(
  status: OrderStatus,
  deliveryType: DeliveryType | null,
): OrderStatus[] {
  if (status === 'payment_completed') {
    return [deliveryType === 'delivery' ? 'in_delivery' : 'ready_for_pickup'];
  }
  if (status === 'ready_for_pickup' || status === 'in_delivery') return ['completed'];
  return [];
}

/** The notices a move to `status` sends: to the buyer, and to the selling dealer's user. */
export function noticesOf(status: OrderStatus): {
  buyer: NotificationKind | null;
  seller: NotificationKind | null;
} {
  switch (status) {
    case 'payment_completed':
      return { buyer: 'paymentCompleted', seller: 'paymentReceived' };
    case 'ready_for_pickup':
      return { buyer: 'readyForPickup', seller: null };
    case 'in_delivery':
      return { buyer: 'inDelivery', seller: null };
    case 'completed':
      return { buyer: 'orderCompleted', seller: null };
    case 'cancelled':
      return { buyer: 'orderCancelled', seller: 'orderCancelled' };
    default:
      return { buyer: null, seller: null };
  }
}

export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  notPending: 'This order is no longer waiting for payment',
  deadlinePassed: 'The 48-hour payment deadline of this order has passed',
  checkoutIncomplete: 'Choose Pickup or Delivery and a time slot before paying',
  onlyBuyer: 'Only the buyer can do this',
  onlySeller: 'Only the selling dealer can change the status of this order',
  cancelOnlyPending: 'An order can be cancelled only before it is paid',
  illegalTransition: (from: OrderStatus, to: OrderStatus) =>
    `An order cannot go from ${ORDER_STATUS_TEXTS[from]} to ${ORDER_STATUS_TEXTS[to]}`,
  reviewOnlyCompleted: 'An order can be reviewed once it is completed',
  alreadyReviewed: 'You have already reviewed this order',
  slotUnavailable: orderMessages.slotUnavailable,
  sellerNotFound: 'Seller not found',
} as const;

/** Who made a change, for the timeline. */
export type { OrderActor };
