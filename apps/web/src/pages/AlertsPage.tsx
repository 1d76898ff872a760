import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DoneAll from '@mui/icons-material/DoneAll';
import { Link as RouterLink } from 'react-router-dom';
import {
  NOTIFICATIONS_PAGE_SIZE,
  useNotifications,
  useReadNotifications,
} from '@marketdrop/api-client/react';
import { NotificationList, useTranslation } from '@marketdrop/ui';
import { messages } from '../i18n/en/messages';
import { pages } from '../i18n/en/pages';
import { useErrorText } from '../i18n/useErrorText';
import { useDocumentTitle } from '../content/useDocumentTitle';
import { paths } from '../routing/paths';
import { toast } from '../toast';

/**
 * Notifications (`/alerts`): every notification of the signed-in user, newest first, 20 a page
 * with Load More; a click opens the auction and marks it read; Mark all as read. Their e-mail
 * copies are turned on or off in Notifications Settings (`/notifications`).
 */
export function AlertsPage() {
  const { t } = useTranslation('web', { messages, pages });
  const errorText = useErrorText();
  useDocumentTitle(t('pages.alerts.title'));
  const list = useNotifications({ pageSize: NOTIFICATIONS_PAGE_SIZE });
  const read = useReadNotifications({
    onError: (error) => toast.error(errorText(error, t('messages.app.readNotificationsFailed'))),
  });
  const unread = list.data?.unreadCount ?? 0;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h5" component="h1">
            {t('pages.alerts.title')}
          </Typography>
          {list.data ? (
            <Typography color="text.secondary" aria-live="polite">
              {unread > 0 ? t('pages.alerts.unread', { count: unread }) : t('pages.alerts.allRead')}
            </Typography>
          ) : null}
          <Button
            sx={{ ml: 'auto' }}
            startIcon={<DoneAll />}
            disabled={unread === 0}
            loading={read.isPending && read.variables?.all === true}
            onClick={() => read.mutate({ all: true })}
          >
            {t('pages.alerts.markAllRead')}
          </Button>
        </Box>
        <Link component={RouterLink} to={paths.notifications} variant="body2">
          {t('pages.alerts.emailSettings')}
        </Link>
        <Box sx={{ mt: 3 }}>
          <NotificationList
            notifications={list.data?.notifications ?? []}
            loading={list.isPending && !list.isError}
            skeletonCount={5}
            error={list.isError && !list.data}
            onRetry={() => void list.refetch()}
            hasMore={list.hasNextPage}
            loadingMore={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
            onNotificationClick={(notification) => {
              if (!notification.read) read.mutate({ notificationIds: [notification._id] });
            }}
            LinkComponent={RouterLink}
          />
        </Box>
      </Paper>
    </Container>
  );
}
