import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha, styled, type Theme } from '@mui/material/styles';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import Gavel from '@mui/icons-material/Gavel';
import HighlightOff from '@mui/icons-material/HighlightOff';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import GppBadOutlined from '@mui/icons-material/GppBadOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import {
  detailPath,
  orderPath,
  paths,
  type AppNotification,
  type NotificationKind,
} from '@marketdrop/api-client';
import { formatRelativeTime, type DateInput } from '../i18n/format';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { notifications as notificationTexts } from '../i18n/en/notifications';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { linkProps, type LinkComponent } from '../link';

export type NotificationListProps = {
  /** The notifications to show, newest first. */
  notifications: readonly AppNotification[];
  /** The first load: placeholder rows instead of the list. */
  loading?: boolean;
  /** Loading failed: "Failed to load notifications" and, with `onRetry`, Try again. */
  error?: boolean;
  onRetry?: () => void;
  /** A notification was clicked (it links to its auction when it has one). */
  onNotificationClick?: (notification: AppNotification) => void;
  /**
   * Ids to show as unread although they are read now (the header's bell marks what it shows read
   * when it opens, yet keeps them marked as new until it closes).
   */
  shownUnread?: ReadonlySet<string>;
  /** The instant the times are counted from ("5 minutes ago"); default: now. */
  now?: DateInput;
  /** More notifications can be loaded: shows Load More. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Tighter rows (the bell's popover). */
  dense?: boolean;
  /** Placeholder rows while loading (default 3). */
  skeletonCount?: number;
  /** Renders the links; pass react-router's `Link` in the web app. Default `'a'`. */
  LinkComponent?: LinkComponent;
  /** The list's accessible name (default "Notifications"). */
  'aria-label'?: string;
};

const ICONS: Record<NotificationKind, ReactNode> = {
  outbid: <Gavel fontSize="small" />,
  won: <EmojiEventsOutlined fontSize="small" />,
  lost: <HighlightOff fontSize="small" />,
  sold: <SellOutlined fontSize="small" />,
  unsold: <EventBusyOutlined fontSize="small" />,
  dealerVerified: <VerifiedUserOutlined fontSize="small" />,
  dealerRejected: <GppBadOutlined fontSize="small" />,
  listingUnpublished: <VisibilityOffOutlined fontSize="small" />,
  reserveOffer: <Gavel fontSize="small" />,
  listingDisclosure: <InfoOutlined fontSize="small" />,
  paymentCompleted: <PaidOutlined fontSize="small" />,
  paymentReceived: <PaidOutlined fontSize="small" />,
  readyForPickup: <StorefrontOutlined fontSize="small" />,
  inDelivery: <LocalShippingOutlined fontSize="small" />,
  orderCompleted: <TaskAltOutlined fontSize="small" />,
  orderCancelled: <CancelOutlined fontSize="small" />,
  backOnSale: <ReplayOutlined fontSize="small" />,
  saleReopened: <ReplayOutlined fontSize="small" />,
  saleRelistable: <ReplayOutlined fontSize="small" />,
  savedSearch: <ManageSearchOutlined fontSize="small" />,
};

/** The kinds about an order (docs/product.md §5.4): they link to the order, not the auction. */
const ORDER_KINDS: ReadonlySet<NotificationKind> = new Set([
  'paymentCompleted',
  'paymentReceived',
  'readyForPickup',
  'inDelivery',
  'orderCompleted',
  'orderCancelled',
]);

/**
 * Where a notification leads: its order for an order's change, the dealer's unsold listings for a
 * sale to relist, else its auction; null: nowhere.
 */
function notificationHref(notification: AppNotification): string | null {
  // An order's change, and a win: its checkout (the order's page).
  if (
    (ORDER_KINDS.has(notification.kind) || notification.kind === 'won') &&
    notification.orderId !== null
  )
    return orderPath(notification.orderId);
  if (notification.kind === 'saleRelistable') return `${paths.dealer}?state=unsold`;
  // A saved search's new matches: the listing with its filters (the listing itself once deleted).
  if (notification.kind === 'savedSearch') {
    return notification.savedSearch?.listingPath ?? paths.listing;
  }
  return notification.auctionId === null ? null : detailPath(notification.auctionId);
}

const iconColour = (theme: Theme, kind: NotificationKind) => {
  switch (kind) {
    case 'outbid':
    case 'reserveOffer':
    case 'listingDisclosure':
    case 'saleRelistable':
      return theme.palette.warning.dark;
    case 'backOnSale':
    case 'saleReopened':
    case 'savedSearch':
      return theme.palette.primary.main;
    case 'won':
    case 'sold':
    case 'dealerVerified':
      return theme.palette.success.dark;
    case 'dealerRejected':
    case 'listingUnpublished':
      return theme.palette.error.dark;
    case 'paymentCompleted':
    case 'paymentReceived':
    case 'orderCompleted':
      return theme.palette.success.dark;
    case 'readyForPickup':
    case 'inDelivery':
      return theme.palette.primary.main;
    case 'lost':
    case 'unsold':
    case 'orderCancelled':
      return theme.palette.text.secondary;
  }
};

const KindAvatar = styled(Avatar, {
  name: 'MdNotificationList',
  slot: 'Icon',
  shouldForwardProp: (prop) => prop !== 'kind',
})<{ kind: NotificationKind }>(({ theme, kind }) => ({
  width: 36,
  height: 36,
  color: iconColour(theme, kind),
  backgroundColor: alpha(iconColour(theme, kind), 0.12),
}));

const UnreadDot = styled('span', { name: 'MdNotificationList', slot: 'UnreadDot' })(
  ({ theme }) => ({
    flex: 'none',
    width: 10,
    height: 10,
    borderRadius: '50%',
    marginLeft: theme.spacing(1),
    backgroundColor: theme.palette.primary.main,
  }),
);

/** The text of a notification in the language shown: "You were outbid on 2021 Hyundai Tucson: $12,350". */
export function useNotificationText(): (notification: AppNotification) => string {
  const { t } = useTranslation('ui', { notifications: notificationTexts });
  const f = useFormatters();
  return (notification) => {
    const vehicle = notification.vehicleName ?? t('notifications.someVehicle');
    const { kind, amount } = notification;
    const reason = notification.reason?.trim();
    switch (kind) {
      case 'dealerVerified':
        return t('notifications.kinds.dealerVerified');
      case 'dealerRejected':
        return reason
          ? t('notifications.kinds.dealerRejected', { reason })
          : t('notifications.kinds.dealerRejectedNoReason');
      case 'listingUnpublished':
        return reason
          ? t('notifications.kinds.listingUnpublished', { vehicle, reason })
          : t('notifications.kinds.listingUnpublishedNoReason', { vehicle });
      case 'won': {
        const payBy = notification.payBy ?? null;
        if (payBy === null) break;
        return amount === null
          ? t('notifications.kinds.wonPayByNoAmount', { vehicle, payBy: f.dateTime(payBy) })
          : t('notifications.kinds.wonPayBy', {
              vehicle,
              amount: f.money(amount),
              payBy: f.dateTime(payBy),
            });
      }
      case 'paymentCompleted':
      case 'paymentReceived': {
        // What was charged (the order's total, to the cent), never the vehicle's price.
        const paid = notification.amountCents ?? null;
        if (paid !== null)
          return t(`notifications.kinds.${kind}`, { vehicle, amount: f.cents(paid) });
        return t(`notifications.kinds.${kind}NoAmount`, { vehicle });
      }
      case 'savedSearch': {
        // "3 new vehicles match Red SUVs": the count of new matches and the search's name.
        const count = amount ?? 0;
        const name = notification.savedSearch?.name;
        return name
          ? t('notifications.kinds.savedSearch', { count, name })
          : t('notifications.kinds.savedSearchNoName', { count });
      }
      default:
        break;
    }
    if (amount === null) return t(`notifications.kinds.${kind}NoAmount`, { vehicle });
    return t(`notifications.kinds.${kind}`, { vehicle, amount: f.money(amount) });
  };
}

/**
 * A user's notifications: an icon and a text per kind (outbid, won, lost, sold, unsold, and each
 * change of an order) with the vehicle and the amount, how long ago, unread ones in bold with a
 * dot; each links to its auction, an order's change to its order.
 * Placeholder rows while loading, a message with Try again on failure, and the empty text.
 */
export function NotificationList({
  notifications,
  loading = false,
  error = false,
  onRetry,
  onNotificationClick,
  shownUnread,
  now,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  dense = false,
  skeletonCount = 3,
  LinkComponent = 'a',
  'aria-label': ariaLabel,
}: NotificationListProps) {
  const { t } = useTranslation('ui', { notifications: notificationTexts });
  const f = useFormatters();
  const textOf = useNotificationText();
  const reference = now ?? Date.now();

  if (loading) {
    return (
      <List aria-label={ariaLabel ?? t('notifications.title')} aria-busy="true" dense={dense}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <ListItem key={index}>
            <ListItemAvatar>
              <Skeleton variant="circular" width={36} height={36} />
            </ListItemAvatar>
            <ListItemText primary={<Skeleton width="80%" />} secondary={<Skeleton width="30%" />} />
          </ListItem>
        ))}
      </List>
    );
  }

  if (error && notifications.length === 0) {
    return (
      <Alert
        severity="error"
        sx={{ m: dense ? 1 : 0 }}
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('notifications.retry')}
            </Button>
          ) : undefined
        }
      >
        {t('notifications.loadError')}
      </Alert>
    );
  }

  if (notifications.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: dense ? 3 : 6, px: 2 }}>
        <NotificationsNoneOutlined sx={{ fontSize: 40, color: 'text.disabled' }} aria-hidden />
        <Typography sx={{ fontWeight: 600, mt: 1 }}>{t('notifications.empty')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('notifications.emptyHint')}
        </Typography>
      </Box>
    );
  }

  return (
    <>
      <List aria-label={ariaLabel ?? t('notifications.title')} dense={dense} disablePadding>
        {notifications.map((notification) => {
          const unread = !notification.read || (shownUnread?.has(notification._id) ?? false);
          const content = (
            <>
              <ListItemAvatar sx={{ minWidth: 48 }}>
                <KindAvatar kind={notification.kind} aria-hidden>
                  {ICONS[notification.kind]}
                </KindAvatar>
              </ListItemAvatar>
              <ListItemText
                primary={
                  <>
                    {unread ? (
                      <VisuallyHidden>{`${t('notifications.unread')}. `}</VisuallyHidden>
                    ) : null}
                    {textOf(notification)}
                  </>
                }
                secondary={
                  <time
                    dateTime={notification.createdAt}
                    title={f.dateTime(notification.createdAt)}
                  >
                    {formatRelativeTime(notification.createdAt, f.language, reference)}
                  </time>
                }
                slotProps={{
                  primary: { sx: { fontWeight: unread ? 700 : 400 } },
                }}
              />
              {unread ? <UnreadDot aria-hidden data-unread="true" /> : null}
            </>
          );
          const rowSx = {
            alignItems: 'center',
            ...(unread ? { backgroundColor: 'action.hover' } : {}),
          };
          const href = notificationHref(notification);
          const clickable = href !== null || onNotificationClick !== undefined;
          return (
            <ListItem key={notification._id} disablePadding divider>
              {clickable ? (
                <ListItemButton
                  {...(href === null ? {} : linkProps(LinkComponent, href))}
                  onClick={() => onNotificationClick?.(notification)}
                  sx={rowSx}
                >
                  {content}
                </ListItemButton>
              ) : (
                <Box sx={{ display: 'flex', width: '100%', px: 2, py: 1, ...rowSx }}>{content}</Box>
              )}
            </ListItem>
          );
        })}
      </List>
      {hasMore && onLoadMore ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={onLoadMore} loading={loadingMore}>
            {t('notifications.loadMore')}
          </Button>
        </Box>
      ) : null}
    </>
  );
}
