import { lazy, useId, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { paths, type AppNotification } from '@marketdrop/api-client';
import type { DateInput } from '../i18n/format';
import { useTranslation } from '../i18n/useTranslation';
import { notifications as notificationTexts } from '../i18n/en/notifications';
import { Deferred } from '../internal/Deferred';
import type { LinkComponent } from '../link';

// The popover and its list load on the first click: they are not part of a page's first load.
const NotificationPopover = lazy(() => import('./NotificationPopover'));

export type NotificationBellProps = {
  /** The badge: how many notifications are unread (none shows no badge). */
  unreadCount: number;
  /** The newest notifications, shown when the bell is opened; undefined until loaded. */
  notifications?: readonly AppNotification[];
  /** The list is loading (placeholder rows). */
  loading?: boolean;
  /** The list failed to load ("Failed to load notifications" with Try again). */
  error?: boolean;
  onRetry?: () => void;
  /** The bell was opened (e.g. fetch the newest, and mark the ones shown read). */
  onOpen?: () => void;
  /** The popover closed. */
  onClose?: () => void;
  /** Mark all as read (shown while some are unread). */
  onMarkAllRead?: () => void;
  /** Mark all as read is in flight. */
  markingAllRead?: boolean;
  /** A notification was clicked; the popover closes and its link (the auction) opens. */
  onNotificationClick?: (notification: AppNotification) => void;
  /** Where "See all notifications" goes (default `/alerts`). */
  allHref?: string;
  /** The instant the times are counted from; default: now. */
  now?: DateInput;
  /** Renders the links; pass react-router's `Link` in the web app. Default `'a'`. */
  LinkComponent?: LinkComponent;
};

/**
 * The header's bell: a badge with the unread count; a click opens the newest notifications in a
 * popover (icon and text per kind, how long ago, the unread ones marked, Mark all as read, See all
 * notifications). The notifications unread when it opened stay marked as new until it closes,
 * even once the app has marked them read.
 */
export function NotificationBell({
  unreadCount,
  notifications,
  loading = false,
  error = false,
  onRetry,
  onOpen,
  onClose,
  onMarkAllRead,
  markingAllRead = false,
  onNotificationClick,
  allHref = paths.alerts,
  now,
  LinkComponent = 'a',
}: NotificationBellProps) {
  const { t } = useTranslation('ui', { notifications: notificationTexts });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [shownUnread, setShownUnread] = useState<ReadonlySet<string>>(() => new Set());
  const popoverId = useId();
  const open = anchor !== null;

  // While open, every notification seen unread stays marked as new (state from earlier renders,
  // updated during render as React documents).
  if (open && notifications) {
    const fresh = notifications.filter((n) => !n.read && !shownUnread.has(n._id));
    if (fresh.length > 0) setShownUnread(new Set([...shownUnread, ...fresh.map((n) => n._id)]));
  }

  const close = () => {
    setAnchor(null);
    setShownUnread(new Set());
    onClose?.();
  };

  return (
    <>
      {/*
        The count is in the button's label; the badge sits outside the button and repeats it for
        the eyes only (a visible "99+" inside the button would not match its label).
      */}
      <Badge
        badgeContent={unreadCount}
        color="error"
        max={99}
        overlap="circular"
        slotProps={{ badge: { 'aria-hidden': true } }}
        sx={{ '& .MuiBadge-badge': { pointerEvents: 'none', top: 8, right: 8 } }}
      >
        <IconButton
          aria-label={
            unreadCount > 0
              ? t('notifications.bellUnread', { count: unreadCount })
              : t('notifications.title')
          }
          aria-haspopup="dialog"
          aria-controls={open ? popoverId : undefined}
          aria-expanded={open ? true : undefined}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            onOpen?.();
          }}
        >
          <NotificationsNoneOutlined />
        </IconButton>
      </Badge>
      <Deferred when={open}>
        <NotificationPopover
          id={popoverId}
          anchorEl={anchor}
          open={open}
          onClose={close}
          unreadCount={unreadCount}
          notifications={notifications}
          loading={loading || (notifications === undefined && !error)}
          error={error}
          onRetry={onRetry}
          onMarkAllRead={
            onMarkAllRead &&
            (() => {
              setShownUnread(new Set());
              onMarkAllRead();
            })
          }
          markingAllRead={markingAllRead}
          onNotificationClick={(notification) => {
            close();
            onNotificationClick?.(notification);
          }}
          shownUnread={shownUnread}
          allHref={allHref}
          now={now}
          LinkComponent={LinkComponent}
        />
      </Deferred>
    </>
  );
}
