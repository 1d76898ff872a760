/**
 * Response JSON schemas of the notification calls: they document the answers in OpenAPI (`/docs`)
 * and shape their serialization. Requests are declared in @marketdrop/api-client (`calls`).
 */
import type { NotificationKind } from '@marketdrop/api-client';

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;

export const NOTIFICATION_KINDS = [
  'outbid',
  'won',
  'lost',
  'sold',
  'unsold',
  'dealerVerified',
  'dealerRejected',
  'listingUnpublished',
  'reserveOffer',
  'listingDisclosure',
  'backOnSale',
  'saleReopened',
  'saleRelistable',
] as const satisfies readonly NotificationKind[];

export const notificationSchema = {
  type: 'object',
  properties: {
    _id: str,
    kind: { type: 'string', enum: NOTIFICATION_KINDS },
    auctionId: nullableStr,
    vehicleName: { type: ['string', 'null'], description: 'e.g. 2021 Hyundai Tucson Preferred' },
    amount: { type: ['integer', 'null'], description: 'Whole dollars the notification is about' },
    orderId: nullableStr,
    reason: {
      type: ['string', 'null'],
      description: 'The reason an admin gave (dealerRejected, listingUnpublished)',
    },
    read: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
  },
  required: [
    '_id',
    'kind',
    'auctionId',
    'vehicleName',
    'amount',
    'orderId',
    'reason',
    'read',
    'createdAt',
  ],
} as const;

const paginationSchema = {
  type: 'object',
  properties: { pageNumber: int, pageSize: int, total: int, totalPages: int },
  required: ['pageNumber', 'pageSize', 'total', 'totalPages'],
} as const;

export const notificationsResponse = {
  type: 'object',
  properties: {
    message: str,
    data: {
      type: 'object',
      properties: {
        notifications: { type: 'array', items: notificationSchema },
        unreadCount: int,
      },
      required: ['notifications', 'unreadCount'],
    },
    pagination: paginationSchema,
  },
  required: ['message', 'data', 'pagination'],
} as const;

export const readNotificationData = {
  type: 'object',
  properties: { unreadCount: int },
  required: ['unreadCount'],
} as const;
