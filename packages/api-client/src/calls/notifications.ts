/** Notifications: the list and marking them read (docs/product.md §5.4). */
import type * as schemas from '@marketdrop/validation';
import type { NotificationsData, Pagination, ReadNotificationData } from '../contract';
import { call } from './declare';

export const notificationsCalls = {
  getNotification: call<
    typeof schemas.notificationsPageSchema,
    NotificationsData,
    never,
    { pagination: Pagination }
  >()('GET', '/user/getNotification', {
    auth: 'session',
    errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED'],
    validation: 'list',
  }),
  readNotification: call<typeof schemas.readNotificationSchema, ReadNotificationData>()(
    'POST',
    '/user/readNotification',
    { auth: 'session', errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED'], validation: 'list' },
  ),
} as const;
