import Typography from '@mui/material/Typography';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { useServerClockOffset, useServerSecondsLeft } from '../internal/serverClock';
import { auctions } from '../i18n/en/auctions';

export type NextDropProps = {
  /** When the MarketDropAI price drops next (server clock); `null` at the floor. */
  priceChangesAt: string | null | undefined;
  /** The server's clock when the state was sent. */
  serverTime: string | null | undefined;
};

/**
 * "Next drop at 14:30" under a MarketDropAI price. It goes away once that instant passes on the
 * server's clock, until the server sends the dropped price (the price is never lowered here).
 */
export function NextDrop({ priceChangesAt, serverTime }: NextDropProps) {
  const { t } = useTranslation('ui', { auctions });
  const f = useFormatters();
  const offset = useServerClockOffset(serverTime);
  const seconds = useServerSecondsLeft(priceChangesAt, offset, true);
  if (!priceChangesAt || seconds === null || seconds <= 0) return null;
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ display: 'block', color: 'secondary.main', fontWeight: 700 }}
      data-testid="next-drop"
    >
      {t('auctions.price.nextDrop', { time: f.time(priceChangesAt) })}
    </Typography>
  );
}
