/** Response shapes of the notification calls. */
import { Type, bool, int, list, nullableInt, nullableStr, oneOf, orNull, str } from './shape';

/** What a notification tells (see `NotificationKind` in the contract). */
export const NOTIFICATION_KINDS = [
  'outbid',
  'won',
  'lost',
  'sold',
  'unsold',
  'paymentCompleted',
  'paymentReceived',
  'readyForPickup',
  'inDelivery',
  'orderCompleted',
  'orderCancelled',
  'dealerVerified',
  'dealerRejected',
  'listingUnpublished',
  'reserveOffer',
  'listingDisclosure',
  'backOnSale',
  'saleReopened',
  'saleRelistable',
  'savedSearch',
] as const;

export const AppNotification = Type.Object({
  _id: str(),
  kind: oneOf(NOTIFICATION_KINDS),
  auctionId: nullableStr(),
  vehicleName: nullableStr({ description: 'e.g. 2021 Hyundai Tucson Preferred' }),
  amount: nullableInt({ description: 'Whole dollars the notification is about' }),
  amountCents: Type.Optional(
    nullableInt({
      description:
        'Cents the buyer paid: the order total actually charged (paymentCompleted, paymentReceived)',
    }),
  ),
  payBy: Type.Optional(
    nullableStr({ description: "The order's payment deadline (won), ISO 8601" }),
  ),
  orderId: nullableStr(),
  reason: Type.Optional(
    nullableStr({ description: 'The reason an admin gave (dealerRejected, listingUnpublished)' }),
  ),
  savedSearch: Type.Optional(
    orNull(
      Type.Object({
        _id: str(),
        name: str(),
        listingPath: str({ description: 'The listing with the search’s filters' }),
      }),
      {
        description:
          'savedSearch: the search whose new matches it counts (`amount`: how many vehicles)',
      },
    ),
  ),
  read: bool(),
  createdAt: str(),
});

export const NotificationsData = Type.Object({
  notifications: list(AppNotification),
  unreadCount: int(),
});
export const ReadNotificationData = Type.Object({ unreadCount: int() });
