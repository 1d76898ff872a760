import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { paths } from '@marketdrop/api-client';
import { useTranslation } from '../i18n/useTranslation';
import { notFound } from '../i18n/en/notFound';
import { linkProps, type LinkComponent } from '../link';

export type PageErrorProps = {
  /** "Try again": loads the page again (the web app reloads it). */
  onRetry: () => void;
  /** Renders the Go Home link; pass react-router's `Link` in the web app. Default `'a'`. */
  LinkComponent?: LinkComponent;
};

const PageErrorRoot = styled(Box, { name: 'MdPageError', slot: 'Root' })(({ theme }) => ({
  minHeight: '60vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  gap: theme.spacing(2),
  padding: theme.spacing(6, 2),
}));

/**
 * The page shown in place of a page that failed to load (the route's error element): what
 * happened in the user's words, "Try again" and Go Home. Never the router's developer screen.
 */
export function PageError({ onRetry, LinkComponent = 'a' }: PageErrorProps) {
  const { t } = useTranslation('ui', { notFound });
  return (
    <PageErrorRoot role="alert">
      <Typography variant="h4" component="h1">
        {t('notFound.error.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>
        {t('notFound.error.text')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <Button variant="contained" size="large" onClick={onRetry}>
          {t('notFound.error.tryAgain')}
        </Button>
        <Button variant="outlined" size="large" {...linkProps(LinkComponent, paths.home)}>
          {t('notFound.error.goHome')}
        </Button>
      </Stack>
    </PageErrorRoot>
  );
}
