import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@marketdrop/ui';
import { pages } from '../i18n/en/pages';
import { createEnglishFinder } from '../i18n/findByEnglish';

type ScreenKey = `pages.comingSoon.screens.${keyof typeof pages.comingSoon.screens}`;

const findScreen = createEnglishFinder<ScreenKey>(
  pages.comingSoon.screens,
  'pages.comingSoon.screens',
);

export type ComingSoonPageProps = {
  /** The screen's English name as the route table gives it, e.g. "My Orders" (shown translated). */
  title: string;
};

/**
 * The honest placeholder of a screen that a later release builds: it names the screen and says
 * plainly that it is not there yet.
 */
export function ComingSoonPage({ title }: ComingSoonPageProps) {
  const { t } = useTranslation('web');
  const screen = findScreen(title);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="overline" color="text.secondary" component="p">
          {t('pages.comingSoon.overline')}
        </Typography>
        <Typography variant="h4" component="h1" gutterBottom>
          {screen ? t(screen.key) : title}
        </Typography>
        <Typography color="text.secondary">{t('pages.comingSoon.text')}</Typography>
      </Box>
    </Container>
  );
}
