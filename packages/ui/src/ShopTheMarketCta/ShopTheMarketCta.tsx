import { useId, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/useTranslation';
import { linkProps, type LinkComponent } from '../link';
import { paths } from '@marketdrop/api-client';
import { publicTexts } from '../i18n/en/public';

export type ShopTheMarketCtaProps = {
  /** Renders the link; pass react-router's `Link` in the web app. Default `'a'`. */
  LinkComponent?: LinkComponent;
  /** Where Shop the Market Now goes (default `/listing`). */
  href?: string;
  /** Called before navigating; `event.preventDefault()` cancels the navigation. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
};

/**
 * "Shop the Market Now": the call to action that closes the landing page and leads into the
 * market.
 */
export function ShopTheMarketCta({
  LinkComponent = 'a',
  href = paths.listing,
  onClick,
}: ShopTheMarketCtaProps) {
  const { t } = useTranslation('ui', { public: publicTexts });
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        py: { xs: 6, md: 8 },
        color: '#FFFFFF',
        background: 'linear-gradient(135deg, #0A1F5C 0%, #0B4FD8 100%)',
        textAlign: 'center',
      }}
    >
      <Container maxWidth="md">
        <Typography
          id={headingId}
          variant="h3"
          component="h2"
          sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' } }}
        >
          {t('public.landing.shop.title')}
        </Typography>
        <Typography sx={{ mt: 2, mb: 4, color: '#E0E7FF', fontSize: '1.1rem' }}>
          {t('public.landing.shop.body')}
        </Typography>
        <Button
          variant="contained"
          color="secondary"
          size="large"
          {...linkProps(LinkComponent, href)}
          onClick={onClick}
        >
          {t('public.landing.shop.cta')}
        </Button>
      </Container>
    </Box>
  );
}
