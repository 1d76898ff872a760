import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { sellerProfilePath, type LiveAuctionState } from '@marketdrop/api-client';
import { DETAIL_COUNTDOWN_START_S, type ProvinceCode } from '@marketdrop/validation';
import type { BidOutcome, BidRequest } from '../BidDialog/BidDialog';
import type { PurchaseOutcome } from '../PurchaseDialog/PurchaseDialog';
import { linkProps, type LinkComponent } from '../link';
import { useFormatters } from '../i18n/useFormatters';
import {
  auctionTypeTone,
  isAmount,
  vehicleTitle,
  type CatalogueAuction,
} from '../internal/catalogue';
import { resolveImageUrl, useImageBaseUrl } from '../internal/imageUrl';
import { SAMPLE_VEHICLE_IMAGES } from '../internal/placeholderImage';
import { useCountdownOver } from '../internal/timeLeft';
import { useAuctionTypeLabel, useSaleLabels } from '../internal/useAuctionTypeLabel';
import { AuctionDetailSkeleton } from './AuctionDetailSkeleton';
import { AuctionNotFound } from './AuctionNotFound';
import type { BidPoint } from './BidChart';
import { LiveBids } from './LiveBids';
import { DetailGallery } from './DetailGallery';
import { BidStandingNotice, OwnListingNotice } from './SaleStanding';
import { bidStandingOf } from '../internal/standing';
import { Countdown } from './Countdown';
import { EndTime } from './EndTime';
import { NextDrop } from './NextDrop';
import { ReserveState } from './ReserveState';
import { catalogue } from '../i18n/en/catalogue';

// The dialogs load when first opened: they are not part of the page's first load.
const BidDialog = lazy(() =>
  import('../BidDialog/BidDialog').then((m) => ({ default: m.BidDialog })),
);
// The specifications sit below the fold: their code loads after the page's. A server render waits
// for it (every lazy part is rendered before the page is sent), and the browser keeps that HTML
// until the code has come, so the first paint shows them as before.
// MUI's Alert (the paused notice) loads when a notice is shown, like SaleStanding's.
const Alert = lazy(() => import('@mui/material/Alert'));
const VehicleFacts = lazy(() =>
  import('./VehicleFacts').then((m) => ({ default: m.VehicleFacts })),
);
const PurchaseDialog = lazy(() =>
  import('../PurchaseDialog/PurchaseDialog').then((m) => ({ default: m.PurchaseDialog })),
);

/** A seller's dated disclosure (`ListingDisclosure` of `@marketdrop/api-client` fits). */
export type AuctionDetailDisclosure = { text?: string | null; createdAt?: string | null };

/**
 * What the detail reads of an auction: `AuctionDetailData` (or `Auction`) of
 * `@marketdrop/api-client` fits; every field but `_id` may be missing (the fallbacks of
 * docs/product.md §3.7 show).
 */
export type AuctionDetailAuction = CatalogueAuction & {
  /** The seller's disclosures, newest first (docs/product.md §6.2): shown when there are some. */
  disclosures?: readonly AuctionDetailDisclosure[] | null;
};

export type AuctionDetailProps = {
  /** The auction; `null` (once loaded) shows "Auction Not Found". */
  auction: AuctionDetailAuction | null | undefined;
  /** Shows the page's skeleton. */
  loading?: boolean;
  /** Saved state of the heart; default `auction.isSaved` (pass the favourites store's). */
  saved?: boolean;
  /** A save/unsave is in flight: the heart is disabled. */
  toggling?: boolean;
  /** The heart was clicked, asking for `nextSaved`. Without it the heart is not shown. */
  onToggleSave?: (auctionId: string, nextSaved: boolean) => void;
  /**
   * The main button: Claim Now (MarketDropAI, ClaimPOINT), else Place Bid; `price` is the price
   * shown (send it as a claim's `expectedPrice`), null when none is.
   */
  onMainAction?: (auction: AuctionDetailAuction, price: number | null) => void;
  /** The main action is being sent: its button is busy. */
  mainActionBusy?: boolean;
  /**
   * The Buy Now button (shown when the auction has a `buyNowPrice`); `price` is the Buy Now price
   * shown (send it as the purchase's `expectedPrice`).
   */
  onBuyNow?: (auction: AuctionDetailAuction, price: number) => void;
  buyNowBusy?: boolean;
  /**
   * "Add to basket" beside Buy Now (a signed-in buyer; shown with a Buy Now price only): puts the
   * vehicle in the buyer's basket (docs/product.md §14).
   */
  onAddToBasket?: (auction: AuctionDetailAuction) => void;
  addToBasketBusy?: boolean;
  /**
   * Bids (or price steps) oldest first, for the Live Bidding chart and the list of bids beside it
   * (bidder alias, amount, time, automatic, the viewer's own); a flat line without them.
   */
  bidHistory?: readonly BidPoint[] | null;
  /** Prefix of image, report and document paths (default: the nearest `ImageBaseUrlProvider`'s). */
  imageBaseUrl?: string;
  /** Level of the title heading; sections use the next level. Default 1 (the page's title). */
  headingLevel?: 1 | 2 | 3;
  /**
   * The auction's live state (events, `placeBid` answers). When given, its price, highest bid,
   * bid count, end and status win over `auction`'s; the countdown runs on the server's clock and
   * the LIVE badge shows only while it is open.
   */
  live?: LiveAuctionState | null;
  /** The buyer's province (a code such as `ON`), for the all-in totals of the dialogs. */
  province?: ProvinceCode | null;
  /**
   * Places a bid. When given with `live` (and the sale is an `auction`), Place Bid opens Place
   * Your Bid / Confirm Your Bid instead of calling `onMainAction` (which stays for signed-out
   * visitors: leave `onPlaceBid` out and send them to sign in).
   */
  onPlaceBid?: (bid: BidRequest) => Promise<BidOutcome>;
  /**
   * Claims the vehicle (MarketDropAI, ClaimPOINT) at `expectedPrice`, the price the confirmation
   * shows: Claim Now opens its confirmation. A `priceChanged` outcome shows the new price there.
   */
  onClaim?: (expectedPrice: number) => Promise<PurchaseOutcome>;
  /**
   * Buys at the Buy Now price the confirmation shows (`expectedPrice`): Buy Now opens its
   * confirmation instead of calling `onBuyNow`.
   */
  onConfirmBuyNow?: (expectedPrice: number) => Promise<PurchaseOutcome>;
  /** The in-app path of an order, linked from "You bought it". Default `/my-order/{id}`. */
  orderHref?: (orderId: string) => string;
  /**
   * Renders the order link and the Seller line's link to the seller profile (e.g. react-router's
   * `Link`). Without it the seller's name is plain text.
   */
  LinkComponent?: LinkComponent;
  /**
   * The viewer cannot buy (an admin account: docs/product.md §6.3): Place Bid, Claim Now and Buy
   * Now are not shown, a line says why. Default false.
   */
  buyingHidden?: boolean;
  /**
   * The signed-in seller's own sale: its dealer view (this link, to the listing in the dealer
   * area) replaces the buying buttons. A bidder's "You're winning" / "Outbid" comes from the
   * auction's (and the live state's) `isLeader` and `yourMaxBid`.
   */
  ownListingHref?: string | null;
};

const defaultOrderHref = (orderId: string) => `/my-order/${encodeURIComponent(orderId)}`;

const DetailRoot = styled('article', { name: 'MdAuctionDetail', slot: 'Root' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.breakpoints.up('md')]: {
    gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
    alignItems: 'start',
  },
}));

const Gallery = styled(DetailGallery, { name: 'MdAuctionDetail', slot: 'Gallery' })(
  ({ theme }) => ({
    borderRadius: theme.shape.borderRadius,
  }),
);

const Summary = styled(Paper, { name: 'MdAuctionDetail', slot: 'Summary' })(({ theme }) => ({
  padding: theme.spacing(3),
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
}));

const Sections = styled('div', { name: 'MdAuctionDetail', slot: 'Sections' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  [theme.breakpoints.up('md')]: {
    gridColumn: '1 / -1',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  },
}));

const SectionCard = styled(Paper, { name: 'MdAuctionDetail', slot: 'Section' })(({ theme }) => ({
  padding: theme.spacing(2.5, 3),
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
})) as typeof Paper; // keeps Paper's `component` prop, which `styled` drops from the types

const Badge = styled('span', { name: 'MdAuctionDetail', slot: 'Badge' })(({ theme }) => ({
  display: 'inline-block',
  padding: theme.spacing(0.25, 1.25),
  borderRadius: 6,
  fontSize: '0.8rem',
  fontWeight: 700,
  color: '#FFFFFF',
}));

const SpecList = styled('dl', { name: 'MdAuctionDetail', slot: 'Specs' })(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: theme.spacing(1, 3),
  '& dt': { color: theme.palette.text.secondary },
  '& dd': { margin: 0, fontWeight: 600 },
}));

const LiveBadge = styled('span', { name: 'MdAuctionDetail', slot: 'Live' })(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: theme.spacing(0.25, 1),
  borderRadius: 6,
  fontSize: '0.75rem',
  fontWeight: 800,
  letterSpacing: '0.06em',
  color: '#FFFFFF',
  backgroundColor: theme.palette.error.main,
  '&::before': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: '50%',
    backgroundColor: '#FFFFFF',
  },
}));

const PausedBadge = styled('span', { name: 'MdAuctionDetail', slot: 'Paused' })(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: theme.spacing(0.25, 1),
  borderRadius: 6,
  fontSize: '0.75rem',
  fontWeight: 800,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  // Dark amber on light amber: above 7:1.
  color: '#7A4100',
  backgroundColor: '#FFF1DC',
}));

const ENDED_STATUSES = new Set(['sold', 'ended']);

/** Seconds from `start` to `end`, or `null` when they are not two readable instants in order. */
function saleLength(start?: string | null, end?: string | null): number | null {
  if (!start || !end) return null;
  const span = (Date.parse(end) - Date.parse(start)) / 1000;
  return Number.isFinite(span) && span > 0 ? span : null;
}

/**
 * Everything a buyer needs to decide on one vehicle, on its own page: pictures (sample pictures
 * when none), the heart, the sale type, title, price and (auctions) Highest Bid, the countdown
 * with the end's date, time and zone, the reserve's state (auctions) or the drop step and next drop
 * (MarketDropAI), the main button (Place Bid or Claim Now, by sale type) and Buy Now; then
 * Specifications (every fact the dealer entered, `VehicleFacts`), Description, Location, Live
 * Bidding, Car Documents and the seller. Use it for a vehicle's detail page; a partner site that
 * wants it to fetch its own data uses `AuctionDetailWidget`. `loading` shows a skeleton;
 * `auction={null}` shows "Auction Not Found".
 */
export function AuctionDetail(props: AuctionDetailProps) {
  if (props.loading) return <AuctionDetailSkeleton />;
  if (!props.auction) return <AuctionNotFound headingLevel={props.headingLevel} />;
  return <AuctionDetailView {...props} auction={props.auction} />;
}

function AuctionDetailView({
  auction,
  saved,
  toggling = false,
  onToggleSave,
  onMainAction,
  mainActionBusy = false,
  onBuyNow,
  buyNowBusy = false,
  onAddToBasket,
  addToBasketBusy = false,
  bidHistory,
  imageBaseUrl,
  headingLevel = 1,
  live,
  province = null,
  onPlaceBid,
  onClaim,
  onConfirmBuyNow,
  orderHref = defaultOrderHref,
  LinkComponent,
  buyingHidden = false,
  ownListingHref = null,
}: AuctionDetailProps & { auction: AuctionDetailAuction }) {
  const { t } = useTranslation('ui', { catalogue });
  const f = useFormatters();
  const typeLabel = useAuctionTypeLabel();
  const saleLabels = useSaleLabels();
  const baseUrl = useImageBaseUrl(imageBaseUrl);
  const titleId = useId();
  const [dialog, setDialog] = useState<'bid' | 'claim' | 'buyNow' | null>(null);
  // A dialog stays mounted once opened, so it can close with its transition.
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  const openDialog = (which: 'bid' | 'claim' | 'buyNow') => {
    setDialogsLoaded(true);
    setDialog(which);
  };

  const vehicle = auction.vehicle ?? null;
  const notAvailable = t('catalogue.notAvailable');
  const title = vehicleTitle(auction) ?? notAvailable;
  const isSaved = saved ?? auction.isSaved ?? false;
  const ownImages = (vehicle?.vehicleImage ?? []).map((path) => resolveImageUrl(baseUrl, path));
  const images = ownImages.length > 0 ? ownImages : SAMPLE_VEHICLE_IMAGES;

  const schedule = auction.schedule ?? null;
  const countdown = { endTime: schedule?.endTime, timeLeft: schedule?.timeLeft };
  // Only the countdown ticks every second; the page re-renders once, when the sale ends. Without a
  // schedule the countdown is only a placeholder (docs/product.md §3.7): it never closes the sale.
  const clientOver = useCountdownOver(live ? {} : countdown);
  const over = live
    ? live.status !== 'open'
    : clientOver || ENDED_STATUSES.has(auction.status ?? '');
  // The seller's sales are paused (its account is suspended): nothing can be bought meanwhile.
  const paused = (live?.paused ?? auction.paused) === true;
  const closed = over || paused;

  const price = live
    ? live.currentPrice
    : isAmount(auction.currentPrice)
      ? auction.currentPrice
      : isAmount(auction.startingBid)
        ? auction.startingBid
        : null;
  const highestBid = live ? live.highestBid : auction.highestBid;
  const { priceLabel, actionLabel: mainLabel } = saleLabels(auction.auctionType);
  // A seller may lower the Buy Now price during the sale: the live state's, when it has one.
  const buyNowSource = live?.buyNowPrice !== undefined ? live.buyNowPrice : auction.buyNowPrice;
  const buyNowPrice = isAmount(buyNowSource) ? buyNowSource : null;
  const disclosures = (auction.disclosures ?? []).flatMap((disclosure, index) => {
    const text = disclosure.text?.trim();
    if (!text) return [];
    const at = disclosure.createdAt ? f.dateTime(disclosure.createdAt) : '';
    return [{ key: `${disclosure.createdAt ?? ''}-${index}`, text, at }];
  });

  const location = vehicle?.location;
  const locationParts = [location?.address, location?.city, location?.postalCode]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));
  const description = auction.description?.trim() || vehicle?.description?.trim();
  const documents = (vehicle?.vehicleDocuments ?? []).flatMap((document, index) => {
    const path = typeof document === 'string' ? document : document.image;
    if (!path) return [];
    const name = typeof document === 'string' ? '' : document.name?.trim();
    return [
      {
        key: typeof document === 'string' ? `${index}-${path}` : document._id || `${index}`,
        href: resolveImageUrl(baseUrl, path),
        name: name || t('catalogue.detail.document', { index: index + 1 }),
      },
    ];
  });
  const yourMaxBid = live?.yourMaxBid ?? auction.yourMaxBid ?? null;
  const standing =
    ownListingHref || over || auction.auctionType !== 'auction'
      ? null
      : bidStandingOf({
          isLeader: live?.isLeader ?? auction.isLeader,
          yourMaxBid,
          highestBid,
        });
  const totalBids = live ? live.bidCount : isAmount(auction.totalBids) ? auction.totalBids : 0;
  const isClaim = auction.auctionType === 'marketdropai' || auction.auctionType === 'claimpoint';
  const onMainClick = () => {
    if (isClaim && onClaim && price !== null) openDialog('claim');
    else if (!isClaim && onPlaceBid && live) openDialog('bid');
    else onMainAction?.(auction, price);
  };
  const onBuyNowClick = () => {
    if (onConfirmBuyNow) openDialog('buyNow');
    else if (buyNowPrice !== null) onBuyNow?.(auction, buyNowPrice);
  };
  const sectionHeading = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4';

  const section = (
    id: string,
    heading: string,
    content: ReactNode,
    action?: ReactNode,
    wide = false,
  ) => (
    <SectionCard
      component="section"
      aria-labelledby={`${titleId}-${id}`}
      data-section={id}
      sx={wide ? { gridColumn: '1 / -1' } : undefined}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography
          id={`${titleId}-${id}`}
          component={sectionHeading}
          sx={{ fontWeight: 700, fontSize: '1.1rem' }}
        >
          {heading}
        </Typography>
        {action}
      </Box>
      {content}
    </SectionCard>
  );

  return (
    <DetailRoot aria-labelledby={titleId} data-auction-id={auction._id}>
      <Gallery images={images} title={title} aspectRatio="16 / 10" loading="priority" />

      <Summary>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Badge sx={{ bgcolor: `${auctionTypeTone(auction.auctionType)}.main` }}>
            {typeLabel(auction.auctionType)}
          </Badge>
          {onToggleSave ? (
            <IconButton
              aria-label={t('catalogue.detail.save')}
              aria-pressed={isSaved}
              aria-busy={toggling || undefined}
              disabled={toggling}
              onClick={() => onToggleSave(auction._id, !isSaved)}
              sx={{ color: isSaved ? 'error.main' : 'text.secondary' }}
            >
              {isSaved ? <Favorite /> : <FavoriteBorder />}
            </IconButton>
          ) : null}
        </Box>
        <div>
          <Typography
            id={titleId}
            component={`h${headingLevel}`}
            sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', md: '1.9rem' }, lineHeight: 1.2 }}
          >
            {title}
          </Typography>
        </div>

        <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
          <Countdown
            live={live}
            paused={paused}
            source={countdown}
            fallbackSeconds={DETAIL_COUNTDOWN_START_S}
            saleSeconds={saleLength(schedule?.startTime, schedule?.endTime)}
          />
          <SpecList sx={{ gridTemplateColumns: '1fr', gap: 0.5 }}>
            <dt>{priceLabel}</dt>
            <dd>
              <Typography
                component="span"
                sx={{ fontSize: '1.6rem', fontWeight: 800, color: 'primary.main' }}
                data-testid="price"
              >
                {price === null ? notAvailable : f.money(price)}
              </Typography>
              {auction.auctionType === 'marketdropai' && live?.status === 'open' && !paused ? (
                <NextDrop
                  priceChangesAt={live.priceChangesAt}
                  serverTime={live.serverTime}
                  step={auction.priceDrop}
                />
              ) : null}
            </dd>
            {isClaim ? null : (
              <>
                <dt>{t('catalogue.detail.highestBid')}</dt>
                <dd data-testid="highest-bid">
                  {isAmount(highestBid) ? (
                    f.money(highestBid)
                  ) : (
                    // No bid yet: say so, and what the first bid starts from (never "N/A").
                    <>
                      {t('catalogue.detail.noBidsYet')}
                      {isAmount(auction.startingBid) ? (
                        <Typography
                          component="span"
                          variant="body2"
                          sx={{ display: 'block', color: 'text.secondary' }}
                          data-testid="starting-bid"
                        >
                          {t('catalogue.detail.startingBidOf', {
                            amount: f.money(auction.startingBid),
                          })}
                        </Typography>
                      ) : null}
                    </>
                  )}
                </dd>
              </>
            )}
          </SpecList>
        </Box>
        {over || paused ? null : (
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <EndTime
              endsAt={live?.endsAt ?? auction.endsAt ?? schedule?.endTime}
              extended={live?.extended ?? auction.extended}
            />
            {auction.auctionType === 'auction' ? (
              <ReserveState reserveMet={live ? live.reserveMet : auction.reserveMet} />
            ) : null}
          </Box>
        )}

        {standing ? <BidStandingNotice standing={standing} yourMaxBid={yourMaxBid} /> : null}
        {ownListingHref ? (
          <OwnListingNotice href={ownListingHref} LinkComponent={LinkComponent} />
        ) : buyingHidden ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="no-buying">
            {t('catalogue.detail.adminNoBuying')}
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              color={auction.auctionType === 'marketdropai' ? 'secondary' : 'primary'}
              size="large"
              sx={{ flex: '1 1 160px' }}
              disabled={closed || mainActionBusy}
              aria-busy={mainActionBusy || undefined}
              startIcon={
                mainActionBusy ? (
                  <CircularProgress size={18} color="inherit" aria-hidden="true" />
                ) : undefined
              }
              onClick={onMainClick}
            >
              {mainLabel}
            </Button>
            {buyNowPrice !== null ? (
              <Button
                variant="outlined"
                size="large"
                sx={{ flex: '1 1 160px' }}
                disabled={closed || buyNowBusy}
                aria-busy={buyNowBusy || undefined}
                startIcon={
                  buyNowBusy ? (
                    <CircularProgress size={18} color="inherit" aria-hidden="true" />
                  ) : undefined
                }
                onClick={onBuyNowClick}
              >
                {t('catalogue.detail.buyNowFor', { price: f.money(buyNowPrice) })}
              </Button>
            ) : null}
            {buyNowPrice !== null && onAddToBasket ? (
              <Button
                variant="text"
                size="large"
                sx={{ flex: '1 1 160px' }}
                disabled={closed || addToBasketBusy}
                aria-busy={addToBasketBusy || undefined}
                onClick={() => onAddToBasket(auction)}
              >
                {t('catalogue.detail.addToBasket')}
              </Button>
            ) : null}
          </Box>
        )}

        {paused ? (
          <Suspense fallback={null}>
            <Alert severity="warning" data-testid="paused-alert">
              <Typography component="p" sx={{ fontWeight: 700 }}>
                {t('catalogue.detail.pausedTitle')}
              </Typography>
              {t('catalogue.detail.pausedText')}
            </Alert>
          </Suspense>
        ) : null}

        {auction.seller?.name?.trim() ? (
          <Typography
            variant="body2"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}
          >
            <StorefrontOutlined fontSize="small" aria-hidden="true" />
            {t('catalogue.detail.seller')}:{' '}
            {auction.seller._id && LinkComponent ? (
              <Link
                {...linkProps(LinkComponent, sellerProfilePath(auction.seller._id))}
                sx={{ fontWeight: 600 }}
              >
                {auction.seller.name}
              </Link>
            ) : (
              <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
                {auction.seller.name}
              </Box>
            )}
          </Typography>
        ) : null}
      </Summary>

      <Sections>
        {disclosures.length > 0 ? (
          <SectionCard
            component="section"
            aria-labelledby={`${titleId}-disclosures`}
            data-section="disclosures"
            sx={{ gridColumn: '1 / -1', borderLeft: 4, borderColor: 'warning.main' }}
          >
            <Typography
              id={`${titleId}-disclosures`}
              component={sectionHeading}
              sx={{ fontWeight: 700, fontSize: '1.1rem' }}
            >
              {t('catalogue.detail.disclosures')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('catalogue.detail.disclosuresHint')}
            </Typography>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
              {disclosures.map((disclosure) => (
                <li key={disclosure.key}>
                  {disclosure.at ? (
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {t('catalogue.detail.disclosedOn', { date: disclosure.at })}
                    </Typography>
                  ) : null}
                  <Typography sx={{ whiteSpace: 'pre-line' }}>{disclosure.text}</Typography>
                </li>
              ))}
            </Box>
          </SectionCard>
        ) : null}
        {section(
          'specifications',
          t('catalogue.detail.specifications'),
          <Suspense fallback={null}>
            <VehicleFacts vehicle={vehicle} baseUrl={baseUrl} />
          </Suspense>,
        )}

        {section(
          'description',
          t('catalogue.detail.description'),
          <Typography
            sx={{ whiteSpace: 'pre-line', color: description ? 'text.primary' : 'text.secondary' }}
          >
            {description || t('catalogue.detail.noDescription')}
          </Typography>,
        )}

        {section(
          'location',
          t('catalogue.detail.location'),
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <PlaceOutlined fontSize="small" aria-hidden="true" sx={{ color: 'text.secondary' }} />
            {locationParts.length > 0
              ? locationParts.join(', ')
              : t('catalogue.detail.locationNotSpecified')}
          </Typography>,
        )}

        {section(
          'live-bidding',
          t('catalogue.detail.liveBidding'),
          <>
            <Typography sx={{ fontWeight: 600 }}>
              {t('catalogue.detail.totalBids', { count: totalBids })}
            </Typography>
            <LiveBids history={bidHistory} />
          </>,
          over ? undefined : paused ? (
            <PausedBadge data-testid="paused-badge">{t('catalogue.detail.paused')}</PausedBadge>
          ) : (
            <LiveBadge>{t('catalogue.detail.live')}</LiveBadge>
          ),
          true,
        )}

        {section(
          'documents',
          t('catalogue.detail.documents'),
          documents.length > 0 ? (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
              {documents.map((document) => (
                <li key={document.key}>
                  <Link
                    href={document.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
                  >
                    <DescriptionOutlined fontSize="small" aria-hidden="true" />
                    {document.name}
                  </Link>
                </li>
              ))}
            </Box>
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>
              {t('catalogue.detail.noDocuments')}
            </Typography>
          ),
        )}
      </Sections>

      {dialogsLoaded ? (
        <Suspense fallback={null}>
          {onPlaceBid && live ? (
            <BidDialog
              open={dialog === 'bid'}
              live={live}
              province={province}
              onSubmit={onPlaceBid}
              onClose={() => setDialog(null)}
            />
          ) : null}
          {onClaim && price !== null ? (
            <PurchaseDialog
              open={dialog === 'claim'}
              kind="claim"
              price={price}
              province={province}
              closed={over}
              onConfirm={onClaim}
              onClose={() => setDialog(null)}
              orderHref={orderHref}
              LinkComponent={LinkComponent}
            />
          ) : null}
          {onConfirmBuyNow && buyNowPrice !== null ? (
            <PurchaseDialog
              open={dialog === 'buyNow'}
              kind="buyNow"
              price={buyNowPrice}
              province={province}
              closed={over}
              onConfirm={onConfirmBuyNow}
              onClose={() => setDialog(null)}
              orderHref={orderHref}
              LinkComponent={LinkComponent}
            />
          ) : null}
        </Suspense>
      ) : null}
    </DetailRoot>
  );
}
