import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { allInBreakdown, type ProvinceCode, type SalesTaxCode } from '@marketdrop/validation';
import { MARKETDROP_LOCALES } from '../i18n/languages';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { auctions } from '../i18n/en/auctions';
import { amountListStyles } from '../internal/amountList';

/**
 * The lines of what is owed, in cents, as the server computed them (`getCheckoutDetails`,
 * `viewOrderDetails`) or as `allInBreakdown` of `@marketdrop/validation` gives them.
 */
export type PriceBreakdownLines = {
  vehiclePriceCents: number;
  documentationFeeCents: number;
  /** The delivery charge when Delivery is chosen; `0`, `null` or absent: no line. */
  deliveryChargeCents?: number | null;
  /** A coupon and points taken off before taxes (the basket's checkout); `0` or absent: no line. */
  discountCents?: number | null;
  /** Each sales tax by its code and rate (a fraction: 0.13 for 13 %). */
  taxes: readonly { code: SalesTaxCode; rate: number; amountCents: number }[];
  totalCents: number;
  /** The date of the tax rates (`2026-01-01`). */
  ratesAsOf: string;
};

export type PriceBreakdownProps =
  | {
      /** The vehicle price in whole dollars (the bid, the claim or the Buy Now price). */
      price: number;
      /** The buyer's province; `null` (unknown) shows the price and fee, taxes "added at checkout". */
      province: ProvinceCode | null;
      lines?: undefined;
      totalLabel?: string;
    }
  | {
      /** What is owed, line by line (checkout, an order): shown as given. */
      lines: PriceBreakdownLines;
      price?: undefined;
      province?: undefined;
      /** The total's label (default "All-in total"). */
      totalLabel?: string;
    };

const List = styled('dl', { name: 'MdPriceBreakdown', slot: 'Root' })(({ theme }) =>
  amountListStyles(theme),
);

/**
 * What a buyer pays for a vehicle: the price, the $99 documentation fee, the delivery charge when
 * Delivery is chosen, each sales tax of their province with its rate, and the all-in total, to the
 * cent (docs/product.md §5.2). Given a `price` and a `province`, it computes them with the one
 * fees table of `@marketdrop/validation` (Confirm Your Bid, Claim Now, Buy Now); given `lines`, it
 * shows the server's (checkout, an order).
 */
export function PriceBreakdown(props: PriceBreakdownProps) {
  const { t } = useTranslation('ui', { auctions });
  const f = useFormatters();
  const locale = MARKETDROP_LOCALES[f.language];
  const cents = f.cents;
  const percent = useMemo(() => {
    const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 });
    return (value: number) => rate.format(value);
  }, [locale]);

  const breakdown: PriceBreakdownLines | null = props.lines
    ? props.lines
    : props.province
      ? allInBreakdown(props.price, props.province)
      : null;
  const vehicleCents = breakdown?.vehiclePriceCents ?? Math.round((props.price ?? 0) * 100);
  const feeCents = breakdown?.documentationFeeCents ?? 9_900;
  const deliveryCents = breakdown?.deliveryChargeCents ?? 0;
  const discountCents = breakdown?.discountCents ?? 0;

  return (
    <div data-testid="price-breakdown">
      <List aria-label={t('auctions.fees.title')}>
        <dt>{t('auctions.fees.vehiclePrice')}</dt>
        <dd>{cents(vehicleCents)}</dd>
        <dt>{t('auctions.fees.documentationFee')}</dt>
        <dd>{cents(feeCents)}</dd>
        {deliveryCents > 0 ? (
          <>
            <dt>{t('auctions.fees.deliveryCharge')}</dt>
            <dd>{cents(deliveryCents)}</dd>
          </>
        ) : null}
        {discountCents > 0 ? (
          <>
            <dt>{t('auctions.fees.discount')}</dt>
            <dd>{cents(-discountCents)}</dd>
          </>
        ) : null}
        {breakdown?.taxes.map((tax) => (
          <TaxRow
            key={tax.code}
            label={t('auctions.fees.tax', {
              name: t(`auctions.fees.names.${tax.code}`),
              rate: percent(tax.rate),
            })}
            amount={cents(tax.amountCents)}
          />
        ))}
        {breakdown ? (
          <>
            <dt className="total">{props.totalLabel ?? t('auctions.fees.total')}</dt>
            <dd className="total" data-testid="all-in-total">
              {cents(breakdown.totalCents)}
            </dd>
          </>
        ) : null}
      </List>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
        {t('auctions.fees.noPremium')}{' '}
        {breakdown
          ? t('auctions.fees.ratesAsOf', { date: f.date(breakdown.ratesAsOf) })
          : t('auctions.fees.taxesLater')}
      </Typography>
    </div>
  );
}

function TaxRow({ label, amount }: { label: string; amount: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{amount}</dd>
    </>
  );
}
