import { useTranslation } from '../i18n/useTranslation';
import { styled } from '@mui/material/styles';
import type { LiveAuctionState } from '@marketdrop/api-client';
import { formatCountdown, useSecondsLeft, type CountdownSource } from '../internal/timeLeft';
import { isClosingSoon } from '../internal/standing';
import { useServerClockOffset, useServerSecondsLeft } from '../internal/serverClock';
import { catalogue } from '../i18n/en/catalogue';
import { auctions } from '../i18n/en/auctions';

/** What the countdown reads of the live state (`LiveAuctionState` fits). */
export type CountdownLive = Pick<
  LiveAuctionState,
  'status' | 'endsAt' | 'extended' | 'serverTime' | 'reserveMet'
>;

export type CountdownProps = {
  /**
   * The live state: the time left is `endsAt` minus the server's clock (this device's clock plus
   * the offset measured from `serverTime`); it shows Extended, then Sold / Ended / Reserve not met.
   * When given, `source` and `fallbackSeconds` are not used.
   */
  live?: CountdownLive | null;
  /** When the sale ends (see `useSecondsLeft`), without a live state. */
  source: CountdownSource;
  /** Seconds counted down from the mount when `source` gives no end (190 s, docs/product.md §3.7). */
  fallbackSeconds: number;
  /**
   * The whole sale's length in seconds: the ring shows the share left. Unknown (`null`): the
   * larger of the seconds left and `fallbackSeconds`.
   */
  saleSeconds: number | null;
  /**
   * The seller's sales are paused (docs/product.md §6.3): the circle says Paused and stops (the
   * time left stands still until they resume).
   */
  paused?: boolean;
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
  // The last two minutes: a red disc behind the time, which says "Ending soon".
  '&[data-closing="true"]': {
    borderRadius: '50%',
    backgroundColor: '#FDE7E7',
    animation: 'md-closing-pulse 1s ease-in-out infinite alternate',
  },
  '&[data-closing="true"] .caption': { color: '#8A1414', fontWeight: 700 },
  '@keyframes md-closing-pulse': {
    from: { boxShadow: `0 0 0 0 ${theme.palette.error.main}55` },
    to: { boxShadow: `0 0 0 8px ${theme.palette.error.main}00` },
  },
  '& .caption': { fontSize: '0.75rem', color: theme.palette.text.secondary },
  '& .caption[data-extended="true"]': { color: theme.palette.error.main, fontWeight: 700 },
  '&[data-over="true"] .value': { fontSize: '1.05rem', color: theme.palette.text.primary },
  '@media (prefers-reduced-motion: reduce)': {
    '& .progress': { transition: 'none' },
    '&[data-closing="true"]': { animation: 'none' },
  },
}));

/** The word a closed sale shows in the circle. */
function overKey(live: CountdownLive): 'sold' | 'reserveNotMet' | 'ended' {
  if (live.status === 'sold') return 'sold';
  if (live.status === 'unsold' && live.reserveMet === false) return 'reserveNotMet';
  return 'ended';
}

const CLOSED = new Set(['sold', 'ended', 'unsold']);

/**
 * The detail page's countdown circle: `mm:ss` in red under an hour, else days and hours or hours
 * and minutes; the ring empties as the sale runs out. With `live` it counts on the server's clock,
 * says Extended when a late bid moved the end, and ends in Sold, Ended or Reserve not met. It
 * ticks on its own (the page around it does not re-render every second).
 */
export function Countdown(props: CountdownProps) {
  if (props.paused) return <PausedCountdown />;
  return props.live ? (
    <LiveCountdown {...props} live={props.live} />
  ) : (
    <ClientCountdown {...props} />
  );
}

function PausedCountdown() {
  const { t } = useTranslation('ui', { catalogue, auctions });
  return (
    <CountdownRing
      seconds={0}
      total={1}
      over={t('auctions.countdown.paused')}
      label={t('auctions.countdown.pausedLong')}
    />
  );
}

function ClientCountdown({ source, fallbackSeconds, saleSeconds }: CountdownProps) {
  const seconds = useSecondsLeft(source, fallbackSeconds) ?? 0;
  return (
    <CountdownRing seconds={seconds} total={saleSeconds ?? Math.max(seconds, fallbackSeconds)} />
  );
}

function LiveCountdown({ live, saleSeconds }: CountdownProps & { live: CountdownLive }) {
  const { t } = useTranslation('ui', { catalogue, auctions });
  const offset = useServerClockOffset(live.serverTime);
  const closed = CLOSED.has(live.status);
  const seconds = useServerSecondsLeft(live.endsAt, offset, !closed) ?? 0;
  if (closed) {
    const word = t(`auctions.countdown.${overKey(live)}`);
    return <CountdownRing seconds={0} total={1} over={word} />;
  }
  return (
    <CountdownRing
      seconds={seconds}
      total={saleSeconds ?? Math.max(seconds, 3600)}
      extended={live.extended}
    />
  );
}

type RingProps = {
  seconds: number;
  total: number;
  /** Set once the sale is over (or paused): the word shown instead of the time (Sold, Paused...). */
  over?: string;
  /** What the timer is called when `over` is set (default "Sale over: {over}"). */
  label?: string;
  extended?: boolean;
};

function CountdownRing({ seconds, total, over, label, extended = false }: RingProps) {
  const { t } = useTranslation('ui', { catalogue, auctions });
  const { text, urgent } = formatCountdown(seconds, {
    day: t('catalogue.units.day'),
    hour: t('catalogue.units.hour'),
    minute: t('catalogue.units.minute'),
  });
  const fraction = total > 0 ? Math.min(1, Math.max(0, seconds / total)) : 0;
  // The sale's last two minutes (docs/product.md §3.7): urgent, in words as well as in colour.
  const closing = !over && isClosingSoon(seconds);
  // Extended (soft close) only happens in the last minutes: that word stays when it applies.
  const caption = extended
    ? t('auctions.countdown.extended')
    : closing
      ? t('catalogue.standing.endingSoon')
      : t('catalogue.detail.timeLeft');
  const extendedWord = extended ? ` (${t('auctions.countdown.extended')})` : '';

  return (
    <Ring
      role="timer"
      aria-label={
        over
          ? (label ?? t('auctions.countdown.over', { status: over }))
          : closing
            ? `${t('catalogue.standing.endingSoonLong', { time: text })}${extendedWord}`
            : `${t('catalogue.detail.timeLeftLong', { time: text })}${extendedWord}`
      }
      data-urgent={over ? false : urgent}
      data-closing={closing}
      data-over={Boolean(over)}
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
          {over ?? text}
        </span>
        {over ? null : (
          <span className="caption" data-extended={extended} data-testid="countdown-caption">
            {caption}
          </span>
        )}
      </div>
    </Ring>
  );
}
