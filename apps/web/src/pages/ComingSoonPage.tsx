import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@marketdrop/ui';
import type { common } from '../i18n/en/common';

/** A screen the page can name: a key of `common.comingSoon.screens`. */
export type ComingSoonScreen = keyof typeof common.comingSoon.screens;

export type ComingSoonPageProps = {
  /** The screen, by its key in `common.comingSoon.screens` (e.g. `myOrders`: "My Orders"). */
  screen: ComingSoonScreen;
};

/**
 * The honest placeholder of a screen that a later release builds: it names the screen and says
 * plainly that it is not there yet.
 */
export function ComingSoonPage({ screen }: ComingSoonPageProps) {
  const { t } = useTranslation('web');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="overline" color="text.secondary" component="p">
          {t('common.comingSoon.overline')}
        </Typography>
        <Typography variant="h4" component="h1" gutterBottom>
          {t(`common.comingSoon.screens.${screen}`)}
        </Typography>
        <Typography color="text.secondary">{t('common.comingSoon.text')}</Typography>
      </Box>
    </Container>
  );
}
