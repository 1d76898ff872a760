import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link, useSearchParams } from 'react-router-dom';
import { useOrderHistory } from '@marketdrop/api-client/react';
import { MyOrdersView, useTranslation } from '@marketdrop/ui';
import { dealer } from '../i18n/en/dealer';
import { useDocumentTitle } from '../content/useDocumentTitle';
import { orderTabParam } from '../orders/orders-url';

/**
 * The dealer's sales (`/dealer/sales`): the orders of the dealer's vehicles (`orderHistory` with
 * `role: 'seller'`), Active and Completed, each with its status, price and date. View opens the
 * order (`/my-order/{id}`), where the dealer sees the buyer's name and contact, the pickup or
 * delivery choice with its slot, and moves the order to its next status.
 */
export function DealerSalesPage() {
  const { t } = useTranslation('web', { dealer });
  useDocumentTitle(t('dealer.titles.sales'));
  const [params, setParams] = useSearchParams();
  const tab = orderTabParam.read(params);
  const list = useOrderHistory({ tab, role: 'seller' });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('dealer.sales.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('dealer.sales.intro')}
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
