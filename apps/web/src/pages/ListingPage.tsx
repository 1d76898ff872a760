import { Suspense, lazy, startTransition, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  listingSection,
  readListingUrl,
  writeListingUrl,
  type ListingState,
} from '@marketdrop/api-client';
import { VehicleListing, useTranslation, type VehicleListingErrorKind } from '@marketdrop/ui';
import { useFilterData, useSession } from '@marketdrop/api-client/react';
import Button from '@mui/material/Button';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import { FirstLoadLoader, useLoadingFlag } from '../catalogue/FirstLoadLoader';
import { readListingNavigation } from '../catalogue/listing-url';
import { useHearts } from '../catalogue/useHearts';
import { useLiveCardProps, useLiveCards } from '../auctions/useLiveCards';
import { toast } from '../toast';
import { catalogue } from '../i18n/en/catalogue';
import { publicPages } from '../i18n/en/public';
import { PageHead } from '../content/PageHead';
import { paths } from '../routing/paths';

/**
 * Vehicles (docs/product.md §3.6 Listing): All or Trending Vehicles, as the `VehicleListing` widget shows
 * them (the filter sidebar, a drawer on small screens; the sort, Price Low to High by default; 20
 * vehicles a page with Load More; 12 placeholders while loading), with the header's search.
 * Filters, sort, search and section live in the URL, so a listing can be shared and survives a
 * reload: the widget is controlled by it. The cards show their live price and bids (one stream for
 * the listed cards, `useLiveCards`).
 */
// Loaded the first time Save this search is clicked: the listing shows without the dialog's code.
const SaveSearch = lazy(() => import('../catalogue/SaveSearch'));

export function ListingPage() {
  const { t } = useTranslation(['web', 'ui'], { catalogue });
  const { t: texts } = useTranslation('web', { public: publicPages });
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const fromUrl = useMemo(() => readListingUrl(searchParams), [searchParams]);
  const requestedSection = readListingNavigation(location.state);

  // View all of Trending Vehicles carries the section in the navigation state (docs/product.md §2.3): keep it
  // in the URL too, so a reload or a shared link shows the same list.
  useEffect(() => {
    if (requestedSection === 'trending' && !fromUrl.trending) {
      void navigate(
        { search: writeListingUrl({ ...fromUrl, trending: true }).toString() },
        { replace: true, state: location.state },
      );
    }
  }, [fromUrl, location.state, navigate, requestedSection]);

  const state: ListingState =
    requestedSection === 'trending' ? { ...fromUrl, trending: true } : fromUrl;
  const section = listingSection(state);
  const replaceState = (next: ListingState) =>
    void navigate(
      { search: writeListingUrl(next).toString() },
      { replace: true, state: location.state },
    );

  // The first page and the filter options were asked for by the route's loader
  // (routing/prefetch.ts) while this page's code downloaded.
  const loading = useLoadingFlag();
  const hearts = useHearts();
  // The live prices of the cards the listing shows, on one stream.
  const [shownIds, setShownIds] = useState<readonly string[]>([]);
  const getCardProps = useLiveCardProps(useLiveCards(shownIds), hearts.getCardProps);
  // Save this search (decision 035): a signed-in buyer (not an admin) keeps these filters.
  const { isLoggedIn, user } = useSession();
  const canSaveSearch = isLoggedIn && user?.userType !== 'admin';
  const [saveOpen, setSaveOpen] = useState(false);
  // Mounted from the first click on, so the dialog can close with its transition.
  const [saveMounted, setSaveMounted] = useState(false);
  const filterOptions = useFilterData({ enabled: canSaveSearch });

  const onError = (kind: VehicleListingErrorKind) => {
    if (kind === 'filters') toast.error(t('catalogue.toasts.loadFilterOptions'));
    if (kind === 'vehicles') {
      toast.error(
        t('catalogue.toasts.loadSectionVehicles', {
          type: t(`catalogue.listing.sectionName.${section}`),
        }),
      );
    }
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHead
        title={t(`catalogue.listing.title.${section}`)}
        description={texts('public.descriptions.listing')}
        canonicalPath={section === 'trending' ? `${paths.listing}?trending=true` : paths.listing}
      />
      <FirstLoadLoader flag={loading} />
      <Box component="header" sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t(`catalogue.listing.title.${section}`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t(`catalogue.listing.subtitle.${section}`)}
        </Typography>
        {canSaveSearch ? (
          <Button
            variant="outlined"
            startIcon={<ManageSearchOutlined />}
            sx={{ mt: 1.5 }}
            onClick={() => {
              setSaveMounted(true);
              setSaveOpen(true);
            }}
          >
            {t('catalogue.savedSearches.save')}
          </Button>
        ) : null}
      </Box>
      {canSaveSearch && saveMounted ? (
        <Suspense fallback={null}>
          <SaveSearch
            open={saveOpen}
            onClose={() => setSaveOpen(false)}
            state={state}
            filterOptions={filterOptions.data}
          />
        </Suspense>
      ) : null}
      <VehicleListing
        aria-label={t(`catalogue.listing.title.${section}`)}
        filters={state.filters}
        onFiltersChange={(filters) => replaceState({ ...state, filters })}
        sort={state.sort}
        onSortChange={(sort) => replaceState({ ...state, sort })}
        // The header's search box writes the search into the URL (useHeaderSearch).
        search={state.search}
        showSearch={false}
        trending={state.trending}
        showErrors={false}
        onError={onError}
        onLoadingChange={loading.report}
        gridProps={{
          emptyText:
            section === 'trending'
              ? t('catalogue.home.noTrendingVehicles')
              : t('catalogue.home.noVehicles'),
          onToggleSave: hearts.onToggleSave,
          getCardProps,
          // Following the listed cards' prices is not urgent: a render that yields to the browser.
          onAuctionsShown: (ids) => startTransition(() => setShownIds(ids)),
          LinkComponent: Link,
          headingLevel: 2,
          aboveTheFold: true,
        }}
      />
    </Container>
  );
}
