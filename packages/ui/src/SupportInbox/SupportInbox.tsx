import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { admin } from '../i18n/en/admin';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { ListState, type AdminListProps } from '../internal/ListState';

/** A Contact Support message: `InboxMessage` of `@marketdrop/api-client` fits. */
export type SupportInboxMessage = {
  _id: string;
  reference: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: 'open' | 'handled';
  handledAt: string | null;
  handledBy: string | null;
  createdAt: string;
};

export type SupportInboxProps = AdminListProps & {
  messages: readonly SupportInboxMessage[];
  /** The tab shown. */
  status: 'open' | 'handled';
  onStatusChange: (status: 'open' | 'handled') => void;
  /** How many messages are open (the tab's count). */
  openCount?: number;
  onMarkHandled: (message: SupportInboxMessage) => void;
};

/**
 * The admin's Contact Support inbox: open and handled messages, each with its reference, sender,
 * subject, text and date; Reply by e-mail and Mark handled; handled ones say by whom and when.
 */
export function SupportInbox({
  messages,
  status,
  onStatusChange,
  openCount = 0,
  onMarkHandled,
  loading = false,
  error = false,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  busyId = null,
}: SupportInboxProps) {
  const { t } = useTranslation('ui', { admin });
  const f = useFormatters();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Tabs
        value={status}
        onChange={(_, value: 'open' | 'handled') => onStatusChange(value)}
        aria-label={t('admin.inbox.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="open" label={t('admin.inbox.open', { count: openCount })} />
        <Tab value="handled" label={t('admin.inbox.handled')} />
      </Tabs>
      <ListState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={t(`admin.inbox.empty.${status}`)}
        count={messages.length}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={onLoadMore}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {messages.map((message) => (
            <Paper
              key={message._id}
              variant="outlined"
              component="article"
              aria-label={message.subject}
              sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.75 }}
            >
              <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'baseline' }}>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {message.subject}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {message.reference}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
                  {t('admin.inbox.received', { date: f.dateTime(message.createdAt) })}
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t('admin.inbox.from', { name: message.name, email: message.email })}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {message.message}
              </Typography>
              <Box
                sx={{
                  display: 'flex',
                  gap: 1,
                  alignItems: 'center',
                  flexWrap: 'wrap',
                  justifyContent: 'flex-end',
                }}
              >
                {message.status === 'handled' && message.handledAt ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
                    {message.handledBy
                      ? t('admin.inbox.handledBy', {
                          name: message.handledBy,
                          date: f.dateTime(message.handledAt),
                        })
                      : t('admin.inbox.handledOn', { date: f.dateTime(message.handledAt) })}
                  </Typography>
                ) : null}
                <Button
                  size="small"
                  href={`mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`${message.reference}: ${message.subject}`)}`}
                >
                  {t('admin.inbox.reply')}
                </Button>
                {message.status === 'open' ? (
                  <Button
                    size="small"
                    variant="contained"
                    loading={busyId === message._id}
                    onClick={() => onMarkHandled(message)}
                  >
                    {t('admin.inbox.markHandled')}
                  </Button>
                ) : null}
              </Box>
            </Paper>
          ))}
        </Box>
      </ListState>
    </Box>
  );
}
