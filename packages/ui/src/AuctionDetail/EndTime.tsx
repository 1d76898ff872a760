import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { catalogue } from '../i18n/en/catalogue';

export type EndTimeProps = {
  /** When the sale ends (ISO instant; moves with soft close). Nothing shows when unreadable. */
  endsAt: string | null | undefined;
  /** A late bid moved the end (soft close): "Extended" shows beside it. */
  extended?: boolean | null;
};

/**
 * The sale's absolute end beside its countdown: "Ends Fri, Dec 11, 2026, 3:30 p.m. EST", in the
 * reader's time zone with its name (on the server and while hydrating, the server render's zone,
 * so both write the same text), and "Extended" when soft close moved it.
 */
export function EndTime({ endsAt, extended = false }: EndTimeProps) {
  const { t } = useTranslation('ui', { catalogue });
  const f = useFormatters();
  const date = endsAt ? f.dateTimeZone(endsAt) : '';
  if (!date) return null;
  return (
    <Typography
      variant="body2"
      component="p"
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, m: 0 }}
      data-testid="end-time"
    >
      <time dateTime={endsAt ?? undefined}>{t('catalogue.facts.ends', { date })}</time>
      {extended ? (
        <Box
          component="span"
          title={t('catalogue.facts.extendedHint')}
          sx={{
            px: 1,
            borderRadius: 1,
            fontSize: '0.75rem',
            fontWeight: 800,
            letterSpacing: '0.04em',
            textTransform: 'uppercase',
            // Dark red on light red: above 7:1.
            color: '#8A1C12',
            bgcolor: '#FDECEA',
          }}
          data-testid="end-extended"
        >
          {t('catalogue.facts.extended')}
        </Box>
      ) : null}
    </Typography>
  );
}
