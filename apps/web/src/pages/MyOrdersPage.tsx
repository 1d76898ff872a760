import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link, useSearchParams } from 'react-router-dom';
import { useOrderHistory } from '@marketdrop/api-client/react';
import { MyOrdersView, useTranslation } from '@marketdrop/ui';
import { useDocumentTitle } from '../content/useDocumentTitle';
import { orderTabParam } from '../orders/orders-url';
import { orders } from '../i18n/en/orders';

/**
 * My Orders (`/my-order`, docs/product.md §3.8): tabs Active and Completed (the tab in the
 * address, `?tab=completed`); each order with its status, price, order date and View, which opens
 * `/my-order/{id}`. The list is read again when the window regains focus, so a status the dealer
 * changed meanwhile shows.
 */
export function MyOrdersPage() {
  const { t } = useTranslation('web', { orders });
  useDocumentTitle(t('orders.myOrders.title'));
  const [params, setParams] = useSearchParams();
  const tab = orderTabParam.read(params);
  const list = useOrderHistory({ tab });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('orders.myOrders.title')}
      </Typography>
      <MyOrdersView
        tab={tab}
        onTabChange={(next) => setParams(orderTabParam.write(next, params), { replace: true })}
        orders={list.data?.items ?? []}
        loading={list.isPending && !list.isError}
        error={list.isError && !list.data}
        onRetry={() => void list.refetch()}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        LinkComponent={Link}
      />
    </Container>
  );
}
