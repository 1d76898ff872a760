import Typography from '@mui/material/Typography';
import { formatMinutes } from '../i18n/format';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { useServerClockOffset, useServerSecondsLeft } from '../internal/serverClock';
import { auctions } from '../i18n/en/auctions';
import { catalogue } from '../i18n/en/catalogue';

export type NextDropProps = {
  /** When the MarketDropAI price drops next (server clock); `null` at the floor. */
  priceChangesAt: string | null | undefined;
  /** The server's clock when the state was sent. */
  serverTime: string | null | undefined;
  /** How much and how often the price drops (the auction's `priceDrop`); unknown: not shown. */
  step?: { amount: number; everyMinutes: number } | null;
};

/**
 * Under a MarketDropAI price: the drop step ("Price drops: $500 every 60 minutes") and "Next drop
 * at 14:30". Both go away once that instant passes on the server's clock, until the server sends
 * the dropped price (the price is never lowered here), and at the floor (no next drop).
 */
export function NextDrop({ priceChangesAt, serverTime, step }: NextDropProps) {
  const { t } = useTranslation('ui', { auctions, catalogue });
  const f = useFormatters();
  const offset = useServerClockOffset(serverTime);
  const seconds = useServerSecondsLeft(priceChangesAt, offset, true);
  if (!priceChangesAt || seconds === null || seconds <= 0) return null;
  return (
    <>
      {step && step.amount > 0 && step.everyMinutes > 0 ? (
        <Typography
          component="span"
          variant="body2"
          sx={{ display: 'block', color: 'text.secondary' }}
          data-testid="drop-step"
        >
          {t('catalogue.facts.dropEvery', {
            amount: f.money(step.amount),
            interval: formatMinutes(step.everyMinutes, f.language),
          })}
        </Typography>
      ) : null}
      <Typography
        component="span"
        variant="body2"
        sx={{ display: 'block', color: 'secondary.main', fontWeight: 700 }}
        data-testid="next-drop"
      >
        {t('auctions.price.nextDrop', { time: f.time(priceChangesAt) })}
      </Typography>
    </>
  );
}
