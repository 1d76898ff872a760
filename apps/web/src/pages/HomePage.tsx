import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Link, useNavigate } from 'react-router-dom';
import { listingState, writeListingUrl } from '@marketdrop/api-client';
import { useAuctions, useBanners } from '@marketdrop/api-client/react';
import { HeroCarousel, VehicleGrid, useTranslation } from '@marketdrop/ui';
import {
  HOME_PAGE_SIZE,
  HOME_SECTION_SKELETONS,
  type ListingSection,
} from '@marketdrop/validation';
import { FullPageLoader } from '../catalogue/FullPageLoader';
import { type ListingNavigationState } from '../catalogue/listing-url';
import { useFailureToast } from '../catalogue/useFailureToast';
import { useHearts } from '../catalogue/useHearts';
import { useMinimumLoader } from '../catalogue/useMinimumLoader';
import { useLiveCardProps, useLiveCards } from '../auctions/useLiveCards';
import { paths } from '../routing/paths';
import { catalogue } from '../i18n/en/catalogue';

type SectionProps = {
  section: ListingSection;
  title: string;
  emptyText: string;
  list: ReturnType<typeof useAuctions>;
  hearts: ReturnType<typeof useHearts>;
  /** The cards' props: the heart's state and the live price. */
  getCardProps: ReturnType<typeof useLiveCardProps>;
};

/** One of Home's two grids, with its View all link to /listing (docs/product.md §3.4 Home). */
function VehicleSection({ section, title, emptyText, list, hearts, getCardProps }: SectionProps) {
  const { t } = useTranslation('web', { catalogue });
  const headingId = `home-${section}`;
  const state: ListingNavigationState = { auctionType: section };
  const to = {
    pathname: paths.listing,
    search: writeListingUrl(listingState({ trending: section === 'trending' })).toString(),
  };
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: { xs: 5, md: 7 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2.5 }}>
        <Typography variant="h5" component="h2" id={headingId} sx={{ fontWeight: 800 }}>
          {title}
        </Typography>
        <Button
          component={Link}
          to={to}
          state={state}
          endIcon={<ArrowForward />}
          aria-label={t('catalogue.home.viewAllOf', { section: title })}
          sx={{ ml: 'auto' }}
        >
          {t('catalogue.home.viewAll')}
        </Button>
      </Box>
      <VehicleGrid
        aria-label={title}
        auctions={list.data?.auctions ?? []}
        loading={list.isPending}
        skeletonCount={HOME_SECTION_SKELETONS}
        emptyText={emptyText}
        onToggleSave={hearts.onToggleSave}
        getCardProps={getCardProps}
        LinkComponent={Link}
      />
    </Box>
  );
}

/**
 * Home (docs/product.md §3.4): the banners' hero carousel, then All Vehicles and Trending Vehicles (8 each,
 * placeholders while loading, their empty texts). The full-page loader stays until the three
 * fetches are done and at least 700 ms have passed (docs/product.md §8.5); a failed fetch leaves its part
 * empty with its own toast (docs/product.md §10.4 Fallback texts). Hearts start from the loaded lists.
 * The cards show their live price and bids (one stream for both sections, `useLiveCards`).
 */
export function HomePage() {
  const { t } = useTranslation('web', { catalogue });
  const navigate = useNavigate();
  const banners = useBanners();
  const all = useAuctions({ auctionType: ['normal'], pageSize: HOME_PAGE_SIZE });
  const trending = useAuctions({ auctionType: ['trending'], pageSize: HOME_PAGE_SIZE });
  const hearts = useHearts();
  const loader = useMinimumLoader(banners.isPending || all.isPending || trending.isPending);
  // The live prices of both sections' cards, on one stream.
  const allAuctions = all.data?.auctions;
  const trendingAuctions = trending.data?.auctions;
  const shownIds = useMemo(
    () => [...(allAuctions ?? []), ...(trendingAuctions ?? [])].map((auction) => auction._id),
    [allAuctions, trendingAuctions],
  );
  const getCardProps = useLiveCardProps(useLiveCards(shownIds), hearts.getCardProps);

  useFailureToast(banners.error, t('catalogue.toasts.loadBanners'));
  useFailureToast(all.error, t('catalogue.toasts.loadVehicles'));
  useFailureToast(trending.error, t('catalogue.toasts.loadTrendingVehicles'));

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      {loader ? <FullPageLoader /> : null}
      <Typography component="h1" sx={visuallyHidden}>
        MarketDrop
      </Typography>
      {banners.isError ? null : (
        <HeroCarousel
          banners={banners.data ?? []}
          loading={banners.isPending}
          // "Claim Now": the vehicles whose price drops until someone claims them.
          onClaim={() =>
            void navigate({
              pathname: paths.listing,
              search: writeListingUrl(
                listingState({ filters: { auctionType: ['marketdropai'] } }),
              ).toString(),
            })
          }
        />
      )}
      <VehicleSection
        section="normal"
        title={t('catalogue.home.allVehicles')}
        emptyText={t('catalogue.home.noVehicles')}
        list={all}
        hearts={hearts}
        getCardProps={getCardProps}
      />
      <VehicleSection
        section="trending"
        title={t('catalogue.home.trendingVehicles')}
        emptyText={t('catalogue.home.noTrendingVehicles')}
        list={trending}
        hearts={hearts}
        getCardProps={getCardProps}
      />
    </Container>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
