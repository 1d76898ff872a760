import { useId } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { paths, type MyBid, type MyBidsTab } from '@marketdrop/api-client';
import { useTranslation } from '../i18n/useTranslation';
import { orders } from '../i18n/en/orders';
import { CardSkeletons, ListEmpty, ListError, LoadMore } from '../internal/ListStates';
import { MyBidCard, type MyBidCardLive } from '../MyBidCard';
import { linkProps, type LinkComponent } from '../link';

export type MyBidsViewProps = {
  /** The tab shown: Active, Won or Lost. */
  tab: MyBidsTab;
  onTabChange: (tab: MyBidsTab) => void;
  /** How many auctions the tab holds in all ("Total N Listings"); `null` while unknown. */
  total: number | null;
  /** The tab's auctions loaded so far. */
  bids: readonly MyBid[];
  /** The live state of each auction shown, by auction id (Active: from the live events). */
  liveStates?: ReadonlyMap<string, MyBidCardLive>;
  /** How many Filter & Sort choices are on (shown on the button). */
  filtersOn?: number;
  /** Filter & Sort was clicked: the page opens the drawer. */
  onOpenFilters: () => void;
  /** A won sale's "Complete your purchase" (the page opens Congratulations). */
  onContinue?: (bid: MyBid) => void;
  /** The first page is loading: placeholder cards. */
  loading?: boolean;
  /** Loading failed: "Failed to load your bids" with Try again. */
  error?: boolean;
  onRetry?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Prefix of the image paths (default: the nearest `ImageBaseUrlProvider`'s). */
  imageBaseUrl?: string;
  /** Renders the links (react-router's `Link` in the web app). Default `'a'`. */
  LinkComponent?: LinkComponent;
};

const TABS: readonly MyBidsTab[] = ['active', 'won', 'lost'];

/**
 * My Bids (docs/product.md §3.8): "Total N Listings", tabs Active, Won and Lost, the "Filter &
 * Sort" button, and the viewer's auctions as cards (their bid, their maximum, leading or outbid,
 * the live price and time left; a won one's order). Placeholders while loading, Try again on
 * failure, Load More.
 */
export function MyBidsView({
  tab,
  onTabChange,
  total,
  bids,
  liveStates,
  filtersOn = 0,
  onOpenFilters,
  onContinue,
  loading = false,
  error = false,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  imageBaseUrl,
  LinkComponent = 'a',
}: MyBidsViewProps) {
  const { t } = useTranslation('ui', { orders });
  const id = useId();

  let content;
  if (loading) {
    content = <CardSkeletons count={3} height={190} label={t(`orders.myBids.tabs.${tab}`)} />;
  } else if (error && bids.length === 0) {
    content = (
      <ListError
        message={t('orders.myBids.loadError')}
        retry={t('orders.myBids.retry')}
        onRetry={onRetry}
      />
    );
  } else if (bids.length === 0) {
    content = (
      <ListEmpty
        icon={<GavelOutlined />}
        title={filtersOn > 0 ? t('orders.myBids.emptyFiltered') : t(`orders.myBids.empty.${tab}`)}
        hint={t('orders.myBids.emptyHint')}
        action={
          <Button variant="contained" {...linkProps(LinkComponent, paths.listing)}>
            {t('orders.myBids.browse')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {bids.map((bid) => (
            <MyBidCard
              key={bid.auction._id}
              bid={bid}
              live={liveStates?.get(bid.auction._id) ?? null}
              {...(onContinue ? { onContinue } : {})}
              {...(imageBaseUrl !== undefined ? { imageBaseUrl } : {})}
              LinkComponent={LinkComponent}
            />
          ))}
        </Box>
        {hasMore && onLoadMore ? (
          <LoadMore
            label={t('orders.myBids.loadMore')}
            loading={loadingMore}
            onClick={onLoadMore}
          />
        ) : null}
      </>
    );
  }

  return (
    <div>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography
          color="text.secondary"
          sx={{ fontWeight: 600 }}
          aria-live="polite"
          data-testid="total"
        >
          {total === null ? '\u00a0' : t('orders.myBids.total', { count: total })}
        </Typography>
        <Badge badgeContent={filtersOn} color="primary" sx={{ ml: 'auto' }}>
          <Button
            variant="outlined"
            startIcon={<TuneOutlined />}
            onClick={onOpenFilters}
            aria-label={
              filtersOn > 0
                ? t('orders.myBids.filtersOn', { count: filtersOn })
                : t('orders.myBids.filterSort')
            }
          >
            {t('orders.myBids.filterSort')}
          </Button>
        </Badge>
      </Box>
      <Tabs
        value={tab}
        onChange={(_, next: MyBidsTab) => onTabChange(next)}
        aria-label={t('orders.myBids.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {TABS.map((each) => (
          <Tab
            key={each}
            value={each}
            label={t(`orders.myBids.tabs.${each}`)}
            id={`${id}-tab-${each}`}
            aria-controls={`${id}-panel`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
        {content}
      </div>
    </div>
  );
}
