import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { AppNotification } from '@marketdrop/api-client';
import { useNotifications, useReadNotifications } from '@marketdrop/api-client/react';
import { NotificationBell, useTranslation } from '@marketdrop/ui';
import { messages } from '../i18n/en/messages';
import { useErrorText } from '../i18n/useErrorText';
import { queryClient } from '../query';
import { toast } from '../toast';

/** How many of the newest notifications the bell shows. */
const BELL_PAGE_SIZE = 8;
/** The unread count is fetched again this often, and when the window regains focus. */
export const BELL_REFRESH_MS = 30_000;

function WiredBell() {
  const { t } = useTranslation('web', { messages });
  const errorText = useErrorText();
  const list = useNotifications({ pageSize: BELL_PAGE_SIZE, refetchInterval: BELL_REFRESH_MS });
  const read = useReadNotifications();
  const [open, setOpen] = useState(false);
  const notifications = list.data?.notifications;
  const { mutate } = read;

  // Opening the bell marks what it shows read (the bell keeps them marked as new until it closes).
  const unreadShown = open ? (notifications ?? []).filter((n) => !n.read).map((n) => n._id) : [];
  const toMark = unreadShown.join(',');
  useEffect(() => {
    if (toMark === '') return;
    mutate({ notificationIds: toMark.split(',') });
  }, [toMark, mutate]);

  const onFailure = (error: unknown) =>
    toast.error(errorText(error, t('messages.app.readNotificationsFailed')));

  return (
    <NotificationBell
      unreadCount={list.data?.unreadCount ?? 0}
      notifications={notifications}
      loading={list.isPending && !list.isError}
      error={list.isError && !list.data}
      onRetry={() => void list.refetch()}
      onOpen={() => {
        setOpen(true);
        void list.refetch();
      }}
      onClose={() => setOpen(false)}
      onMarkAllRead={() => mutate({ all: true }, { onError: onFailure })}
      markingAllRead={read.isPending && read.variables?.all === true}
      onNotificationClick={(notification: AppNotification) => {
        if (!notification.read) mutate({ notificationIds: [notification._id] });
      }}
      LinkComponent={Link}
    />
  );
}

/**
 * The signed-in user's bell in the header (docs/product.md §3.1): the unread count, fetched again
 * every 30 s and when the window regains focus, and the newest notifications. Loaded after the
 * page (it brings the query cache with it), so it is not part of any page's first load.
 */
export default function HeaderBell() {
  return (
    <QueryClientProvider client={queryClient}>
      <WiredBell />
    </QueryClientProvider>
  );
}
