import { useTranslation } from '../i18n/useTranslation';
import { styled } from '@mui/material/styles';
import { formatCountdown, useSecondsLeft, type CountdownSource } from '../internal/timeLeft';

export type CountdownProps = {
  /** When the sale ends (see `useSecondsLeft`). */
  source: CountdownSource;
  /** Seconds counted down from the mount when `source` gives no end (the spec's 190 s). */
  fallbackSeconds: number;
  /**
   * The whole sale's length in seconds: the ring shows the share left. Unknown (`null`): the
   * larger of the seconds left and `fallbackSeconds`.
   */
  saleSeconds: number | null;
};

const SIZE = 132;
const STROKE = 9;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

const Ring = styled('div', { name: 'MdAuctionDetail', slot: 'Countdown' })(({ theme }) => ({
  position: 'relative',
  width: SIZE,
  height: SIZE,
  flexShrink: 0,
  '& svg': { display: 'block', transform: 'rotate(-90deg)' },
  '& .track': { stroke: theme.palette.grey[200] },
  '& .progress': {
    stroke: theme.palette.primary.main,
    transition: 'stroke-dashoffset 900ms linear',
  },
  '&[data-urgent="true"] .progress': { stroke: theme.palette.error.main },
  '& .label': {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
  },
  '& .value': {
    fontSize: '1.6rem',
    fontWeight: 800,
    fontVariantNumeric: 'tabular-nums',
    color: theme.palette.primary.main,
    lineHeight: 1.1,
  },
  '&[data-urgent="true"] .value': { color: theme.palette.error.main },
  '& .caption': { fontSize: '0.75rem', color: theme.palette.text.secondary },
  '@media (prefers-reduced-motion: reduce)': { '& .progress': { transition: 'none' } },
}));

/**
 * The detail page's countdown circle: `mm:ss` in red under an hour, else days and hours or hours
 * and minutes; the ring empties as the sale runs out. It ticks on its own (the page around it does
 * not re-render every second).
 */
export function Countdown({ source, fallbackSeconds, saleSeconds }: CountdownProps) {
  const { t } = useTranslation('ui');
  const seconds = useSecondsLeft(source, fallbackSeconds) ?? 0;
  const total = saleSeconds ?? Math.max(seconds, fallbackSeconds);
  const { text, urgent } = formatCountdown(seconds, {
    day: t('catalogue.units.day'),
    hour: t('catalogue.units.hour'),
    minute: t('catalogue.units.minute'),
  });
  const fraction = total > 0 ? Math.min(1, Math.max(0, seconds / total)) : 0;

  return (
    <Ring
      role="timer"
      aria-label={t('catalogue.detail.timeLeftLong', { time: text })}
      data-urgent={urgent}
      data-seconds={seconds}
    >
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true">
        <circle
          className="track"
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
        />
        <circle
          className="progress"
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
        />
      </svg>
      <div className="label" aria-hidden="true">
        <span className="value" data-testid="countdown">
          {text}
        </span>
        <span className="caption">{t('catalogue.detail.timeLeft')}</span>
      </div>
    </Ring>
  );
}
