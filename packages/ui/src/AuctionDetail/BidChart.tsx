import { Component, lazy, Suspense, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { useTranslation } from '../i18n/useTranslation';
import { useFormatters } from '../i18n/useFormatters';
import { catalogue } from '../i18n/en/catalogue';

/** One accepted bid (or price step) for the Live Bidding chart, oldest first. */
export type BidPoint = {
  amount: number;
  /** When it was placed (ISO instant, Date or epoch ms): the x axis is time when every bid has one. */
  at?: string | number | Date;
};

export type BidChartProps = {
  history?: readonly BidPoint[] | null;
};

const HEIGHT = 168;

// The chart library is loaded when a chart is first drawn, not with the page.
const BidChartLines = lazy(() => import('./BidChartLines'));

const ChartRoot = styled('figure', { name: 'MdAuctionDetail', slot: 'Chart' })(({ theme }) => ({
  margin: 0,
  minHeight: HEIGHT,
  position: 'relative',
  '& .flat': {
    height: HEIGHT,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: theme.palette.text.secondary,
    borderBottom: `2px solid ${theme.palette.grey[300]}`,
  },
}));

/** Epoch ms of `at`, or `null` when missing or unreadable. */
function timeOf(at: BidPoint['at']): number | null {
  if (at === undefined) return null;
  const ms = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  return Number.isFinite(ms) ? ms : null;
}

/** Shows nothing (the summary stays) when the chart's code cannot be loaded, e.g. offline. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The Live Bidding chart: the bid history as a stepped line (`@mui/x-charts`, loaded on demand),
 * growing as bids arrive; "No bids yet" without bids. The figure's accessible name sums it up
 * (first and last amount, number of bids).
 */
export function BidChart({ history }: BidChartProps) {
  const { t } = useTranslation('ui', { catalogue });
  const f = useFormatters();
  const points = (history ?? []).filter((point) => Number.isFinite(point.amount));
  const amounts = points.map((point) => point.amount);

  if (amounts.length === 0) {
    return (
      <ChartRoot role="img" aria-label={t('catalogue.detail.chartEmpty')} data-points="0">
        <div className="flat" aria-hidden="true">
          {t('catalogue.detail.chartEmpty')}
        </div>
      </ChartRoot>
    );
  }

  const times = points.map((point) => timeOf(point.at));
  const allTimed = times.every((time): time is number => time !== null);

  return (
    <ChartRoot
      role="img"
      aria-label={t('catalogue.detail.chartSummary', {
        from: f.money(amounts[0] as number),
        to: f.money(amounts[amounts.length - 1] as number),
      })}
      data-points={amounts.length}
    >
      <ChartBoundary>
        <Suspense fallback={<div style={{ height: HEIGHT }} data-testid="chart-loading" />}>
          <BidChartLines
            amounts={amounts}
            times={allTimed ? times : null}
            formatMoney={f.money}
            formatTime={f.time}
            label={t('catalogue.detail.chart')}
            height={HEIGHT}
          />
        </Suspense>
      </ChartBoundary>
    </ChartRoot>
  );
}
