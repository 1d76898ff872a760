import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { paths, type OrderHistoryTab, type OrderListItem } from '@marketdrop/api-client';
import { useTranslation } from '../i18n/useTranslation';
import { orders as orderTexts } from '../i18n/en/orders';
import { CardSkeletons, ListEmpty, ListError, LoadMore } from '../internal/ListStates';
import { OrderCard } from '../OrderCard';
import { linkProps, type LinkComponent } from '../link';

export type MyOrdersViewProps = {
  /** The tab shown: Active (not finished) or Completed (completed or cancelled). */
  tab: OrderHistoryTab;
  onTabChange: (tab: OrderHistoryTab) => void;
  /** The orders of the tab loaded so far, newest first. */
  orders: readonly OrderListItem[];
  /** The first page is loading: placeholder cards. */
  loading?: boolean;
  /** Loading failed: "Failed to load your orders" with Try again. */
  error?: boolean;
  onRetry?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Prefix of the image paths (default: the nearest `ImageBaseUrlProvider`'s). */
  imageBaseUrl?: string;
  /** Renders the links (react-router's `Link` in the web app). Default `'a'`. */
  LinkComponent?: LinkComponent;
};

const TABS: readonly OrderHistoryTab[] = ['active', 'completed'];

/**
 * My Orders (docs/product.md §3.8): tabs Active and Completed; each order as a card with its
 * status, price, order date and View. Placeholders while loading, Try again on failure, Load More.
 */
export function MyOrdersView({
  tab,
  onTabChange,
  orders,
  loading = false,
  error = false,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  imageBaseUrl,
  LinkComponent = 'a',
}: MyOrdersViewProps) {
  const { t } = useTranslation('ui', { orders: orderTexts });
  const id = useId();

  let content;
  if (loading) {
    content = <CardSkeletons count={3} height={120} label={t(`orders.myOrders.tabs.${tab}`)} />;
  } else if (error && orders.length === 0) {
    content = (
      <ListError
        message={t('orders.myOrders.loadError')}
        retry={t('orders.myOrders.retry')}
        onRetry={onRetry}
      />
    );
  } else if (orders.length === 0) {
    content = (
      <ListEmpty
        icon={<ReceiptLongOutlined />}
        title={t(`orders.myOrders.empty.${tab}`)}
        hint={t('orders.myOrders.emptyHint')}
        action={
          <Button variant="contained" {...linkProps(LinkComponent, paths.listing)}>
            {t('orders.myBids.browse')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {orders.map((order) => (
            <OrderCard
              key={order._id}
              order={order}
              imageBaseUrl={imageBaseUrl}
              LinkComponent={LinkComponent}
            />
          ))}
        </Box>
        {hasMore && onLoadMore ? (
          <LoadMore
            label={t('orders.myOrders.loadMore')}
            loading={loadingMore}
            onClick={onLoadMore}
          />
        ) : null}
      </>
    );
  }

  return (
    <div>
      <Tabs
        value={tab}
        onChange={(_, next: OrderHistoryTab) => onTabChange(next)}
        aria-label={t('orders.myOrders.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {TABS.map((each) => (
          <Tab
            key={each}
            value={each}
            label={t(`orders.myOrders.tabs.${each}`)}
            id={`${id}-tab-${each}`}
            aria-controls={`${id}-panel`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
        {content}
      </div>
    </div>
  );
}
