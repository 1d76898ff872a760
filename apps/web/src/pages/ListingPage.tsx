import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import TuneIcon from '@mui/icons-material/Tune';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuctions, useFilterData } from '@marketdrop/api-client/react';
import {
  SortSelect,
  VehicleGrid,
  countActiveFilters,
  priceBounds,
  useTranslation,
  type VehicleFilters,
} from '@marketdrop/ui';
import { LISTING_SKELETONS, PRICE_DEBOUNCE_MS } from '@marketdrop/validation';
import { FullPageLoader } from '../catalogue/FullPageLoader';
import { filtersFromQuery, withFilters } from '../catalogue/listing-filters';
import {
  listingFilters,
  listingSection,
  readListingQuery,
  readListingState,
  writeListingQuery,
  type ListingQuery,
} from '../catalogue/listing-url';
import { useFailureToast } from '../catalogue/useFailureToast';
import { useHearts } from '../catalogue/useHearts';
import { useMinimumLoader } from '../catalogue/useMinimumLoader';

const FilterSidebar = lazy(() => import('../catalogue/Filters'));

/**
 * Vehicles (spec §2 "Listing"): All or Trending Vehicles, with the filter sidebar (a drawer on
 * small screens), the sort (Price Low to High by default), the header's search, 20 vehicles a page
 * with Load More, and 12 placeholders while loading. Filters, sort, search and section live in
 * the URL, so a listing can be shared and survives a reload; price changes are sent 500 ms after
 * the slider stops.
 */
export function ListingPage() {
  const { t } = useTranslation(['web', 'ui']);
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const query = useMemo(() => readListingQuery(searchParams), [searchParams]);
  const requestedSection = readListingState(location.state);

  // View all of Trending Vehicles carries the section in the navigation state (spec §2): keep it
  // in the URL too, so a reload or a shared link shows the same list.
  useEffect(() => {
    if (requestedSection === 'trending' && !query.trending) {
      void navigate(
        { search: writeListingQuery({ ...query, trending: true }).toString() },
        { replace: true, state: location.state },
      );
    }
  }, [location.state, navigate, query, requestedSection]);

  const section = requestedSection === 'trending' ? 'trending' : listingSection(query);

  // Started by the route's loader (routing/prefetch.ts) while this page's code downloaded.
  const options = useFilterData();
  const list = useAuctions(listingFilters(query, section));
  const hearts = useHearts();
  const loader = useMinimumLoader(options.isPending || list.isPending);
  useFailureToast(options.error, t('catalogue.toasts.loadFilterOptions'));
  useFailureToast(
    list.error,
    t('catalogue.toasts.loadSectionVehicles', {
      type: t(`catalogue.listing.sectionName.${section}`),
    }),
  );

  const replaceQuery = (next: ListingQuery) =>
    void navigate(
      { search: writeListingQuery(next).toString() },
      { replace: true, state: location.state },
    );

  // The price slider moves at once; the request follows 500 ms after it stops.
  const range = priceBounds(options.data);
  const applied = filtersFromQuery(query, range);
  const [draftPrice, setDraftPrice] = useState<VehicleFilters['price'] | undefined>(undefined);
  const shown: VehicleFilters =
    draftPrice === undefined ? applied : { ...applied, price: draftPrice };
  const commitPrice = useRef<(price: VehicleFilters['price']) => void>(() => undefined);
  useEffect(() => {
    commitPrice.current = (price) => {
      setDraftPrice(undefined);
      replaceQuery(withFilters(query, { ...applied, price }));
    };
  });
  useEffect(() => {
    if (draftPrice === undefined) return;
    const timer = setTimeout(() => commitPrice.current(draftPrice), PRICE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draftPrice]);

  const onFiltersChange = (next: VehicleFilters) => {
    const priceMoved = JSON.stringify(next.price) !== JSON.stringify(shown.price);
    if (priceMoved) {
      // A price at the full range is no price filter at all.
      const full = next.price && next.price[0] <= range[0] && next.price[1] >= range[1];
      setDraftPrice(full ? null : next.price);
      return;
    }
    setDraftPrice(undefined);
    replaceQuery(withFilters(query, { ...next, price: shown.price }));
  };
  const onReset = () => setDraftPrice(undefined);

  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  // The panel beside the grid exists only on wide screens; small ones use the drawer, loaded the
  // first time it opens.
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const active = countActiveFilters(shown);
  const sidebar = {
    value: shown,
    onChange: onFiltersChange,
    onReset,
    options: options.data ?? null,
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      {loader ? <FullPageLoader /> : null}
      <Box component="header" sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t(`catalogue.listing.title.${section}`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t(`catalogue.listing.subtitle.${section}`)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}>
        <Badge badgeContent={active} color="primary" sx={{ display: { md: 'none' } }}>
          <Button
            variant="outlined"
            startIcon={<TuneIcon />}
            onClick={() => {
              setDrawerMounted(true);
              setDrawerOpen(true);
            }}
          >
            {t('ui:catalogue.filters.title')}
          </Button>
        </Badge>
        <Box sx={{ ml: 'auto' }}>
          <SortSelect
            value={query.sortBy ?? ''}
            onChange={(sortBy) => replaceQuery({ ...query, sortBy })}
          />
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        {wide ? (
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <Suspense fallback={null}>
              <FilterSidebar {...sidebar} />
            </Suspense>
          </Box>
        ) : null}
        {drawerMounted ? (
          <Suspense fallback={null}>
            <FilterSidebar
              {...sidebar}
              variant="drawer"
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
            />
          </Suspense>
        ) : null}
        <VehicleGrid
          aria-label={t(`catalogue.listing.title.${section}`)}
          auctions={list.data?.auctions ?? []}
          loading={list.isPending}
          skeletonCount={LISTING_SKELETONS}
          emptyText={
            section === 'trending'
              ? t('catalogue.home.noTrendingVehicles')
              : t('catalogue.home.noVehicles')
          }
          onToggleSave={hearts.onToggleSave}
          getCardProps={hearts.getCardProps}
          LinkComponent={Link}
          headingLevel={2}
          aboveTheFold
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
        />
      </Box>
    </Container>
  );
}
