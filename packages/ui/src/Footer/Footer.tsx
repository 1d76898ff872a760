import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';
import { useTranslation } from '../i18n/useTranslation';
import { brandColors } from '../theme';
import { linkProps, type LinkComponent } from '../link';
import { paths } from '@marketdrop/api-client';
import { footer } from '../i18n/en/footer';
import { publicTexts } from '../i18n/en/public';

/**
 * Addresses of the app stores and social profiles; every one defaults to `#` (placeholders). A
 * store left at `#` shows "Coming soon" instead of a link.
 */
export type FooterExternalLinks = {
  appStore?: string;
  googlePlay?: string;
  facebook?: string;
  instagram?: string;
  x?: string;
  linkedIn?: string;
};

export type FooterProps = {
  /** Renders the in-app links; pass react-router's `Link` in the web app. Default `'a'`. */
  LinkComponent?: LinkComponent;
  /** Store and social addresses (placeholders by default). */
  externalLinks?: FooterExternalLinks;
  /** The year in the copyright line (default: the current year). */
  year?: number;
};

/** The footer's in-app links, in order. */
export const FOOTER_LINKS = [
  { labelKey: 'footer.links.aboutUs', href: paths.about },
  { labelKey: 'footer.links.contactSupport', href: paths.contact },
  { labelKey: 'footer.links.faq', href: paths.faq },
  { labelKey: 'footer.links.feedback', href: paths.contact },
  { labelKey: 'footer.links.privacy', href: paths.privacy },
  { labelKey: 'footer.links.terms', href: paths.terms },
] as const;

const FooterRoot = styled('footer', { name: 'MdFooter', slot: 'Root' })(({ theme }) => ({
  backgroundColor: brandColors.footer,
  color: '#FFFFFF',
  padding: theme.spacing(6, 0, 3),
  '& a': { color: '#FFFFFF' },
}));

const Muted = styled(Typography, { name: 'MdFooter', slot: 'Muted' })({
  color: '#D1D5DB',
});

const StoreBadge = styled('a', { name: 'MdFooter', slot: 'StoreBadge' })(({ theme }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  padding: theme.spacing(0.75, 2),
  borderRadius: theme.shape.borderRadius,
  border: '1px solid #9CA3AF',
  textDecoration: 'none',
  lineHeight: 1.2,
  '&:hover, &:focus-visible': { borderColor: '#FFFFFF' },
  '& small': { fontSize: '0.7rem', color: '#D1D5DB' },
  '& strong': { fontSize: '1rem' },
}));

/** The site footer: links, the mobile-app promotion (placeholder store links) and social links. */
export function Footer({ LinkComponent = 'a', externalLinks = {}, year }: FooterProps) {
  const { t } = useTranslation('ui', { footer, public: publicTexts });
  const links = {
    appStore: '#',
    googlePlay: '#',
    facebook: '#',
    instagram: '#',
    x: '#',
    linkedIn: '#',
    ...externalLinks,
  };
  const social = [
    { label: 'Facebook', href: links.facebook, icon: <Facebook /> },
    { label: 'Instagram', href: links.instagram, icon: <Instagram /> },
    { label: 'X', href: links.x, icon: <X /> },
    { label: 'LinkedIn', href: links.linkedIn, icon: <LinkedIn /> },
  ];
  return (
    <FooterRoot>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr 1.2fr' },
          }}
        >
          <Box>
            <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
              MarketDrop
            </Typography>
            <Muted variant="body2" sx={{ mt: 1, maxWidth: 320 }}>
              {t('footer.tagline')}
            </Muted>
          </Box>
          <Box component="nav" aria-label={t('footer.nav')}>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {FOOTER_LINKS.map((link) => (
                <li key={link.labelKey}>
                  <Link {...linkProps(LinkComponent, link.href)}>{t(link.labelKey)}</Link>
                </li>
              ))}
            </Stack>
          </Box>
          <Box>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              {t('footer.appTitle')}
            </Typography>
            <Muted variant="body2" sx={{ mt: 0.5, mb: 2 }}>
              {t('footer.appText')}
            </Muted>
            <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
              {/* A store without an address yet (`#`, the app is not published) says so. */}
              {[
                { href: links.appStore, prefix: t('footer.appStorePrefix'), store: 'App Store' },
                {
                  href: links.googlePlay,
                  prefix: t('footer.googlePlayPrefix'),
                  store: 'Google Play',
                },
              ].map((badge) =>
                badge.href === '#' ? (
                  <StoreBadge key={badge.store} as="span" data-coming-soon="true">
                    <small>{badge.prefix}</small> <strong>{badge.store}</strong>{' '}
                    <small>{t('public.appPromo.comingSoon')}</small>
                  </StoreBadge>
                ) : (
                  <StoreBadge key={badge.store} href={badge.href}>
                    <small>{badge.prefix}</small> <strong>{badge.store}</strong>
                  </StoreBadge>
                ),
              )}
            </Stack>
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              {social.map((item) => (
                <IconButton
                  key={item.label}
                  component="a"
                  href={item.href}
                  aria-label={item.label}
                  sx={{ color: '#FFFFFF' }}
                >
                  {item.icon}
                </IconButton>
              ))}
            </Stack>
          </Box>
        </Box>
        <Divider sx={{ my: 3, borderColor: 'rgba(255,255,255,0.2)' }} />
        <Muted variant="body2" sx={{ textAlign: 'center' }}>
          {t('footer.copyright', { year: year ?? new Date().getFullYear() })}
        </Muted>
      </Container>
    </FooterRoot>
  );
}
