import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { styled, useTheme } from '@mui/material/styles';
import TuneIcon from '@mui/icons-material/Tune';
import {
  EMPTY_VEHICLE_FILTERS,
  countActiveFilters,
  listingRequest,
  paths,
  priceBounds,
  withoutFullPrice,
  type VehicleFilters,
} from '@marketdrop/api-client';
import { useApiClient, useAuctions, useFilterData } from '@marketdrop/api-client/react';
import {
  DEFAULT_LISTING_SORT,
  LISTING_PAGE_SIZE,
  LISTING_SKELETONS,
  PRICE_DEBOUNCE_MS,
  SEARCH_DEBOUNCE_MS,
} from '@marketdrop/validation';
import type { FilterSidebarProps } from '../../FilterSidebar';
import { useMediaMatch } from '../../internal/useMediaMatch';
import { SearchBox } from '../../SearchBox';
import { SortSelect, type SortSelectValue } from '../../SortSelect';
import { VehicleGrid, type VehicleGridProps } from '../../VehicleGrid';
import { useAuctionLink } from '../internal/auctionLink';
import { useLatest } from '../internal/useLatest';
import { useWidgetFavourites } from '../internal/useWidgetFavourites';
import { catalogue } from '../../i18n/en/catalogue';
import { widgets } from '../../i18n/en/widgets';

// The count of active filters on the phones' Filters button: its badge loads after the page's
// code (the button shows at once, and a server-rendered page keeps the server's badge until then).
const Badge = lazy(() => import('@mui/material/Badge'));
// The filter panel loads when it first shows (beside the grid on wide screens, the drawer on small
// ones once opened): the cards never wait for its code.
const FilterSidebar = lazy(() =>
  import('../../FilterSidebar').then((module) => ({ default: module.FilterSidebar })),
);
// Failures are rare: their alert loads when one happens.
const RetryAlert = lazy(() =>
  import('../internal/failures').then((module) => ({ default: module.RetryAlert })),
);

/** What failed, for `onError`. */
export type VehicleListingErrorKind = 'vehicles' | 'filters' | 'favourite';

export type VehicleListingProps = {
  /** Filters selected at first (the visitor can change them). Ignored when `filters` is given. */
  initialFilters?: Partial<VehicleFilters>;
  /** Order at first. Default Price Low to High. Ignored when `sort` is given. */
  initialSort?: SortSelectValue;
  /** Search text at first. Ignored when `search` is given. */
  initialSearch?: string;
  /**
   * The filters (controlled): the listing shows and asks these, and reports changes through
   * `onFiltersChange` (the price 500 ms after the slider stops).
   */
  filters?: VehicleFilters;
  /** The visitor changed the filters (with or without `filters`). */
  onFiltersChange?: (filters: VehicleFilters) => void;
  /** The order (controlled, with `onSortChange`). */
  sort?: SortSelectValue;
  /** The visitor picked another order. */
  onSortChange?: (sort: SortSelectValue) => void;
  /** The applied search text (controlled, with `onSearchChange`; not debounced again). */
  search?: string;
  /** The search to apply: 500 ms after typing in the search box stops, at once on Enter. */
  onSearchChange?: (search: string) => void;
  /** Only trending vehicles. */
  trending?: boolean;
  /** Vehicles per page (Load More fetches the next page). Default 20, at most 100. */
  pageSize?: number;
  /** Show the search box. Default true. */
  showSearch?: boolean;
  /** Show the filters (a panel, a drawer on small screens). Default true. */
  showFilters?: boolean;
  /** Show the sort select. Default true. */
  showSort?: boolean;
  /**
   * Show failures in the listing (an alert with Retry, a snackbar for a heart). Default true;
   * false when the page reports them itself through `onError`.
   */
  showErrors?: boolean;
  /**
   * Where a card links to: the id is appended, or replaces `{id}` (`/cars?auction={id}`).
   * Default: the auction's page on MarketDrop (`<apiBaseUrl>/detail/<id>`).
   */
  linkBase?: string;
  /** A plain click on a card calls this instead of following its link (e.g. show the detail widget). */
  onOpenAuction?: (auctionId: string) => void;
  /** Called when a load or a heart toggle fails. */
  onError?: (kind: VehicleListingErrorKind, error: unknown) => void;
  /** Called with true while the first page (or the filter options) load, then false. */
  onLoadingChange?: (loading: boolean) => void;
  /**
   * The grid's texts, links and hearts, for a page that has its own (e.g. its router's links), and
   * `onAuctionsShown` to follow the listed auctions (e.g. their live prices).
   */
  gridProps?: Pick<
    VehicleGridProps,
    | 'emptyText'
    | 'headingLevel'
    | 'aboveTheFold'
    | 'LinkComponent'
    | 'onToggleSave'
    | 'getCardProps'
    | 'onAuctionsShown'
  >;
  /** Names the listing for assistive technology. Default "Vehicles". */
  'aria-label'?: string;
};

const Toolbar = styled('div', { name: 'MdVehicleListing', slot: 'Toolbar' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: theme.spacing(2),
  marginBottom: theme.spacing(3),
}));

const Layout = styled('div', {
  name: 'MdVehicleListing',
  slot: 'Layout',
  shouldForwardProp: (prop) => prop !== 'withFilters',
})<{ withFilters: boolean }>(({ theme, withFilters }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  [theme.breakpoints.up('md')]: withFilters ? { gridTemplateColumns: '260px minmax(0, 1fr)' } : {},
}));

const DesktopOnly = styled('div', { name: 'MdVehicleListing', slot: 'Sidebar' })(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.up('md')]: { display: 'block' },
}));

const MobileOnly = styled('div', { name: 'MdVehicleListing', slot: 'FiltersButton' })(
  ({ theme }) => ({ [theme.breakpoints.up('md')]: { display: 'none' } }),
);

/** A value held by the parent when it passes one (`controlled`), else by the component. */
function useControllable<T>(
  controlled: T | undefined,
  initial: T,
  onChange: ((value: T) => void) | undefined,
): [T, (value: T) => void] {
  const [own, setOwn] = useState(initial);
  const value = controlled === undefined ? own : controlled;
  const set = (next: T) => {
    if (controlled === undefined) setOwn(next);
    onChange?.(next);
  };
  return [value, set];
}

/**
 * A live MarketDrop listing for a partner site: search, filters, sort, the vehicle grid and Load
 * More, fetching its own data through the nearest `MarketDropProvider`. The search and the price
 * slider apply 500 ms after they stop changing. Filters, sort and search can each be controlled
 * (`filters`/`onFiltersChange`, `sort`/`onSortChange`, `search`/`onSearchChange`), e.g. to keep
 * them in the page's address.
 */
export function VehicleListing({
  initialFilters,
  initialSort = DEFAULT_LISTING_SORT,
  initialSearch = '',
  filters: filtersProp,
  onFiltersChange,
  sort: sortProp,
  onSortChange,
  search: searchProp,
  onSearchChange,
  trending = false,
  pageSize = LISTING_PAGE_SIZE,
  showSearch = true,
  showFilters = true,
  showSort = true,
  showErrors = true,
  linkBase,
  onOpenAuction,
  onError,
  onLoadingChange,
  gridProps,
  'aria-label': ariaLabel,
}: VehicleListingProps) {
  const { t } = useTranslation('ui', { catalogue, widgets });
  const client = useApiClient();
  const theme = useTheme();
  const [filters, setFilters] = useControllable<VehicleFilters>(
    filtersProp,
    { ...EMPTY_VEHICLE_FILTERS, ...initialFilters },
    onFiltersChange,
  );
  const [sort, setSort] = useControllable(sortProp, initialSort, onSortChange);
  const [search, setSearch] = useControllable(searchProp, initialSearch, onSearchChange);

  // The search box holds what is typed; it applies 500 ms after typing stops (Enter: at once).
  // When the applied search changes from outside, the box follows it.
  const [typed, setTyped] = useState(search);
  const [seenSearch, setSeenSearch] = useState(search);
  if (seenSearch !== search) {
    setSeenSearch(search);
    if (search.trim() !== typed.trim()) setTyped(search);
  }
  const applySearch = useLatest((term: string) => setSearch(term.trim()));
  useEffect(() => {
    if (typed.trim() === search.trim()) return;
    const timer = setTimeout(() => applySearch.current(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [applySearch, search, typed]);

  // The price slider moves at once; the filters change 500 ms after it stops.
  const [draftPrice, setDraftPrice] = useState<VehicleFilters['price'] | undefined>(undefined);
  const shown: VehicleFilters =
    draftPrice === undefined ? filters : { ...filters, price: draftPrice };
  const applyPrice = useLatest((price: VehicleFilters['price']) => {
    setDraftPrice(undefined);
    setFilters({ ...filters, price });
  });
  useEffect(() => {
    if (draftPrice === undefined) return;
    const timer = setTimeout(() => applyPrice.current(draftPrice), PRICE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [applyPrice, draftPrice]);

  const options = useFilterData({ enabled: showFilters });
  const list = useAuctions(listingRequest({ filters, sort, search, trending }, pageSize));
  const favourites = useWidgetFavourites((error) => onError?.('favourite', error));
  const LinkComponent = useAuctionLink(
    linkBase ?? `${client.baseUrl}${paths.detail}/`,
    onOpenAuction,
  );

  const latestOnError = useLatest(onError);
  useEffect(() => {
    if (list.error) latestOnError.current?.('vehicles', list.error);
  }, [latestOnError, list.error]);
  useEffect(() => {
    if (options.error) latestOnError.current?.('filters', options.error);
  }, [latestOnError, options.error]);
  const loading = list.isPending || (showFilters && options.isPending);
  const latestOnLoadingChange = useLatest(onLoadingChange);
  useEffect(() => {
    latestOnLoadingChange.current?.(loading);
  }, [latestOnLoadingChange, loading]);

  const onSidebarChange = (next: VehicleFilters) => {
    const normalized = withoutFullPrice(next, priceBounds(options.data));
    const others = { ...normalized, price: shown.price };
    if (JSON.stringify(others) === JSON.stringify(shown)) {
      // Only the price moved: it applies when the slider stops.
      if (JSON.stringify(normalized.price) !== JSON.stringify(shown.price)) {
        setDraftPrice(normalized.price);
      }
      return;
    }
    setDraftPrice(undefined);
    setFilters(normalized);
  };
  const onReset = () => {
    // Everything cleared at once, the price included.
    setDraftPrice(undefined);
    setFilters({ ...EMPTY_VEHICLE_FILTERS });
  };

  // The panel beside the grid exists only on wide screens; small ones use the drawer, mounted the
  // first time it opens.
  const wide = useMediaMatch(theme.breakpoints.up('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  const sidebar: FilterSidebarProps = {
    value: shown,
    onChange: onSidebarChange,
    onReset,
    options: options.data ?? null,
  };
  const label = ariaLabel ?? t('widgets.listing.label');
  const filtersButton = (
    <Button
      variant="outlined"
      startIcon={<TuneIcon />}
      onClick={() => {
        setDrawerMounted(true);
        setDrawerOpen(true);
      }}
    >
      {t('catalogue.filters.title')}
    </Button>
  );

  return (
    <Box component="section" aria-label={label} className="MdVehicleListing-root">
      <Toolbar>
        {showSearch ? (
          <Box sx={{ flex: '1 1 260px', maxWidth: 420 }}>
            <SearchBox
              value={typed}
              onChange={setTyped}
              onSearch={(term) => {
                setTyped(term);
                applySearch.current(term);
              }}
              maxWidth="100%"
            />
          </Box>
        ) : null}
        {showFilters ? (
          <MobileOnly>
            <Suspense fallback={filtersButton}>
              <Badge badgeContent={countActiveFilters(shown)} color="primary">
                {filtersButton}
              </Badge>
            </Suspense>
          </MobileOnly>
        ) : null}
        {showSort ? (
          <Box sx={{ ml: 'auto' }}>
            <SortSelect value={sort} onChange={setSort} />
          </Box>
        ) : null}
      </Toolbar>
      {showErrors && options.isError && showFilters ? (
        <Suspense fallback={null}>
          <RetryAlert sx={{ mb: 2 }} onRetry={() => void options.refetch()}>
            {t('widgets.listing.loadFilterOptions')}
          </RetryAlert>
        </Suspense>
      ) : null}
      <Layout withFilters={showFilters}>
        {showFilters && wide ? (
          <DesktopOnly>
            <Suspense fallback={null}>
              <FilterSidebar {...sidebar} />
            </Suspense>
          </DesktopOnly>
        ) : null}
        {showFilters && drawerMounted ? (
          <Suspense fallback={null}>
            <FilterSidebar
              {...sidebar}
              variant="drawer"
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
            />
          </Suspense>
        ) : null}
        {showErrors && list.isError && !list.data ? (
          <Suspense fallback={null}>
            <RetryAlert onRetry={() => void list.refetch()}>
              {t('widgets.listing.loadVehicles')}
            </RetryAlert>
          </Suspense>
        ) : (
          <VehicleGrid
            aria-label={label}
            auctions={list.data?.auctions ?? []}
            loading={list.isPending}
            skeletonCount={LISTING_SKELETONS}
            onToggleSave={favourites.onToggleSave}
            getCardProps={favourites.getCardProps}
            LinkComponent={LinkComponent}
            hasMore={list.hasNextPage}
            loadingMore={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
            {...gridProps}
          />
        )}
      </Layout>
      {showErrors ? favourites.snackbar : null}
    </Box>
  );
}
