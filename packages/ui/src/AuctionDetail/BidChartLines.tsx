import { LineChart } from '@mui/x-charts/LineChart';
import { useMediaMatch } from '../internal/useMediaMatch';

export type BidChartLinesProps = {
  /** Bid amounts, oldest first. */
  amounts: readonly number[];
  /** When each bid was placed (epoch ms), same order; `null` draws the bids by their order. */
  times: readonly number[] | null;
  /** The times of the axis' labelled ticks (epoch ms; each label different), with `times`. */
  ticks: readonly number[];
  formatMoney: (amount: number) => string;
  /** A tick's label (the time, or the day when the bids span days). */
  formatTick: (at: number) => string;
  /** The tooltip's time (date and time to the second). */
  formatTooltip: (at: number) => string;
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
  ticks,
  formatMoney,
  formatTick,
  formatTooltip,
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
      // Room on the right for the label of the last bid's tick, centred on the chart's edge.
      margin={{ top: 8, right: times ? 44 : 12, bottom: 4, left: 4 }}
      grid={{ horizontal: true }}
      xAxis={[
        times
          ? {
              data: xData,
              scaleType: 'time',
              tickInterval: ticks.map((at) => new Date(at)),
              valueFormatter: (value: Date, context) =>
                context.location === 'tick' ? formatTick(+value) : formatTooltip(+value),
            }
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
