import { memo, useId } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { orderPath, type OrderListItem } from '@marketdrop/api-client';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { orders } from '../i18n/en/orders';
import { resolveImageUrl, useImageBaseUrl } from '../internal/imageUrl';
import { OrderStatusChip, orderNumber, orderVehicleTitle } from '../internal/orders';
import { vehicleSketch } from '../internal/placeholderImage';
import { linkProps, type LinkComponent } from '../link';

export type OrderCardProps = {
  /** One order of My Orders (`orderHistory`' `orders[i]`). */
  order: OrderListItem;
  /** Prefix of the image paths (default: the nearest `ImageBaseUrlProvider`'s). */
  imageBaseUrl?: string;
  /** Renders View's link to `/my-order/{id}` (react-router's `Link` in the web app). */
  LinkComponent?: LinkComponent;
  /** Heading level of the title. Default 3. */
  headingLevel?: 2 | 3 | 4;
};

const Root = styled(Card, { name: 'MdOrderCard', slot: 'Root' })(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  gap: theme.spacing(2),
  padding: theme.spacing(2),
  alignItems: 'center',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '140px 1fr auto' },
})) as typeof Card;

const Picture = styled('img', { name: 'MdOrderCard', slot: 'Picture' })(({ theme }) => ({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.grey[200],
}));

const Facts = styled('dl', { name: 'MdOrderCard', slot: 'Facts' })(({ theme }) => ({
  margin: theme.spacing(1, 0, 0),
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.5, 3),
  '& dt': { fontSize: '0.75rem', fontWeight: 600, color: theme.palette.text.secondary },
  '& dd': { margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
}));

const Action = styled('div', { name: 'MdOrderCard', slot: 'Action' })(({ theme }) => ({
  gridColumn: '1 / -1',
  [theme.breakpoints.up('sm')]: { gridColumn: 'auto' },
}));

/**
 * One order of My Orders (docs/product.md §3.8): the vehicle, its status, the price, the order
 * date and View, which opens the order's page; an unpaid one also says when to pay by.
 */
export const OrderCard = memo(function OrderCard({
  order,
  imageBaseUrl,
  LinkComponent = 'a',
  headingLevel = 3,
}: OrderCardProps) {
  const titleId = useId();
  const { t } = useTranslation('ui', { orders });
  const f = useFormatters();
  const baseUrl = useImageBaseUrl(imageBaseUrl);
  const picture = order.vehicle.image
    ? resolveImageUrl(baseUrl, order.vehicle.image)
    : vehicleSketch();
  const title = orderVehicleTitle(order.vehicle);

  return (
    <Root
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-order-id={order._id}
    >
      <Picture src={picture} alt="" loading="lazy" />
      <div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          <OrderStatusChip status={order.status} />
          <Typography variant="caption" color="text.secondary">
            {t('orders.orderCard.orderNumber', { number: orderNumber(order._id) })}
          </Typography>
        </div>
        <Typography
          id={titleId}
          component={`h${headingLevel}`}
          sx={{ fontWeight: 700, fontSize: '1.05rem', mt: 0.5 }}
        >
          {title}
        </Typography>
        <Facts>
          <div>
            <dt>{t('orders.orderCard.price')}</dt>
            <dd data-testid="order-price">{f.money(order.price)}</dd>
          </div>
          <div>
            <dt>{t('orders.orderCard.orderDate')}</dt>
            <dd data-testid="order-date">{f.date(order.createdAt)}</dd>
          </div>
          {order.status === 'pending_payment' && order.viewerRole === 'buyer' ? (
            <div>
              <dt>{t('orders.bidCard.payBy')}</dt>
              <dd data-testid="pay-by">{f.dateTime(order.paymentDeadline)}</dd>
            </div>
          ) : null}
        </Facts>
      </div>
      <Action>
        <Button
          variant="outlined"
          {...linkProps(LinkComponent, orderPath(order._id))}
          aria-label={t('orders.orderCard.viewLabel', { vehicle: title })}
        >
          {t('orders.orderCard.view')}
        </Button>
      </Action>
    </Root>
  );
});
