import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import TuneIcon from '@mui/icons-material/Tune';
import { paths } from '@marketdrop/api-client';
import { useApiClient, useAuctions, useFilterData } from '@marketdrop/api-client/react';
import {
  DEFAULT_LISTING_SORT,
  LISTING_PAGE_SIZE,
  LISTING_SKELETONS,
  PRICE_DEBOUNCE_MS,
  SEARCH_DEBOUNCE_MS,
} from '@marketdrop/validation';
import {
  EMPTY_VEHICLE_FILTERS,
  FilterSidebar,
  countActiveFilters,
  priceBounds,
  toAuctionsRequest,
  type VehicleFilters,
} from '../../FilterSidebar';
import { SearchBox } from '../../SearchBox';
import { SortSelect, type SortSelectValue } from '../../SortSelect';
import { VehicleGrid } from '../../VehicleGrid';
import { useAuctionLink } from '../internal/auctionLink';
import { useLatest } from '../internal/useLatest';
import { useWidgetFavourites } from '../internal/useWidgetFavourites';

/** What failed, for `onError`. */
export type VehicleListingErrorKind = 'vehicles' | 'filters' | 'favourite';

export type VehicleListingProps = {
  /** Filters selected at first (the visitor can change them). */
  initialFilters?: Partial<VehicleFilters>;
  /** Order at first. Default Price Low to High. */
  initialSort?: SortSelectValue;
  /** Search text at first. */
  initialSearch?: string;
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
   * Where a card links to: the id is appended, or replaces `{id}` (`/cars?auction={id}`).
   * Default: the auction's page on MarketDrop (`<apiBaseUrl>/detail/<id>`).
   */
  linkBase?: string;
  /** A plain click on a card calls this instead of following its link (e.g. show the detail widget). */
  onOpenAuction?: (auctionId: string) => void;
  /** Called when a load or a heart toggle fails (the widget also shows it). */
  onError?: (kind: VehicleListingErrorKind, error: unknown) => void;
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

/** The value after it stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * A live MarketDrop listing for a partner site: search, filters, sort, the vehicle grid and Load
 * More, fetching its own data through the nearest `MarketDropProvider`. The search and the price
 * slider re-query 500 ms after they stop changing.
 */
export function VehicleListing({
  initialFilters,
  initialSort = DEFAULT_LISTING_SORT,
  initialSearch = '',
  trending = false,
  pageSize = LISTING_PAGE_SIZE,
  showSearch = true,
  showFilters = true,
  showSort = true,
  linkBase,
  onOpenAuction,
  onError,
  'aria-label': ariaLabel,
}: VehicleListingProps) {
  const { t } = useTranslation('ui');
  const client = useApiClient();
  const [filters, setFilters] = useState<VehicleFilters>({
    ...EMPTY_VEHICLE_FILTERS,
    ...initialFilters,
  });
  const [sort, setSort] = useState<SortSelectValue>(initialSort);
  const [search, setSearch] = useState(initialSearch);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const searchTerm = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const price = useDebounced(filters.price, PRICE_DEBOUNCE_MS);

  const options = useFilterData({ enabled: showFilters });
  const list = useAuctions({
    ...toAuctionsRequest({ ...filters, price }),
    sortBy: sort,
    search: searchTerm,
    trending,
    pageSize,
  });
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

  const onFiltersChange = (next: VehicleFilters) => {
    const [min, max] = priceBounds(options.data);
    // The whole range is no price filter at all.
    const full = next.price !== null && next.price[0] <= min && next.price[1] >= max;
    setFilters(full ? { ...next, price: null } : next);
  };
  const sidebar = { value: filters, onChange: onFiltersChange, options: options.data ?? null };
  const label = ariaLabel ?? t('widgets.listing.label');

  return (
    <Box component="section" aria-label={label} className="MdVehicleListing-root">
      <Toolbar>
        {showSearch ? (
          <Box sx={{ flex: '1 1 260px', maxWidth: 420 }}>
            <SearchBox value={search} onChange={setSearch} onSearch={setSearch} maxWidth="100%" />
          </Box>
        ) : null}
        {showFilters ? (
          <MobileOnly>
            <Badge badgeContent={countActiveFilters(filters)} color="primary">
              <Button
                variant="outlined"
                startIcon={<TuneIcon />}
                onClick={() => setDrawerOpen(true)}
              >
                {t('catalogue.filters.title')}
              </Button>
            </Badge>
          </MobileOnly>
        ) : null}
        {showSort ? (
          <Box sx={{ ml: 'auto' }}>
            <SortSelect value={sort} onChange={setSort} />
          </Box>
        ) : null}
      </Toolbar>
      {options.isError && showFilters ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void options.refetch()}>
              {t('widgets.listing.retry')}
            </Button>
          }
        >
          {t('widgets.listing.loadFilterOptions')}
        </Alert>
      ) : null}
      <Layout withFilters={showFilters}>
        {showFilters ? (
          <>
            <DesktopOnly>
              <FilterSidebar {...sidebar} />
            </DesktopOnly>
            <FilterSidebar
              {...sidebar}
              variant="drawer"
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
            />
          </>
        ) : null}
        {list.isError && !list.data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {t('widgets.listing.retry')}
              </Button>
            }
          >
            {t('widgets.listing.loadVehicles')}
          </Alert>
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
          />
        )}
      </Layout>
      {favourites.snackbar}
    </Box>
  );
}
