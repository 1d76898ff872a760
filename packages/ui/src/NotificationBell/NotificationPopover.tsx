import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import DoneAll from '@mui/icons-material/DoneAll';
import type { AppNotification } from '@marketdrop/api-client';
import type { DateInput } from '../i18n/format';
import { useTranslation } from '../i18n/useTranslation';
import { notifications as notificationTexts } from '../i18n/en/notifications';
import { linkProps, type LinkComponent } from '../link';
import { NotificationList } from '../NotificationList';

export type NotificationPopoverProps = {
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  unreadCount: number;
  notifications: readonly AppNotification[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: (() => void) | undefined;
  onMarkAllRead: (() => void) | undefined;
  markingAllRead: boolean;
  onNotificationClick: (notification: AppNotification) => void;
  shownUnread: ReadonlySet<string>;
  allHref: string;
  now: DateInput | undefined;
  LinkComponent: LinkComponent;
};

/** The bell's popover (loaded on the first click): title, Mark all as read, the list, See all. */
export default function NotificationPopover({
  id,
  anchorEl,
  open,
  onClose,
  unreadCount,
  notifications,
  loading,
  error,
  onRetry,
  onMarkAllRead,
  markingAllRead,
  onNotificationClick,
  shownUnread,
  allHref,
  now,
  LinkComponent,
}: NotificationPopoverProps) {
  const { t } = useTranslation('ui', { notifications: notificationTexts });
  const titleId = useId();
  return (
    <Popover
      id={id}
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: 380, maxWidth: 'calc(100vw - 16px)' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
          {t('notifications.title')}
        </Typography>
        {onMarkAllRead ? (
          <Button
            size="small"
            startIcon={<DoneAll />}
            sx={{ ml: 'auto' }}
            onClick={onMarkAllRead}
            disabled={unreadCount === 0}
            loading={markingAllRead}
          >
            {t('notifications.markAllRead')}
          </Button>
        ) : null}
      </Box>
      <Divider />
      <Box sx={{ maxHeight: 420, overflowY: 'auto' }}>
        <NotificationList
          notifications={notifications ?? []}
          loading={loading}
          error={error}
          onRetry={onRetry}
          onNotificationClick={onNotificationClick}
          shownUnread={shownUnread}
          now={now}
          dense
          LinkComponent={LinkComponent}
        />
      </Box>
      <Divider />
      <Box sx={{ p: 1, textAlign: 'center' }}>
        <Button {...linkProps(LinkComponent, allHref)} onClick={onClose} fullWidth>
          {t('notifications.seeAll')}
        </Button>
      </Box>
    </Popover>
  );
}
