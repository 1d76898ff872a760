import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  countMyBidsFilters,
  myBidsRequest,
  readMyBidsUrl,
  writeMyBidsUrl,
  type MyBid,
  type MyBidsState,
} from '@marketdrop/api-client';
import { useAddMultipleToCart, useMyBids } from '@marketdrop/api-client/react';
import { MyBidsFilterDrawer, MyBidsView, useTranslation } from '@marketdrop/ui';
import { useLiveCards } from '../auctions/useLiveCards';
import { useDocumentTitle } from '../content/useDocumentTitle';
import { CheckoutFlow, type CheckoutStep } from '../orders/CheckoutFlow';
import { orders } from '../i18n/en/orders';
import { useErrorText } from '../i18n/useErrorText';
import { paths } from '../routing/paths';
import { toast } from '../toast';

/**
 * My Bids (`/my-bids`, docs/product.md §3.8): "Total N Listings", Active / Won / Lost, the "Filter
 * & Sort" drawer, and the user's auctions with their bid and maximum; Active cards follow the
 * live events (price, bids, end, leading or outbid). A won sale's "Complete your purchase" opens
 * Congratulations -> Delivery Details -> the checkout -> the payment page. The tab and the filters
 * are in the address (`?tab=won&type=auction&sort=endDate`, the My Bids model of api-client:
 * `readMyBidsUrl` / `writeMyBidsUrl`), so a reload or a link keeps them.
 */
export function MyBidsPage() {
  const { t } = useTranslation('web', { orders });
  useDocumentTitle(t('orders.myBids.title'));
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readMyBidsUrl(params), [params]);
  const { tab } = state;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [flow, setFlow] = useState<{ bid: MyBid; step: CheckoutStep } | null>(null);

  const list = useMyBids(myBidsRequest(state));
  const bids = list.data?.items;
  const liveIds = useMemo(
    () => (tab === 'active' ? (bids ?? []).map((bid) => bid.auction._id) : []),
    [bids, tab],
  );
  const liveStates = useLiveCards(liveIds);

  const update = (change: Partial<MyBidsState>) => {
    setParams(writeMyBidsUrl({ ...state, ...change }, params), { replace: true });
  };

  const order = flow?.bid.order ?? null;

  // "Pay for all won vehicles": the won auctions whose order waits for payment, into the basket.
  const navigate = useNavigate();
  const errorText = useErrorText();
  const unpaid =
    tab === 'won' ? (bids ?? []).filter((bid) => bid.order?.status === 'pending_payment') : [];
  const payAll = useAddMultipleToCart({
    onSuccess: () => void navigate(paths.cart),
    onError: (error) => void toast.error(errorText(error)),
  });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('orders.myBids.title')}
      </Typography>
      {unpaid.length > 0 ? (
        <Button
          variant="contained"
          sx={{ mb: 2 }}
          disabled={payAll.isPending}
          aria-busy={payAll.isPending || undefined}
          onClick={() =>
            payAll.mutate({ items: unpaid.map((bid) => ({ auctionId: bid.auction._id })) })
          }
        >
          {t('orders.basket.payAllWon')}
        </Button>
      ) : null}
      <MyBidsView
        tab={tab}
        onTabChange={(next) => update({ tab: next })}
        total={list.data ? list.data.total : null}
        bids={bids ?? []}
        liveStates={liveStates}
        filtersOn={countMyBidsFilters(state)}
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
        value={state}
        onClose={() => setDrawerOpen(false)}
        onApply={(next) => {
          setDrawerOpen(false);
          update({ auctionType: next.auctionType, sortBy: next.sortBy });
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
