import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import type { OrderDetails } from '@marketdrop/api-client';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { orders } from '../i18n/en/orders';
import { addressLine, orderNumber } from '../internal/orders';
import { PriceBreakdown } from '../PriceBreakdown';

export type BillOfSaleProps = {
  /** The paid order (`viewOrderDetails`). */
  order: OrderDetails;
  /** Print: default `window.print()`. */
  onPrint?: () => void;
};

/** The marker of the printed part: only it prints, the site around it does not. */
const PRINT_ROOT = 'data-bill-of-sale';

const printOnly = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`[${PRINT_ROOT}], [${PRINT_ROOT}] *`]: { visibility: 'visible' },
        [`[${PRINT_ROOT}]`]: { position: 'absolute', left: 0, top: 0, width: '100%' },
        '[data-no-print]': { display: 'none !important' },
        '@page': { margin: '16mm' },
      },
    }}
  />
);

const Sheet = styled('article', { name: 'MdBillOfSale', slot: 'Root' })(({ theme }) => ({
  maxWidth: 820,
  margin: '0 auto',
  padding: theme.spacing(4),
  backgroundColor: '#FFFFFF',
  color: '#000000',
  border: `1px solid ${theme.palette.divider}`,
  '@media print': { border: 0, padding: 0 },
}));

const Parties = styled('div', { name: 'MdBillOfSale', slot: 'Parties' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: '1fr 1fr',
  margin: theme.spacing(3, 0),
}));

const Table = styled('dl', { name: 'MdBillOfSale', slot: 'Vehicle' })(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: theme.spacing(0.5, 3),
  '& dt': { fontWeight: 700 },
  '& dd': { margin: 0 },
}));

const Signatures = styled('div', { name: 'MdBillOfSale', slot: 'Signatures' })(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: theme.spacing(6),
  marginTop: theme.spacing(6),
  '& > div': { borderTop: '1px solid #000000', paddingTop: theme.spacing(0.5) },
}));

function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Typography id={id} component="h2" sx={{ fontWeight: 800, fontSize: '1rem', mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

/**
 * The bill of sale of a paid order, made to be printed (or saved as PDF from the print dialog):
 * the order number and date, both parties, the vehicle (year, make, model, trim, VIN, odometer),
 * the price, the documentation fee, the delivery charge and each tax, when it was paid, and two
 * signature lines. Only the sheet prints; the Print button and the site around it do not.
 */
export function BillOfSale({ order, onPrint }: BillOfSaleProps) {
  const { t } = useTranslation('ui', { orders });
  const f = useFormatters();
  const titleId = useId();
  const { vehicle, seller, buyer } = order;
  const notKnown = t('orders.bill.notKnown');
  const sellerAddress = addressLine(seller);
  const buyerAddress = addressLine(buyer);

  return (
    <>
      {printOnly}
      <Box data-no-print sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button
          variant="contained"
          startIcon={<PrintOutlined />}
          onClick={() => (onPrint ? onPrint() : window.print())}
        >
          {t('orders.bill.print')}
        </Button>
      </Box>
      <Sheet aria-labelledby={titleId} {...{ [PRINT_ROOT]: '' }}>
        <Typography id={titleId} variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('orders.bill.title')}
        </Typography>
        <Typography>{t('orders.bill.number', { number: orderNumber(order._id) })}</Typography>
        <Typography>{t('orders.bill.date', { date: f.date(order.createdAt, 'long') })}</Typography>

        <Parties>
          <Block title={t('orders.bill.seller')}>
            <Typography data-testid="bill-seller">{seller.name}</Typography>
            {sellerAddress ? <Typography>{sellerAddress}</Typography> : null}
          </Block>
          <Block title={t('orders.bill.buyer')}>
            <Typography data-testid="bill-buyer">{buyer.name}</Typography>
            {buyerAddress ? <Typography>{buyerAddress}</Typography> : null}
            <Typography>{buyer.email}</Typography>
          </Block>
        </Parties>

        <Block title={t('orders.bill.vehicle')}>
          <Table>
            <dt>{t('orders.bill.year')}</dt>
            <dd>{vehicle.year}</dd>
            <dt>{t('orders.bill.make')}</dt>
            <dd>{vehicle.make}</dd>
            <dt>{t('orders.bill.model')}</dt>
            <dd>{vehicle.model}</dd>
            <dt>{t('orders.bill.trim')}</dt>
            <dd>{vehicle.trim ?? notKnown}</dd>
            <dt>{t('orders.bill.vin')}</dt>
            <dd>{vehicle.vin ?? notKnown}</dd>
            <dt>{t('orders.bill.odometer')}</dt>
            <dd>
              {vehicle.miles === null
                ? notKnown
                : `${f.number(vehicle.miles)} ${vehicle.odometerUnit}`}
            </dd>
          </Table>
        </Block>

        <Box sx={{ mt: 3 }}>
          <Block title={t('orders.bill.amounts')}>
            <PriceBreakdown lines={order.checkout} totalLabel={t('orders.checkout.total')} />
            <Typography sx={{ mt: 1, fontWeight: 700 }} data-testid="bill-paid">
              {order.paidAt
                ? t('orders.bill.paid', { date: f.dateTime(order.paidAt) })
                : t('orders.bill.notPaid')}
            </Typography>
          </Block>
        </Box>

        <Typography variant="body2" sx={{ mt: 3 }}>
          {t('orders.bill.terms')}
        </Typography>
        <Signatures>
          <div>{t('orders.bill.sellerSignature')}</div>
          <div>{t('orders.bill.buyerSignature')}</div>
        </Signatures>
      </Sheet>
    </>
  );
}
