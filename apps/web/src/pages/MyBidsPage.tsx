import { useMemo, useState } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link, useSearchParams } from 'react-router-dom';
import type { AuctionType, MyBid, MyBidsSort, MyBidsTab } from '@marketdrop/api-client';
import { useMyBids } from '@marketdrop/api-client/react';
import {
  MyBidsFilterDrawer,
  MyBidsView,
  countMyBidsFilters,
  useTranslation,
  type MyBidsFilters,
} from '@marketdrop/ui';
import { AUCTION_TYPES, MY_BIDS_SORTS, MY_BIDS_TABS } from '@marketdrop/validation';
import { useLiveCards } from '../live/useLiveCards';
import { useDocumentTitle } from '../public/useDocumentTitle';
import { CheckoutFlow, type CheckoutStep } from '../sale/CheckoutFlow';
import { sale } from '../i18n/en/sale';

const isTab = (value: string | null): value is MyBidsTab =>
  (MY_BIDS_TABS as readonly string[]).includes(value ?? '');
const isType = (value: string): value is AuctionType =>
  (AUCTION_TYPES as readonly string[]).includes(value);
const isSort = (value: string | null): value is MyBidsSort =>
  (MY_BIDS_SORTS as readonly string[]).includes(value ?? '');

/**
 * My Bids (`/my-bids`, docs/product.md §3.8): "Total N Listings", Active / Won / Lost, the "Filter
 * & Sort" drawer, and the user's auctions with their bid and maximum; Active cards follow the
 * live events (price, bids, end, leading or outbid). A won sale's "Complete your purchase" opens
 * Congratulations -> Delivery Details -> the checkout -> the payment page. The tab and the filters
 * are in the address (`?tab=won&type=auction&sort=endDate`), so a reload or a link keeps them.
 */
export function MyBidsPage() {
  const { t } = useTranslation('web', { sale });
  useDocumentTitle(t('sale.myBids.title'));
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: MyBidsTab = isTab(tabParam) ? tabParam : 'active';
  const typeParams = params.getAll('type');
  const sortParam = params.get('sort');
  const filters: MyBidsFilters = useMemo(
    () => ({
      auctionType: AUCTION_TYPES.filter((type) => typeParams.includes(type) && isType(type)),
      sortBy: isSort(sortParam) ? sortParam : null,
    }),
    // typeParams is a new array each render; its text is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [typeParams.join(','), sortParam],
  );
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [flow, setFlow] = useState<{ bid: MyBid; step: CheckoutStep } | null>(null);

  const list = useMyBids({
    tab,
    ...(filters.auctionType.length > 0 ? { auctionType: filters.auctionType } : {}),
    ...(filters.sortBy ? { sortBy: filters.sortBy } : {}),
  });
  const bids = list.data?.items;
  const liveIds = useMemo(
    () => (tab === 'active' ? (bids ?? []).map((bid) => bid.auction._id) : []),
    [bids, tab],
  );
  const liveStates = useLiveCards(liveIds);

  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    setParams(next, { replace: true });
  };

  const order = flow?.bid.order ?? null;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('sale.myBids.title')}
      </Typography>
      <MyBidsView
        tab={tab}
        onTabChange={(next) => update((query) => query.set('tab', next))}
        total={list.data ? list.data.total : null}
        bids={bids ?? []}
        liveStates={liveStates}
        filtersOn={countMyBidsFilters(filters)}
        onOpenFilters={() => setDrawerOpen(true)}
        onContinue={(bid) => setFlow({ bid, step: 'won' })}
        loading={list.isPending && !list.isError}
        error={list.isError && !list.data}
        onRetry={() => void list.refetch()}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        LinkComponent={Link}
      />
      <MyBidsFilterDrawer
        open={drawerOpen}
        value={filters}
        onClose={() => setDrawerOpen(false)}
        onApply={(next) => {
          setDrawerOpen(false);
          update((query) => {
            query.delete('type');
            for (const type of next.auctionType) query.append('type', type);
            if (next.sortBy) query.set('sort', next.sortBy);
            else query.delete('sort');
          });
        }}
      />
      {flow && order ? (
        <CheckoutFlow
          orderId={order._id}
          step={flow.step}
          onStepChange={(step) => setFlow(step === null ? null : { ...flow, step })}
          won={{
            vehicleName: flow.bid.auction.vehicleName,
            price: order.price,
            paymentDeadline: order.paymentDeadline,
          }}
        />
      ) : null}
    </Container>
  );
}
