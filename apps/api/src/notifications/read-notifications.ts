import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ReadNotificationData } from '@marketdrop/api-client';
import type { DbDeps, Deps } from '../shared/deps';
import { countNotifications } from './find-notifications';
import { notifications } from './tables';

export type ReadNotificationsInput = {
  userId: string;
  /** The notifications to mark read; ids of other users' notifications (or none) change nothing. */
  notificationIds?: readonly string[] | undefined;
  /** Mark every unread notification of the user read. */
  all?: boolean | undefined;
};

/**
 * readNotification: marks the user's own notifications read (those named, or all of them) at the
 * server's time; a notification already read keeps the time it was first read. Answers how many
 * stay unread.
 */
export async function readNotifications(
  deps: DbDeps & Pick<Deps, 'clock'>,
  input: ReadNotificationsInput,
): Promise<ReadNotificationData> {
  const ids = [...new Set(input.notificationIds ?? [])].map((id) => id.toLowerCase());
  if (input.all === true || ids.length > 0) {
    await deps.db
      .update(notifications)
      .set({ readAt: deps.clock() })
      .where(
        and(
          eq(notifications.userId, input.userId),
          isNull(notifications.readAt),
          input.all === true ? undefined : inArray(notifications.id, ids),
        ),
      );
  }
  const { unread } = await countNotifications(deps, { userId: input.userId });
  return { unreadCount: unread };
}
