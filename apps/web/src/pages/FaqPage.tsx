import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useFaqs } from '@marketdrop/api-client/react';
import { FaqAccordion, useMarketDropLanguage, useTranslation } from '@marketdrop/ui';
import { PageHead } from '../content/PageHead';
import { paths } from '../routing/paths';
import { publicPages } from '../i18n/en/public';

/** FAQ (/faq): the seven stored questions (getFaqs), one open at a time, the first open. */
export function FaqPage() {
  const { t } = useTranslation('web', { public: publicPages });
  const language = useMarketDropLanguage();
  const faqs = useFaqs(language);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHead title={t('public.titles.faq')} description={t('public.descriptions.faq')} />
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' } }}>
        {t('public.faq.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        {t('public.faq.intro')}
      </Typography>
      {faqs.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void faqs.refetch()}>
              {t('public.faq.retry')}
            </Button>
          }
        >
          {t('public.loadFailed.faq')}
        </Alert>
      ) : (
        <FaqAccordion
          // Remount per language so the first question opens again.
          key={language}
          items={faqs.data ?? []}
          loading={faqs.isPending}
        />
      )}
      <Box sx={{ mt: 5, textAlign: 'center' }}>
        <Typography component="p" variant="h6">
          {t('public.faq.more')}
        </Typography>
        <Link component={RouterLink} to={paths.contact}>
          {t('public.faq.contact')}
        </Link>
      </Box>
    </Container>
  );
}
