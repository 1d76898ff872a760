import Container from '@mui/material/Container';
import { Link, useParams } from 'react-router-dom';
import {
  useAddToCart,
  useAddToGuestCart,
  useAuction,
  useSession,
} from '@marketdrop/api-client/react';
import { dealerEditListingPath, vehiclePreviewPath, type Auction } from '@marketdrop/api-client';
import { AuctionDetail, useFormatters, useTranslation } from '@marketdrop/ui';
import { PageHead } from '../content/PageHead';
import { useSiteOrigin } from '../content/SiteOrigin';
import { useAddressLanguage } from '../i18n/address';
import { vehicleStructuredData } from '../catalogue/vehicle-structured-data';
import { publicPages } from '../i18n/en/public';
import { useFailureToast } from '../catalogue/useFailureToast';
import { useHearts } from '../catalogue/useHearts';
import { useAuctionActions } from '../auctions/useAuctionActions';
import { useAuctionLive } from '../auctions/useAuctionLive';
import { useBuyerProvince } from '../auctions/useBuyerProvince';
import { detailPath, orderPath } from '../routing/paths';
import { useOwnSellerId } from '../dealers/useOwnSellerId';
import { catalogue } from '../i18n/en/catalogue';
import { useErrorTextLater, useTextLater } from '../i18n/later';
import { toast } from '../toast';

/**
 * Auction detail (docs/product.md §3.7, /detail/{id}): the auction with its heart, or "Auction Not
 * Found" when the server knows no such auction (or the path has no id). Any other failure toasts
 * "Failed to load auction details".
 *
 * Live (docs/product.md §4): the price, bids, end and status follow the auction's live state
 * (`useAuctionLive`: the answer, the buyer's own calls and the live events, newest by `seq`); the
 * countdown runs on the server's clock and the chart grows with the bid history. Place Bid opens
 * Place Your Bid / Confirm Your Bid, Claim Now and Buy Now their confirmations, each with the
 * all-in total for the province of the buyer's profile; a visitor without a session is sent to
 * /login and comes back here afterwards, except for "Add to basket", which fills a guest basket
 * (signing in brings it along). A buyer who leads is offered Raise your maximum; an admin
 * sees no buying buttons; the seller on its own sale sees "This is your listing" with a link to it
 * in the dealer area instead; a seller whose sales are paused shows as such, live.
 */
/** What a search result or a link preview says of a vehicle: price now, odometer, seller, end. */
function useVehicleDescription(): (auction: Auction) => string {
  const { t } = useTranslation('web', { public: publicPages });
  const { money, kilometres, number, date } = useFormatters();
  return (auction) => {
    const { vehicle, seller } = auction;
    const parts = [
      t('public.descriptions.vehicle', {
        vehicle: auction.vehicleName,
        price: money(auction.currentPrice),
      }),
    ];
    if (vehicle.miles !== null) {
      const odometer =
        vehicle.odometerUnit === 'MI' ? `${number(vehicle.miles)} mi` : kilometres(vehicle.miles);
      parts.push(t('public.descriptions.vehicleOdometer', { odometer }));
    }
    const city = seller.city ?? vehicle.location.city;
    parts.push(
      city
        ? t('public.descriptions.vehicleSellerCity', { seller: seller.name, city })
        : t('public.descriptions.vehicleSeller', { seller: seller.name }),
    );
    if (auction.status === 'open' || auction.status === 'scheduled') {
      parts.push(t('public.descriptions.vehicleEnds', { date: date(auction.endsAt, 'long') }));
    }
    return parts.join(' ');
  };
}

const loadOrderTexts = () => import('../i18n/en/orders');

/** The preview picture the server makes of a vehicle's first photo (its size, for link previews). */
const PREVIEW_SIZE = { width: 1200, height: 630 };

export function DetailPage() {
  const { t } = useTranslation('web', { catalogue });
  const origin = useSiteOrigin();
  const addressLanguage = useAddressLanguage();
  const describe = useVehicleDescription();
  const { t: texts } = useTranslation('web', { public: publicPages });
  const { id = '' } = useParams();
  const auction = useAuction(id);
  const hearts = useHearts();
  const { isLoggedIn, user } = useSession();
  const province = useBuyerProvince();
  const { live, push, bidHistory } = useAuctionLive(id, auction.data);
  const actions = useAuctionActions(id, push);
  // The answers' texts load with the first answer: no part of the page's first load.
  const orderTexts = useTextLater(loadOrderTexts);
  const errorText = useErrorTextLater();
  const addedOptions = {
    onSuccess: () => void orderTexts('orders.basket.added').then(toast.success),
    onError: (error: unknown) => void errorText(error).then(toast.error),
  };
  const addToCart = useAddToCart(addedOptions);
  // A visitor's "Add to basket" fills a guest basket, which signing in brings along.
  const addToGuestCart = useAddToGuestCart(addedOptions);

  const notFound = id === '' || auction.error?.status === 404;
  useFailureToast(notFound ? null : auction.error, t('catalogue.toasts.loadAuction'));
  const data = auction.data ?? null;
  // An admin is not a buyer (docs/product.md §6.3): no bid, claim or Buy Now buttons.
  const isAdmin = isLoggedIn && user?.userType === 'admin';
  // The seller on its own sale sees its dealer view of it (the server refuses its bids anyway).
  const ownSellerId = useOwnSellerId();
  const ownListing = data !== null && ownSellerId !== null && data.seller._id === ownSellerId;
  const signedIn = ownListing
    ? { ownListingHref: dealerEditListingPath(data.vehicle._id) }
    : isAdmin
      ? { buyingHidden: true }
      : isLoggedIn
        ? {
            onPlaceBid: actions.placeBid,
            onClaim: actions.claim,
            onConfirmBuyNow: actions.buyNow,
            onAddToBasket: (vehicle: { _id: string }) =>
              addToCart.mutate({ auctionId: vehicle._id }),
            addToBasketBusy: addToCart.isPending,
            province,
          }
        : {
            onMainAction: actions.signIn,
            onBuyNow: actions.signIn,
            onAddToBasket: (vehicle: { _id: string }) =>
              addToGuestCart.mutate({ auctionId: vehicle._id }),
            addToBasketBusy: addToGuestCart.isPending,
          };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {data ? (
        <PageHead
          title={data.vehicleName}
          description={describe(data)}
          canonicalPath={detailPath(data._id)}
          image={data.vehicle.vehicleImage.length > 0 ? vehiclePreviewPath(data._id) : null}
          imageSize={PREVIEW_SIZE}
          type="product"
          structuredData={vehicleStructuredData(data, origin, addressLanguage)}
        />
      ) : notFound ? (
        <PageHead title={texts('public.titles.auctionNotFound')} noIndex />
      ) : null}
      <AuctionDetail
        auction={data}
        loading={!notFound && auction.isPending}
        saved={data?.isSaved}
        toggling={data ? hearts.isPending(data._id) : false}
        onToggleSave={hearts.onToggleSave}
        live={live}
        bidHistory={bidHistory}
        orderHref={orderPath}
        LinkComponent={Link}
        {...signedIn}
      />
    </Container>
  );
}
