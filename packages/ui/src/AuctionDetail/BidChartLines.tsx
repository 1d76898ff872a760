import { LineChart } from '@mui/x-charts/LineChart';
import { useMediaMatch } from '../internal/useMediaMatch';

export type BidChartLinesProps = {
  /** Bid amounts, oldest first. */
  amounts: readonly number[];
  /** When each bid was placed (epoch ms), same order; `null` draws the bids by their order. */
  times: readonly number[] | null;
  formatMoney: (amount: number) => string;
  formatTime: (at: number) => string;
  /** Name of the series (the chart's title). */
  label: string;
  height: number;
};

/**
 * The drawing of the Live Bidding chart (`@mui/x-charts`): loaded on demand by `BidChart`, so the
 * chart library stays out of the detail page's first load.
 */
export default function BidChartLines({
  amounts,
  times,
  formatMoney,
  formatTime,
  label,
  height,
}: BidChartLinesProps) {
  const reducedMotion = useMediaMatch('(prefers-reduced-motion: reduce)');
  const xData = times ? [...times] : amounts.map((_, index) => index + 1);
  return (
    <LineChart
      height={height}
      hideLegend
      skipAnimation={reducedMotion}
      margin={{ top: 8, right: 12, bottom: 4, left: 4 }}
      grid={{ horizontal: true }}
      xAxis={[
        times
          ? { data: xData, scaleType: 'time', valueFormatter: (value: Date) => formatTime(+value) }
          : { data: xData, scaleType: 'point', valueFormatter: (value: number) => `#${value}` },
      ]}
      yAxis={[{ width: 64, valueFormatter: (value: number) => formatMoney(value) }]}
      series={[
        {
          data: [...amounts],
          label,
          area: true,
          curve: 'stepAfter',
          showMark: amounts.length <= 30,
          valueFormatter: (value) => (value === null ? '' : formatMoney(value)),
        },
      ]}
    />
  );
}
