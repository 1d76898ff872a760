import type { FastifyInstance } from 'fastify';
import { authOf } from '../plugins/auth';
import { mountCalls, type CallRoutes } from '../shared/mount-call';
import { findNotifications } from './find-notifications';
import { readNotifications } from './read-notifications';

export const NOTIFICATION_MESSAGES = {
  list: 'Notifications fetched successfully',
  read: 'Notifications marked as read',
} as const;

const tags = ['notifications'];

/** The signed-in user's notifications: the list with its unread count, and marking them read. */
export function notificationCalls(app: FastifyInstance) {
  return {
    getNotification: {
      docs: {
        tags,
        summary: "The signed-in user's notifications, newest first, with the unread count",
        description:
          'Outbid, won, lost, sold and unsold notices of the caller only, each with the name of the vehicle. `unreadCount` counts all of them, not just the page.',
      },
      handler: async (request) => {
        const { data, pagination } = await findNotifications(app, {
          userId: authOf(request).user.id,
          page: { pageNumber: request.query.pageNumber, pageSize: request.query.pageSize },
        });
        return { message: NOTIFICATION_MESSAGES.list, data, pagination };
      },
    },

    readNotification: {
      docs: {
        tags,
        summary: 'Mark notifications read: some by id, or all',
        description:
          "`{ notificationIds }` marks those of the caller's notifications read (ids of other users' notifications change nothing); `{ all: true }` marks all. Answers the unread count left.",
      },
      handler: async (request) => ({
        message: NOTIFICATION_MESSAGES.read,
        data: await readNotifications(app, {
          userId: authOf(request).user.id,
          notificationIds: request.body.notificationIds,
          all: request.body.all,
        }),
      }),
    },
  } satisfies CallRoutes;
}

/** Mounts `notificationCalls` (a Fastify plugin under `/user`). */
export default async function notificationRoutes(app: FastifyInstance) {
  mountCalls(app, notificationCalls(app));
}
