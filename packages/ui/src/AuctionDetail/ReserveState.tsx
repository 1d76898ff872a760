import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/useTranslation';
import { catalogue } from '../i18n/en/catalogue';

export type ReserveStateProps = {
  /** The highest bid meets the reserve; `null`: the auction has no reserve; absent: not told. */
  reserveMet: boolean | null | undefined;
};

/**
 * Where an auction's bidding stands against its reserve, never the amount: "No reserve",
 * "Reserve not met" or "Reserve met". Nothing when the server did not tell.
 */
export function ReserveState({ reserveMet }: ReserveStateProps) {
  const { t } = useTranslation('ui', { catalogue });
  if (reserveMet === undefined) return null;
  const key = reserveMet === null ? 'reserveNone' : reserveMet ? 'reserveMet' : 'reserveNotMet';
  return (
    <Typography
      variant="body2"
      component="p"
      sx={{
        m: 0,
        fontWeight: 700,
        // Dark amber (above 7:1 on white) while the reserve is not met.
        color: reserveMet === false ? '#7A4100' : 'success.dark',
      }}
      data-testid="reserve-state"
      data-reserve={key}
    >
      {t(`catalogue.facts.${key}`)}
    </Typography>
  );
}
