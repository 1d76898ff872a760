import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useTranslation } from '../i18n/useTranslation';
import { linkProps, type LinkComponent } from '../link';
import { paths } from '@marketdrop/api-client';
import { notFound } from '../i18n/en/notFound';

export type NotFoundProps = {
  /** Renders the links; pass react-router's `Link` in the web app. Default `'a'`. */
  LinkComponent?: LinkComponent;
};

const NotFoundRoot = styled(Box, { name: 'MdNotFound', slot: 'Root' })(({ theme }) => ({
  minHeight: '70vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  gap: theme.spacing(2),
  padding: theme.spacing(6, 2),
}));

const Code = styled(Typography, { name: 'MdNotFound', slot: 'Code' })(({ theme }) => ({
  fontSize: '6rem',
  lineHeight: 1,
  fontWeight: 800,
  color: theme.palette.primary.main,
}));

/** The page for any unknown path: Go Home (/), Learn About Us (/about), Contact and About. */
export function NotFound({ LinkComponent = 'a' }: NotFoundProps) {
  const { t } = useTranslation('ui', { notFound });
  return (
    <NotFoundRoot>
      <Code aria-hidden="true">404</Code>
      <Typography variant="h4" component="h1">
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>{t('notFound.text')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <Button variant="contained" size="large" {...linkProps(LinkComponent, paths.home)}>
          {t('notFound.goHome')}
        </Button>
        <Button variant="outlined" size="large" {...linkProps(LinkComponent, paths.about)}>
          {t('notFound.learnAboutUs')}
        </Button>
      </Stack>
      <Stack
        component="nav"
        aria-label={t('notFound.helpfulLinks')}
        direction="row"
        spacing={3}
        sx={{ mt: 2 }}
      >
        <Link {...linkProps(LinkComponent, paths.contact)}>{t('notFound.contact')}</Link>
        <Link {...linkProps(LinkComponent, paths.about)}>{t('notFound.about')}</Link>
      </Stack>
    </NotFoundRoot>
  );
}
