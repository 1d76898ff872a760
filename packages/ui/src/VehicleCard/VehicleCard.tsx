import { memo, useId } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import AccessTime from '@mui/icons-material/AccessTime';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Gavel from '@mui/icons-material/Gavel';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import LocalGasStationOutlined from '@mui/icons-material/LocalGasStationOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import { ImageCarousel, type ImageLoading } from '../internal/ImageCarousel';
import { resolveImageUrl, useImageBaseUrl } from '../internal/imageUrl';
import {
  formatClock,
  useSecondsLeft,
  type CountdownSource,
  type DurationUnits,
} from '../internal/timeLeft';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { StandingChip } from '../internal/StandingChip';
import { bidStandingOf, isClosingSoon } from '../internal/standing';
import type { LiveAuctionState } from '@marketdrop/api-client';
import { linkProps, type LinkComponent } from '../link';
import { useFormatters } from '../i18n/useFormatters';
import { useAuctionTypeLabel } from '../internal/useAuctionTypeLabel';
import {
  auctionTypeTone,
  isAmount,
  isSingular,
  vehicleLocationText,
  vehicleTitle,
  type CatalogueAuction,
} from '../internal/catalogue';
import { detailPath } from '@marketdrop/api-client';
import { catalogue } from '../i18n/en/catalogue';

/**
 * What a card reads of an auction. `Auction` of `@marketdrop/api-client` fits; every field but
 * `_id` may be missing (the card shows its fallbacks, docs/product.md §3.5).
 */
export type VehicleCardAuction = CatalogueAuction;

export type VehicleCardProps = {
  auction: VehicleCardAuction;
  /** Saved state shown by the heart; default `auction.isSaved` (pass the favourites store's). */
  saved?: boolean;
  /** A save/unsave of this auction is in flight: the heart is disabled. */
  toggling?: boolean;
  /**
   * The heart was clicked, asking for `nextSaved`. Without it the heart is not shown (e.g. a
   * partner site without sign-in).
   */
  onToggleSave?: (auctionId: string, nextSaved: boolean) => void;
  /** Prefix of the image paths (default: the nearest `ImageBaseUrlProvider`'s). */
  imageBaseUrl?: string;
  /** Renders the link to /detail/{id}; pass react-router's `Link` in the web app. Default `'a'`. */
  LinkComponent?: LinkComponent;
  /** Heading level of the title. Default 3 (cards sit under a section's heading). */
  headingLevel?: 2 | 3 | 4;
  /**
   * How the first picture loads: `priority` for a card at the top of the page (fetched first,
   * it is usually the page's largest paint), `lazy` for cards below the fold, `eager` (default)
   * at once.
   */
  imageLoading?: ImageLoading;
  /**
   * The auction's live price and bid count (from live events): they win over `auction`'s
   * `currentPrice` / `claimPrice` and `totalBids`; its `endsAt`, when given, over the schedule's
   * end (a late bid moves it); its `paused`, when given, over `auction.paused`; its `highestBid`,
   * when given, tells a signed-in bidder leading (`auction.isLeader`) that they were outbid.
   */
  live?:
    | (Pick<LiveAuctionState, 'currentPrice' | 'bidCount'> &
        Partial<Pick<LiveAuctionState, 'endsAt' | 'paused' | 'highestBid'>>)
    | null;
  /**
   * The signed-in seller's own sale: "Your listing" shows instead of a bidder's standing (a
   * bidder's "You're winning" / "Outbid" comes from `auction.isLeader` and `auction.yourMaxBid`).
   */
  yours?: boolean;
};

/** The label of a sale's live price, by its type: Current Bid, Current Price or Claim Price. */
const LIVE_PRICE_LABELS = {
  auction: 'catalogue.card.currentBid',
  marketdropai: 'catalogue.card.currentPrice',
  claimpoint: 'catalogue.card.claimPrice',
} as const;

const CardRoot = styled(Card, { name: 'MdVehicleCard', slot: 'Root' })(({ theme }) => ({
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  transition: 'box-shadow 150ms ease, transform 150ms ease',
  '&:hover': { boxShadow: theme.shadows[6] },
  '&:focus-within': { boxShadow: `0 0 0 2px ${theme.palette.primary.main}` },
})) as typeof Card; // keeps Card's `component` prop, which `styled` drops from the types

const Media = styled(ImageCarousel, { name: 'MdVehicleCard', slot: 'Media' })({
  flexShrink: 0,
});

const TypeBadge = styled('span', {
  name: 'MdVehicleCard',
  slot: 'Badge',
  shouldForwardProp: (prop) => prop !== 'tone',
})<{ tone: ReturnType<typeof auctionTypeTone> }>(({ theme, tone }) => ({
  position: 'absolute',
  top: theme.spacing(1),
  left: theme.spacing(1),
  zIndex: 2,
  padding: theme.spacing(0.25, 1),
  borderRadius: 6,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1.6,
  color: '#FFFFFF',
  backgroundColor: theme.palette[tone].main,
  pointerEvents: 'none',
}));

const HeartButton = styled(IconButton, { name: 'MdVehicleCard', slot: 'Heart' })(({ theme }) => ({
  position: 'absolute',
  top: theme.spacing(1),
  right: theme.spacing(1),
  zIndex: 2,
  backgroundColor: 'rgba(255, 255, 255, 0.92)',
  color: theme.palette.text.secondary,
  '&:hover': { backgroundColor: '#FFFFFF' },
  '&[aria-pressed="true"]': { color: theme.palette.error.main },
  '&.Mui-disabled': { backgroundColor: 'rgba(255, 255, 255, 0.75)' },
}));

const TimeChip = styled(Chip, { name: 'MdVehicleCard', slot: 'TimeLeft' })({
  alignSelf: 'flex-start',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 600,
});

const Content = styled('div', { name: 'MdVehicleCard', slot: 'Content' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  padding: theme.spacing(1.5, 2, 2),
  flexGrow: 1,
}));

const Title = styled(Typography, { name: 'MdVehicleCard', slot: 'Title' })({
  fontSize: '1rem',
  fontWeight: 700,
  lineHeight: 1.3,
}) as typeof Typography; // keeps Typography's `component` prop, which `styled` drops from the types

const Price = styled(Typography, { name: 'MdVehicleCard', slot: 'Price' })(({ theme }) => ({
  fontWeight: 800,
  fontSize: '1.15rem',
  color: theme.palette.primary.main,
}));

const TitleLink = styled(Link, { name: 'MdVehicleCard', slot: 'Link' })(({ theme }) => ({
  color: theme.palette.text.primary,
  outline: 'none',
  // The link stretches over the whole card; the heart and the dots sit above it.
  '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
  '&:hover': { color: theme.palette.primary.main },
})) as typeof Link;

const Specs = styled('ul', { name: 'MdVehicleCard', slot: 'Specs' })(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.5, 1.5),
  color: theme.palette.text.secondary,
  fontSize: '0.8125rem',
  '& li': { display: 'inline-flex', alignItems: 'center', gap: 4 },
  '& svg': { fontSize: '1rem' },
}));

const PriceCaption = styled('span', { name: 'MdVehicleCard', slot: 'PriceCaption' })(
  ({ theme }) => ({
    display: 'block',
    fontSize: '0.75rem',
    fontWeight: 600,
    color: theme.palette.text.secondary,
  }),
);

const LivePrice = styled('p', { name: 'MdVehicleCard', slot: 'LivePrice' })(({ theme }) => ({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
  fontSize: '0.875rem',
  color: theme.palette.text.secondary,
  '& strong': { color: theme.palette.text.primary, fontWeight: 800, fontSize: '1rem' },
}));

const PriceRow = styled('div', { name: 'MdVehicleCard', slot: 'PriceRow' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
  marginTop: 'auto',
}));

const Line = styled('p', { name: 'MdVehicleCard', slot: 'Line' })(({ theme }) => ({
  margin: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  color: theme.palette.text.secondary,
  fontSize: '0.8125rem',
  '& svg': { fontSize: '1rem', flexShrink: 0 },
}));

/**
 * The live time left, `HH:MM:SS`: the only part of a card that changes every second, so only this
 * chip re-renders (every countdown of the page shares one clock). In the sale's last two minutes
 * it turns red and says "Ending soon".
 */
function TimeLeftChip({ endTime, timeLeft, units }: CountdownSource & { units: DurationUnits }) {
  const { t } = useTranslation('ui', { catalogue });
  const seconds = useSecondsLeft({ endTime, timeLeft });
  const closing = isClosingSoon(seconds);
  return (
    <TimeChip
      size="small"
      icon={<AccessTime aria-hidden="true" />}
      color={closing ? 'error' : 'default'}
      data-closing={closing}
      label={
        <>
          {closing ? (
            <span data-testid="ending-soon">{t('catalogue.standing.endingSoon')} · </span>
          ) : null}
          <VisuallyHidden>{t('catalogue.card.timeLeft')}: </VisuallyHidden>
          <span data-testid="time-left">{formatClock(seconds ?? 0, units)}</span>
        </>
      }
    />
  );
}

/**
 * One vehicle for sale, as a card that opens its detail page when clicked. Use it wherever
 * vehicles are browsed side by side (Home, the listing, Saved Cars, a partner's inventory page),
 * usually inside `VehicleGrid`; for a single vehicle's full page use `AuctionDetail`. It shows the
 * pictures with dots, the sale type, a heart to save it, the title, the live time left, mileage,
 * fuel, drivetrain, price, bids and location, and a sensible fallback ("N/A", "Normal",
 * "Location not available") for anything the vehicle lacks.
 */
export const VehicleCard = memo(function VehicleCard({
  auction,
  saved,
  toggling = false,
  onToggleSave,
  imageBaseUrl,
  LinkComponent = 'a',
  headingLevel = 3,
  imageLoading = 'eager',
  live,
  yours = false,
}: VehicleCardProps) {
  const titleId = useId();
  const { t } = useTranslation('ui', { catalogue });
  const f = useFormatters();
  const typeLabel = useAuctionTypeLabel();
  const baseUrl = useImageBaseUrl(imageBaseUrl);
  const vehicle = auction.vehicle ?? null;
  const title = vehicleTitle(auction) ?? t('catalogue.notAvailable');
  const isSaved = saved ?? auction.isSaved ?? false;
  const images = (vehicle?.vehicleImage ?? []).map((path) => resolveImageUrl(baseUrl, path));
  const units: DurationUnits = {
    day: t('catalogue.units.day'),
    hour: t('catalogue.units.hour'),
    minute: t('catalogue.units.minute'),
  };

  const miles = vehicle?.miles;
  const mileage = isAmount(miles)
    ? `${f.number(miles)} ${vehicle?.odometerUnit || 'KM'}`
    : t('catalogue.notAvailable');
  const priceValue = isAmount(vehicle?.originalPrice)
    ? vehicle.originalPrice
    : isAmount(auction.startingBid)
      ? auction.startingBid
      : null;
  const price = priceValue === null ? t('catalogue.notAvailable') : f.money(priceValue);
  const bidCount = live ? live.bidCount : isAmount(auction.totalBids) ? auction.totalBids : 0;
  // The live price, labelled by the sale type, beside the sticker price (docs/product.md §3.5).
  const type = auction.auctionType;
  const livePriceValue = live
    ? live.currentPrice
    : type === 'claimpoint' && isAmount(auction.claimPrice)
      ? auction.claimPrice
      : isAmount(auction.currentPrice)
        ? auction.currentPrice
        : null;
  const livePriceLabel = t(
    type === 'marketdropai' || type === 'claimpoint'
      ? LIVE_PRICE_LABELS[type]
      : LIVE_PRICE_LABELS.auction,
  );
  const location =
    vehicleLocationText(vehicle?.location) ?? t('catalogue.card.locationNotAvailable');
  const href = detailPath(auction._id);
  // The seller's sales are paused (its account is suspended): the time left stands still.
  const paused = (live?.paused ?? auction.paused) === true;
  const standing = yours
    ? 'yours'
    : auction.status === 'open' || auction.status === undefined
      ? bidStandingOf({
          isLeader: auction.isLeader,
          yourMaxBid: auction.yourMaxBid,
          highestBid: live?.highestBid ?? auction.highestBid,
        })
      : null;

  return (
    <CardRoot component="article" aria-labelledby={titleId} data-auction-id={auction._id}>
      <Media images={images} title={title} loading={imageLoading}>
        <TypeBadge tone={auctionTypeTone(auction.auctionType)}>
          {typeLabel(auction.auctionType)}
        </TypeBadge>
        {onToggleSave ? (
          <HeartButton
            size="small"
            aria-label={t('catalogue.card.save', { title })}
            aria-pressed={isSaved}
            aria-busy={toggling || undefined}
            disabled={toggling}
            onClick={() => onToggleSave(auction._id, !isSaved)}
          >
            {isSaved ? <Favorite fontSize="small" /> : <FavoriteBorder fontSize="small" />}
          </HeartButton>
        ) : null}
      </Media>
      <Content>
        <Title component={`h${headingLevel}`} id={titleId}>
          <TitleLink {...linkProps(LinkComponent, href)} underline="none">
            {title}
          </TitleLink>
        </Title>
        {paused ? (
          <TimeChip
            size="small"
            // Dark amber on light amber: above 7:1, the word says it (not the colour alone).
            sx={{ bgcolor: '#FFF1DC', color: '#7A4100', '& .MuiChip-icon': { color: 'inherit' } }}
            icon={<PauseCircleOutlined aria-hidden="true" />}
            label={<span data-testid="paused">{t('catalogue.card.paused')}</span>}
          />
        ) : (
          <TimeLeftChip
            endTime={live?.endsAt ?? auction.schedule?.endTime}
            timeLeft={auction.schedule?.timeLeft}
            units={units}
          />
        )}
        {standing ? <StandingChip standing={standing} /> : null}
        {paused ? <Line data-testid="paused-line">{t('catalogue.card.pausedLine')}</Line> : null}
        <Specs>
          <li>
            <SpeedOutlined aria-hidden="true" />
            <VisuallyHidden>{t('catalogue.card.mileage')}: </VisuallyHidden>
            {mileage}
          </li>
          <li>
            <LocalGasStationOutlined aria-hidden="true" />
            <VisuallyHidden>{t('catalogue.card.fuelType')}: </VisuallyHidden>
            {vehicle?.fuelType || t('catalogue.notAvailable')}
          </li>
          <li>
            <SettingsOutlined aria-hidden="true" />
            <VisuallyHidden>{t('catalogue.card.drivetrain')}: </VisuallyHidden>
            {vehicle?.drivetrain || t('catalogue.notAvailable')}
          </li>
        </Specs>
        <PriceRow>
          <Price>
            {/* Seen: "List price" when a live price shows under it; heard: "Price:", as before. */}
            {livePriceValue === null ? null : (
              <PriceCaption aria-hidden="true">{t('catalogue.card.listPrice')}</PriceCaption>
            )}
            <VisuallyHidden>{t('catalogue.card.price')}: </VisuallyHidden>
            <span data-testid="sticker-price">{price}</span>
          </Price>
          <Line>
            <Gavel aria-hidden="true" />
            {t(
              isSingular(bidCount, f.language)
                ? 'catalogue.card.bidsOne'
                : 'catalogue.card.bidsOther',
              {
                count: bidCount,
              },
            )}
          </Line>
        </PriceRow>
        {livePriceValue !== null ? (
          <LivePrice data-testid="live-price">
            <span>{livePriceLabel}</span>
            <strong>{f.money(livePriceValue)}</strong>
          </LivePrice>
        ) : null}
        <Line>
          <PlaceOutlined aria-hidden="true" />
          <VisuallyHidden>{t('catalogue.card.location')}: </VisuallyHidden>
          {location}
        </Line>
      </Content>
    </CardRoot>
  );
});
