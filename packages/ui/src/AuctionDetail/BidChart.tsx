import { Component, lazy, Suspense, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { useTranslation } from '../i18n/useTranslation';
import { useFormatters } from '../i18n/useFormatters';
import { catalogue } from '../i18n/en/catalogue';

/**
 * One accepted bid (or price step) for the Live Bidding chart and the bid list, oldest first
 * (`BidHistoryItem` of `@marketdrop/api-client` gives every field).
 */
export type BidPoint = {
  amount: number;
  /** When it was placed (ISO instant, Date or epoch ms): the x axis is time when every bid has one. */
  at?: string | number | Date;
  /** The bid's id (the list's key). */
  id?: string;
  /** The bidder's alias on this auction (`Bidder 3`): the only name of a bidder ever shown. */
  bidder?: string | null;
  /** Placed by the engine for the bidder's maximum (a proxy bid). */
  automatic?: boolean;
  /** The signed-in viewer's own bid. */
  isYours?: boolean;
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

/** At most this many labelled times on the chart's time axis. */
const MAX_TICKS = 5;

/**
 * The times of the axis' ticks: one per distinct label (`label` of the first bid that reads so), at
 * most `max`, evenly chosen. d3's own ticks may fall every few seconds, all reading "10:04 a.m.":
 * these never repeat a label.
 */
export function timeTicks(
  times: readonly number[],
  label: (at: number) => string,
  max = MAX_TICKS,
): number[] {
  const seen = new Set<string>();
  const distinct: number[] = [];
  for (const at of [...times].sort((a, b) => a - b)) {
    const text = label(at);
    if (seen.has(text)) continue;
    seen.add(text);
    distinct.push(at);
  }
  if (distinct.length <= max) return distinct;
  const step = (distinct.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, index) => distinct[Math.round(index * step)] as number);
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
  // Bids of one day are told apart by their time, else by their day; the tooltip gives both, to
  // the second.
  const timed = allTimed ? (times as number[]) : [];
  const oneDay = timed.length > 0 && f.date(Math.min(...timed)) === f.date(Math.max(...timed));
  const tickLabel = (at: number) => (oneDay ? f.time(at) : f.date(at));
  const tooltipLabel = (at: number) => f.dateTime(at, true);

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
            times={allTimed ? timed : null}
            ticks={timeTicks(timed, tickLabel)}
            formatMoney={f.money}
            formatTick={tickLabel}
            formatTooltip={tooltipLabel}
            label={t('catalogue.detail.chart')}
            height={HEIGHT}
          />
        </Suspense>
      </ChartBoundary>
    </ChartRoot>
  );
}
