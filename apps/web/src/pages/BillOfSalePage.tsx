import Container from '@mui/material/Container';
import { Link, useParams } from 'react-router-dom';
import { useOrderDetails } from '@marketdrop/api-client/react';
import { BillOfSale, OrderDetail, useTranslation } from '@marketdrop/ui';
import { useDocumentTitle } from '../content/useDocumentTitle';
import { orders } from '../i18n/en/orders';

/**
 * The printable bill of sale of an order (`/my-order/{id}/bill-of-sale`): both parties, the
 * vehicle, price, fees and taxes; Print (or save as PDF from the print dialog) prints the sheet
 * only. Until the order loads, and for an order the viewer may not see, the order page's loading
 * and "Order Not Found" states show.
 */
export function BillOfSalePage() {
  const { t } = useTranslation('web', { orders });
  useDocumentTitle(t('orders.order.billOfSale'));
  const { id = '' } = useParams();
  const order = useOrderDetails(id);
  const notFound = id === '' || order.error?.status === 404;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      {order.data ? (
        <BillOfSale order={order.data} />
      ) : (
        <OrderDetail
          order={undefined}
          notFound={notFound}
          error={order.isError && !notFound}
          onRetry={() => void order.refetch()}
          LinkComponent={Link}
        />
      )}
    </Container>
  );
}
