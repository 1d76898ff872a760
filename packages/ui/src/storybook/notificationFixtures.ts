import type { AppNotification } from '@marketdrop/api-client';

/** The instant the stories count times from (the notifications are minutes to days before it). */
export const NOTIFICATIONS_NOW = new Date('2026-11-25T15:00:00.000Z');

const minutesAgo = (minutes: number) =>
  new Date(NOTIFICATIONS_NOW.getTime() - minutes * 60_000).toISOString();

/** The changes of one order, as its buyer gets them (the dealer gets paymentReceived), newest first. */
export const orderNotifications: AppNotification[] = [
  {
    _id: 'n-ready',
    kind: 'readyForPickup',
    auctionId: 'auc-civic',
    vehicleName: '2019 Honda Civic EX',
    amount: null,
    orderId: 'ord-1',
    read: false,
    createdAt: minutesAgo(2),
  },
  {
    _id: 'n-paid',
    kind: 'paymentCompleted',
    auctionId: 'auc-civic',
    vehicleName: '2019 Honda Civic EX',
    // A payment's notice names what was charged (the order's total), not the vehicle's price.
    amount: null,
    amountCents: 2_146_837,
    orderId: 'ord-1',
    read: true,
    createdAt: minutesAgo(60),
  },
  {
    _id: 'n-received',
    kind: 'paymentReceived',
    auctionId: 'auc-f150',
    vehicleName: '2018 Ford F-150 XLT',
    amount: null,
    amountCents: 3_512_337,
    orderId: 'ord-2',
    read: true,
    createdAt: minutesAgo(120),
  },
  {
    _id: 'n-delivery',
    kind: 'inDelivery',
    auctionId: 'auc-rav4',
    vehicleName: '2020 Toyota RAV4 LE',
    amount: null,
    orderId: 'ord-3',
    read: true,
    createdAt: minutesAgo(180),
  },
  {
    _id: 'n-completed',
    kind: 'orderCompleted',
    auctionId: 'auc-rav4',
    vehicleName: '2020 Toyota RAV4 LE',
    amount: null,
    orderId: 'ord-3',
    read: true,
    createdAt: minutesAgo(240),
  },
  {
    _id: 'n-cancelled',
    kind: 'orderCancelled',
    auctionId: 'auc-mazda3',
    vehicleName: '2017 Mazda3 GS',
    amount: null,
    orderId: 'ord-4',
    read: true,
    createdAt: minutesAgo(300),
  },
];

/** One of each kind, newest first: two unread (outbid, won), the others read. */
export const sampleNotifications: AppNotification[] = [
  {
    _id: 'n-outbid',
    kind: 'outbid',
    auctionId: 'auc-tucson',
    vehicleName: '2021 Hyundai Tucson',
    amount: 12_350,
    orderId: null,
    read: false,
    createdAt: minutesAgo(5),
  },
  {
    _id: 'n-won',
    kind: 'won',
    auctionId: 'auc-civic',
    vehicleName: '2019 Honda Civic EX',
    amount: 18_900,
    orderId: 'ord-1',
    read: false,
    createdAt: minutesAgo(90),
  },
  {
    _id: 'n-lost',
    kind: 'lost',
    auctionId: 'auc-rav4',
    vehicleName: '2020 Toyota RAV4 LE',
    amount: 24_500,
    orderId: null,
    read: true,
    createdAt: minutesAgo(26 * 60),
  },
  {
    _id: 'n-sold',
    kind: 'sold',
    auctionId: 'auc-f150',
    vehicleName: '2018 Ford F-150 XLT',
    amount: 31_000,
    orderId: 'ord-2',
    read: true,
    createdAt: minutesAgo(3 * 24 * 60),
  },
  {
    _id: 'n-unsold',
    kind: 'unsold',
    auctionId: 'auc-mazda3',
    vehicleName: '2017 Mazda3 GS',
    amount: null,
    orderId: null,
    read: true,
    createdAt: minutesAgo(10 * 24 * 60),
  },
];

/** A win with its order's payment deadline (two days after the sale). */
export const wonWithDeadline: AppNotification = {
  _id: 'n-won-deadline',
  kind: 'won',
  auctionId: 'auc-civic',
  vehicleName: '2019 Honda Civic EX',
  amount: 3_300,
  orderId: 'ord-9',
  payBy: '2026-11-27T14:55:00.000Z',
  read: false,
  createdAt: minutesAgo(5),
};

/** `count` outbid notifications, newest first, the first `unread` of them unread. */
export function manyNotifications(count: number, unread = 0): AppNotification[] {
  return Array.from({ length: count }, (_, index) => ({
    _id: `n-many-${index}`,
    kind: 'outbid' as const,
    auctionId: `auc-${index}`,
    vehicleName: `2022 Kia Sportage ${index + 1}`,
    amount: 20_000 + index * 100,
    orderId: null,
    read: index >= unread,
    createdAt: minutesAgo(index * 7),
  }));
}
