import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import {
  HowItWorks,
  LandingHero,
  ShopTheMarketCta,
  TrustTransparency,
  WhyBuyersWin,
  useTranslation,
} from '@marketdrop/ui';
import { PageHead } from '../content/PageHead';
import { useShopNavigation } from '../content/useShopNavigation';
import { paths } from '../routing/paths';
import { publicPages } from '../i18n/en/public';

/** Hidden from sight, read by screen readers (the hero's slides carry the visible titles). */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * The public landing page (/home-landing, docs/product.md §3.3 Landing page): the hero carousel (2 slides, 6000 ms, Claim
 * Now), How It Works, Why Buyers Win, Trust & Transparency, and Shop the Market Now. Its texts are
 * bundled (no call), so it renders at once. Claim Now and Shop the Market Now go to /listing, by
 * way of /login for a visitor without a session.
 */
export function LandingPage() {
  const { t } = useTranslation('web', { public: publicPages });
  const onShop = useShopNavigation();
  return (
    <>
      <PageHead title={t('public.titles.landing')} description={t('public.descriptions.landing')} />
      <Typography component="h1" sx={visuallyHidden}>
        {t('public.landingHeading')}
      </Typography>
      <LandingHero LinkComponent={Link} claimHref={paths.listing} onClaimNow={onShop} />
      <HowItWorks />
      <WhyBuyersWin />
      <TrustTransparency />
      <ShopTheMarketCta LinkComponent={Link} href={paths.listing} onClick={onShop} />
    </>
  );
}
