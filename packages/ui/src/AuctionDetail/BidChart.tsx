import { useTranslation } from '../i18n/useTranslation';
import { styled } from '@mui/material/styles';
import { useFormatters } from '../i18n/useFormatters';

/** One accepted bid (or price step) for the Live Bidding chart, oldest first. */
export type BidPoint = {
  amount: number;
  /** When it was placed (ISO instant, Date or epoch ms); only the order is drawn. */
  at?: string | number | Date;
};

export type BidChartProps = {
  history?: readonly BidPoint[] | null;
};

const WIDTH = 300;
const HEIGHT = 96;
const PAD = 8;

const ChartRoot = styled('svg', { name: 'MdAuctionDetail', slot: 'Chart' })(({ theme }) => ({
  display: 'block',
  width: '100%',
  height: HEIGHT,
  '& .line': { stroke: theme.palette.primary.main, vectorEffect: 'non-scaling-stroke' },
  '& .area': { fill: theme.palette.primary.main, fillOpacity: 0.08 },
  '& .flat': { stroke: theme.palette.grey[400], vectorEffect: 'non-scaling-stroke' },
}));

/** The price path of the bids: x by order, y by amount (lowest at the bottom). */
export function chartPoints(amounts: readonly number[]): [number, number][] {
  if (amounts.length === 0) return [];
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  const span = high - low;
  const step = amounts.length > 1 ? (WIDTH - PAD * 2) / (amounts.length - 1) : 0;
  return amounts.map((amount, index) => [
    amounts.length > 1 ? PAD + index * step : WIDTH / 2,
    span === 0 ? HEIGHT / 2 : HEIGHT - PAD - ((amount - low) / span) * (HEIGHT - PAD * 2),
  ]);
}

/**
 * The Live Bidding chart: a line through the bid amounts when there is a history, else a flat
 * neutral line. Plain SVG (no chart library).
 */
export function BidChart({ history }: BidChartProps) {
  const { t } = useTranslation('ui');
  const f = useFormatters();
  const amounts = (history ?? [])
    .map((point) => point.amount)
    .filter((amount) => Number.isFinite(amount));

  if (amounts.length === 0) {
    return (
      <ChartRoot
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('catalogue.detail.chartEmpty')}
        data-points="0"
      >
        <line className="flat" x1={0} y1={HEIGHT / 2} x2={WIDTH} y2={HEIGHT / 2} strokeWidth={2} />
      </ChartRoot>
    );
  }

  // A single bid draws a level line at its amount.
  const points = chartPoints(
    amounts.length === 1 ? [amounts[0] as number, amounts[0] as number] : amounts,
  );
  const path = points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  const [lastX] = points[points.length - 1] as [number, number];
  const [firstX] = points[0] as [number, number];

  return (
    <ChartRoot
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={t('catalogue.detail.chartSummary', {
        from: f.money(amounts[0] as number),
        to: f.money(amounts[amounts.length - 1] as number),
      })}
      data-points={amounts.length}
    >
      <polygon className="area" points={`${firstX},${HEIGHT} ${path} ${lastX},${HEIGHT}`} />
      <polyline className="line" points={path} fill="none" strokeWidth={2} strokeLinejoin="round" />
    </ChartRoot>
  );
}
