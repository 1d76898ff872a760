import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { paths } from '@marketdrop/api-client';
import { useApiClient, useAuction } from '@marketdrop/api-client/react';
import { AuctionDetail, type AuctionDetailAuction } from '../../AuctionDetail';
import { auctionHref } from '../internal/auctionLink';
import { useLatest } from '../internal/useLatest';
import { useWidgetFavourites } from '../internal/useWidgetFavourites';
import { widgets } from '../../i18n/en/widgets';

export type AuctionDetailWidgetProps = {
  /** The auction to show. */
  auctionId: string;
  /**
   * Place Bid / Claim Now / Buy Now. Default: open the auction on MarketDrop in a new tab
   * (`marketplaceUrl`), where buyers bid and buy. `price` is the price the widget shows (the
   * claim price or price now; the Buy Now price): a partner that claims or buys itself sends it
   * as `expectedPrice` (`client.claimAuction({ auctionId, expectedPrice: price })`), so a price
   * that changed since buys nothing (409 PRICE_CHANGED with the price now, to show the buyer).
   */
  onMainAction?: (auction: AuctionDetailAuction, price: number | null) => void;
  onBuyNow?: (auction: AuctionDetailAuction, price: number) => void;
  /**
   * The MarketDrop page of an auction, for the default actions: the id is appended, or replaces
   * `{id}`. Default `<apiBaseUrl>/detail/`.
   */
  marketplaceUrl?: string;
  /** Called when the load or a heart toggle fails (the widget also shows it). */
  onError?: (kind: 'auction' | 'favourite', error: unknown) => void;
  /** Level of the title heading. Default 2 (the partner page has its own h1). */
  headingLevel?: 1 | 2 | 3;
};

/**
 * One auction's detail for a partner site (pictures, price, countdown, specifications,
 * description, location, live bidding, documents), fetched through the nearest
 * `MarketDropProvider`; "Auction Not Found" for an unknown id.
 */
export function AuctionDetailWidget({
  auctionId,
  onMainAction,
  onBuyNow,
  marketplaceUrl,
  onError,
  headingLevel = 2,
}: AuctionDetailWidgetProps) {
  const { t } = useTranslation('ui', { widgets });
  const client = useApiClient();
  const auction = useAuction(auctionId);
  const favourites = useWidgetFavourites((error) => onError?.('favourite', error));
  const notFound = auction.error?.status === 404;
  const failed = auction.isError && !notFound;

  const latestOnError = useLatest(onError);
  useEffect(() => {
    if (auction.error && auction.error.status !== 404) {
      latestOnError.current?.('auction', auction.error);
    }
  }, [auction.error, latestOnError]);

  const openOnMarketDrop = (target: AuctionDetailAuction) => {
    const url = auctionHref(marketplaceUrl ?? `${client.baseUrl}${paths.detail}/`, target._id);
    window.open(url, '_blank', 'noopener');
  };

  if (failed) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void auction.refetch()}>
            {t('widgets.detail.retry')}
          </Button>
        }
      >
        {t('widgets.detail.loadAuction')}
      </Alert>
    );
  }

  const data = auction.data ?? null;
  return (
    <Box className="MdAuctionDetailWidget-root">
      <AuctionDetail
        auction={data}
        loading={auction.isPending && !notFound}
        headingLevel={headingLevel}
        saved={data?.isSaved}
        toggling={data ? favourites.isPending(data._id) : false}
        onToggleSave={favourites.onToggleSave}
        onMainAction={onMainAction ?? openOnMarketDrop}
        onBuyNow={onBuyNow ?? openOnMarketDrop}
      />
      {favourites.snackbar}
    </Box>
  );
}
