import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OrderStatus } from '@marketdrop/api-client';
import { admin } from '../i18n/en/admin';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { ListState, type AdminListProps } from '../internal/ListState';
import { OrderStatusChip, orderNumber, orderVehicleTitle } from '../internal/orders';

/** An order as the list shows it: `AdminDealerOrder` of `@marketdrop/api-client` fits. */
export type AdminDealerOrderRow = {
  _id: string;
  status: OrderStatus;
  /** What the buyer owes or paid, in cents. */
  totalCents: number;
  createdAt: string;
  paymentDeadline: string;
  paidAt: string | null;
  vehicle: { year: number; make: string; model: string; vehicleName: string };
  buyer: { name: string; email: string; phoneNumber: string };
};

export type AdminDealerOrdersProps = Omit<AdminListProps, 'busyId'> & {
  orders: readonly AdminDealerOrderRow[];
  /** How many open orders the dealer has in all (the heading's count); default `orders.length`. */
  total?: number;
  /** Level of the heading. Default 3 (under the users list's rows). */
  headingLevel?: 2 | 3 | 4;
};

/**
 * A dealer's orders still moving (Pending Payment to In Delivery), for an admin following up on a
 * suspended dealer: each order's number, status, buyer (name, e-mail, phone), vehicle, amount and
 * dates. Loading, failure (with Try again), empty and Load More like the other admin lists.
 */
export function AdminDealerOrders({
  orders,
  total,
  headingLevel = 3,
  loading = false,
  error = false,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
}: AdminDealerOrdersProps) {
  const { t } = useTranslation('ui', { admin });
  const f = useFormatters();
  const count = total ?? orders.length;
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component={`h${headingLevel}`} sx={{ fontWeight: 700, fontSize: '1rem' }}>
        {t('admin.dealerOrders.title')}
        {loading || count === 0 ? null : (
          <>
            {' '}
            <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
              {`· ${t('admin.dealerOrders.count', { count })}`}
            </Box>
          </>
        )}
      </Typography>
      <ListState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={t('admin.dealerOrders.empty')}
        count={orders.length}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={onLoadMore}
      >
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {orders.map((order) => {
            const number = orderNumber(order._id);
            return (
              <Paper
                key={order._id}
                component="li"
                variant="outlined"
                aria-label={t('admin.dealerOrders.order', { number })}
                data-order-id={order._id}
                sx={{ p: 1.5, display: 'grid', gap: 0.5 }}
              >
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography component="span" sx={{ fontWeight: 700 }}>
                    {t('admin.dealerOrders.order', { number })}
                  </Typography>
                  <OrderStatusChip status={order.status} />
                </Box>
                <Box
                  component="dl"
                  sx={{
                    m: 0,
                    display: 'grid',
                    gridTemplateColumns: 'auto 1fr',
                    gap: 0.25,
                    columnGap: 2,
                    '& dt': { color: 'text.secondary' },
                    '& dd': { m: 0, overflowWrap: 'anywhere' },
                  }}
                >
                  <dt>{t('admin.dealerOrders.buyer')}</dt>
                  <dd data-testid="order-buyer">
                    {[order.buyer.name, order.buyer.email, order.buyer.phoneNumber]
                      .filter(Boolean)
                      .join(' · ')}
                  </dd>
                  <dt>{t('admin.dealerOrders.vehicle')}</dt>
                  <dd>{orderVehicleTitle(order.vehicle)}</dd>
                  <dt>{t('admin.dealerOrders.amount')}</dt>
                  <dd data-testid="order-amount">{f.cents(order.totalCents)}</dd>
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {[
                    t('admin.dealerOrders.ordered', { date: f.date(order.createdAt) }),
                    order.paidAt
                      ? t('admin.dealerOrders.paid', { date: f.date(order.paidAt) })
                      : t('admin.dealerOrders.paymentDue', {
                          date: f.dateTime(order.paymentDeadline),
                        }),
                  ].join(' · ')}
                </Typography>
              </Paper>
            );
          })}
        </Box>
      </ListState>
    </Box>
  );
}
