import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { allInBreakdown, type ProvinceCode } from '@marketdrop/validation';
import { MARKETDROP_LOCALES } from '../i18n/languages';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { live as liveTexts } from '../i18n/en/live';

export type PriceBreakdownProps = {
  /** The vehicle price in whole dollars (the bid, the claim or the Buy Now price). */
  price: number;
  /** The buyer's province; `null` (unknown) shows the price and fee, taxes "added at checkout". */
  province: ProvinceCode | null;
};

const List = styled('dl', { name: 'MdPriceBreakdown', slot: 'Root' })(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: theme.spacing(0.5, 2),
  fontVariantNumeric: 'tabular-nums',
  '& dt': { color: theme.palette.text.secondary },
  '& dd': { margin: 0, textAlign: 'right' },
  '& .total': {
    paddingTop: theme.spacing(0.75),
    borderTop: `1px solid ${theme.palette.divider}`,
    fontWeight: 800,
    color: theme.palette.text.primary,
  },
}));

/**
 * What a buyer pays for a vehicle at `price`: the price, the $99 documentation fee, each sales
 * tax of their province with its rate, and the all-in total, to the cent (docs/product.md §5.2),
 * from the one fees table of `@marketdrop/validation`. Shown by Confirm Your Bid, Claim Now and
 * Buy Now.
 */
export function PriceBreakdown({ price, province }: PriceBreakdownProps) {
  const { t } = useTranslation('ui', { live: liveTexts });
  const f = useFormatters();
  const locale = MARKETDROP_LOCALES[f.language];
  const { cents, percent } = useMemo(() => {
    const money = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
    });
    const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 });
    return {
      cents: (value: number) => money.format(value / 100),
      percent: (value: number) => rate.format(value),
    };
  }, [locale]);

  const breakdown = province ? allInBreakdown(price, province) : null;
  const vehicleCents = Math.round(price * 100);
  const feeCents = breakdown?.documentationFeeCents ?? 9_900;

  return (
    <div data-testid="price-breakdown">
      <List aria-label={t('live.fees.title')}>
        <dt>{t('live.fees.vehiclePrice')}</dt>
        <dd>{cents(vehicleCents)}</dd>
        <dt>{t('live.fees.documentationFee')}</dt>
        <dd>{cents(feeCents)}</dd>
        {breakdown?.taxes.map((tax) => (
          <TaxRow
            key={tax.code}
            label={t('live.fees.tax', {
              name: t(`live.fees.names.${tax.code}`),
              rate: percent(tax.rate),
            })}
            amount={cents(tax.amountCents)}
          />
        ))}
        {breakdown ? (
          <>
            <dt className="total">{t('live.fees.total')}</dt>
            <dd className="total" data-testid="all-in-total">
              {cents(breakdown.totalCents)}
            </dd>
          </>
        ) : null}
      </List>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
        {t('live.fees.noPremium')}{' '}
        {breakdown
          ? t('live.fees.ratesAsOf', { date: f.date(breakdown.ratesAsOf) })
          : t('live.fees.taxesLater')}
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
